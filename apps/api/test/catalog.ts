import type { Category } from '@shop/shared';
import { afterAll, beforeAll } from 'vitest';
import { call, loginAs } from './shop.ts';
import { createTestApp, getJson, type TestApp } from './test-app.ts';

// The catalog's tests share their set-up: an app, the seeded active categories for the shop's reads, and for the
// back office an admin and a staff session and a product body built on the seeded taxonomy. The bindings are
// filled in by the beforeAll of `useCatalogApp` or `useCatalogAdminApp`.

export let t: TestApp;
export let admin: string;
export let staff: string;
export let skinCare: { _id: string; slug: string };
export let otherCategory: { _id: string };
export let skinSub: { _id: string };
export let ingredientIds: string[];
let run = 0;
/** The active categories by priority, as the shop lists them. */
export let categories: Category[];

/** Starts the app and reads the categories before this file's tests, and closes it after. */
export function useCatalogApp(): void {
  beforeAll(async () => {
    t = await createTestApp();
    categories = (await getJson(t.app, '/categories?limit=0&status=true&priority=ASC')).json.body;
  });
  afterAll(() => t.close());
}

/** Starts the app before this file's tests and closes it after. */
export function useCatalogAdminApp(): void {
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await loginAs(t.app, t.dataDir, 'ADMIN')).token;
    staff = (await loginAs(t.app, t.dataDir, 'STAFF')).token;
    const categories = (await call(t.app, 'GET', '/categories?limit=0')).json.body as {
      _id: string;
      slug: string;
      name: string;
    }[];
    skinCare = categories.find((c) => c.name === 'Skin Care') ?? (categories[0] as (typeof categories)[0]);
    otherCategory = categories.find((c) => c._id !== skinCare._id) as { _id: string };
    skinSub = (await call(t.app, 'GET', `/subCategories?limit=0&category=${skinCare._id}`)).json.body[0];
    ingredientIds = ((await call(t.app, 'GET', '/ingredients?limit=0')).json.body as { _id: string }[])
      .slice(0, 3)
      .map((i) => i._id);
  });
  afterAll(() => t.close());
}

/** A product body with three sizes; names and SKUs unique to each call. */
export function newProduct(overrides: Record<string, unknown> = {}) {
  run++;
  const tag = `${process.pid}-${run}`;
  return {
    name: `Saffron Glow Cream ${tag}`,
    slug: `saffron-glow-cream-${tag}`,
    sku: `SGC-${tag}`,
    category: skinCare._id,
    subCategory: skinSub._id,
    image: 'brand/placeholder.webp',
    images: ['brand/placeholder.webp', 'brand/placeholder-back.webp'],
    shortDescription: 'A light cream with saffron.',
    description: 'Long description.',
    benefits: 'Glow',
    howToUse: 'Apply at night',
    ingredients: ingredientIds,
    claims: ['Vegan', 'Cruelty Free'],
    metaTitle: 'Saffron Glow Cream',
    metaDescription: null,
    topSelling: false,
    availableForBundle: true,
    status: true,
    sizes: [
      { title: '30 ml', sku: `SGC-${tag}-30`, mrp: 49900, salePrice: 44900, stock: 10, isBase: true },
      { title: '50 ml', sku: `SGC-${tag}-50`, mrp: 69900, salePrice: null, stock: 5, isBase: false },
      { title: '100 ml', sku: `SGC-${tag}-100`, mrp: 119900, salePrice: 99900, stock: 0, isBase: false },
    ],
    ...overrides,
  };
}

export const create = (body: unknown, token = admin) =>
  call(t.app, 'POST', '/admin/products', { token, payload: body });

export function fieldErrors(schemaResult: {
  success: boolean;
  error?: { issues: { path: PropertyKey[] }[] };
}) {
  return (schemaResult.error?.issues ?? []).map((issue) => issue.path.join('.'));
}
