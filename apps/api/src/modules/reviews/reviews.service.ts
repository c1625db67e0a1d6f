import type { Language, RatingStats, Review as ReviewDto, StarKey } from '@shop/shared';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listRows } from '../../db/list-rows.ts';
import { reviews } from '../../db/schema.ts';
import type { Page, Paging } from '../../domain/paging.ts';
import type { ProductsService } from '../catalog/products.service.ts';

export type { RatingStats, ReviewDto };

/**
 * Shown for a review without a display name, in the answer's language (a Hindi page's reviews are signed in
 * Hindi too); the testimonials add '- Verified Buyer' after it. The back office reads the English one.
 */
export const ANONYMOUS_AUTHOR = { en: 'Customer', hi: 'ग्राहक' } as const satisfies Record<Language, string>;

/** Shoppers' reviews of products: written, moderated, listed, and summed up as a product's rating. */
export class ReviewsService {
  constructor(
    private readonly db: Db,
    private readonly products: Pick<ProductsService, 'activeProductIds' | 'summaries'>,
  ) {}

  /**
   * A shopper's review starts PENDING: nothing they write is public until the shop approves it. The text is
   * stored as plain text; pages render it escaped.
   */
  async submit(
    userId: string,
    review: {
      product: string;
      rating: number;
      displayName?: string | undefined;
      reviewText?: string | undefined;
    },
  ): Promise<{ _id: string; reviewStatus: 'PENDING' }> {
    const [row] = await this.db
      .insert(reviews)
      .values({
        productId: review.product,
        userId,
        rating: review.rating,
        displayName: review.displayName ?? null,
        reviewText: review.reviewText ?? '',
        reviewStatus: 'PENDING',
      })
      .returning({ id: reviews.id });
    if (!row) throw new Error('review insert returned no row');
    return { _id: row.id, reviewStatus: 'PENDING' };
  }

  /** Only ACTIVE reviews of products still sold are ever public; newest first, the products named in `language`. */
  async listActive(
    filter: Paging & { productId?: string | undefined },
    language: Language = 'en',
  ): Promise<Page<ReviewDto>> {
    const conditions: SQL[] = [
      eq(reviews.reviewStatus, 'ACTIVE'),
      inArray(reviews.productId, this.products.activeProductIds()),
    ];
    if (filter.productId) conditions.push(eq(reviews.productId, filter.productId));
    const where = and(...conditions);
    const page = await listRows(
      this.db,
      filter,
      { from: reviews, where, orderBy: [desc(reviews.createdAt), desc(reviews.id)] },
      (review) => review,
    );
    const products = await this.products.summaries(
      page.items.map((review) => review.productId),
      language,
    );
    return {
      ...page,
      items: page.items.flatMap((review) => {
        const product = products.get(review.productId);
        if (!product) return [];
        return {
          _id: review.id,
          product: { _id: review.productId, ...product },
          displayName: review.displayName,
          // The reviewer chose what to publish; their account name was given to the shop, not to the public.
          author: review.displayName?.trim() || ANONYMOUS_AUTHOR[language],
          rating: review.rating,
          reviewText: review.reviewText,
          reviewStatus: review.reviewStatus,
          createdAt: review.createdAt.toISOString(),
        };
      }),
    };
  }

  /** Counts of ACTIVE reviews per star, with percentages rounded to whole numbers. */
  async ratingStats(productId: string): Promise<RatingStats> {
    const rows = await this.db
      .select({ rating: reviews.rating, value: count() })
      .from(reviews)
      .where(and(eq(reviews.productId, productId), eq(reviews.reviewStatus, 'ACTIVE')))
      .groupBy(reviews.rating);
    const ratingsBreakdown: Record<StarKey, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
    let totalReviews = 0;
    let sum = 0;
    for (const { rating, value } of rows) {
      ratingsBreakdown[String(rating) as StarKey] = value;
      totalReviews += value;
      sum += rating * value;
    }
    const ratingsPercentage: Record<StarKey, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
    for (const star of ['1', '2', '3', '4', '5'] as const) {
      ratingsPercentage[star] =
        totalReviews === 0 ? 0 : Math.round((ratingsBreakdown[star] * 100) / totalReviews);
    }
    const averageRating = totalReviews === 0 ? 0 : Math.round((sum / totalReviews) * 100) / 100;
    return { averageRating, totalReviews, ratingsBreakdown, ratingsPercentage };
  }
}
