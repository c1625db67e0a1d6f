import { PARCEL_FIELDS, type Parcel, type ProductPayload } from '@shop/shared';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productIngredients, productSizes, products } from '../../db/schema.ts';
import type { Tx } from '../audit/audited-change.ts';
import { sizeFigures } from './product-dto.ts';

/** A product as its edit form shows it: the body a write takes, with ids. */
export type EditableProduct = Omit<ProductPayload, 'sizes'> & {
  _id: string;
  sizes: (ProductPayload['sizes'][number] & { _id: string })[];
  updatedAt: string;
};

/** The product as its edit form shows it, or nothing when there is none (or it was deleted). */
export async function readProduct(
  executor: Db | Tx,
  id: string,
  lock = false,
): Promise<EditableProduct | undefined> {
  const query = executor
    .select()
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deletedAt)));
  const [product] = lock ? await query.for('update') : await query;
  if (!product) return undefined;
  const [sizes, ingredientRows] = await Promise.all([
    executor
      .select()
      .from(productSizes)
      .where(eq(productSizes.productId, id))
      .orderBy(asc(productSizes.position)),
    executor
      .select({ id: productIngredients.ingredientId })
      .from(productIngredients)
      .where(eq(productIngredients.productId, id))
      .orderBy(asc(productIngredients.position)),
  ]);
  return {
    _id: product.id,
    name: product.name,
    slug: product.slug,
    sku: product.sku,
    category: product.categoryId,
    subCategory: product.subCategoryId,
    image: product.image,
    images: product.images,
    shortDescription: product.shortDescription,
    description: product.description,
    benefits: product.benefits,
    howToUse: product.howToUse,
    ingredients: ingredientRows.map((row) => row.id),
    claims: product.claims as ProductPayload['claims'],
    metaTitle: product.metaTitle,
    metaDescription: product.metaDescription,
    hsnCode: product.hsnCode,
    gstRatePercent: product.gstRatePercent,
    lowStockThreshold: product.lowStockThreshold,
    topSelling: product.topSelling,
    availableForBundle: product.availableForBundle,
    status: product.status,
    translations: product.translations,
    sizes: sizes.map((size) => ({
      ...sizeFigures(size),
      stock: size.stock,
      weightGrams: size.weightGrams,
      lengthCm: size.lengthCm,
      breadthCm: size.breadthCm,
      heightCm: size.heightCm,
    })),
    updatedAt: product.updatedAt.toISOString(),
  };
}

/** Sizes and ingredients: kept sizes updated in place (order lines point at them), others removed or added. */
export async function saveProductChildren(
  tx: Tx,
  id: string,
  payload: ProductPayload,
  before?: EditableProduct,
) {
  const kept = new Set(payload.sizes.flatMap((size) => (size._id ? [size._id] : [])));
  const removed = (before?.sizes ?? []).filter((size) => !kept.has(size._id)).map((size) => size._id);
  if (removed.length > 0) await tx.delete(productSizes).where(inArray(productSizes.id, removed));
  // One base per product is a unique index: cleared before the new base is set.
  // SKUs are unique too: parked on a name of their own first, so two sizes may swap SKUs in one save.
  if (before) {
    await tx
      .update(productSizes)
      .set({ isBase: false, sku: sql`${productSizes.sku} || '~' || ${productSizes.id}` })
      .where(eq(productSizes.productId, id));
  }
  for (const [position, size] of payload.sizes.entries()) {
    const values = {
      title: size.title,
      sku: size.sku,
      mrpPaise: size.mrp,
      salePricePaise: size.salePrice,
      stock: size.stock,
      isBase: size.isBase,
      position,
      // Left out, a new size takes the table's default box and a kept size keeps its own.
      ...definedParcel(size),
    };
    if (size._id) {
      await tx
        .update(productSizes)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(productSizes.id, size._id), eq(productSizes.productId, id)));
    } else {
      await tx.insert(productSizes).values({ ...values, productId: id });
    }
  }
  await tx.delete(productIngredients).where(eq(productIngredients.productId, id));
  if (payload.ingredients.length > 0) {
    await tx
      .insert(productIngredients)
      .values(
        payload.ingredients.map((ingredientId, position) => ({ productId: id, ingredientId, position })),
      );
  }
}

function definedParcel(size: Partial<Parcel>): Partial<Parcel> {
  return Object.fromEntries(
    PARCEL_FIELDS.flatMap((field) => (size[field] === undefined ? [] : [[field, size[field]]])),
  );
}

export function productColumns(payload: ProductPayload) {
  return {
    name: payload.name,
    slug: payload.slug,
    sku: payload.sku,
    categoryId: payload.category,
    subCategoryId: payload.subCategory,
    image: payload.image,
    images: payload.images,
    shortDescription: payload.shortDescription,
    description: payload.description,
    benefits: payload.benefits,
    howToUse: payload.howToUse,
    claims: payload.claims,
    metaTitle: payload.metaTitle,
    metaDescription: payload.metaDescription,
    hsnCode: payload.hsnCode,
    gstRatePercent: payload.gstRatePercent,
    lowStockThreshold: payload.lowStockThreshold,
    topSelling: payload.topSelling,
    availableForBundle: payload.availableForBundle,
    status: payload.status,
    translations: payload.translations,
  };
}
