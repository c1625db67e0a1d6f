import { bundleTotals, cartTotals, DEFAULT_SHIPPING_SETTINGS, withDelivery } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import type { SizeOffer } from '../catalog/inventory.service.ts';
import {
  couponBase,
  mergeLines,
  priceCheckout,
  shippingAfterCoupon,
  totalAfterCoupon,
} from './checkout-pricing.ts';

const offer = (id: string, overrides: Partial<SizeOffer> = {}): SizeOffer => ({
  sizeId: `size-${id}`,
  productId: `product-${id}`,
  productName: `Product ${id}`,
  productTranslations: {},
  productSlug: `product-${id}`,
  image: `/uploads/${id}.webp`,
  sku: `SKU-${id}`,
  sizeTitle: '100 ml',
  isBase: true,
  mrp: 50_000,
  salePrice: null,
  stock: 10,
  sold: true,
  bundleable: true,
  hsnCode: '3304',
  gstRatePercent: 18,
  ...overrides,
});
const free = DEFAULT_SHIPPING_SETTINGS;
const want = (o: SizeOffer, qty = 1) => ({ productId: o.productId, sizeId: o.sizeId, qty });

describe('mergeLines', () => {
  it('makes one line of the same size asked for twice', () => {
    const merged = mergeLines([
      { product: 'p', qty: 2, baseSize: 's' },
      { product: 'p', qty: 3, size: 's' },
    ]);
    expect(merged).toEqual({ ok: true, lines: [{ productId: 'p', sizeId: 's', qty: 5 }] });
  });

  it('refuses more than 99 of one size once merged, and a size claimed by two products', () => {
    expect(
      mergeLines([
        { product: 'p', qty: 60, size: 's' },
        { product: 'p', qty: 40, size: 's' },
      ]),
    ).toEqual({
      ok: false,
      reason: 'invalid_line',
      message: 'You can buy at most 99 of an item',
      errors: { 'products.1': 'At most 99' },
    });
    expect(
      mergeLines([
        { product: 'p', qty: 1, size: 's' },
        { product: 'q', qty: 1, size: 's' },
      ]),
    ).toMatchObject({
      ok: false,
      reason: 'unavailable',
      errors: { 'products.1': 'Unknown product or size' },
    });
  });
});

describe('priceCheckout', () => {
  it('charges a cart the sale price where there is one, the MRP elsewhere', () => {
    const onSale = offer('a', { mrp: 59_900, salePrice: 44_900 });
    const full = offer('b', { mrp: 34_950 });
    const priced = priceCheckout([want(onSale, 2), want(full)], [onSale, full], false, free);
    expect(priced).toMatchObject({
      ok: true,
      subtotal: 124_750,
      bundleDiscount: 0,
      shipping: 0,
      total: 124_750,
    });
    if (!priced.ok) throw new Error('not priced');
    expect(priced.lines.map((line) => [line.unitPrice, line.lineTotal])).toEqual([
      [44_900, 89_800],
      [34_950, 34_950],
    ]);
  });

  it('takes the bundle tier off the sum of MRPs, ignoring sale prices', () => {
    const items = ['a', 'b', 'c', 'd'].map((id) => offer(id, { mrp: 40_000, salePrice: 30_000 }));
    const priced = priceCheckout(
      items.map((o) => want(o)),
      items,
      true,
      free,
    );
    // Four items: 10% off 1,60,000 paise.
    expect(priced).toMatchObject({ ok: true, subtotal: 160_000, bundleDiscount: 16_000, total: 144_000 });
  });

  it('refuses what is unknown, no longer sold, or short of stock, naming the line', () => {
    const a = offer('a', { stock: 2 });
    expect(priceCheckout([want(offer('x'))], [a], false, free)).toMatchObject({
      ok: false,
      reason: 'unavailable',
      errors: { 'products.0': 'Unknown product or size' },
    });
    expect(priceCheckout([want(a)], [{ ...a, sold: false }], false, free)).toMatchObject({
      ok: false,
      reason: 'not_sold',
      message: 'Product a is no longer sold',
    });
    expect(priceCheckout([want(a)], [{ ...a, stock: 0 }], false, free)).toEqual({
      ok: false,
      reason: 'out_of_stock',
      message: 'Product a (100 ml) is out of stock',
      errors: { 'products.0': 'Out of stock' },
      named: [{ name: 'Product a', translations: {} }],
    });
    expect(priceCheckout([want(a, 3)], [a], false, free)).toEqual({
      ok: false,
      reason: 'out_of_stock',
      message: 'Only 2 left of Product a (100 ml)',
      errors: { 'products.0': 'Only 2 left' },
      named: [{ name: 'Product a', translations: {} }],
    });
  });

  it('holds bundles to their rules: bundle categories, one unit each, at least three items', () => {
    const [a, b, c] = ['a', 'b', 'c'].map((id) => offer(id)) as [SizeOffer, SizeOffer, SizeOffer];
    expect(
      priceCheckout([want(a), want(b), want(c)], [a, b, { ...c, bundleable: false }], true, free),
    ).toMatchObject({ ok: false, reason: 'bundle_rule', message: 'Product c cannot be part of a bundle' });
    expect(priceCheckout([want(a, 2), want(b)], [a, b], true, free)).toMatchObject({
      ok: false,
      reason: 'bundle_rule',
      message: 'Each bundle item is one unit',
    });
    expect(priceCheckout([want(a), want(b)], [a, b], true, free)).toEqual({
      ok: false,
      reason: 'bundle_rule',
      message: 'A bundle needs at least 3 items',
      errors: { products: 'Pick at least 3 items' },
    });
  });
});

