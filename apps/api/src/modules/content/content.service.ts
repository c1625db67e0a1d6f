import {
  type CarouselItem as CarouselItemDto,
  type InstagramReel as InstagramReelDto,
  type Language,
  localize,
  type PromotionText as PromotionTextDto,
  type ShowcaseItem as ShowcaseItemDto,
} from '@shop/shared';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { listRows } from '../../db/list-rows.ts';

export type { CarouselItemDto, InstagramReelDto, PromotionTextDto, ShowcaseItemDto };

import { carouselItems, categoryShowcase, instagramReels, promotionTexts } from '../../db/schema.ts';
import type { Page, Paging } from '../../domain/paging.ts';
import type { InstagramFeedService } from './instagram-feed.service.ts';

/** Home-page and header content: promotion texts, carousels, the category showcase, the reels strip. */
export class ContentService {
  constructor(
    private readonly db: Db,
    private readonly instagram?: InstagramFeedService,
  ) {}

  async promotionTexts(
    filter: Paging & { location?: 'cart' | 'header' | undefined },
    language: Language = 'en',
  ): Promise<Page<PromotionTextDto>> {
    const only = [promotionTexts.location, filter.location] as const;
    return listShown(this.db, filter, promotionTexts, (row) => toPromotionDto(localize(row, language)), only);
  }

  async carousels(
    filter: Paging & { targetDevice?: 'MOBILE' | 'DESKTOP' | undefined },
    language: Language = 'en',
  ): Promise<Page<CarouselItemDto>> {
    const only = [carouselItems.targetDevice, filter.targetDevice] as const;
    return listShown(this.db, filter, carouselItems, (row) => toCarouselDto(localize(row, language)), only);
  }

  async showcase(filter: Paging, language: Language = 'en'): Promise<Page<ShowcaseItemDto>> {
    return listRows(
      this.db,
      filter,
      { from: categoryShowcase, where: undefined, orderBy: [asc(categoryShowcase.position)] },
      (row) => toShowcaseDto(localize(row, language)),
    );
  }

  /**
   * With an Instagram token, the account's reels, newest first; until its first refresh has stored any (or
   * without a token), the reels uploaded in the back office, in their order.
   */
  async instagramReels(filter: Paging): Promise<Page<InstagramReelDto>> {
    if (this.instagram?.configured) {
      const fromInstagram = await this.instagram.reels(filter);
      if (fromInstagram.totalRecords > 0) return fromInstagram;
    }
    return listShown(this.db, filter, instagramReels, toReelDto);
  }
}

type PlacedTable = PgTable & { status: AnyPgColumn; priority: AnyPgColumn; createdAt: AnyPgColumn };

/**
 * The items that show, in the staff's order (the older first on a tie); with `only`'s value given, just those
 * whose column holds it.
 */
function listShown<T extends PlacedTable, Item>(
  db: Db,
  paging: Paging,
  from: T,
  toItem: (row: T['$inferSelect']) => Item,
  only?: readonly [column: AnyPgColumn, value: string | undefined],
): Promise<Page<Item>> {
  const conditions: SQL[] = [eq(from.status, true)];
  if (only?.[1]) conditions.push(eq(only[0], only[1]));
  const orderBy = [asc(from.priority), asc(from.createdAt)];
  return listRows(db, paging, { from, where: and(...conditions), orderBy }, toItem);
}

// The shopper's shape of each kind of content; the back office's answers add their own fields to it.

export function toPromotionDto(row: typeof promotionTexts.$inferSelect): PromotionTextDto {
  return { _id: row.id, title: row.title, link: row.link, location: row.location };
}

export function toCarouselDto(row: typeof carouselItems.$inferSelect): CarouselItemDto {
  return {
    _id: row.id,
    mediaType: row.mediaType,
    image: row.image,
    poster: row.poster,
    alt: row.alt,
    buttonLink: row.buttonLink,
    targetDevice: row.targetDevice,
  };
}

export function toShowcaseDto(row: typeof categoryShowcase.$inferSelect): ShowcaseItemDto {
  return {
    _id: row.id,
    position: row.position,
    image: row.image,
    title: row.title,
    buttonLink: row.buttonLink,
  };
}

export function toReelDto(row: typeof instagramReels.$inferSelect): InstagramReelDto {
  return { _id: row.id, video: row.video, poster: row.poster, permalink: row.permalink };
}
