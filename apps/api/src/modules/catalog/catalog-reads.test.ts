import type { Product, ProductSummary, SubCategoryGroup } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStatements, type StatementCounter } from '../../../test/statements.ts';
import { createTestApp, getJson, type TestApp } from '../../../test/test-app.ts';

// Every read below runs with the catalog cache off: what is counted is what a cache miss costs.
let t: TestApp;
let statements: StatementCounter;
let product: ProductSummary;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_TTL_MS: '0' });
  statements = countStatements(t.database);
  product = (await getJson(t.app, '/products?limit=1')).json.body[0];
  categoryId = product.category._id;
});
afterAll(() => t.close());

/** Fields only the product page shows; a list that carries any of them sends detail nobody sees. */
const DETAIL_ONLY: (keyof Product)[] = [
  'sku',
  'images',
  'sizes',
  'subCategory',
  'topSelling',
  'metaTitle',
  'metaDescription',
  'shortDescription',
  'description',
  'benefits',
  'howToUse',
  'claims',
  'ingredients',
];

describe('an uncached catalog read', () => {
  const reads: [string, () => string][] = [
    ['every product', () => '/products?limit=0&status=true'],
    ['a page of products', () => '/products?page=2&limit=5&status=true'],
    ['a page past the end', () => '/products?page=99&limit=5&status=true'],
    ['a category by slug', () => '/products?limit=0&status=true&categorySlug=skin-care'],
    [
      'a sub-category, sorted by price',
      () => '/products?limit=0&status=true&categorySlug=skin-care&subCategorySlug=serum&sort=h-l',
    ],
    ['a sub-category alone', () => '/products?limit=0&status=true&subCategorySlug=serum&sort=a-z'],
    [
      'a category grouped by sub-category',
      () => '/products?limit=0&categorySlug=skin-care&subCategoryWise=true',
    ],
    ['the top sellers', () => '/products?limit=12&status=true&topSelling=true'],
    ['the bundle page', () => `/products?page=1&limit=30&availableForBundle=true&category=${categoryId}`],
    ['related products', () => `/products?limit=8&category=${categoryId}&exclude=${product._id}`],
    ['a search with a typo', () => '/products?limit=4&status=true&searchQuery=kumkumdi%20sereum'],
    ['a search that finds nothing', () => '/products?limit=4&searchQuery=xqzjvw'],
    ['an unknown category', () => '/products?limit=0&categorySlug=no-such-category'],
    [
      'a sub-category of another category',
      () => '/products?limit=0&categorySlug=hair-care&subCategorySlug=serum',
    ],
    [
      'an unknown category, grouped',
      () => '/products?limit=0&categorySlug=no-such-category&subCategoryWise=true',
    ],
    ['a product by slug, with its rating stats', () => `/products/findBySlug/${product.slug}`],
    ['an unknown product', () => '/products/findBySlug/no-such-product'],
    ['the categories', () => '/categories?limit=0&status=true&priority=ASC'],
    ['a category by slug (the listing banner)', () => '/categories?slug=skin-care&status=true'],
    ['the sub-categories of a category', () => `/subCategories?limit=0&status=true&category=${categoryId}`],
    ['the ingredients', () => '/ingredients?limit=0&status=true'],
  ];

  it.each(reads)('costs at most two SQL statements: %s', async (_name, url) => {
    const { value, statusCode } = await statements.during(() => getJson(t.app, url()));
    expect(statusCode).toBeLessThan(500);
    expect(value).toBeGreaterThan(0);
    expect(value).toBeLessThanOrEqual(2);
  });

  // A Hindi answer reads the same rows, their translations in the same statement.
  it.each(reads)('costs at most two SQL statements in Hindi too: %s', async (_name, url) => {
    const { value, statusCode } = await statements.during(async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1${url()}`,
        headers: { 'accept-language': 'hi-IN' },
      });
      return { statusCode: response.statusCode };
    });
    expect(statusCode).toBeLessThan(500);
    expect(value).toBeGreaterThan(0);
    expect(value).toBeLessThanOrEqual(2);
  });

  it('still tells an unknown category or sub-category from an empty list', async () => {
    expect((await getJson(t.app, '/products?limit=0&categorySlug=no-such-category')).json).toMatchObject({
      status: 404,
      message: 'Category not found',
    });
    expect(
      (await getJson(t.app, '/products?limit=0&categorySlug=hair-care&subCategorySlug=serum')).json,
    ).toMatchObject({ status: 404, message: 'Sub-category not found' });
    expect(
      (await getJson(t.app, '/products?limit=0&category=00000000-0000-4000-8000-000000000000')).json,
    ).toMatchObject({ status: 404, message: 'Category not found' });
    expect((await getJson(t.app, '/products?limit=0&subCategorySlug=no-such-sub')).json).toMatchObject({
      status: 404,
      message: 'Sub-category not found',
    });
    const empty = await getJson(t.app, '/products?limit=0&categorySlug=skin-care&searchQuery=xqzjvw');
    expect(empty.json).toMatchObject({ status: 200, body: [], totalRecords: 0 });
  });
});

describe('a list answer', () => {
  it('carries at most 1 KB per product and none of the product page’s fields', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/products?limit=0&status=true' });
    const items = response.json().body as Record<string, unknown>[];
    expect(items.length).toBeGreaterThanOrEqual(20);
    expect(response.body.length / items.length).toBeLessThanOrEqual(1024);
    for (const item of items) {
      expect(Buffer.byteLength(JSON.stringify(item))).toBeLessThanOrEqual(1024);
      for (const field of DETAIL_ONLY) expect(item).not.toHaveProperty(field);
    }
  });

  it('groups by sub-category with the same slim products', async () => {
    const { json } = await getJson(t.app, '/products?limit=0&categorySlug=skin-care&subCategoryWise=true');
    const products = (json.body as SubCategoryGroup[]).flatMap((group) => group.products);
    expect(products.length).toBeGreaterThan(0);
    for (const item of products) for (const field of DETAIL_ONLY) expect(item).not.toHaveProperty(field);
  });

  it('agrees with the product page on everything it carries', async () => {
    const listed = (await getJson(t.app, '/products?limit=0')).json.body as ProductSummary[];
    for (const item of listed.slice(0, 10)) {
      const detail = (await getJson(t.app, `/products/findBySlug/${item.slug}`)).json.body as Product;
      expect(detail).toMatchObject(item);
      const base = detail.sizes.find((size) => size.isBase);
      expect(item.baseSize.outOfStock).toBe(base?.outOfStock);
    }
  });
});
