import type { Review as ReviewDto } from '@shop/shared';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export type { ReviewDto };

import { products, reviews } from '../../db/schema.ts';
import { listPage, type Page, type Paging } from '../../domain/paging.ts';

/** Shown for a review without a display name; the testimonials add '- Verified Buyer' after it. */
export const ANONYMOUS_AUTHOR = 'Customer';

export class ReviewsService {
  constructor(private readonly db: Db) {}

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

  /** Only ACTIVE reviews are ever public; newest first. */
  async listActive(filter: Paging & { productId?: string | undefined }): Promise<Page<ReviewDto>> {
    const conditions: SQL[] = [eq(reviews.reviewStatus, 'ACTIVE'), eq(products.status, true)];
    if (filter.productId) conditions.push(eq(reviews.productId, filter.productId));
    const where = and(...conditions);
    return listPage(
      filter,
      {
        rows: ({ limit, offset }) =>
          this.db
            .select({
              review: reviews,
              product: { id: products.id, name: products.name, slug: products.slug, image: products.image },
            })
            .from(reviews)
            .innerJoin(products, eq(products.id, reviews.productId))
            .where(where)
            .orderBy(desc(reviews.createdAt), desc(reviews.id))
            .limit(limit)
            .offset(offset),
        count: () =>
          this.db
            .select({ value: count() })
            .from(reviews)
            .innerJoin(products, eq(products.id, reviews.productId))
            .where(where),
      },
      ({ review, product }) => ({
        _id: review.id,
        product: { _id: product.id, name: product.name, slug: product.slug, image: product.image },
        displayName: review.displayName,
        // The reviewer chose what to publish; their account name was given to the shop, not to the public.
        author: review.displayName?.trim() || ANONYMOUS_AUTHOR,
        rating: review.rating,
        reviewText: review.reviewText,
        reviewStatus: review.reviewStatus,
        createdAt: review.createdAt.toISOString(),
      }),
    );
  }
}
