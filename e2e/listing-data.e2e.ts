import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, closeBrowser, launchBrowser, openPage, WIDTHS } from './support.ts';

beforeAll(launchBrowser);
afterAll(closeBrowser);

/** What a product card or a bundle tile renders: all a listing page may embed of a product. */
const CARD_FIELDS = new Set([
  '_id',
  'name',
  'slug',
  'image',
  'averageRating',
  'totalReviews',
  'baseSize',
  'baseMrp',
  'baseSalePrice',
  'discountPercent',
  'outOfStock',
]);
const BASE_SIZE_FIELDS = new Set(['_id', 'title', 'outOfStock']);

/**
 * The products listed in a page's loader data, as the server embedded it (React Router hydrates from exactly
 * that): every object inside a list that carries a price.
 */
async function listedProducts(path: string): Promise<Record<string, unknown>[]> {
  const { page, context, errors } = await openPage(WIDTHS.desktop);
  await page.goto(path);
  const found = await page.evaluate(() => {
    const router = (window as unknown as { __reactRouterDataRouter: { state: { loaderData: unknown } } })
      .__reactRouterDataRouter;
    const products: Record<string, unknown>[] = [];
    const walk = (value: unknown, inList: boolean) => {
      if (Array.isArray(value)) for (const item of value) walk(item, true);
      else if (value && typeof value === 'object') {
        if (inList && 'baseMrp' in value) products.push(value as Record<string, unknown>);
        else for (const child of Object.values(value)) walk(child, false);
      }
    };
    walk(router.state.loaderData, false);
    return products;
  });
  expect(errors).toEqual([]);
  await context.close();
  return found;
}

describe('listing pages', () => {
  it.each([
    '/',
    '/top-selling-products',
    '/category/skin-care',
    '/category/skin-care/serum',
    '/build-your-bundle',
  ])('embed of each product only what its card renders: %s', async (path) => {
    const products = await listedProducts(path);
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      expect(Object.keys(product).filter((key) => !CARD_FIELDS.has(key))).toEqual([]);
      const baseSize = product.baseSize as Record<string, unknown>;
      expect(Object.keys(baseSize).filter((key) => !BASE_SIZE_FIELDS.has(key))).toEqual([]);
    }
  });

  it('embed no more than the cards of related products on a product page', async () => {
    const listed = (await (await fetch(`${baseURL()}/api/v1/products?limit=1`)).json()) as {
      body: { slug: string }[];
    };
    const related = await listedProducts(`/product/${listed.body[0]?.slug}`);
    expect(related.length).toBeGreaterThan(0);
    for (const product of related) {
      expect(Object.keys(product).filter((key) => !CARD_FIELDS.has(key))).toEqual([]);
    }
  });
});
