import {
  type Category as CategoryDto,
  type Ingredient as IngredientDto,
  type Language,
  localize,
  msg,
  type SubCategory as SubCategoryDto,
  type Translations,
} from '@shop/shared';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listRows } from '../../db/list-rows.ts';
import { categories, ingredients, subCategories } from '../../db/schema.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { listPage, type Page, type Paging } from '../../domain/paging.ts';

export type { CategoryDto, IngredientDto, SubCategoryDto };

/** How the catalog is arranged: categories, their sub-categories, and the ingredients products are made of. */
export class TaxonomyService {
  constructor(private readonly db: Db) {}

  async listCategories(
    filter: Paging & {
      slug?: string | undefined;
      availableForBundle?: boolean | undefined;
      priority?: 'ASC' | 'DESC';
    },
    language: Language = 'en',
  ): Promise<Page<CategoryDto>> {
    const conditions: SQL[] = [eq(categories.status, true)];
    if (filter.slug) conditions.push(eq(categories.slug, filter.slug));
    if (filter.availableForBundle !== undefined) {
      conditions.push(eq(categories.availableForBundle, filter.availableForBundle));
    }
    const where = and(...conditions);
    const order = filter.priority === 'DESC' ? desc(categories.priority) : asc(categories.priority);
    const page = await listPage(
      filter,
      {
        rows: ({ limit, offset }) =>
          this.db
            .select()
            .from(categories)
            .where(where)
            .orderBy(order, asc(categories.name))
            .limit(limit)
            .offset(offset),
        count: () => this.db.select({ value: count() }).from(categories).where(where),
      },
      (row) => toCategoryDto(localize(row, language)),
    );
    if (filter.slug && page.items.length === 0) throw new NotFoundError(msg('category.notFound'));
    return page;
  }

  async listSubCategories(
    filter: Paging & { slug?: string | undefined; categoryId?: string | undefined },
    language: Language = 'en',
  ): Promise<Page<SubCategoryDto>> {
    const conditions: SQL[] = [eq(subCategories.status, true), eq(categories.status, true)];
    if (filter.slug) conditions.push(eq(subCategories.slug, filter.slug));
    if (filter.categoryId) conditions.push(eq(subCategories.categoryId, filter.categoryId));
    const where = and(...conditions);
    const page = await listPage(
      filter,
      {
        rows: ({ limit, offset }) =>
          this.db
            .select({
              sub: subCategories,
              category: {
                id: categories.id,
                name: categories.name,
                slug: categories.slug,
                translations: categories.translations,
              },
            })
            .from(subCategories)
            .innerJoin(categories, eq(categories.id, subCategories.categoryId))
            .where(where)
            .orderBy(asc(subCategories.priority), asc(subCategories.name))
            .limit(limit)
            .offset(offset),
        count: () =>
          this.db
            .select({ value: count() })
            .from(subCategories)
            .innerJoin(categories, eq(categories.id, subCategories.categoryId))
            .where(where),
      },
      (row) => {
        const sub = localize(row.sub, language);
        const category = localize(row.category, language);
        return {
          _id: sub.id,
          name: sub.name,
          slug: sub.slug,
          image: sub.image,
          status: sub.status,
          priority: sub.priority,
          category: { _id: category.id, name: category.name, slug: category.slug },
        };
      },
    );
    if (filter.slug && page.items.length === 0) throw new NotFoundError(msg('subCategory.notFound'));
    if (filter.categoryId && page.items.length === 0) await this.requireCategoryId(filter.categoryId);
    return page;
  }

  async listIngredients(filter: Paging, language: Language = 'en'): Promise<Page<IngredientDto>> {
    const byPriority = [asc(ingredients.priority), asc(ingredients.name)];
    const shown = { from: ingredients, where: eq(ingredients.status, true), orderBy: byPriority };
    return listRows(this.db, filter, shown, (row) => toIngredientDto(localize(row, language)));
  }

  /**
   * A category by slug with its active sub-categories in the order the shop lists them, in one statement (a
   * category without any still comes back, with none).
   */
  async categoryWithSubCategories(
    slug: string,
  ): Promise<{ id: string; subs: { id: string; name: string; slug: string; translations: Translations }[] }> {
    const rows = await this.db
      .select({
        id: categories.id,
        sub: {
          id: subCategories.id,
          name: subCategories.name,
          slug: subCategories.slug,
          translations: subCategories.translations,
        },
      })
      .from(categories)
      .leftJoin(
        subCategories,
        and(eq(subCategories.categoryId, categories.id), eq(subCategories.status, true)),
      )
      .where(and(eq(categories.slug, slug), eq(categories.status, true)))
      .orderBy(asc(subCategories.priority), asc(subCategories.name));
    const [first] = rows;
    if (!first) throw new NotFoundError(msg('category.notFound'));
    return { id: first.id, subs: rows.flatMap((row) => (row.sub ? [row.sub] : [])) };
  }

  /**
   * Throws NotFoundError for the first of a product filter's category and sub-category that is not active (or a
   * sub-category outside the named category), in one statement; product lists call it only when they come back
   * empty, so a list that finds products never pays for it.
   */
  async requireFilterTargets(filter: {
    categoryId?: string | undefined;
    categorySlug?: string | undefined;
    subCategorySlug?: string | undefined;
  }): Promise<void> {
    const { categoryId, categorySlug, subCategorySlug } = filter;
    if (!categoryId && !categorySlug && !subCategorySlug) return;
    const categoryMatch = categorySlug
      ? sql`c.slug = ${categorySlug}`
      : categoryId
        ? sql`c.id = ${categoryId}`
        : sql`false`;
    const subInCategory = categorySlug ? sql`and s.category_id = c.id` : sql``;
    const { rows } = (await this.db.execute(sql`
      select
        exists (select 1 from ${categories} c where ${categoryMatch} and c.status) as category,
        exists (
          select 1 from ${subCategories} s left join ${categories} c on ${categoryMatch}
          where s.slug = ${subCategorySlug ?? ''} and s.status ${subInCategory}
        ) as sub`)) as unknown as { rows: { category: boolean; sub: boolean }[] };
    const found = rows[0];
    if ((categoryId || categorySlug) && !found?.category) throw new NotFoundError(msg('category.notFound'));
    if (subCategorySlug && !found?.sub) throw new NotFoundError(msg('subCategory.notFound'));
  }

  async requireCategoryId(id: string): Promise<void> {
    const [row] = await this.db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.id, id), eq(categories.status, true)));
    if (!row) throw new NotFoundError(msg('category.notFound'));
  }
}

export function toIngredientDto(row: typeof ingredients.$inferSelect): IngredientDto {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    image: row.image,
    shortDescription: row.shortDescription,
    status: row.status,
  };
}

export function toCategoryDto(row: typeof categories.$inferSelect): CategoryDto {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    image: row.image,
    listingImage: row.listingImage,
    status: row.status,
    priority: row.priority,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    availableForBundle: row.availableForBundle,
  };
}
