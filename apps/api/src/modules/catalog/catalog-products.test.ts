import type {
  Category as CategoryDto,
  Product as ProductDto,
  ProductSummary,
  RatingStats,
  SubCategory as SubCategoryDto,
  SubCategoryGroup,
} from '@shop/shared';
import { shownPrice } from '@shop/shared';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, t, useCatalogApp } from '../../../test/catalog.ts';
import { getJson } from '../../../test/test-app.ts';
import * as schema from '../../db/schema.ts';

useCatalogApp();

const shown = (p: ProductSummary) => shownPrice({ mrp: p.baseMrp, salePrice: p.baseSalePrice });

describe('GET /products', () => {
  it('lists the top-selling products, best sellers first', async () => {
    const { products } = schema;
    const { json } = await getJson(t.app, '/products?limit=12&status=true&topSelling=true');
    // The seeded sales counts, most sold first, name breaking a tie.
    const seeded = await t.database.db
      .select({ id: products.id, salesCount: products.salesCount })
      .from(products)
      .innerJoin(schema.categories, eq(schema.categories.id, products.categoryId))
      .where(
        and(eq(products.topSelling, true), eq(products.status, true), eq(schema.categories.status, true)),
      )
      .orderBy(desc(products.salesCount), asc(products.name));
    expect(new Set(seeded.map((p) => p.salesCount)).size).toBeGreaterThan(1);
    expect(json.body.map((p: ProductDto) => p._id)).toEqual(seeded.slice(0, 12).map((p) => p.id));
  });

  it('returns the product fields the storefront reads, with prices in integer paise', async () => {
    const { json } = await getJson(t.app, '/products?limit=5');
    const product = json.body[0] as ProductSummary;
    expect(product).toMatchObject({
      _id: expect.any(String),
      name: expect.any(String),
      slug: expect.any(String),
      image: expect.stringMatching(/\.webp$/),
      baseSize: { _id: expect.any(String), title: expect.any(String), outOfStock: expect.any(Boolean) },
      category: { _id: expect.any(String), name: expect.any(String) },
      outOfStock: expect.any(Boolean),
      averageRating: expect.any(Number),
    });
    expect(Number.isInteger(product.baseMrp)).toBe(true);
    expect(product).not.toHaveProperty('stock');
    const detail = (await getJson(t.app, `/products/findBySlug/${product.slug}`)).json.body as ProductDto;
    expect(detail).toMatchObject(product);
    expect(detail.ingredients).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: expect.any(String) })]),
    );
    expect(detail.sizes.filter((s) => s.isBase)).toEqual([
      expect.objectContaining({ _id: product.baseSize._id, mrp: product.baseMrp }),
    ]);
  });

  it('lists a sub-category and sorts it by name and by price both ways', async () => {
    const skin = categories.find((c) => c.slug === 'skin-care') ?? (categories[0] as CategoryDto);
    const subs = (await getJson(t.app, `/subCategories?limit=0&category=${skin._id}`)).json
      .body as SubCategoryDto[];
    const sub = subs[0] as SubCategoryDto;
    const base = `/products?page=1&limit=0&status=true&categorySlug=${skin.slug}&subCategorySlug=${sub.slug}`;
    const az = (await getJson(t.app, `${base}&sort=a-z`)).json.body as ProductSummary[];
    expect(az.length).toBeGreaterThan(1);
    const inSub = await t.database.db
      .select({ id: schema.products.id })
      .from(schema.products)
      .where(
        and(
          eq(schema.products.subCategoryId, sub._id),
          eq(schema.products.status, true),
          isNull(schema.products.deletedAt),
        ),
      );
    expect(az.map((p) => p._id).sort()).toEqual(inSub.map((p) => p.id).sort());
    const names = az.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const za = (await getJson(t.app, `${base}&sort=z-a`)).json.body as ProductSummary[];
    expect(za.map((p) => p.name)).toEqual([...names].reverse());
    const lh = ((await getJson(t.app, `${base}&sort=l-h`)).json.body as ProductSummary[]).map(shown);
    expect(lh).toEqual([...lh].sort((a, b) => a - b));
    const hl = ((await getJson(t.app, `${base}&sort=h-l`)).json.body as ProductSummary[]).map(shown);
    expect(hl).toEqual([...hl].sort((a, b) => b - a));
  });

  it('404s a sub-category that does not belong to the category', async () => {
    const [first, second] = categories as [CategoryDto, CategoryDto];
    const subs = (await getJson(t.app, `/subCategories?limit=0&category=${second._id}`)).json
      .body as SubCategoryDto[];
    const { statusCode } = await getJson(
      t.app,
      `/products?limit=0&categorySlug=${first.slug}&subCategorySlug=${subs[0]?.slug}`,
    );
    expect(statusCode).toBe(404);
  });

  it('groups a category by sub-category with subCategoryWise=true', async () => {
    const skin = categories.find((c) => c.slug === 'skin-care') ?? (categories[0] as CategoryDto);
    const { json } = await getJson(
      t.app,
      `/products?limit=0&status=true&categorySlug=${skin.slug}&subCategoryWise=true`,
    );
    const groups = json.body as SubCategoryGroup[];
    expect(groups.length).toBeGreaterThanOrEqual(3);
    for (const group of groups) {
      expect(group.products.length).toBeGreaterThan(0);
      expect(group.products.every((p) => p.category._id === skin._id)).toBe(true);
      const sub = await getJson(
        t.app,
        `/products?limit=0&categorySlug=${skin.slug}&subCategorySlug=${group.slug}`,
      );
      expect(sub.json.body.map((p: ProductSummary) => p._id).sort()).toEqual(
        group.products.map((p) => p._id).sort(),
      );
    }
    expect(json.totalRecords).toBe(groups.reduce((sum, g) => sum + g.products.length, 0));
  });

  it('lists related products of a category without the current one', async () => {
    const first = (await getJson(t.app, '/products?limit=1')).json.body[0] as ProductDto;
    const { json } = await getJson(
      t.app,
      `/products?category=${first.category._id}&exclude=${first._id}&limit=0`,
    );
    expect(json.body.length).toBeGreaterThan(0);
    expect(
      json.body.every((p: ProductDto) => p.category._id === first.category._id && p._id !== first._id),
    ).toBe(true);
  });

  it('pages the bundle listing 30 at a time across bundle categories', async () => {
    const page1 = (await getJson(t.app, '/products?page=1&limit=30&status=true&availableForBundle=true'))
      .json;
    expect(page1.body).toHaveLength(30);
    expect(page1.totalRecords).toBeGreaterThanOrEqual(54);
    const page2 = (await getJson(t.app, '/products?page=2&limit=30&status=true&availableForBundle=true'))
      .json;
    const ids = new Set([...page1.body, ...page2.body].map((p: ProductDto) => p._id));
    expect(ids.size).toBe(page1.body.length + page2.body.length);
  });

  it.each([
    ['aloevera', /aloe vera/i],
    ['kumkumdi', /kumkumadi/i],
    ['shampo', /shampoo/i],
    ['Saffron', /saffron/i],
  ])('search forgives typos: %s', async (query, expected) => {
    const { json } = await getJson(
      t.app,
      `/products?limit=4&status=true&searchQuery=${encodeURIComponent(query)}`,
    );
    expect(json.body.length).toBeGreaterThan(0);
    expect(json.body.length).toBeLessThanOrEqual(4);
    const listed = json.body[0] as ProductSummary;
    const top = (await getJson(t.app, `/products/findBySlug/${listed.slug}`)).json.body as ProductDto;
    expect(`${top.name} ${top.ingredients.map((i) => i.name).join(' ')}`).toMatch(expected);
  });

  it('counts every match whatever the page, even past the last one', async () => {
    const all = (await getJson(t.app, '/products?limit=0')).json;
    const page2 = (await getJson(t.app, '/products?limit=5&page=2')).json;
    expect(page2).toMatchObject({
      totalRecords: all.totalRecords,
      totalPages: Math.ceil(all.totalRecords / 5),
    });
    expect(page2.body).toHaveLength(5);
    const beyond = (await getJson(t.app, '/products?limit=5&page=99')).json;
    expect(beyond).toMatchObject({ body: [], totalRecords: all.totalRecords });
    const search = (await getJson(t.app, '/products?limit=1&searchQuery=serum')).json;
    expect(search.body).toHaveLength(1);
    expect(search.totalRecords).toBeGreaterThan(1);
  });

  it('finds nothing for a query that matches nothing', async () => {
    const { json } = await getJson(t.app, '/products?limit=4&searchQuery=xqzjvw');
    expect(json).toMatchObject({ status: 200, body: [], totalRecords: 0 });
  });

  it('treats LIKE wildcards in a search as text', async () => {
    const { json } = await getJson(t.app, `/products?limit=4&searchQuery=${encodeURIComponent('%%%')}`);
    expect(json.body).toEqual([]);
  });
});

