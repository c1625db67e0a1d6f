import {
  type CarouselItemInput,
  hindiLabel,
  type InstagramReelInput,
  type PromotionTextInput,
  type ShowcaseSlotInput,
  type TranslationState,
  type Translations,
} from '@shop/shared';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listRows } from '../../db/list-rows.ts';
import { carouselItems, categoryShowcase, instagramReels, promotionTexts } from '../../db/schema.ts';
import { translationStateSql } from '../../db/translations.ts';
import { UserInputError } from '../../domain/errors.ts';
import type { Page, Paging } from '../../domain/paging.ts';
import type { Actor, AuditLogService } from '../audit/audit-log.service.ts';
import { AuditedChanges, type AuditedRecord, type Tx } from '../audit/audited-change.ts';
import { toCarouselDto, toPromotionDto, toReelDto, toShowcaseDto } from './content.service.ts';

type CarouselRow = typeof carouselItems.$inferSelect;
type ShowcaseRow = typeof categoryShowcase.$inferSelect;
type PromotionRow = typeof promotionTexts.$inferSelect;
type ReelRow = typeof instagramReels.$inferSelect;

export type AdminCarouselItem = ReturnType<typeof toCarousel>;
export type AdminShowcaseSlot = ReturnType<typeof toShowcase>;
export type AdminPromotionText = ReturnType<typeof toPromotion>;
export type AdminInstagramReel = ReturnType<typeof toReel>;

type Input<T> = { [K in keyof T]: Exclude<T[K], undefined> };
type CarouselValues = Input<Omit<CarouselItemInput, 'alt' | 'translations'>> & {
  alt?: string | undefined;
  translations?: CarouselItemInput['translations'];
};
/** A list row also says how complete its Hindi version is; lists can be narrowed to one state. */
type Listed<T> = T & { translationState: TranslationState };
type TranslationFilter = { translation?: TranslationState | undefined };

const VIDEO_FILE = /\.(mp4|webm)$/i;

/**
 * docs/admin.md: the back office's edits to the home page and header content. Each write records its audit row in
 * the same transaction and then drops the cached public answers, so shoppers see the change on their next visit.
 */
export class ContentEditorService {
  private readonly changes: AuditedChanges;

  constructor(
    private readonly db: Db,
    audit: AuditLogService,
    onCatalogChange: () => void,
  ) {
    this.changes = new AuditedChanges(db, audit, onCatalogChange);
  }

  // Carousels

  async listCarousels(
    filter: Paging &
      TranslationFilter & { targetDevice?: 'MOBILE' | 'DESKTOP' | undefined; status?: boolean | undefined },
  ): Promise<Page<Listed<AdminCarouselItem>>> {
    const translationState = translationStateSql('carouselItem', carouselItems);
    const conditions: SQL[] = [];
    if (filter.targetDevice) conditions.push(eq(carouselItems.targetDevice, filter.targetDevice));
    if (filter.status !== undefined) conditions.push(eq(carouselItems.status, filter.status));
    if (filter.translation) conditions.push(sql`${translationState} = ${filter.translation}`);
    const where = and(...conditions);
    return listRows(
      this.db,
      filter,
      {
        from: carouselItems,
        where,
        orderBy: [asc(carouselItems.priority), asc(carouselItems.createdAt)],
        extra: { translationState },
      },
      (row) => ({ ...toCarousel(row), translationState: row.translationState }),
    );
  }

  async getCarousel(id: string): Promise<AdminCarouselItem> {
    return this.changes.read(CAROUSEL, id);
  }

  async createCarousel(actor: Actor, input: CarouselValues): Promise<AdminCarouselItem> {
    const values = {
      mediaType: input.mediaType ?? 'IMAGE',
      image: input.image,
      poster: input.poster ?? null,
      alt: input.alt ?? '',
      buttonLink: input.buttonLink,
      targetDevice: input.targetDevice,
      status: input.status ?? true,
      priority: input.priority ?? 0,
      translations: input.translations ?? {},
    };
    checkCarouselMedia(values);
    return this.changes.create(actor, CAROUSEL, () => values);
  }

  async updateCarousel(actor: Actor, id: string, patch: Partial<CarouselValues>): Promise<AdminCarouselItem> {
    return this.changes.update(actor, id, CAROUSEL, (before) => {
      const next = { ...before, ...definedOnly(patch) };
      if ('alt' in patch) next.alt = patch.alt ?? '';
      if ('poster' in patch) next.poster = patch.poster ?? null;
      checkCarouselMedia(next);
      return {
        mediaType: next.mediaType,
        image: next.image,
        poster: next.poster,
        alt: next.alt,
        buttonLink: next.buttonLink,
        targetDevice: next.targetDevice,
        status: next.status,
        priority: next.priority,
        translations: next.translations,
      };
    });
  }

