import type { CategoryPayload, IngredientPayload, SubCategoryPayload } from '@shop/shared';
import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import {
  categories,
  ingredients,
  type productIngredients,
  products,
  subCategories,
} from '../../db/schema.ts';
import { ConflictError, NotFoundError, UserInputError } from '../../domain/errors.ts';
import type { AuditedRecord, Tx } from '../audit/audited-change.ts';
import { toCategoryDto, toIngredientDto } from './taxonomy.service.ts';

// The taxonomy's records as the back office shows them, and the checks its writes share.

export interface AdminCategory extends CategoryPayload {
  _id: string;
}
export interface AdminSubCategory extends Omit<SubCategoryPayload, 'category'> {
  _id: string;
  category: { _id: string; name: string };
}
export interface AdminIngredient extends IngredientPayload {
  _id: string;
}

export const SLUG_TAKEN = 'Another record already uses this slug';

export function toCategory(row: typeof categories.$inferSelect): AdminCategory {
  return { ...toCategoryDto(row), translations: row.translations };
}

export function toSubCategory(
  row: typeof subCategories.$inferSelect,
  category: { id: string; name: string },
): AdminSubCategory {
  return {
    _id: row.id,
    category: { _id: category.id, name: category.name },
    name: row.name,
    slug: row.slug,
    image: row.image,
    priority: row.priority,
    status: row.status,
    translations: row.translations,
  };
}

export function toIngredient(row: typeof ingredients.$inferSelect): AdminIngredient {
  return { ...toIngredientDto(row), priority: row.priority, translations: row.translations };
}

export const CATEGORY: AuditedRecord<typeof categories, AdminCategory> = {
  table: categories,
  entityType: 'category',
  notFound: 'Category not found',
  toDto: toCategory,
};
/** A deleted sub-category is recorded as its row: its category's name is not at hand. */
export const SUB_CATEGORY_ROW: AuditedRecord<typeof subCategories, typeof subCategories.$inferSelect> = {
  table: subCategories,
  entityType: 'subCategory',
  notFound: 'Sub-category not found',
  toDto: (row) => row,
};
export const INGREDIENT: AuditedRecord<typeof ingredients, AdminIngredient> = {
  table: ingredients,
  entityType: 'ingredient',
  notFound: 'Ingredient not found',
  toDto: toIngredient,
};

export function inUse(what: string, count: number, users: string): ConflictError {
  return new ConflictError(`This ${what} is used by ${count} ${users}; move or delete them first`);
}

/** A slug another record of the table holds is a field error. */
export async function requireFreeSlug(
  tx: Tx,
  table: typeof categories | typeof subCategories | typeof ingredients,
  slug: string,
  id: string | null,
): Promise<void> {
  const [taken] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.slug, slug), id ? ne(table.id, id) : undefined));
  if (taken) throw new UserInputError(SLUG_TAKEN, { slug: SLUG_TAKEN });
}

/** The row, locked for the rest of the transaction, or its not-found answer. */
export async function lockOne<T extends typeof categories | typeof subCategories | typeof ingredients>(
  tx: Tx,
  table: T,
  id: string,
  label: string,
): Promise<T['$inferSelect']> {
  const [row] = await tx
    .select()
    .from(table as typeof categories)
    .where(eq(table.id, id))
    .for('update');
  if (!row) throw new NotFoundError(`${label} not found`);
  return row as T['$inferSelect'];
}

export async function countRows(
  tx: Tx,
  table: typeof products | typeof subCategories | typeof productIngredients,
  where: SQL,
): Promise<number> {
  const [row] = await tx
    .select({ value: sql<number>`count(*)::int` })
    .from(table as typeof products)
    .where(where);
  return row?.value ?? 0;
}

/** Products not deleted that are in the sub-category. */
export function liveProductsOfSubCategory(tx: Tx, id: string): Promise<number> {
  return countRows(tx, products, and(eq(products.subCategoryId, id), isNull(products.deletedAt)) as SQL);
}
