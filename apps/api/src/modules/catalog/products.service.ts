import type { Product as ProductDto, SubCategoryGroup } from '@shop/shared';
import { and, asc, count, desc, eq, inArray, isNull, ne, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  categories,
  ingredients,
  productIngredients,
  productSizes,
  products,
  subCategories,
} from '../../db/schema.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { type Page, type Paging, sqlWindow } from '../../domain/paging.ts';
import { groupBy, toProductDto } from './product-dto.ts';
import type { ProductSearchService } from './product-search.ts';
import type { TaxonomyService } from './taxonomy.service.ts';

export type { ProductDto, SubCategoryGroup };

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
/** On sale and not deleted: the only products a shopper ever sees. */
const live = and(eq(products.status, true), isNull(products.deletedAt)) as SQL;
/** shownPrice (packages/shared) in SQL, for sorting by the price a shopper sees. */
const shownBasePrice = sql`coalesce(${baseSize.salePricePaise}, ${baseSize.mrpPaise})`;

/** The products on sale: lists, filters and sorts them, and reads one product's full record. */
export class ProductsService {
  constructor(
    private readonly db: Db,
    private readonly taxonomy: TaxonomyService,
    private readonly search: ProductSearchService,
  ) {}

  async listProducts(filter: ProductFilter): Promise<Page<ProductDto>> {
    const conditions: SQL[] = [live, eq(categories.status, true)];
    let relevance: SQL[] | undefined;

    if (filter.categoryId) {
      await this.taxonomy.requireCategoryId(filter.categoryId);
      conditions.push(eq(products.categoryId, filter.categoryId));
    }
    if (filter.categorySlug) {
      const category = await this.taxonomy.requireCategorySlug(filter.categorySlug);
      conditions.push(eq(products.categoryId, category.id));
      if (filter.subCategorySlug) {
        const sub = await this.taxonomy.requireSubCategorySlug(filter.subCategorySlug, category.id);
        conditions.push(eq(products.subCategoryId, sub.id));
      }
    } else if (filter.subCategorySlug) {
      const sub = await this.taxonomy.requireSubCategorySlug(filter.subCategorySlug);
      conditions.push(eq(products.subCategoryId, sub.id));
    }
    if (filter.topSelling) conditions.push(eq(products.topSelling, true));
    if (filter.availableForBundle) {
      conditions.push(eq(categories.availableForBundle, true), eq(products.availableForBundle, true));
    }
    if (filter.excludeId) conditions.push(ne(products.id, filter.excludeId));
    if (filter.searchQuery) {
      const search = await this.search.match(filter.searchQuery);
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
    const items = await this.records(rows.map((row) => row.id));
    return { items, page: filter.page, limit: filter.limit, totalRecords };
  }

  /** Products of a category grouped by sub-category (`subCategoryWise=true`, docs/product.md#category-listing); empty groups are left out. */
  async listProductsBySubCategory(categorySlug: string, sort?: ProductSort): Promise<SubCategoryGroup[]> {
    const category = await this.taxonomy.requireCategorySlug(categorySlug);
    const subs = await this.taxonomy.subCategoriesOf(category.id);
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

  async findBySlug(slug: string): Promise<ProductDto> {
    const [row] = await this.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(eq(products.slug, slug), live, eq(categories.status, true)));
    const [product] = row ? await this.records([row.id]) : [];
    if (!product) throw new NotFoundError('Product not found');
    return product;
  }

  /** Whether an active product exists, for other modules (reviews) that take a product id. */
  async requireProductId(id: string): Promise<void> {
    const [row] = await this.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, id), live));
    if (!row) throw new NotFoundError('Product not found');
  }

  /** The ids of active products, as a subquery other modules filter by (`inArray(column, ...)`). */
  activeProductIds(): SQLWrapper {
    return this.db.select({ id: products.id }).from(products).where(live);
  }

  /** Name, slug and image of the products with these ids, for lists of other records that name a product. */
  async summaries(ids: string[]): Promise<Map<string, { name: string; slug: string; image: string }>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: products.id, name: products.name, slug: products.slug, image: products.image })
      .from(products)
      .where(inArray(products.id, [...new Set(ids)]));
    return new Map(rows.map(({ id, ...summary }) => [id, summary]));
  }

  /** Full product records in the order of `ids`, in three queries whatever the count. */
  private async records(ids: string[]): Promise<ProductDto[]> {
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
      const dto = toProductDto({
        product,
        category,
        sub,
        sizes: sizesByProduct.get(product.id) ?? [],
        ingredients: ingredientsByProduct.get(product.id) ?? [],
      });
      if (dto) byId.set(product.id, dto);
    }
    return ids.flatMap((id) => byId.get(id) ?? []);
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
