import type {
  Category as CategoryDto,
  Ingredient as IngredientDto,
  SubCategory as SubCategoryDto,
} from '@shop/shared';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
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
      toCategoryDto,
    );
    if (filter.slug && page.items.length === 0) throw new NotFoundError('Category not found');
    return page;
  }

  async listSubCategories(
    filter: Paging & { slug?: string | undefined; categoryId?: string | undefined },
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
              category: { id: categories.id, name: categories.name, slug: categories.slug },
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
      ({ sub, category }) => ({
        _id: sub.id,
        name: sub.name,
        slug: sub.slug,
        image: sub.image,
        status: sub.status,
        priority: sub.priority,
        category: { _id: category.id, name: category.name, slug: category.slug },
      }),
    );
    if (filter.slug && page.items.length === 0) throw new NotFoundError('Sub-category not found');
    if (filter.categoryId && page.items.length === 0) await this.requireCategoryId(filter.categoryId);
    return page;
  }

  /** The active sub-categories of a category, in the order the shop lists them. */
  async subCategoriesOf(categoryId: string): Promise<{ id: string; name: string; slug: string }[]> {
    return this.db
      .select({ id: subCategories.id, name: subCategories.name, slug: subCategories.slug })
      .from(subCategories)
      .where(and(eq(subCategories.categoryId, categoryId), eq(subCategories.status, true)))
      .orderBy(asc(subCategories.priority), asc(subCategories.name));
  }

  async listIngredients(filter: Paging): Promise<Page<IngredientDto>> {
    const where = eq(ingredients.status, true);
    return listRows(
      this.db,
      filter,
      { from: ingredients, where, orderBy: [asc(ingredients.priority), asc(ingredients.name)] },
      (row) => ({
        _id: row.id,
        name: row.name,
        slug: row.slug,
        image: row.image,
        shortDescription: row.shortDescription,
        status: row.status,
      }),
    );
  }

  async requireCategoryId(id: string): Promise<void> {
    const [row] = await this.db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.id, id), eq(categories.status, true)));
    if (!row) throw new NotFoundError('Category not found');
  }

  async requireCategorySlug(slug: string): Promise<{ id: string }> {
    const [row] = await this.db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.slug, slug), eq(categories.status, true)));
    if (!row) throw new NotFoundError('Category not found');
    return row;
  }

  async requireSubCategorySlug(slug: string, categoryId?: string): Promise<{ id: string }> {
    const conditions = [eq(subCategories.slug, slug), eq(subCategories.status, true)];
    if (categoryId) conditions.push(eq(subCategories.categoryId, categoryId));
    const [row] = await this.db
      .select({ id: subCategories.id })
      .from(subCategories)
      .where(and(...conditions));
    if (!row) throw new NotFoundError('Sub-category not found');
    return row;
  }
}

function toCategoryDto(row: typeof categories.$inferSelect): CategoryDto {
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
