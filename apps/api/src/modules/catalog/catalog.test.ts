import type { Category as CategoryDto, SubCategory as SubCategoryDto } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { categories, t, useCatalogApp } from '../../../test/catalog.ts';
import { getJson } from '../../../test/test-app.ts';

useCatalogApp();

describe('GET /categories', () => {
  it('lists active categories by priority with the fields the storefront reads', async () => {
    const { statusCode, json } = await getJson(t.app, '/categories?limit=0&status=true&priority=ASC');
    expect(statusCode).toBe(200);
    expect(json).toMatchObject({ status: 200, page: 1, totalPages: 1, totalRecords: json.body.length });
    expect(json.body.map((c: CategoryDto) => c.name)).toEqual(
      expect.arrayContaining(['Skin Care', 'Hair Care', 'Body Care']),
    );
    const priorities = json.body.map((c: CategoryDto) => c.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
    expect(Object.keys(json.body[0]).sort()).toEqual(
      [
        '_id',
        'availableForBundle',
        'image',
        'listingImage',
        'metaDescription',
        'metaTitle',
        'name',
        'priority',
        'slug',
        'status',
      ].sort(),
    );
  });

  it('reverses the order with priority=DESC', async () => {
    const { json } = await getJson(t.app, '/categories?limit=0&priority=DESC');
    expect(json.body.map((c: CategoryDto) => c._id)).toEqual(categories.map((c) => c._id).reverse());
  });

  it('finds one category by slug and 404s an unknown one', async () => {
    const first = categories[0] as CategoryDto;
    const { json } = await getJson(t.app, `/categories?slug=${first.slug}`);
    expect(json.body).toHaveLength(1);
    expect(json.body[0]._id).toBe(first._id);
    const missing = await getJson(t.app, '/categories?slug=no-such-category');
    expect(missing.statusCode).toBe(404);
    expect(missing.json).toEqual({
      status: 404,
      message: 'Category not found',
      requestId: expect.any(String),
    });
  });

  it('filters the bundle categories', async () => {
    const { json } = await getJson(t.app, '/categories?availableForBundle=true');
    expect(json.body.length).toBeGreaterThan(0);
    expect(json.body.every((c: CategoryDto) => c.availableForBundle)).toBe(true);
  });

  it('pages with page and limit', async () => {
    const { json } = await getJson(t.app, '/categories?limit=2&page=2');
    expect(json).toMatchObject({
      page: 2,
      totalRecords: categories.length,
      totalPages: Math.ceil(categories.length / 2),
    });
    expect(json.body.map((c: CategoryDto) => c._id)).toEqual(categories.slice(2, 4).map((c) => c._id));
  });
});

describe('GET /subCategories', () => {
  it('lists the sub-categories of a category, and finds one by slug', async () => {
    const skin = categories.find((c) => c.slug === 'skin-care') ?? (categories[0] as CategoryDto);
    const { json } = await getJson(t.app, `/subCategories?limit=0&status=true&category=${skin._id}`);
    expect(json.body.length).toBeGreaterThanOrEqual(3);
    expect(json.body.every((s: SubCategoryDto) => s.category._id === skin._id)).toBe(true);
    const one = json.body[0] as SubCategoryDto;
    const bySlug = await getJson(t.app, `/subCategories?slug=${one.slug}`);
    expect(bySlug.json.body).toEqual([one]);
  });

  it('404s an unknown slug or category id', async () => {
    expect((await getJson(t.app, '/subCategories?slug=nothing-here')).statusCode).toBe(404);
    expect(
      (await getJson(t.app, '/subCategories?category=00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });
});

describe('GET /ingredients', () => {
  it('lists every active ingredient with limit=0', async () => {
    const { json } = await getJson(t.app, '/ingredients?status=true&limit=0');
    expect(json.body.length).toBeGreaterThanOrEqual(15);
    expect(json.totalRecords).toBe(json.body.length);
    expect(json.body[0]).toMatchObject({ name: expect.any(String), image: expect.any(String), status: true });
  });
});
