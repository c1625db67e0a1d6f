import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  admin,
  create,
  ingredientIds,
  newProduct,
  otherCategory,
  skinCare,
  staff,
  t,
  useCatalogAdminApp,
} from '../../../test/catalog.ts';
import { buy, call } from '../../../test/shop.ts';
import * as schema from '../../db/schema.ts';

useCatalogAdminApp();

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
