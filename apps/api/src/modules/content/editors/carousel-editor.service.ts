import type { CarouselItemInput } from '@shop/shared';
import { carouselItems } from '../../../db/schema.ts';
import type { AuditedRecord } from '../../audit/audited-change.ts';
import { definedOnly, type ListFilter, RecordEditor } from '../../audit/record-editor.ts';
import { toCarouselDto } from '../content.service.ts';
import { checkCarouselMedia } from './content-media.ts';
import { listPlaced, placedItem, placementOf } from './placed-items.ts';

type CarouselRow = typeof carouselItems.$inferSelect;
export type AdminCarouselItem = ReturnType<typeof toCarousel>;

type Input<T> = { [K in keyof T]: Exclude<T[K], undefined> };
type CarouselValues = Input<Omit<CarouselItemInput, 'alt' | 'translations'>> & {
  alt?: string | undefined;
  translations?: CarouselItemInput['translations'];
};

function toCarousel(row: CarouselRow) {
  return { ...placedItem(toCarouselDto(row), row), translations: row.translations };
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

  list(filter: ListFilter<{ targetDevice?: 'MOBILE' | 'DESKTOP' | undefined }>) {
    const only = [carouselItems.targetDevice, filter.targetDevice] as const;
    return listPlaced(this.db, filter, 'carouselItem', carouselItems, only, toCarousel);
  }

  protected insertValues(input: CarouselValues) {
    const values = {
      mediaType: input.mediaType ?? 'IMAGE',
      image: input.image,
      poster: input.poster ?? null,
      alt: input.alt ?? '',
      buttonLink: input.buttonLink,
      targetDevice: input.targetDevice,
      ...placementOf(input),
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