  async deleteCarousel(actor: Actor, id: string): Promise<void> {
    await this.changes.remove(actor, id, CAROUSEL);
  }

  // Category showcase: four slots, positions 1 to 4.

  async listShowcase(): Promise<Listed<AdminShowcaseSlot>[]> {
    const rows = await this.db
      .select({
        slot: categoryShowcase,
        translationState: translationStateSql('showcaseSlot', categoryShowcase),
      })
      .from(categoryShowcase)
      .orderBy(asc(categoryShowcase.position));
    return rows.map(({ slot, translationState }) => ({ ...toShowcase(slot), translationState }));
  }

  async getShowcaseSlot(id: string): Promise<AdminShowcaseSlot> {
    return this.changes.read(SHOWCASE, id);
  }

  async createShowcaseSlot(actor: Actor, input: Input<ShowcaseSlotInput>): Promise<AdminShowcaseSlot> {
    return this.changes.create(actor, SHOWCASE, async (tx) => {
      await this.assertPositionFree(tx, input.position, null);
      return input;
    });
  }

  async updateShowcaseSlot(
    actor: Actor,
    id: string,
    patch: Partial<Input<ShowcaseSlotInput>>,
  ): Promise<AdminShowcaseSlot> {
    return this.changes.update(actor, id, SHOWCASE, async (before, tx) => {
      const values = definedOnly(patch);
      if (values.position !== undefined && values.position !== before.position) {
        await this.assertPositionFree(tx, values.position, id);
      }
      return values;
    });
  }

  async deleteShowcaseSlot(actor: Actor, id: string): Promise<void> {
    await this.changes.remove(actor, id, SHOWCASE);
  }

  private async assertPositionFree(tx: Tx, position: number, exceptId: string | null): Promise<void> {
    const [taken] = await tx
      .select({ id: categoryShowcase.id })
      .from(categoryShowcase)
      .where(eq(categoryShowcase.position, position))
      .for('update');
    if (taken && taken.id !== exceptId) {
      throw new UserInputError('That showcase slot is already filled', {
        position: `Slot ${position} is already filled: edit it instead`,
      });
    }
  }

  // Promotion texts

  async listPromotionTexts(
    filter: Paging &
      TranslationFilter & { location?: 'header' | 'cart' | undefined; status?: boolean | undefined },
  ): Promise<Page<Listed<AdminPromotionText>>> {
    const translationState = translationStateSql('promotionText', promotionTexts);
    const conditions: SQL[] = [];
    if (filter.location) conditions.push(eq(promotionTexts.location, filter.location));
    if (filter.status !== undefined) conditions.push(eq(promotionTexts.status, filter.status));
    if (filter.translation) conditions.push(sql`${translationState} = ${filter.translation}`);
    const where = and(...conditions);
    return listRows(
      this.db,
      filter,
      {
        from: promotionTexts,
        where,
        orderBy: [asc(promotionTexts.priority), asc(promotionTexts.createdAt)],
        extra: { translationState },
      },
      (row) => ({ ...toPromotion(row), translationState: row.translationState }),
    );
  }

  async getPromotionText(id: string): Promise<AdminPromotionText> {
    return this.changes.read(PROMOTION, id);
  }

  async createPromotionText(actor: Actor, input: Input<PromotionTextInput>): Promise<AdminPromotionText> {
    return this.changes.create(actor, PROMOTION, () => ({
      title: input.title,
      link: input.link ?? null,
      location: input.location,
      status: input.status ?? true,
      priority: input.priority ?? 0,
      translations: input.translations ?? {},
    }));
  }

  async updatePromotionText(
    actor: Actor,
    id: string,
    patch: Partial<Input<PromotionTextInput>>,
  ): Promise<AdminPromotionText> {
    return this.changes.update(actor, id, PROMOTION, () => {
      const values: Partial<PromotionRow> = definedOnly(patch);
      if ('link' in patch) values.link = patch.link ?? null;
      return values;
    });
  }

  async deletePromotionText(actor: Actor, id: string): Promise<void> {
    await this.changes.remove(actor, id, PROMOTION);
  }

  // Instagram reels

