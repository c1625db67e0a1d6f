import { describe, expect, it } from 'vitest';
import { admin, create, newProduct, t, useCatalogAdminApp } from '../../../test/catalog.ts';
import { call } from '../../../test/shop.ts';

// docs/shipping.md#parcels: each size's packed weight and box, written and read by the product editor.

useCatalogAdminApp();

const parcel = (weightGrams: number, lengthCm: number, breadthCm: number, heightCm: number) => ({
  weightGrams,
  lengthCm,
  breadthCm,
  heightCm,
});
const patch = (id: string, payload: object) =>
  call(t.app, 'PATCH', `/admin/products/${id}`, { token: admin, payload });

describe('parcel sizes in the product editor', () => {
  it('stores each size’s weight and box, gives a size sent without them the default box, and keeps them on edit', async () => {
    const body = newProduct();
    const [thirty, fifty, hundred] = body.sizes as [object, object, object];
    const created = await create({
      ...body,
      sizes: [{ ...thirty, ...parcel(120, 12, 5, 5) }, { ...fifty, ...parcel(180, 13, 6, 6) }, hundred],
    });
    expect(created.statusCode, JSON.stringify(created.json)).toBe(200);
    const id = created.json.body._id as string;
    expect(created.json.body.sizes.map((s: object) => ({ ...s }))).toMatchObject([
      parcel(120, 12, 5, 5),
      parcel(180, 13, 6, 6),
      parcel(250, 10, 8, 5),
    ]);

    // A client that does not know of parcels changes the stock only: the boxes stay as they were.
    const saved = created.json.body.sizes as { _id: string; stock: number }[];
    const unaware = saved.map(({ weightGrams, lengthCm, breadthCm, heightCm, ...size }: any) => size);
    const kept = await patch(id, { sizes: unaware.map((size) => ({ ...size, stock: 3 })) });
    expect(kept.statusCode, JSON.stringify(kept.json)).toBe(200);
    expect(kept.json.body.sizes[0]).toMatchObject({ stock: 3, ...parcel(120, 12, 5, 5) });

    const changed = await patch(id, {
      sizes: kept.json.body.sizes.map((size: object, index: number) =>
        index === 2 ? { ...size, ...parcel(30_000, 150, 150, 150) } : size,
      ),
    });
    expect(changed.statusCode, JSON.stringify(changed.json)).toBe(200);
    const read = await call(t.app, 'GET', `/admin/products/${id}`, { token: admin });
    expect(read.json.body.sizes[2]).toMatchObject(parcel(30_000, 150, 150, 150));
  });

  it('refuses a weight or box that is not a positive whole number within the limits, naming the field', async () => {
    const body = newProduct();
    const [thirty, fifty, hundred] = body.sizes as [object, object, object];
    const refused = await create({
      ...body,
      sizes: [
        { ...thirty, ...parcel(0, 12, 5, 5) },
        { ...fifty, ...parcel(30_001, 151, 5.5, -1) },
        { ...hundred, weightGrams: '200' },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json.errors).toEqual({
      'sizes.0.weightGrams': 'Weight must be more than 0',
      'sizes.1.weightGrams': 'Weight can be at most 30,000 grams',
      'sizes.1.lengthCm': 'Length can be at most 150 centimetres',
      'sizes.1.breadthCm': 'Breadth must be whole centimetres',
      'sizes.1.heightCm': 'Height must be more than 0',
      'sizes.2.weightGrams': 'Weight must be a number',
    });
    const listed = await call(t.app, 'GET', `/admin/products?search=${encodeURIComponent(body.name)}`, {
      token: admin,
    });
    expect(listed.json.body).toHaveLength(0);
  });
});
