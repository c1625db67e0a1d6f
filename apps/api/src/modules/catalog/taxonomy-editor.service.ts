import type { CategoryPayload, IngredientPayload, SubCategoryPayload, TranslationState } from '@shop/shared';
import { and, asc, eq, ilike, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { isStillReferenced } from '../../db/errors.ts';
import { containsPattern } from '../../db/like.ts';
import { categories, ingredients, productIngredients, products, subCategories } from '../../db/schema.ts';
import { translationStateSql } from '../../db/translations.ts';
import { ConflictError, NotFoundError, UserInputError } from '../../domain/errors.ts';
import { listPage, type Page, type Paging } from '../../domain/paging.ts';
import type { Actor, AuditLogService } from '../audit/audit-log.service.ts';
import { AuditedChanges, type Tx, uniqueAsFieldError } from '../audit/audited-change.ts';
import { type Listed, listTranslated } from '../audit/record-editor.ts';
import { refreshSearchTerms } from './product-search.ts';
import {
  type AdminCategory,
  type AdminIngredient,
  type AdminSubCategory,
  CATEGORY,
  countRows,
  INGREDIENT,
  inUse,
  liveProductsOfSubCategory,
  lockOne,
  requireFreeSlug,
  SLUG_TAKEN,
  SUB_CATEGORY_ROW,
  toCategory,
  toIngredient,
  toSubCategory,
} from './taxonomy-records.ts';

export interface TaxonomyFilter extends Paging {
  search?: string | undefined;
  status?: boolean | undefined;
  categoryId?: string | undefined;
  /** How complete the Hindi version is. */
  translation?: TranslationState | undefined;
}

/**
 * The back office's writes to categories, sub-categories and ingredients, each audited in its transaction. A
 * record that products still use cannot be deleted: the answer says so, rather than leaving products without one.
 */
export class TaxonomyEditorService {
  private readonly changes: AuditedChanges;

  constructor(
    private readonly db: Db,
    private readonly audit: AuditLogService,
    onCatalogChange: () => void,
  ) {
    this.changes = new AuditedChanges(db, audit, onCatalogChange, (error) => {
      if (isStillReferenced(error)) {
        // Soft-deleted products keep their references for past orders; they still hold the record in place.
        return new ConflictError(
          'Deleted products kept for past orders still refer to this record; it cannot be removed',
        );
      }
      return uniqueAsFieldError(error, () => ({ field: 'slug', message: SLUG_TAKEN }));
    });
  }

  // --- categories

  listCategories(filter: TaxonomyFilter): Promise<Page<Listed<AdminCategory>>> {
    const where = nameSearch(filter, categories);
    return listTranslated(
      this.db,
      filter,
      { kind: 'category', from: categories, where, thenBy: categories.name },
      toCategory,
    );
  }

  async getCategory(id: string): Promise<AdminCategory> {
    return this.changes.read(CATEGORY, id);
  }

  async saveCategory(actor: Actor, id: string | null, payload: CategoryPayload): Promise<AdminCategory> {
    return this.changes.run(async (tx) => {
      await requireFreeSlug(tx, categories, payload.slug, id);
      const before = id ? await lockOne(tx, categories, id, 'Category') : undefined;
      const values = { ...payload };
      const [row] = id
        ? await tx
            .update(categories)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(categories.id, id))
            .returning()
        : await tx.insert(categories).values(values).returning();
      if (!row) throw new NotFoundError('Category not found');
      const after = toCategory(row);
      await this.recordSave(tx, actor, 'category', row.id, before && toCategory(before), after);
      return after;
    });
  }

  async removeCategory(actor: Actor, id: string): Promise<void> {
    await this.changes.remove(actor, id, CATEGORY, async (_before, tx) => {
      const used = await countRows(
        tx,
        products,
        and(eq(products.categoryId, id), isNull(products.deletedAt)) as SQL,
      );
      if (used > 0) throw inUse('category', used, 'products');
      const subs = await countRows(tx, subCategories, eq(subCategories.categoryId, id));
      if (subs > 0) throw inUse('category', subs, 'sub-categories');
    });
  }

  // --- sub-categories

  listSubCategories(filter: TaxonomyFilter): Promise<Page<Listed<AdminSubCategory>>> {
    const translationState = translationStateSql('subCategory', subCategories);
    const conditions = [nameSearch(filter, subCategories)];
    if (filter.status !== undefined) conditions.push(eq(subCategories.status, filter.status));
    if (filter.translation) conditions.push(sql`${translationState} = ${filter.translation}`);
    if (filter.categoryId) conditions.push(eq(subCategories.categoryId, filter.categoryId));
    const where = and(...conditions);
    return listPage(
      filter,
      {
        rows: ({ limit, offset }) =>
          this.db
            .select({
              sub: subCategories,
              category: { id: categories.id, name: categories.name },
              translationState,
            })
            .from(subCategories)
            .innerJoin(categories, eq(categories.id, subCategories.categoryId))
            .where(where)
            .orderBy(asc(categories.name), asc(subCategories.priority), asc(subCategories.name))
            .limit(limit)
            .offset(offset),
        count: () => this.db.select({ value: sql<number>`count(*)::int` }).from(subCategories).where(where),
      },
      ({ sub, category, translationState }) => ({ ...toSubCategory(sub, category), translationState }),
    );
  }

  async getSubCategory(id: string): Promise<AdminSubCategory> {
    const [row] = await this.db
      .select({ sub: subCategories, category: { id: categories.id, name: categories.name } })
      .from(subCategories)
      .innerJoin(categories, eq(categories.id, subCategories.categoryId))
      .where(eq(subCategories.id, id));
    if (!row) throw new NotFoundError('Sub-category not found');
    return toSubCategory(row.sub, row.category);
  }

  async saveSubCategory(
    actor: Actor,
    id: string | null,
    payload: SubCategoryPayload,
  ): Promise<AdminSubCategory> {
    const saved = await this.changes.run(async (tx) => {
      const [category] = await tx
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(eq(categories.id, payload.category));
      if (!category) {
        throw new UserInputError('Please correct the highlighted fields', {
          category: 'Choose a category from the list',
        });
      }
      await requireFreeSlug(tx, subCategories, payload.slug, id);
      const before = id ? await lockOne(tx, subCategories, id, 'Sub-category') : undefined;
      if (before && before.categoryId !== payload.category) {
        const used = await liveProductsOfSubCategory(tx, id as string);
        if (used > 0) {
          throw new ConflictError(
            `${used} products are in this sub-category; move them before changing its category`,
            {
              category: 'Products in this sub-category would leave their category',
            },
          );
        }
      }
      const { category: categoryId, ...rest } = payload;
      const values = { ...rest, categoryId };
      const [row] = id
        ? await tx
            .update(subCategories)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(subCategories.id, id))
            .returning()
        : await tx.insert(subCategories).values(values).returning();
      if (!row) throw new NotFoundError('Sub-category not found');
      const after = toSubCategory(row, category);
      await this.recordSave(
        tx,
        actor,
        'subCategory',
        row.id,
        before && toSubCategory(before, category),
        after,
      );
      return after;
    });
    // Sub-category names are part of the search vocabulary.
    await refreshSearchTerms(this.db);
    return saved;
  }

  async removeSubCategory(actor: Actor, id: string): Promise<void> {
    await this.changes.remove(actor, id, SUB_CATEGORY_ROW, async (_before, tx) => {
      const used = await liveProductsOfSubCategory(tx, id);
      if (used > 0) throw inUse('sub-category', used, 'products');
    });
    await refreshSearchTerms(this.db);
  }

  // --- ingredients

  listIngredients(filter: TaxonomyFilter): Promise<Page<Listed<AdminIngredient>>> {
    const where = nameSearch(filter, ingredients);
    return listTranslated(
      this.db,
      filter,
      { kind: 'ingredient', from: ingredients, where, thenBy: ingredients.name },
      toIngredient,
    );
  }

  async getIngredient(id: string): Promise<AdminIngredient> {
    return this.changes.read(INGREDIENT, id);
  }

  async saveIngredient(
    actor: Actor,
    id: string | null,
    payload: IngredientPayload,
  ): Promise<AdminIngredient> {
    const saved = await this.changes.run(async (tx) => {
      await requireFreeSlug(tx, ingredients, payload.slug, id);
      const before = id ? await lockOne(tx, ingredients, id, 'Ingredient') : undefined;
      const [row] = id
        ? await tx
            .update(ingredients)
            .set({ ...payload, updatedAt: new Date() })
            .where(eq(ingredients.id, id))
            .returning()
        : await tx.insert(ingredients).values(payload).returning();
      if (!row) throw new NotFoundError('Ingredient not found');
      const after = toIngredient(row);
      await this.recordSave(tx, actor, 'ingredient', row.id, before && toIngredient(before), after);
      return after;
    });
    await refreshSearchTerms(this.db);
    return saved;
  }

  async removeIngredient(actor: Actor, id: string): Promise<void> {
    await this.changes.remove(actor, id, INGREDIENT, async (_before, tx) => {
      const used = await countRows(tx, productIngredients, eq(productIngredients.ingredientId, id));
      if (used > 0) throw inUse('ingredient', used, 'products');
    });
    await refreshSearchTerms(this.db);
  }

  private recordSave(
    tx: Tx,
    actor: Actor,
    entityType: string,
    entityId: string,
    before: unknown,
    after: unknown,
  ): Promise<void> {
    return this.audit.record(tx, actor, {
      action: before ? 'update' : 'create',
      entityType,
      entityId,
      before,
      after,
    });
  }
}

function nameSearch(filter: TaxonomyFilter, table: { name: AnyPgColumn }): SQL | undefined {
  return filter.search ? ilike(table.name, containsPattern(filter.search)) : undefined;
}
