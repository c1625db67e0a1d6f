import type { CarouselItemInput } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { carouselItems } from '../../../db/schema.ts';
import type { Page } from '../../../domain/paging.ts';
import type { AuditedRecord } from '../../audit/audited-change.ts';
import {
  definedOnly,
  type Listed,
  type ListFilter,
  listTranslated,
  RecordEditor,
} from '../../audit/record-editor.ts';
import { toCarouselDto } from '../content.service.ts';
import { checkCarouselMedia } from './content-media.ts';

type CarouselRow = typeof carouselItems.$inferSelect;
export type AdminCarouselItem = ReturnType<typeof toCarousel>;

type Input<T> = { [K in keyof T]: Exclude<T[K], undefined> };
type CarouselValues = Input<Omit<CarouselItemInput, 'alt' | 'translations'>> & {
  alt?: string | undefined;
  translations?: CarouselItemInput['translations'];
};

function toCarousel(row: CarouselRow) {
  const { status, priority, translations } = row;
  return { ...toCarouselDto(row), status, priority, translations, createdAt: row.createdAt.toISOString() };
}

const CAROUSEL: AuditedRecord<typeof carouselItems, AdminCarouselItem> = {
  table: carouselItems,
  entityType: 'carousel',
  notFound: 'Carousel item not found',
  toDto: toCarousel,
};

/** docs/admin.md#home-content: the home page's banners, for phones or for desktops. */
export class CarouselEditorService extends RecordEditor<
  typeof carouselItems,
  AdminCarouselItem,
  CarouselValues
> {
  protected readonly record = CAROUSEL;

  list(
    filter: ListFilter<{ targetDevice?: 'MOBILE' | 'DESKTOP' | undefined }>,
  ): Promise<Page<Listed<AdminCarouselItem>>> {
    return listTranslated(
      this.db,
      filter,
      {
        kind: 'carouselItem',
        from: carouselItems,
        where: filter.targetDevice ? eq(carouselItems.targetDevice, filter.targetDevice) : undefined,
        thenBy: carouselItems.createdAt,
      },
      toCarousel,
    );
  }

  protected insertValues(input: CarouselValues) {
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
    return values;
  }

  protected updateValues(patch: Partial<CarouselValues>, before: CarouselRow) {
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
  }
}
