import {
  type CarouselItem as CarouselItemDto,
  type InstagramReel as InstagramReelDto,
  type Language,
  localize,
  type PromotionText as PromotionTextDto,
  type ShowcaseItem as ShowcaseItemDto,
} from '@shop/shared';
import { and, asc, eq, type SQL } from 'drizzle-orm';
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
    const conditions: SQL[] = [eq(promotionTexts.status, true)];
    if (filter.location) conditions.push(eq(promotionTexts.location, filter.location));
    const where = and(...conditions);
    return listRows(
      this.db,
      filter,
      { from: promotionTexts, where, orderBy: [asc(promotionTexts.priority), asc(promotionTexts.createdAt)] },
      (row) => toPromotionDto(localize(row, language)),
    );
  }

  async carousels(
    filter: Paging & { targetDevice?: 'MOBILE' | 'DESKTOP' | undefined },
    language: Language = 'en',
  ): Promise<Page<CarouselItemDto>> {
    const conditions: SQL[] = [eq(carouselItems.status, true)];
    if (filter.targetDevice) conditions.push(eq(carouselItems.targetDevice, filter.targetDevice));
    const where = and(...conditions);
    return listRows(
      this.db,
      filter,
      { from: carouselItems, where, orderBy: [asc(carouselItems.priority), asc(carouselItems.createdAt)] },
      (row) => toCarouselDto(localize(row, language)),
    );
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
    const where = eq(instagramReels.status, true);
    return listRows(
      this.db,
      filter,
      { from: instagramReels, where, orderBy: [asc(instagramReels.priority), asc(instagramReels.createdAt)] },
      toReelDto,
    );
  }
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