  async listReels(filter: Paging & { status?: boolean | undefined }): Promise<Page<AdminInstagramReel>> {
    const where = filter.status === undefined ? undefined : eq(instagramReels.status, filter.status);
    return listRows(
      this.db,
      filter,
      { from: instagramReels, where, orderBy: [asc(instagramReels.priority), asc(instagramReels.createdAt)] },
      toReel,
    );
  }

  async getReel(id: string): Promise<AdminInstagramReel> {
    return this.changes.read(REEL, id);
  }

  async createReel(actor: Actor, input: Input<InstagramReelInput>): Promise<AdminInstagramReel> {
    checkVideo(input.video, 'video');
    return this.changes.create(actor, REEL, () => ({
      video: input.video,
      poster: input.poster,
      permalink: input.permalink,
      status: input.status ?? true,
      priority: input.priority ?? 0,
    }));
  }

  async updateReel(
    actor: Actor,
    id: string,
    patch: Partial<Input<InstagramReelInput>>,
  ): Promise<AdminInstagramReel> {
    if (patch.video !== undefined) checkVideo(patch.video, 'video');
    return this.changes.update(actor, id, REEL, () => definedOnly(patch));
  }

  async deleteReel(actor: Actor, id: string): Promise<void> {
    await this.changes.remove(actor, id, REEL);
  }
}

/** The fields a partial edit named; an absent key leaves the stored value alone. */
function definedOnly<T extends object>(patch: T): { [K in keyof T]?: Exclude<T[K], undefined | null> } {
  return Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined && value !== null),
  ) as { [K in keyof T]?: Exclude<T[K], undefined | null> };
}

function checkVideo(file: string, field: string, label = field): void {
  if (!VIDEO_FILE.test(file)) {
    throw new UserInputError('Please check the highlighted fields', {
      [field]: `${label} must be an MP4 or WebM video`,
    });
  }
}

/**
 * A video plays only with a still to show before it starts and to those who prefer less motion. A Hindi version
 * of the banner's file stands in for it on Hindi pages, so it is of the same kind.
 */
function checkCarouselMedia(item: {
  mediaType: 'IMAGE' | 'VIDEO';
  image: string;
  poster: string | null;
  translations?: Translations | null | undefined;
}): void {
  const hindi = item.translations?.hi?.image;
  if (item.mediaType === 'VIDEO') {
    checkVideo(item.image, 'image');
    if (hindi) checkVideo(hindi, 'translations.hi.image', hindiLabel('image'));
    if (!item.poster) {
      throw new UserInputError('Please check the highlighted fields', {
        poster: 'poster is required for a video',
      });
    }
  } else {
    for (const [field, label, file] of [
      ['image', 'image', item.image],
      ['translations.hi.image', hindiLabel('image'), hindi],
    ] as const) {
      if (file && VIDEO_FILE.test(file)) {
        throw new UserInputError('Please check the highlighted fields', {
          [field]: `${label} is a video: choose mediaType VIDEO`,
        });
      }
    }
  }
}

function toCarousel(row: CarouselRow) {
  const { status, priority, translations } = row;
  return { ...toCarouselDto(row), status, priority, translations, createdAt: row.createdAt.toISOString() };
}

function toShowcase(row: ShowcaseRow) {
  return { ...toShowcaseDto(row), translations: row.translations, createdAt: row.createdAt.toISOString() };
}

function toPromotion(row: PromotionRow) {
  const { status, priority, translations } = row;
  return { ...toPromotionDto(row), status, priority, translations, createdAt: row.createdAt.toISOString() };
}

function toReel(row: ReelRow) {
  const { status, priority } = row;
  return { ...toReelDto(row), status, priority, createdAt: row.createdAt.toISOString() };
}

const CAROUSEL: AuditedRecord<typeof carouselItems, AdminCarouselItem> = {
  table: carouselItems,
  entityType: 'carousel',
  notFound: 'Carousel item not found',
  toDto: toCarousel,
};
const SHOWCASE: AuditedRecord<typeof categoryShowcase, AdminShowcaseSlot> = {
  table: categoryShowcase,
  entityType: 'showcase',
  notFound: 'Showcase slot not found',
  toDto: toShowcase,
};
const PROMOTION: AuditedRecord<typeof promotionTexts, AdminPromotionText> = {
  table: promotionTexts,
  entityType: 'promotionText',
  notFound: 'Promotion text not found',
  toDto: toPromotion,
};
const REEL: AuditedRecord<typeof instagramReels, AdminInstagramReel> = {
  table: instagramReels,
  entityType: 'instagramReel',
  notFound: 'Reel not found',
  toDto: toReel,
};
