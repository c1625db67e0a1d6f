import {
  type Language,
  localize,
  msg,
  type Product as ProductDto,
  type ProductSummary as ProductSummaryDto,
  type SubCategoryGroup,
  type Translations,
} from '@shop/shared';
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
import { translationsOf } from '../../db/translations.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { type Page, type Paging, sqlWindow } from '../../domain/paging.ts';
import {
  groupBy,
  type ProductRecord,
  type SizeRecord,
  type SummaryRecord,
  toProductDto,
  toProductSummaryDto,
} from './product-dto.ts';
import type { ProductSearchService } from './product-search.ts';
import type { TaxonomyService } from './taxonomy.service.ts';

export type { ProductDto, ProductSummaryDto, SubCategoryGroup };

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
  /** The language names and texts are answered in; English when not given. */
  language?: Language | undefined;
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

  /** One page of products as lists show them, and the total: one statement (two when a search corrects typos). */
  async listProducts(filter: ProductFilter): Promise<Page<ProductSummaryDto>> {
    const conditions: SQL[] = [live, eq(categories.status, true)];
    let relevance: SQL[] | undefined;

    // Categories are matched by slug inside the query rather than looked up first; only an empty answer asks
    // which of them does not exist.
    if (filter.categoryId) conditions.push(eq(products.categoryId, filter.categoryId));
    if (filter.categorySlug) conditions.push(eq(categories.slug, filter.categorySlug));
    if (filter.subCategorySlug) {
      conditions.push(
        sql`${products.subCategoryId} = (select s.id from ${subCategories} s where s.slug = ${filter.subCategorySlug} and s.status)`,
      );
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

    const where = and(...conditions) as SQL;
    const { limit, offset } = sqlWindow(filter);
    const rows = await this.summaryRows(where, productOrder(filter.sort, relevance), limit, offset);
    let totalRecords = rows[0]?.total ?? 0;
    if (rows.length === 0) {
      await this.taxonomy.requireFilterTargets(filter);
      if (offset > 0) {
        // A page past the end has no rows to carry the total.
        const [counted] = await this.db
          .select({ value: count() })
          .from(products)
          .innerJoin(categories, eq(categories.id, products.categoryId))
          .innerJoin(baseSize, and(eq(baseSize.productId, products.id), eq(baseSize.isBase, true)))
          .where(where);
        totalRecords = counted?.value ?? 0;
      }
    }
    const language = filter.language ?? 'en';
    return {
      items: rows.map((row) => toProductSummaryDto(localizeSummary(row, language))),
      page: filter.page,
      limit: filter.limit,
      totalRecords,
    };
  }

  /**
   * Products of a category grouped by sub-category (`subCategoryWise=true`, docs/product.md#category-listing);
   * empty groups are left out. Two statements: the category with its sub-categories, then its products.
   */
  async listProductsBySubCategory(
    categorySlug: string,
    sort?: ProductSort,
    language: Language = 'en',
  ): Promise<SubCategoryGroup[]> {
    const category = await this.taxonomy.categoryWithSubCategories(categorySlug);
    const where = and(live, eq(categories.status, true), eq(products.categoryId, category.id)) as SQL;
    const { limit, offset } = sqlWindow({ page: 1, limit: 0 });
    const rows = await this.summaryRows(where, productOrder(sort, undefined), limit, offset);
    const bySub = groupBy(rows, (row) => row.subCategoryId ?? '');
    return category.subs
      .map((sub) => localize(sub, language))
      .map((sub) => ({
        _id: sub.id,
        name: sub.name,
        slug: sub.slug,
        products: (bySub.get(sub.id) ?? []).map((row) => toProductSummaryDto(localizeSummary(row, language))),
      }))
      .filter((group) => group.products.length > 0);
  }

  /** A product's full record, sizes and ingredients included, in one statement. */
  async findBySlug(slug: string, language: Language = 'en'): Promise<ProductDto> {
    const [row] = await this.db
      .select({
        product: products,
        category: {
          id: categories.id,
          name: categories.name,
          slug: categories.slug,
          translations: categories.translations,
        },
        sub: {
          id: subCategories.id,
          name: subCategories.name,
          slug: subCategories.slug,
          translations: subCategories.translations,
        },
        sizes: sql<SizeRecord[]>`coalesce((
          select json_agg(json_build_object(
            'id', s.id, 'title', s.title, 'sku', s.sku, 'mrpPaise', s.mrp_paise,
            'salePricePaise', s.sale_price_paise, 'stock', s.stock, 'isBase', s.is_base
          ) order by s.position)
          from ${productSizes} s where s.product_id = ${products.id}), '[]'::json)`,
        ingredients: sql<ProductRecord['ingredients']>`coalesce((
          select json_agg(json_build_object(
            'id', i.id, 'name', i.name, 'slug', i.slug, 'image', i.image, 'shortDescription', i.short_description,
            'translations', i.translations
          ) order by pi.position)
          from ${productIngredients} pi join ${ingredients} i on i.id = pi.ingredient_id
          where pi.product_id = ${products.id}), '[]'::json)`,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(subCategories, eq(subCategories.id, products.subCategoryId))
      .where(and(eq(products.slug, slug), live, eq(categories.status, true)));
    const product = row
      ? toProductDto({
          product: localize(row.product, language),
          category: localize(row.category, language),
          sub: row.sub && localize(row.sub, language),
          sizes: row.sizes,
          ingredients: row.ingredients.map((ingredient) => localize(ingredient, language)),
        })
      : undefined;
    if (!product) throw new NotFoundError(msg('product.notFound'));
    return product;
  }

  /** Whether an active product exists, for other modules (reviews) that take a product id. */
  async requireProductId(id: string): Promise<void> {
    const [row] = await this.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, id), live));
    if (!row) throw new NotFoundError(msg('product.notFound'));
  }

  /** The ids of active products, as a subquery other modules filter by (`inArray(column, ...)`). */
  activeProductIds(): SQLWrapper {
    return this.db.select({ id: products.id }).from(products).where(live);
  }

  /**
   * Name, slug and image of the products with these ids, for lists of other records that name a product: the
   * name in `language` where the product has one (a Hindi page's reviews name the product in Hindi).
   */
  async summaries(
    ids: string[],
    language: Language = 'en',
  ): Promise<Map<string, { name: string; slug: string; image: string }>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({
        id: products.id,
        name: products.name,
        slug: products.slug,
        image: products.image,
        translations: translationsOf(products.translations, ['name']),
      })
      .from(products)
      .where(inArray(products.id, [...new Set(ids)]));
    return new Map(
      rows.map((row) => {
        const { id, name, slug, image } = localize(row, language);
        return [id, { name, slug, image }];
      }),
    );
  }

  /** What lists show of each product matching `where`, in order, each row carrying the total as a window count. */
  private async summaryRows(where: SQL, order: SQL[], limit: number, offset: number) {
    return this.db
      .select({
        id: products.id,
        name: products.name,
        slug: products.slug,
        image: products.image,
        averageRating: products.averageRating,
        reviewCount: products.reviewCount,
        subCategoryId: products.subCategoryId,
        translations: translationsOf(products.translations, ['name']),
        base: {
          id: baseSize.id,
          title: baseSize.title,
          mrpPaise: baseSize.mrpPaise,
          salePricePaise: baseSize.salePricePaise,
          stock: baseSize.stock,
        },
        inStock: sql<boolean>`exists (select 1 from ${productSizes} s where s.product_id = ${products.id} and s.stock > 0)`,
        category: {
          id: categories.id,
          name: categories.name,
          slug: categories.slug,
          translations: translationsOf(categories.translations, ['name']),
        },
        // The (trigram-scored) filter is evaluated once for the page and the total, not twice.
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(baseSize, and(eq(baseSize.productId, products.id), eq(baseSize.isBase, true)))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
  }
}

/** A list row with the product's and its category's names in `language`. */
function localizeSummary<Row extends SummaryRecord & { translations: Translations }>(
  row: Row,
  language: Language,
): Row {
  return { ...localize(row, language), category: localize(row.category, language) };
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
