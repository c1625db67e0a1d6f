import type { AdminReview, ModerationStatus } from '@shop/shared';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { listRows } from '../../db/list-rows.ts';
import { reviews } from '../../db/schema.ts';
import { NotFoundError } from '../../domain/errors.ts';
import type { Page, Paging } from '../../domain/paging.ts';
import type { Actor, AuditLogService } from '../audit/audit-log.service.ts';
import { productIdsNamed, storeProductRating } from '../catalog/product-ratings.ts';
import type { ProductsService } from '../catalog/products.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { ANONYMOUS_AUTHOR } from './reviews.service.ts';

type ReviewStatus = AdminReview['reviewStatus'];

export interface ModerationFilter extends Paging {
  reviewStatus?: ReviewStatus | undefined;
  search?: string | undefined;
}

const actionFor: Record<ModerationStatus, 'approve' | 'reject'> = { ACTIVE: 'approve', REJECTED: 'reject' };

/**
 * docs/admin.md#roles: the shop team approves or rejects shoppers' reviews. A review's status and its
 * product's rating change together, so the product page never shows a count its reviews do not add up to.
 */
export class ReviewModerationService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditLogService,
    private readonly products: Pick<ProductsService, 'summaries'>,
    private readonly users: Pick<UsersService, 'mobiles' | 'idsMatching'>,
    private readonly onCatalogChange: () => void,
  ) {}

  /** The queue: pending reviews oldest first (the longest waiting are answered first), others newest first. */
  async list(filter: ModerationFilter): Promise<Page<AdminReview>> {
    const conditions: SQL[] = [];
    if (filter.reviewStatus) conditions.push(eq(reviews.reviewStatus, filter.reviewStatus));
    if (filter.search) {
      const pattern = containsPattern(filter.search);
      const match = or(
        ilike(reviews.reviewText, pattern),
        ilike(reviews.displayName, pattern),
        inArray(reviews.productId, productIdsNamed(this.db, pattern)),
        inArray(reviews.userId, this.users.idsMatching(pattern)),
      );
      if (match) conditions.push(match);
    }
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const order =
      filter.reviewStatus === 'PENDING'
        ? [asc(reviews.createdAt), asc(reviews.id)]
        : [desc(reviews.createdAt), desc(reviews.id)];
    const page = await listRows(
      this.db,
      filter,
      { from: reviews, where, orderBy: order },
      (review) => review,
    );
    const [products, mobiles] = await Promise.all([
      this.products.summaries(page.items.map((review) => review.productId)),
      this.users.mobiles(page.items.flatMap((review) => (review.userId ? [review.userId] : []))),
    ]);
    return {
      ...page,
      items: page.items.map((review) => ({
        _id: review.id,
        product: {
          _id: review.productId,
          ...(products.get(review.productId) ?? { name: 'Removed product', slug: '', image: '' }),
        },
        rating: review.rating,
        reviewText: review.reviewText,
        displayName: review.displayName,
        author: review.displayName?.trim() || ANONYMOUS_AUTHOR.en,
        mobile: review.userId ? (mobiles.get(review.userId) ?? null) : null,
        reviewStatus: review.reviewStatus,
        createdAt: review.createdAt.toISOString(),
      })),
    };
  }

  /**
   * Approves or rejects reviews, all or none: an id that names no review changes nothing. Each review whose
   * status changes gets an audit row, and each product touched gets its rating summed up again.
   */
  async moderate(
    actor: Actor,
    ids: string[],
    reviewStatus: ModerationStatus,
  ): Promise<{ _id: string; reviewStatus: ReviewStatus }[]> {
    const unique = [...new Set(ids)];
    const changed = await this.db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: reviews.id, productId: reviews.productId, reviewStatus: reviews.reviewStatus })
        .from(reviews)
        .where(inArray(reviews.id, unique))
        .orderBy(asc(reviews.id))
        .for('update');
      if (rows.length !== unique.length) {
        throw new NotFoundError(
          unique.length === 1 ? 'Review not found' : 'Some of these reviews no longer exist',
        );
      }
      const toChange = rows.filter((row) => row.reviewStatus !== reviewStatus);
      if (toChange.length === 0) return [];
      await tx
        .update(reviews)
        .set({ reviewStatus, updatedAt: new Date() })
        .where(
          inArray(
            reviews.id,
            toChange.map((row) => row.id),
          ),
        );
      for (const row of toChange) {
        await this.audit.record(tx, actor, {
          action: actionFor[reviewStatus],
          entityType: 'review',
          entityId: row.id,
          before: { reviewStatus: row.reviewStatus },
          after: { reviewStatus },
        });
      }
      for (const productId of new Set(toChange.map((row) => row.productId))) {
        const [summary] = await tx
          .select({ total: count(), sum: sql<number>`coalesce(sum(${reviews.rating}), 0)::int` })
          .from(reviews)
          .where(and(eq(reviews.productId, productId), eq(reviews.reviewStatus, 'ACTIVE')));
        const reviewCount = summary?.total ?? 0;
        // Rounded as ratingStats rounds it, so the product card and the product page agree.
        const averageRating =
          reviewCount === 0 ? 0 : Math.round(((summary?.sum ?? 0) / reviewCount) * 100) / 100;
        await storeProductRating(tx, productId, { averageRating, reviewCount });
      }
      return toChange;
    });
    if (changed.length > 0) this.onCatalogChange();
    return unique.map((id) => ({ _id: id, reviewStatus }));
  }
}
