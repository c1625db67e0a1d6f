import type { TranslationState } from '@shop/shared';
import { and, asc, desc, eq, exists, ilike, isNull, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { categories, productSizes, products } from '../../db/schema.ts';
import { translationStateSql } from '../../db/translations.ts';
import { listPage, type Page, type Paging } from '../../domain/paging.ts';

export interface AdminProductFilter extends Paging {
  search?: string | undefined;
  categoryId?: string | undefined;
  status?: boolean | undefined;
  outOfStock?: boolean | undefined;
  topSelling?: boolean | undefined;
  /** How complete the Hindi version is. */
  translation?: TranslationState | undefined;
}

/** A row of the back office's product list. */
export interface AdminProductRow {
  _id: string;
  name: string;
  slug: string;
  sku: string;
  image: string;
  category: { _id: string; name: string };
  baseMrp: number | null;
  baseSalePrice: number | null;
  /** Units in stock over every size. */
  stock: number;
  outOfStock: boolean;
  status: boolean;
  topSelling: boolean;
  translationState: TranslationState;
}

/** The back office's product list: a row per product with its base size's prices and its stock over all sizes. */
export function listAdminProducts(db: Db, filter: AdminProductFilter): Promise<Page<AdminProductRow>> {
  const conditions: SQL[] = [isNull(products.deletedAt)];
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    const sizeSku = db
      .select({ one: sql`1` })
      .from(productSizes)
      .where(and(eq(productSizes.productId, products.id), ilike(productSizes.sku, pattern)));
    conditions.push(or(ilike(products.name, pattern), ilike(products.sku, pattern), exists(sizeSku)) as SQL);
  }
  if (filter.categoryId) conditions.push(eq(products.categoryId, filter.categoryId));
  if (filter.status !== undefined) conditions.push(eq(products.status, filter.status));
  if (filter.topSelling !== undefined) conditions.push(eq(products.topSelling, filter.topSelling));
  const inStock = db
    .select({ one: sql`1` })
    .from(productSizes)
    .where(and(eq(productSizes.productId, products.id), sql`${productSizes.stock} > 0`));
  if (filter.outOfStock === true) conditions.push(notExists(inStock));
  if (filter.outOfStock === false) conditions.push(exists(inStock));
  const translationState = translationStateSql('product', products);
  if (filter.translation) conditions.push(sql`${translationState} = ${filter.translation}`);
  const where = and(...conditions);
  const stock = sql<number>`(select coalesce(sum(${productSizes.stock}), 0)::int from ${productSizes} where ${productSizes.productId} = ${products.id})`;
  return listPage(
    filter,
    {
      rows: ({ limit, offset }) =>
        db
          .select({
            product: {
              id: products.id,
              name: products.name,
              slug: products.slug,
              sku: products.sku,
              image: products.image,
              status: products.status,
              topSelling: products.topSelling,
            },
            category: { id: categories.id, name: categories.name },
            baseMrp: productSizes.mrpPaise,
            baseSalePrice: productSizes.salePricePaise,
            stock,
            translationState,
          })
          .from(products)
          .innerJoin(categories, eq(categories.id, products.categoryId))
          .leftJoin(productSizes, and(eq(productSizes.productId, products.id), eq(productSizes.isBase, true)))
          .where(where)
          .orderBy(desc(products.updatedAt), asc(products.name))
          .limit(limit)
          .offset(offset),
      count: () => db.select({ value: sql<number>`count(*)::int` }).from(products).where(where),
    },
    (row) => ({
      _id: row.product.id,
      name: row.product.name,
      slug: row.product.slug,
      sku: row.product.sku,
      image: row.product.image,
      category: { _id: row.category.id, name: row.category.name },
      baseMrp: row.baseMrp,
      baseSalePrice: row.baseSalePrice,
      stock: row.stock,
      outOfStock: row.stock <= 0,
      status: row.product.status,
      topSelling: row.product.topSelling,
      translationState: row.translationState,
    }),
  );
}
