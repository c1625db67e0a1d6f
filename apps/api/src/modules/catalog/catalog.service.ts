import type {
  Category as CategoryDto,
  Ingredient as IngredientDto,
  Product as ProductDto,
  RatingStats,
  StarKey,
  SubCategory as SubCategoryDto,
  SubCategoryGroup,
} from '@shop/shared';
import { discountPercent } from '@shop/shared';
import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  categories,
  ingredients,
  productIngredients,
  productSizes,
  products,
  reviews,
  subCategories,
} from '../../db/schema.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { listPage, type Page, type Paging, sqlWindow } from '../../domain/paging.ts';

export type { CategoryDto, IngredientDto, ProductDto, RatingStats, SubCategoryDto, SubCategoryGroup };

import { correctWords, productSearch, searchWords } from './product-search.ts';

export type ProductSort = 'a-z' | 'z-a' | 'l-h' | 'h-l';

export interface ProductFilter extends Paging {
  searchQuery?: string | undefined;
  topSelling?: boolean | undefined;
  categoryId?: string | undefined;
  categorySlug?: string | undefined;
  subCategorySlug?: string | undefined;
  availableForBundle?: boolean | undefined;
  excludeId?: string | undefined;
  sort?: ProductSort | undefined;
}

const baseSize = productSizes;
/** The price a shopper sees, the one price sorting uses. */
const shownBasePrice = sql`coalesce(${baseSize.salePricePaise}, ${baseSize.mrpPaise})`;

export class CatalogService {
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

  async listIngredients(filter: Paging): Promise<Page<IngredientDto>> {
    const where = eq(ingredients.status, true);
    return listPage(
      filter,
      {
        rows: ({ limit, offset }) =>
          this.db
            .select()
            .from(ingredients)
            .where(where)
            .orderBy(asc(ingredients.priority), asc(ingredients.name))
            .limit(limit)
            .offset(offset),
        count: () => this.db.select({ value: count() }).from(ingredients).where(where),
      },
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

  async listProducts(filter: ProductFilter): Promise<Page<ProductDto>> {
    const conditions: SQL[] = [eq(products.status, true), eq(categories.status, true)];
    let relevance: SQL[] | undefined;

    if (filter.categoryId) {
      await this.requireCategoryId(filter.categoryId);
      conditions.push(eq(products.categoryId, filter.categoryId));
    }
    if (filter.categorySlug) {
      const category = await this.requireCategorySlug(filter.categorySlug);
      conditions.push(eq(products.categoryId, category.id));
      if (filter.subCategorySlug) {
        const sub = await this.requireSubCategorySlug(filter.subCategorySlug, category.id);
        conditions.push(eq(products.subCategoryId, sub.id));
      }
    } else if (filter.subCategorySlug) {
      const sub = await this.requireSubCategorySlug(filter.subCategorySlug);
      conditions.push(eq(products.subCategoryId, sub.id));
    }
    if (filter.topSelling) conditions.push(eq(products.topSelling, true));
    if (filter.availableForBundle) conditions.push(eq(categories.availableForBundle, true));
    if (filter.excludeId) conditions.push(ne(products.id, filter.excludeId));
    if (filter.searchQuery) {
      const words = searchWords(filter.searchQuery);
      const search = productSearch(filter.searchQuery, words, await correctWords(this.db, words));
      conditions.push(search.where);
      relevance = search.score;
    }

    const where = and(...conditions);
    const { limit, offset } = sqlWindow(filter);
    const order = productOrder(filter.sort, relevance);
    // The total rides along as a window count, so the (trigram-scored) filter is evaluated once, not twice.
    const rows = await this.db
      .select({ id: products.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(baseSize, and(eq(baseSize.productId, products.id), eq(baseSize.isBase, true)))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    let totalRecords = rows[0]?.total ?? 0;
    if (rows.length === 0 && offset > 0) {
      // A page past the end has no rows to carry the total.
      const [counted] = await this.db
        .select({ value: count() })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(where);
      totalRecords = counted?.value ?? 0;
    }
    const items = await this.hydrateProducts(rows.map((row) => row.id));
    return { items, page: filter.page, limit: filter.limit, totalRecords };
  }

  /** Products of a category grouped by sub-category (SPEC §7 `subCategoryWise=true`); empty groups are left out. */
  async listProductsBySubCategory(categorySlug: string, sort?: ProductSort): Promise<SubCategoryGroup[]> {
    const category = await this.requireCategorySlug(categorySlug);
    const subs = await this.db
      .select()
      .from(subCategories)
      .where(and(eq(subCategories.categoryId, category.id), eq(subCategories.status, true)))
      .orderBy(asc(subCategories.priority), asc(subCategories.name));
    const { items } = await this.listProducts({ categorySlug, page: 1, limit: 0, sort });
    return subs
      .map((sub) => ({
        _id: sub.id,
        name: sub.name,
        slug: sub.slug,
        products: items.filter((product) => product.subCategory?._id === sub.id),
      }))
      .filter((group) => group.products.length > 0);
  }

  async findBySlug(slug: string): Promise<{ product: ProductDto; ratingStats: RatingStats }> {
    const [row] = await this.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(eq(products.slug, slug), eq(products.status, true), eq(categories.status, true)));
    if (!row) throw new NotFoundError('Product not found');
    const [[product], ratingStats] = await Promise.all([
      this.hydrateProducts([row.id]),
      this.ratingStats(row.id),
    ]);
    if (!product) throw new NotFoundError('Product not found');
    return { product, ratingStats };
  }

  /** Counts of ACTIVE reviews per star, with percentages rounded to whole numbers. */
  async ratingStats(productId: string): Promise<RatingStats> {
    const rows = await this.db
      .select({ rating: reviews.rating, value: count() })
      .from(reviews)
      .where(and(eq(reviews.productId, productId), eq(reviews.reviewStatus, 'ACTIVE')))
      .groupBy(reviews.rating);
    const ratingsBreakdown: Record<StarKey, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
    let totalReviews = 0;
    let sum = 0;
    for (const { rating, value } of rows) {
      ratingsBreakdown[String(rating) as StarKey] = value;
      totalReviews += value;
      sum += rating * value;
    }
    const ratingsPercentage: Record<StarKey, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
    for (const star of ['1', '2', '3', '4', '5'] as const) {
      ratingsPercentage[star] =
        totalReviews === 0 ? 0 : Math.round((ratingsBreakdown[star] * 100) / totalReviews);
    }
    const averageRating = totalReviews === 0 ? 0 : Math.round((sum / totalReviews) * 100) / 100;
    return { averageRating, totalReviews, ratingsBreakdown, ratingsPercentage };
  }

  /** Whether an active product exists, for other modules (reviews) that take a product id. */
  async requireProductId(id: string): Promise<void> {
    const [row] = await this.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, id), eq(products.status, true)));
    if (!row) throw new NotFoundError('Product not found');
  }

