import { eq, ilike, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';

/** A database or an open transaction, so a product's rating changes with the moderation that caused it. */
type Executor = Pick<Db, 'update'>;

/**
 * The catalog's side of review moderation: the reviews module sums up a product's approved reviews and the
 * catalog stores the result on the product, where product lists and pages read it.
 */
export async function storeProductRating(
  executor: Executor,
  productId: string,
  rating: { averageRating: number; reviewCount: number },
): Promise<void> {
  await executor
    .update(products)
    .set({ averageRating: rating.averageRating, reviewCount: rating.reviewCount })
    .where(eq(products.id, productId));
}

/** Ids of products (deleted ones too) whose name matches an ILIKE pattern, as a subquery to filter by. */
export function productIdsNamed(db: Db, pattern: string): SQLWrapper {
  return db.select({ id: products.id }).from(products).where(ilike(products.name, pattern));
}
