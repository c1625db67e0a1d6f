import { CategorySchema, IngredientSchema, ProductSchema, SubCategorySchema } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  admin,
  fieldErrors,
  ingredientIds,
  newProduct,
  skinCare,
  t,
  useCatalogAdminApp,
} from '../../../test/catalog.ts';
import { call } from '../../../test/shop.ts';
import * as schema from '../../db/schema.ts';

useCatalogAdminApp();

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