  /** Full product records in the order of `ids`, in four queries whatever the count. */
  private async hydrateProducts(ids: string[]): Promise<ProductDto[]> {
    if (ids.length === 0) return [];
    const [rows, sizes, ingredientRows] = await Promise.all([
      this.db
        .select({
          product: products,
          category: { id: categories.id, name: categories.name, slug: categories.slug },
          sub: { id: subCategories.id, name: subCategories.name, slug: subCategories.slug },
        })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .leftJoin(subCategories, eq(subCategories.id, products.subCategoryId))
        .where(inArray(products.id, ids)),
      this.db
        .select()
        .from(productSizes)
        .where(inArray(productSizes.productId, ids))
        .orderBy(asc(productSizes.position)),
      this.db
        .select({
          productId: productIngredients.productId,
          id: ingredients.id,
          name: ingredients.name,
          slug: ingredients.slug,
          image: ingredients.image,
          shortDescription: ingredients.shortDescription,
        })
        .from(productIngredients)
        .innerJoin(ingredients, eq(ingredients.id, productIngredients.ingredientId))
        .where(inArray(productIngredients.productId, ids))
        .orderBy(asc(productIngredients.position)),
    ]);
    const sizesByProduct = groupBy(sizes, (size) => size.productId);
    const ingredientsByProduct = groupBy(ingredientRows, (row) => row.productId);
    const byId = new Map<string, ProductDto>();
    for (const { product, category, sub } of rows) {
      const productSizeRows = sizesByProduct.get(product.id) ?? [];
      const base = productSizeRows.find((size) => size.isBase) ?? productSizeRows[0];
      if (!base) continue; // a product without sizes cannot be sold or shown
      byId.set(product.id, {
        _id: product.id,
        name: product.name,
        slug: product.slug,
        sku: product.sku,
        image: product.image,
        images: product.images,
        baseMrp: base.mrpPaise,
        baseSalePrice: base.salePricePaise,
        baseSize: { _id: base.id, title: base.title },
        discountPercent: discountPercent(base.mrpPaise, base.salePricePaise),
        sizes: productSizeRows.map((size) => ({
          _id: size.id,
          title: size.title,
          sku: size.sku,
          mrp: size.mrpPaise,
          salePrice: size.salePricePaise,
          isBase: size.isBase,
          outOfStock: size.stock <= 0,
        })),
        category: { _id: category.id, name: category.name, slug: category.slug },
        subCategory: sub ? { _id: sub.id, name: sub.name, slug: sub.slug } : null,
        outOfStock: productSizeRows.every((size) => size.stock <= 0),
        topSelling: product.topSelling,
        metaTitle: product.metaTitle,
        metaDescription: product.metaDescription,
        shortDescription: product.shortDescription,
        description: product.description,
        benefits: product.benefits,
        howToUse: product.howToUse,
        ingredients: (ingredientsByProduct.get(product.id) ?? []).map((ingredient) => ({
          _id: ingredient.id,
          name: ingredient.name,
          slug: ingredient.slug,
          image: ingredient.image,
          shortDescription: ingredient.shortDescription,
        })),
        averageRating: product.averageRating,
        totalReviews: product.reviewCount,
      });
    }
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  private async requireCategoryId(id: string): Promise<void> {
    const [row] = await this.db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.id, id), eq(categories.status, true)));
    if (!row) throw new NotFoundError('Category not found');
  }

  private async requireCategorySlug(slug: string): Promise<{ id: string }> {
    const [row] = await this.db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.slug, slug), eq(categories.status, true)));
    if (!row) throw new NotFoundError('Category not found');
    return row;
  }

  private async requireSubCategorySlug(slug: string, categoryId?: string): Promise<{ id: string }> {
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

function productOrder(sort: ProductSort | undefined, relevance: SQL[] | undefined): SQL[] {
  switch (sort) {
    case 'a-z':
      return [asc(products.name)];
    case 'z-a':
      return [desc(products.name)];
    case 'l-h':
      return [asc(shownBasePrice), asc(products.name)];
    case 'h-l':
      return [desc(shownBasePrice), asc(products.name)];
    default:
      if (relevance) return [...relevance, desc(products.salesCount), asc(products.name)];
      // Best sellers first: the shop's "featured" order, and the top-selling list's by definition.
      return [desc(products.salesCount), asc(products.name)];
  }
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
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
