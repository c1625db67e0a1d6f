import { type ProductPayload, ProductSchema } from '@shop/shared';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { categories, ingredients, productSizes, products, subCategories } from '../../db/schema.ts';
import { type FieldErrors, UserInputError } from '../../domain/errors.ts';
import type { Tx } from '../audit/audited-change.ts';
import { productSearchText } from './search-text.ts';

export const FIELD_OF_UNIQUE_INDEX: Record<string, string> = {
  products_slug_key: 'slug',
  products_sku_key: 'sku',
  product_sizes_sku_key: 'sizes',
};

export const UNIQUE_MESSAGE: Record<string, string> = {
  slug: 'Another product already uses this slug',
  sku: 'Another product already uses this SKU',
  sizes: 'Another product already uses one of these SKUs',
};

/**
 * Refuses, with the field to blame, what the database would refuse less helpfully: unknown or mismatched
 * taxonomy, and slugs or SKUs another product holds. Returns the product's search columns.
 */
export async function checkProductReferences(tx: Tx, id: string | null, payload: ProductPayload) {
  const errors: FieldErrors = {};
  const otherProduct = id ? ne(products.id, id) : undefined;
  const [category] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, payload.category));
  if (!category) errors.category = 'Choose a category from the list';
  if (payload.subCategory) {
    const [sub] = await tx
      .select({ categoryId: subCategories.categoryId })
      .from(subCategories)
      .where(eq(subCategories.id, payload.subCategory));
    if (!sub) errors.subCategory = 'Choose a sub-category from the list';
    else if (category && sub.categoryId !== payload.category)
      errors.subCategory = 'This sub-category belongs to another category';
  }
  const named = payload.ingredients.length
    ? await tx
        .select({ id: ingredients.id, name: ingredients.name, translations: ingredients.translations })
        .from(ingredients)
        .where(inArray(ingredients.id, payload.ingredients))
    : [];
  if (named.length !== payload.ingredients.length) errors.ingredients = 'Choose ingredients from the list';
  const [slugTaken] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.slug, payload.slug), otherProduct));
  if (slugTaken) errors.slug = UNIQUE_MESSAGE.slug as string;
  const [skuTaken] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.sku, payload.sku), otherProduct));
  if (skuTaken) errors.sku = UNIQUE_MESSAGE.sku as string;
  const sizeSkus = payload.sizes.map((size) => size.sku);
  const takenSizeSkus = await tx
    .select({ sku: productSizes.sku })
    .from(productSizes)
    .where(and(inArray(productSizes.sku, sizeSkus), id ? ne(productSizes.productId, id) : undefined));
  const taken = new Set(takenSizeSkus.map((row) => row.sku));
  if (id) {
    const ownSizes = await tx
      .select({ id: productSizes.id })
      .from(productSizes)
      .where(eq(productSizes.productId, id));
    const own = new Set(ownSizes.map((size) => size.id));
    payload.sizes.forEach((size, index) => {
      if (size._id && !own.has(size._id))
        errors[`sizes.${index}._id`] = 'This size is not one of this product';
    });
  } else {
    payload.sizes.forEach((size, index) => {
      if (size._id) errors[`sizes.${index}._id`] = 'A new product has no saved sizes';
    });
  }
  payload.sizes.forEach((size, index) => {
    if (taken.has(size.sku)) errors[`sizes.${index}.sku`] = 'Another product already uses this SKU';
  });
  if (Object.keys(errors).length > 0)
    throw new UserInputError('Please correct the highlighted fields', errors);
  const ingredientOf = new Map(named.map((row) => [row.id, row]));
  const chosen = payload.ingredients.flatMap((ingredientId) => ingredientOf.get(ingredientId) ?? []);
  return productSearchText({
    name: payload.name,
    shortDescription: payload.shortDescription,
    ingredientNames: chosen.map((ingredient) => ingredient.name),
    hindi: {
      ...payload.translations.hi,
      ingredientNames: chosen.flatMap((ingredient) => ingredient.translations.hi?.name ?? []),
    },
  });
}

/** Validates a merged product; the issues become field errors named as the form names its fields. */
export function parseProduct(input: unknown): ProductPayload {
  const parsed = ProductSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') || '_';
    errors[field] ??= issue.message;
  }
  throw new UserInputError('Please correct the highlighted fields', errors);
}
