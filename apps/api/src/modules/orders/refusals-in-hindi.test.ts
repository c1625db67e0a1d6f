import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buy, type CatalogSize, call, line, productCopy } from '../../../test/shop.ts';
import { shopForFile } from '../../../test/shop-for-file.ts';
import { productSizes, products } from '../../db/schema.ts';

// A Hindi page's checkout refusals name the product as the shopper knows it there: by its Hindi name, where it
// has one, inside the Hindi message.
const { t, sizes } = shopForFile();

const HINDI = { 'accept-language': 'hi-IN' };
const used = new Set<string>();
/** A product of its own (productCopy), copied from a demo product no other test here copies. */
async function sizeNamed(name: string, hindi: string | null) {
  const size = sizes.find((s) => !used.has(s.productId)) as CatalogSize;
  used.add(size.productId);
  return productCopy(t.app, size, name, hindi);
}
const setStock = (sizeId: string, stock: number) =>
  t.database.db.update(productSizes).set({ stock }).where(eq(productSizes.id, sizeId));
const create = (payload: object, headers: Record<string, string> = HINDI) =>
  call(t.app, 'POST', '/orders/create-razorpay-order', { payload, headers });

describe('checkout refusals on a Hindi page', () => {
  it('name the product in Hindi when out of stock or short of stock, and in English for English pages', async () => {
    const a = await sizeNamed('Moringa Face Wash', 'सहजन फ़ेस वॉश');
    await setStock(a.sizeId, 0);
    const out = await create({ products: [line(a)] });
    expect(out.statusCode).toBe(409);
    expect(out.json.message).toBe(`सहजन फ़ेस वॉश (${a.title}) अभी स्टॉक में नहीं है`);
    expect(out.json.errors).toEqual({ 'products.0': 'स्टॉक में नहीं' });
    expect((await create({ products: [line(a)] }, {})).json.message).toBe(
      `Moringa Face Wash (${a.title}) is out of stock`,
    );

    await setStock(a.sizeId, 2);
    const more = await create({ products: [line(a, 3)] });
    expect(more.json.message).toBe(`सहजन फ़ेस वॉश (${a.title}) के सिर्फ़ 2 बचे हैं`);
  });

  it('keep the English name of a product that has no Hindi one', async () => {
    const a = await sizeNamed('Moringa Hand Cream', null);
    await setStock(a.sizeId, 0);
    const { json } = await create({ products: [line(a)] });
    expect(json.message).toBe(`Moringa Hand Cream (${a.title}) अभी स्टॉक में नहीं है`);
  });

  it('name the product no longer sold, and the one not for bundles', async () => {
    const gone = await sizeNamed('Vetiver Body Oil', 'खस बॉडी ऑयल');
    await t.database.db.update(products).set({ status: false }).where(eq(products.id, gone.productId));
    const notSold = await create({ products: [line(gone)] });
    expect(notSold.json.message).toBe('खस बॉडी ऑयल अब नहीं बिकता');

    const single = await sizeNamed('Tulsi Lip Balm', 'तुलसी लिप बाम');
    await t.database.db
      .update(products)
      .set({ availableForBundle: false })
      .where(eq(products.id, single.productId));
    const others = sizes.filter((s) => !used.has(s.productId)).slice(0, 2);
    const bundle = await create({ products: [line(single), ...others.map((s) => line(s))], isBundle: true });
    expect(bundle.json.message).toBe('तुलसी लिप बाम बंडल में नहीं जोड़ा जा सकता');
  });

  it('name the product that sold out while the shopper was paying', async () => {
    const a = await sizeNamed('Saffron Night Cream', 'केसर नाइट क्रीम');
    await setStock(a.sizeId, 1);
    const first = await buy(t.app, [line(a)]);
    const second = await buy(t.app, [line(a)]);
    const verify = (payload: object) =>
      call(t.app, 'POST', '/orders/verify-payment-signature', { payload, headers: HINDI });
    expect((await verify(first.verifyPayload)).statusCode).toBe(200);
    const loser = await verify(second.verifyPayload);
    expect(loser.statusCode).toBe(409);
    expect(loser.json.message).toMatch(
      new RegExp(`^माफ़ कीजिए, आपके भुगतान करते-करते केसर नाइट क्रीम \\(${a.title}\\) बिक गया।`),
    );
  });
});