describe('GET /products/findBySlug/:slug', () => {
  it('returns the product and its rating stats from ACTIVE reviews', async () => {
    const listed = (await getJson(t.app, '/products?limit=1&topSelling=true')).json.body[0] as ProductDto;
    const { statusCode, json } = await getJson(t.app, `/products/findBySlug/${listed.slug}`);
    expect(statusCode).toBe(200);
    expect(json.body).toMatchObject(listed);
    const stats = json.ratingStats as RatingStats;
    const breakdownTotal = Object.values(stats.ratingsBreakdown).reduce((a, b) => a + b, 0);
    expect(stats.totalReviews).toBe(breakdownTotal);
    expect(Object.keys(stats.ratingsPercentage).sort()).toEqual(['1', '2', '3', '4', '5']);
    const reviews = await getJson(t.app, `/productReviews?product=${listed._id}&reviewStatus=ACTIVE&limit=0`);
    expect(reviews.json.totalRecords).toBe(stats.totalReviews);
    expect(stats.averageRating).toBeCloseTo(listed.averageRating, 2);
  });

  it('404s an unknown slug in the envelope', async () => {
    const { statusCode, json } = await getJson(t.app, '/products/findBySlug/no-such-product');
    expect(statusCode).toBe(404);
    expect(json).toEqual({ status: 404, message: 'Product not found', requestId: expect.any(String) });
  });

  it('reports out-of-stock products', async () => {
    const all = (await getJson(t.app, '/products?limit=0')).json.body as ProductSummary[];
    const out = all.filter((p) => p.outOfStock);
    expect(out.length).toBeGreaterThan(0);
    for (const listed of out) {
      expect(listed.baseSize.outOfStock).toBe(true);
      const detail = (await getJson(t.app, `/products/findBySlug/${listed.slug}`)).json.body as ProductDto;
      expect(detail.sizes.every((s) => s.outOfStock)).toBe(true);
    }
    const partly = all.filter((p) => !p.outOfStock);
    expect(partly.length).toBeGreaterThan(0);
  });
});
