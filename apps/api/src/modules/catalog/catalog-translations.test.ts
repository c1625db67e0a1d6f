import type { Product, ProductSummary } from '@shop/shared';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs } from '../../../test/shop.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog, products } from '../../db/schema.ts';

// The catalog in Hindi: reads overlay each record's Hindi fields on its English ones, field by field; the
// response cache keeps the two languages apart; the back office writes the Hindi texts. The catalog cache is on,
// as in production, so every read here also goes through it.
let t: TestApp;
let admin: string;
let product: Product;
let english: Product;

const HINDI = { 'accept-language': 'hi-IN' };
// A name no product of the demo shop has in Hindi, so searches for it find only this product.
const HINDI_NAME = 'झिलमिलादि केसर तेल';
const read = (url: string, headers: Record<string, string> = {}) => call(t.app, 'GET', url, { headers });

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAs(t.app, t.dataDir, 'ADMIN')).token;
  const [first] = (await read('/products?limit=1&sort=a-z')).json.body as ProductSummary[];
  if (!first) throw new Error('the seed has no products');
  // Start from a product with no Hindi at all, whatever the demo shop's Hindi files hold.
  await t.app.db.update(products).set({ translations: {} }).where(eq(products.id, first._id));
  t.app.catalogCache.clear();
  english = (await read(`/products/findBySlug/${first.slug}`)).json.body;
  product = english;
});
afterAll(() => t.close());

async function saveProduct(changes: Record<string, unknown>) {
  return call(t.app, 'PATCH', `/admin/products/${product._id}`, { token: admin, payload: changes });
}

describe('a product in Hindi', () => {
  it('takes the Hindi fields that are written and keeps English for the rest', async () => {
    const saved = await saveProduct({
      translations: { hi: { name: HINDI_NAME, description: 'चेहरे पर रोज़ रात लगाएँ।', benefits: '  ' } },
    });
    expect(saved.statusCode).toBe(200);
    // Blank text is no translation: it is not stored, so the shop falls back to English there.
    expect(saved.json.body.translations).toEqual({
      hi: { name: HINDI_NAME, description: 'चेहरे पर रोज़ रात लगाएँ।' },
    });

    const hindi: Product = (await read(`/products/findBySlug/${product.slug}`, HINDI)).json.body;
    expect(hindi.name).toBe(HINDI_NAME);
    expect(hindi.description).toBe('चेहरे पर रोज़ रात लगाएँ।');
    expect(hindi.shortDescription).toBe(english.shortDescription);
    expect(hindi.benefits).toBe(english.benefits);
    expect(hindi.howToUse).toBe(english.howToUse);
    // Nothing but text changes with the language.
    const factKeys = [
      '_id',
      'slug',
      'sku',
      'images',
      'sizes',
      'claims',
      'baseMrp',
      'baseSalePrice',
      'outOfStock',
    ] as const;
    const facts = (product: Product) => Object.fromEntries(factKeys.map((key) => [key, product[key]]));
    expect(facts(hindi)).toEqual(facts(english));
  });

  it('leaves the English answer as it was', async () => {
    const again: Product = (await read(`/products/findBySlug/${product.slug}`)).json.body;
    expect(again).toEqual(english);
    const other = (
      await read(`/products/findBySlug/${product.slug}`, { 'accept-language': 'en-IN,hi;q=0.9' })
    ).json.body;
    expect(other.name).toBe(english.name);
  });

  it('names the product in Hindi in every list that shows it, bundles and searches included', async () => {
    const lists = [
      `/products?limit=0&status=true&categorySlug=${english.category.slug}`,
      `/products?page=1&limit=30&availableForBundle=true&category=${english.category._id}`,
      `/products?limit=4&status=true&searchQuery=${encodeURIComponent('झिलमिलादि')}`,
    ];
    for (const url of lists) {
      const found = ((await read(url, HINDI)).json.body as ProductSummary[]).find(
        (item) => item._id === product._id,
      );
      expect(found?.name, url).toBe(HINDI_NAME);
      const inEnglish = ((await read(url)).json.body as ProductSummary[]).find(
        (item) => item._id === product._id,
      );
      if (inEnglish) expect(inEnglish.name, url).toBe(english.name);
    }
  });

  it('is found by its Hindi name, whole or begun, and not by a word it does not contain', async () => {
    for (const query of [HINDI_NAME, 'झिलमिलादि', 'झिलमिला']) {
      const { json } = await read(`/products?limit=4&status=true&searchQuery=${encodeURIComponent(query)}`);
      expect(
        (json.body as ProductSummary[]).map((item) => item._id),
        query,
      ).toContain(product._id);
    }
    const none = await read(`/products?limit=4&status=true&searchQuery=${encodeURIComponent('खिलमिलादि')}`);
    expect((none.json.body as ProductSummary[]).map((item) => item._id)).not.toContain(product._id);
  });

  it('keeps an English and a Hindi answer of the same URL apart in the cache, and says it varies', async () => {
    const url = `/products/findBySlug/${product.slug}`;
    const answers = [];
    for (const headers of [{}, HINDI, {}, HINDI]) {
      const response = await read(url, headers);
      expect(String(response.headers.vary)).toMatch(/accept-language/i);
      answers.push(response.json.body.name);
    }
    expect(answers).toEqual([english.name, HINDI_NAME, english.name, HINDI_NAME]);
    // The last two came from the cache.
    const hit = await read(url, HINDI);
    expect(hit.headers['x-cache']).toBe('hit');
    expect(String(hit.headers.vary)).toMatch(/accept-language/i);
  });
});

