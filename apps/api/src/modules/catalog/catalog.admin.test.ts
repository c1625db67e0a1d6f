import { CategorySchema, IngredientSchema, ProductSchema, SubCategorySchema } from '@shop/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buy, call, loginAs } from '../../../test/shop.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import * as schema from '../../db/schema.ts';

let t: TestApp;
let admin: string;
let staff: string;
let skinCare: { _id: string; slug: string };
let otherCategory: { _id: string };
let skinSub: { _id: string };
let ingredientIds: string[];
let run = 0;

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

/** A product body with three sizes; names and SKUs unique to each call. */
function newProduct(overrides: Record<string, unknown> = {}) {
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

const create = (body: unknown, token = admin) =>
  call(t.app, 'POST', '/admin/products', { token, payload: body });

function fieldErrors(schemaResult: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) {
  return (schemaResult.error?.issues ?? []).map((issue) => issue.path.join('.'));
}

describe('catalog schemas', () => {
  it('refuses a sale price above the MRP, two base sizes, a repeated size SKU and negative stock', () => {
    const body = newProduct();
    const sizes = body.sizes as Record<string, unknown>[];
    expect(ProductSchema.safeParse(body).success).toBe(true);
    expect(
      fieldErrors(ProductSchema.safeParse({ ...body, sizes: [{ ...sizes[0], salePrice: 50000 }] })),
    ).toEqual(['sizes.0.salePrice']);
    expect(
      fieldErrors(ProductSchema.safeParse({ ...body, sizes: [sizes[0], { ...sizes[1], isBase: true }] })),
    ).toEqual(['sizes']);
    expect(
      fieldErrors(
        ProductSchema.safeParse({ ...body, sizes: [sizes[0], { ...sizes[1], sku: sizes[0]?.sku }] }),
      ),
    ).toEqual(['sizes.1.sku']);
    expect(fieldErrors(ProductSchema.safeParse({ ...body, sizes: [{ ...sizes[0], stock: -1 }] }))).toEqual([
      'sizes.0.stock',
    ]);
    expect(fieldErrors(ProductSchema.safeParse({ ...body, claims: ['Organic'] }))).toEqual(['claims.0']);
    expect(fieldErrors(ProductSchema.safeParse({ ...body, slug: 'Not A Slug' }))).toEqual(['slug']);
    expect(fieldErrors(ProductSchema.safeParse({ ...body, image: '../secrets.json' }))).toEqual(['image']);
  });

  it('takes an HSN code of 4, 6 or 8 digits, a GST slab and a whole low-stock alert', () => {
    const body = newProduct();
    for (const hsnCode of ['3304', '330499', '33049910']) {
      expect(ProductSchema.safeParse({ ...body, hsnCode }).success, hsnCode).toBe(true);
    }
    for (const hsnCode of ['330', '33049', '3304991', '330499100', '33O4', '']) {
      expect(fieldErrors(ProductSchema.safeParse({ ...body, hsnCode })), hsnCode).toEqual(['hsnCode']);
    }
    for (const gstRatePercent of [0, 5, 12, 18, 28]) {
      expect(ProductSchema.safeParse({ ...body, gstRatePercent }).success).toBe(true);
    }
    for (const gstRatePercent of [3, 18.5, -5, '18']) {
      expect(fieldErrors(ProductSchema.safeParse({ ...body, gstRatePercent }))).toEqual(['gstRatePercent']);
    }
    for (const lowStockThreshold of [-1, 2.5, 'five']) {
      expect(fieldErrors(ProductSchema.safeParse({ ...body, lowStockThreshold }))).toEqual([
        'lowStockThreshold',
      ]);
    }
    // Left out, a product is skin care at 18% and is low on stock below 5 units, as the database defaults.
    expect(ProductSchema.parse(body)).toMatchObject({
      hsnCode: '3304',
      gstRatePercent: 18,
      lowStockThreshold: 5,
    });
  });

  it('checks categories, sub-categories and ingredients', () => {
    expect(fieldErrors(CategorySchema.safeParse({ name: '', slug: 'x', image: 'a.webp' }))).toEqual(['name']);
    expect(
      fieldErrors(CategorySchema.safeParse({ name: 'A', slug: 'a', image: 'a.webp', priority: -1 })),
    ).toEqual(['priority']);
    expect(fieldErrors(SubCategorySchema.safeParse({ category: 'nope', name: 'A', slug: 'a' }))).toEqual([
      'category',
    ]);
    expect(
      fieldErrors(
        IngredientSchema.safeParse({ name: 'A', slug: 'a', image: 'a.webp', shortDescription: '' }),
      ),
    ).toEqual(['shortDescription']);
  });
});

describe('product writes', () => {
  it('creates a product with three sizes, edits all of it, and the shop shows the change at once', async () => {
    const body = newProduct();
    const created = await create(body);
    expect(created.statusCode).toBe(200);
    const id = created.json.body._id as string;
    expect(created.json.body.sizes).toHaveLength(3);

    const publicBefore = await call(t.app, 'GET', `/products/findBySlug/${body.slug}`);
    expect(publicBefore.statusCode).toBe(200);
    expect(publicBefore.json.body).toMatchObject({
      baseMrp: 49900,
      baseSalePrice: 44900,
      claims: ['Vegan', 'Cruelty Free'],
    });
    // Read once so the listing is cached, then write: the next read must show the new price.
    const listBefore = await call(t.app, 'GET', `/products?limit=0&category=${skinCare._id}`);
    expect(listBefore.json.body.find((p: { _id: string }) => p._id === id).baseSalePrice).toBe(44900);

    const saved = created.json.body;
    const [base, fifty] = saved.sizes;
    const edited = {
      name: `${body.name} Plus`,
      slug: `${body.slug}-plus`,
      sku: `${body.sku}-P`,
      category: skinCare._id,
      subCategory: null,
      image: 'brand/placeholder.webp',
      images: ['brand/placeholder.webp'],
      shortDescription: 'Now richer.',
      description: 'New long description.',
      benefits: 'More glow',
      howToUse: 'Twice a day',
      ingredients: [ingredientIds[2], ingredientIds[0]],
      claims: ['Paraben Free'],
      metaTitle: 'New title',
      metaDescription: 'New description',
      topSelling: true,
      availableForBundle: false,
      status: true,
      // The 100 ml size is dropped, 50 ml becomes the base, a 200 ml size is added.
      sizes: [
        { ...base, mrp: 52900, salePrice: 47900, isBase: false },
        { ...fifty, stock: 7, isBase: true, salePrice: 64900 },
        { title: '200 ml', sku: `${body.sku}-200`, mrp: 199900, salePrice: null, stock: 2, isBase: false },
      ],
    };
    const patched = await call(t.app, 'PATCH', `/admin/products/${id}`, { token: admin, payload: edited });
    expect(patched.statusCode).toBe(200);
    expect(patched.json.body.sizes.map((s: { title: string }) => s.title)).toEqual([
      '30 ml',
      '50 ml',
      '200 ml',
    ]);
    expect(patched.json.body.sizes[0]._id).toBe(base._id);

    expect((await call(t.app, 'GET', `/products/findBySlug/${body.slug}`)).statusCode).toBe(404);
    const publicAfter = (await call(t.app, 'GET', `/products/findBySlug/${edited.slug}`)).json.body;
    expect(publicAfter).toMatchObject({
      name: edited.name,
      baseMrp: 69900,
      baseSalePrice: 64900,
      subCategory: null,
      claims: ['Paraben Free'],
      topSelling: true,
      metaTitle: 'New title',
      howToUse: 'Twice a day',
    });
    expect(publicAfter.ingredients.map((i: { _id: string }) => i._id)).toEqual([
      ingredientIds[2],
      ingredientIds[0],
    ]);
    const listAfter = await call(t.app, 'GET', `/products?limit=0&category=${skinCare._id}`);
    expect(listAfter.json.body.find((p: { _id: string }) => p._id === id).baseSalePrice).toBe(64900);
    // No longer offered for bundles.
    const bundle = await call(t.app, 'GET', '/products?limit=0&availableForBundle=true');
    expect(bundle.json.body.some((p: { _id: string }) => p._id === id)).toBe(false);

    // A partial change keeps the rest.
    const renamed = await call(t.app, 'PATCH', `/admin/products/${id}`, {
      token: admin,
      payload: { name: 'Saffron Night Cream' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json.body).toMatchObject({
      name: 'Saffron Night Cream',
      slug: edited.slug,
      topSelling: true,
    });

    // Two sizes may trade SKUs in one save.
    const [a, b, c] = renamed.json.body.sizes;
    const swapped = await call(t.app, 'PATCH', `/admin/products/${id}`, {
      token: admin,
      payload: { sizes: [{ ...a, sku: b.sku }, { ...b, sku: a.sku }, c] },
    });
    expect(swapped.statusCode).toBe(200);
    expect(swapped.json.body.sizes.map((size: { sku: string }) => size.sku)).toEqual([b.sku, a.sku, c.sku]);

    const audit = await t.app.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.entityType, 'product'), eq(schema.auditLog.entityId, id)));
    expect(audit.map((row) => row.action).sort()).toEqual(['create', 'update', 'update', 'update']);
    const update = audit.find(
      (row) => row.action === 'update' && (row.after as { name: string }).name === edited.name,
    );
    expect(update?.before).toMatchObject({ name: body.name });
  });

  it('answers field errors for what the database would refuse, and changes nothing', async () => {
    const first = newProduct();
    expect((await create(first)).statusCode).toBe(200);
    const second = newProduct();
    const clash = await create({
      ...second,
      slug: first.slug,
      sku: first.sku,
      sizes: [{ ...second.sizes[0], sku: first.sizes[1]?.sku }],
    });
    expect(clash.statusCode).toBe(400);
    expect(Object.keys(clash.json.errors).sort()).toEqual(['sizes.0.sku', 'sku', 'slug']);

    const wrongSub = await create({ ...newProduct(), category: otherCategory._id });
    expect(wrongSub.statusCode).toBe(400);
    expect(wrongSub.json.errors).toHaveProperty('subCategory');
    const unknown = await create({
      ...newProduct(),
      category: crypto.randomUUID(),
      ingredients: [crypto.randomUUID()],
    });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json.errors).sort()).toEqual(['category', 'ingredients']);
    const priceAboveMrp = newProduct();
    const badPrice = await create({
      ...priceAboveMrp,
      sizes: [{ ...priceAboveMrp.sizes[0], salePrice: 60000 }],
    });
    expect(badPrice.statusCode).toBe(400);
    expect(badPrice.json.errors).toHaveProperty(['sizes.0.salePrice']);
    const [none] = await t.app.db
      .select()
      .from(schema.products)
      .where(eq(schema.products.slug, priceAboveMrp.slug));
    expect(none).toBeUndefined();
  });

  it('soft-deletes: gone from the shop, its slug free again, past orders intact', async () => {
    const body = newProduct();
    const id = (await create(body)).json.body._id as string;
    const sizeId = (await call(t.app, 'GET', `/admin/products/${id}`, { token: staff })).json.body.sizes[0]
      ._id;
    const { verifyPayload } = await buy(t.app, [{ product: id, qty: 1, baseSize: sizeId }]);
    const verified = await call(t.app, 'POST', '/orders/verify-payment-signature', {
      payload: verifyPayload,
    });
    expect(verified.statusCode).toBe(200);

    const removed = await call(t.app, 'DELETE', `/admin/products/${id}`, { token: admin });
    expect(removed.statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/products/findBySlug/${body.slug}`)).statusCode).toBe(404);
    const listed = await call(t.app, 'GET', `/products?limit=0&category=${skinCare._id}`);
    expect(listed.json.body.some((p: { _id: string }) => p._id === id)).toBe(false);
    expect((await call(t.app, 'GET', `/admin/products/${id}`, { token: admin })).statusCode).toBe(404);
    const adminList = await call(
      t.app,
      'GET',
      `/admin/products?limit=0&search=${encodeURIComponent(body.name)}`,
      {
        token: admin,
      },
    );
    expect(adminList.json.body).toEqual([]);

    const [orderLine] = await t.app.db
      .select()
      .from(schema.orderLines)
      .where(eq(schema.orderLines.productId, id));
    expect(orderLine).toMatchObject({
      name: body.name,
      sku: body.sizes[0]?.sku,
      productSlug: body.slug,
      sizeId,
    });
    // A new product may take the freed slug and SKUs.
    expect(
      (await create({ ...newProduct(), slug: body.slug, sku: body.sku, sizes: body.sizes })).statusCode,
    ).toBe(200);
    const audit = await t.app.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.entityId, id), eq(schema.auditLog.action, 'delete')));
    expect(audit).toHaveLength(1);
  });

  it('keeps the HSN code, GST rate and low-stock alert, and an order line keeps those of its sale', async () => {
    const created = await create(newProduct({ hsnCode: '330499', gstRatePercent: 12, lowStockThreshold: 3 }));
    expect(created.statusCode).toBe(200);
    expect(created.json.body).toMatchObject({ hsnCode: '330499', gstRatePercent: 12, lowStockThreshold: 3 });
    const id = created.json.body._id as string;
    const refused = await call(t.app, 'PATCH', `/admin/products/${id}`, {
      token: admin,
      payload: { hsnCode: '33', gstRatePercent: 7 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json.errors).toEqual({
      hsnCode: 'HSN code must be 4, 6 or 8 digits',
      gstRatePercent: 'GST rate must be 0, 5, 12, 18 or 28 percent',
    });

    const [size] = created.json.body.sizes;
    const { created: order } = await buy(t.app, [{ product: id, qty: 1, baseSize: size._id }]);
    const edited = await call(t.app, 'PATCH', `/admin/products/${id}`, {
      token: admin,
      payload: { hsnCode: '3305', gstRatePercent: 18 },
    });
    expect(edited.json.body).toMatchObject({ hsnCode: '3305', gstRatePercent: 18, lowStockThreshold: 3 });
    const [orderRow] = await t.app.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.orderId, order.orderId));
    const [line] = await t.app.db
      .select()
      .from(schema.orderLines)
      .where(eq(schema.orderLines.orderId, orderRow?.id ?? ''));
    expect(line).toMatchObject({ hsnCode: '330499', gstRatePercent: 12 });
  });

  it('lets staff read the catalog but not change it', async () => {
    expect((await create(newProduct(), staff)).statusCode).toBe(403);
    const listed = await call(t.app, 'GET', '/admin/products?outOfStock=false&status=true', { token: staff });
    expect(listed.statusCode).toBe(200);
    expect(listed.json.body.length).toBeGreaterThan(0);
    expect(
      listed.json.body.every((p: { outOfStock: boolean; status: boolean }) => !p.outOfStock && p.status),
    ).toBe(true);
    const id = listed.json.body[0]._id;
    expect(
      (await call(t.app, 'PATCH', `/admin/products/${id}`, { token: staff, payload: { stock: 1 } }))
        .statusCode,
    ).toBe(403);
    expect((await call(t.app, 'DELETE', `/admin/products/${id}`, { token: staff })).statusCode).toBe(403);
  });
});

describe('taxonomy writes', () => {
  it('creates, edits and deletes an ingredient, and refuses to delete one a product uses', async () => {
    const created = await call(t.app, 'POST', '/admin/ingredients', {
      token: admin,
      payload: {
        name: 'Kumkumadi',
        slug: `kumkumadi-${process.pid}`,
        image: 'brand/placeholder.webp',
        shortDescription: 'Saffron oil',
      },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json.body._id;
    const renamed = await call(t.app, 'PATCH', `/admin/ingredients/${id}`, {
      token: admin,
      payload: { ...created.json.body, _id: undefined, name: 'Kumkumadi Tailam' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(
      (await call(t.app, 'GET', '/ingredients?limit=0')).json.body.some(
        (i: { name: string }) => i.name === 'Kumkumadi Tailam',
      ),
    ).toBe(true);

    const used = await call(t.app, 'DELETE', `/admin/ingredients/${ingredientIds[0]}`, { token: admin });
    expect(used.statusCode).toBe(409);
    expect(used.json.message).toMatch(/used by \d+ products/);
    expect((await call(t.app, 'DELETE', `/admin/ingredients/${id}`, { token: admin })).statusCode).toBe(200);
    const audit = await t.app.db.select().from(schema.auditLog).where(eq(schema.auditLog.entityId, id));
    expect(audit.map((row) => row.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('refuses a taken slug and a category that products still use', async () => {
    const clash = await call(t.app, 'POST', '/admin/categories', {
      token: admin,
      payload: { name: 'Again', slug: skinCare.slug, image: 'brand/placeholder.webp' },
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json.errors).toHaveProperty('slug');
    const used = await call(t.app, 'DELETE', `/admin/categories/${skinCare._id}`, { token: admin });
    expect(used.statusCode).toBe(409);
    const sub = await call(t.app, 'POST', '/admin/subCategories', {
      token: admin,
      payload: { category: skinCare._id, name: 'Night care', slug: `night-care-${process.pid}` },
    });
    expect(sub.statusCode).toBe(200);
    expect(sub.json.body.category._id).toBe(skinCare._id);
    expect(
      (await call(t.app, 'DELETE', `/admin/subCategories/${sub.json.body._id}`, { token: admin })).statusCode,
    ).toBe(200);
  });
});