describe('coupon amounts', () => {
  it('applies a coupon after the bundle discount and adds shipping after it', () => {
    const order = { subtotalPaise: 160_000, bundleDiscountPaise: 16_000, shippingPaise: 5_000 };
    expect(couponBase(order)).toBe(144_000);
    expect(totalAfterCoupon(order, 15_000)).toBe(134_000);
  });
});

describe('delivery charges (docs/shipping.md#charges)', () => {
  const charged = {
    ...free,
    freeOnPrepaid: false,
    deliveryChargePaise: 4_900,
    freeDeliveryMinimumPaise: 49_900,
  };

  it('ships prepaid orders free while the shop says so, even small ones', () => {
    const small = offer('a', { mrp: 19_900 });
    expect(priceCheckout([want(small)], [small], false, free)).toMatchObject({ shipping: 0, total: 19_900 });
  });

  it('charges below the minimum and not from it, when prepaid orders pay for delivery', () => {
    const small = offer('a', { mrp: 19_900 });
    expect(priceCheckout([want(small)], [small], false, charged)).toMatchObject({
      subtotal: 19_900,
      shipping: 4_900,
      total: 24_800,
    });
    const exact = offer('b', { mrp: 49_900 });
    expect(priceCheckout([want(exact)], [exact], false, charged)).toMatchObject({
      shipping: 0,
      total: 49_900,
    });
  });

  it('judges the minimum on the goods after the bundle discount', () => {
    // Three items of 17,000: 51,000 less 5% is 48,450, under the minimum.
    const items = ['a', 'b', 'c'].map((id) => offer(id, { mrp: 17_000 }));
    const priced = priceCheckout(
      items.map((o) => want(o)),
      items,
      true,
      charged,
    );
    expect(priced).toMatchObject({ bundleDiscount: 2_550, shipping: 4_900, total: 53_350 });
  });

  it('comes to the total the cart and the bundle builder show with the same shared rule', () => {
    const onSale = offer('a', { mrp: 19_900, salePrice: 14_900 });
    const full = offer('b', { mrp: 12_000 });
    const third = offer('c', { mrp: 10_000 });
    const asShown = (offers: SizeOffer[], isBundle: boolean) =>
      offers.map((o) => ({ mrp: o.mrp, salePrice: isBundle ? null : o.salePrice, quantity: 1 }));
    for (const terms of [free, charged]) {
      // The cart drawer and page: sale prices, then delivery.
      const cart = withDelivery(terms, cartTotals(asShown([onSale, full], false)).total);
      expect(priceCheckout([want(onSale), want(full)], [onSale, full], false, terms)).toMatchObject({
        shipping: cart.delivery,
        total: cart.total,
      });
      // The bundle builder: the tier off the MRPs, then delivery.
      const items = [onSale, full, third];
      const bundle = withDelivery(terms, bundleTotals(asShown(items, true)).total);
      expect(
        priceCheckout(
          items.map((o) => want(o)),
          items,
          true,
          terms,
        ),
      ).toMatchObject({ shipping: bundle.delivery, total: bundle.total });
    }
    expect(withDelivery(charged, cartTotals(asShown([onSale, full], false)).total).delivery).toBe(4_900);
  });

  it('charges again when a coupon takes the goods under the minimum, and not when it goes', () => {
    const order = { subtotalPaise: 60_000, bundleDiscountPaise: 0 };
    expect(shippingAfterCoupon(order, 6_000, charged)).toBe(0);
    expect(shippingAfterCoupon(order, 10_101, charged)).toBe(4_900);
    expect(shippingAfterCoupon(order, 10_101, free)).toBe(0);
    expect(totalAfterCoupon({ ...order, shippingPaise: 4_900 }, 10_101)).toBe(54_799);
  });
});