describe('categories, sub-categories and ingredients in Hindi', () => {
  it('answer each in Hindi where written, in English where not, in their own lists and in products', async () => {
    const category = (await call(t.app, 'GET', `/admin/categories/${english.category._id}`, { token: admin }))
      .json.body;
    const { _id: _c, translations: _t, ...categoryBody } = category;
    const savedCategory = await call(t.app, 'PATCH', `/admin/categories/${english.category._id}`, {
      token: admin,
      payload: { ...categoryBody, translations: { hi: { name: 'त्वचा की देखभाल' } } },
    });
    expect(savedCategory.statusCode).toBe(200);

    const ingredient = english.ingredients[0];
    if (!ingredient) throw new Error('the product has no ingredients');
    const ingredientBody = (
      await call(t.app, 'GET', `/admin/ingredients/${ingredient._id}`, { token: admin })
    ).json.body;
    const { _id: _i, ...ingredientFields } = ingredientBody;
    const savedIngredient = await call(t.app, 'PATCH', `/admin/ingredients/${ingredient._id}`, {
      token: admin,
      payload: { ...ingredientFields, translations: { hi: { shortDescription: 'त्वचा को निखारता है' } } },
    });
    expect(savedIngredient.statusCode).toBe(200);

    const categories = (await read('/categories?limit=0&status=true', HINDI)).json.body;
    const hindiCategory = categories.find((item: { _id: string }) => item._id === english.category._id);
    expect(hindiCategory.name).toBe('त्वचा की देखभाल');
    expect(hindiCategory.metaTitle).toBe(category.metaTitle);

    const ingredients = (await read('/ingredients?limit=0&status=true', HINDI)).json.body;
    const hindiIngredient = ingredients.find((item: { _id: string }) => item._id === ingredient._id);
    expect(hindiIngredient).toMatchObject({ name: ingredient.name, shortDescription: 'त्वचा को निखारता है' });

    const subs = (await read(`/subCategories?limit=0&status=true&category=${english.category._id}`, HINDI))
      .json.body;
    expect(subs[0].category.name).toBe('त्वचा की देखभाल');

    const page: Product = (await read(`/products/findBySlug/${product.slug}`, HINDI)).json.body;
    expect(page.category.name).toBe('त्वचा की देखभाल');
    expect(page.ingredients[0]).toMatchObject({
      name: ingredient.name,
      shortDescription: 'त्वचा को निखारता है',
    });

    const grouped = (
      await read(`/products?limit=0&categorySlug=${english.category.slug}&subCategoryWise=true`, HINDI)
    ).json.body;
    expect(grouped[0].products[0].category.name).toBe('त्वचा की देखभाल');

    const inEnglish = (await read('/categories?limit=0&status=true')).json.body;
    expect(inEnglish.find((item: { _id: string }) => item._id === english.category._id).name).toBe(
      english.category.name,
    );
  });

  it('keeps the Hindi texts when an edit does not send them', async () => {
    const category = (await call(t.app, 'GET', `/admin/categories/${english.category._id}`, { token: admin }))
      .json.body;
    const { _id, translations, ...withoutTranslations } = category;
    expect(translations.hi.name).toBe('त्वचा की देखभाल');
    const saved = await call(t.app, 'PATCH', `/admin/categories/${english.category._id}`, {
      token: admin,
      payload: { ...withoutTranslations, priority: category.priority },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json.body.translations).toEqual(translations);
  });
});

describe('the back office writing Hindi texts', () => {
  it.each([
    ['a name longer than the English limit', { hi: { name: 'क'.repeat(201) } }, 'translations.hi.name'],
    ['a control character', { hi: { name: 'नाम\u0007' } }, 'translations.hi.name'],
    ['a line break in a one-line field', { hi: { metaTitle: 'एक\nदो' } }, 'translations.hi.metaTitle'],
    ['a field that has no Hindi version', { hi: { sku: 'X-1' } }, 'translations.hi'],
    ['a language the shop does not have', { ta: { name: 'பெயர்' } }, 'translations'],
    ['text in place of the texts', 'हिंदी', 'translations'],
  ])('refuses %s with a field error and changes nothing', async (_case, translations, field) => {
    const before = (await call(t.app, 'GET', `/admin/products/${product._id}`, { token: admin })).json.body;
    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'product'), eq(auditLog.entityId, product._id)));
    const response = await saveProduct({ translations });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json.errors ?? {}).join(' ')).toContain(field);
    const after = (await call(t.app, 'GET', `/admin/products/${product._id}`, { token: admin })).json.body;
    expect(after).toEqual(before);
    const auditsAfter = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'product'), eq(auditLog.entityId, product._id)));
    expect(auditsAfter).toHaveLength(audits.length);
  });

  it('says which Hindi field is too long, by its name', async () => {
    const response = await saveProduct({ translations: { hi: { name: 'क'.repeat(201) } } });
    expect(response.json.errors['translations.hi.name']).toBe('Name (Hindi) must be at most 200 characters');
  });

  it('reads back what it saved, trimmed, and records the change in the audit log', async () => {
    const texts = {
      name: `  ${HINDI_NAME}  `,
      shortDescription: 'चमक के लिए केसर वाला तेल',
      description: 'पहली पंक्ति\nदूसरी पंक्ति',
      benefits: 'चमक\nनमी',
      howToUse: 'दो बूँदें लें\nहल्के हाथ से लगाएँ',
      metaTitle: 'केसर कुमकुमादि तेल | Vanya Naturals',
      metaDescription: 'केसर और चंदन वाला फेस ऑयल',
    };
    const saved = await saveProduct({ translations: { hi: texts } });
    expect(saved.statusCode).toBe(200);
    const read = (await call(t.app, 'GET', `/admin/products/${product._id}`, { token: admin })).json.body;
    expect(read.translations.hi).toEqual({ ...texts, name: HINDI_NAME });
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'product'), eq(auditLog.entityId, product._id)))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(1);
    expect(audit?.after).toMatchObject({ translations: read.translations });
  });

  it('lists each product with how complete its Hindi version is, and filters by it', async () => {
    const complete = (
      await call(t.app, 'GET', '/admin/products?limit=100&translation=complete', { token: admin })
    ).json.body;
    expect(complete.map((row: { _id: string }) => row._id)).toContain(product._id);
    expect(complete.every((row: { translationState: string }) => row.translationState === 'complete')).toBe(
      true,
    );
    await saveProduct({ translations: { hi: { name: HINDI_NAME } } });
    const partial = (
      await call(t.app, 'GET', '/admin/products?limit=100&translation=partial', { token: admin })
    ).json.body;
    expect(partial.map((row: { _id: string }) => row._id)).toContain(product._id);
    await saveProduct({ translations: {} });
    const missing = (
      await call(t.app, 'GET', '/admin/products?limit=100&translation=missing', { token: admin })
    ).json.body;
    expect(missing.find((row: { _id: string }) => row._id === product._id)?.translationState).toBe('missing');
    const wrong = await call(t.app, 'GET', '/admin/products?translation=half', { token: admin });
    expect(wrong.statusCode).toBe(400);
  });
});
