import { describe, expect, it } from 'vitest';
import {
  bundleDiscountPercent,
  bundleTotals,
  cartTotals,
  couponDiscount,
  discountPercent,
  shownPrice,
  withDelivery,
} from './pricing.ts';
import { DEFAULT_SHIPPING_SETTINGS } from './shipping.ts';

describe('cartTotals', () => {
  it('adds sale price to the total and MRP minus sale to the saving for lines on sale', () => {
    const totals = cartTotals([
      { mrp: 49_900, salePrice: 39_900, quantity: 2 },
      { mrp: 129_900, salePrice: 109_900, quantity: 1 },
    ]);
    expect(totals).toEqual({ total: 189_700, saving: 40_000, mrpTotal: 229_700, itemCount: 3 });
  });

  it('adds MRP times quantity for a line without a sale price', () => {
    expect(cartTotals([{ mrp: 34_900, salePrice: null, quantity: 3 }])).toEqual({
      total: 104_700,
      saving: 0,
      mrpTotal: 104_700,
      itemCount: 3,
    });
  });

  it('never counts a negative saving when the sale price is above the MRP', () => {
    expect(cartTotals([{ mrp: 10_000, salePrice: 12_000, quantity: 1 }]).saving).toBe(0);
  });

  it('is zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({ total: 0, saving: 0, mrpTotal: 0, itemCount: 0 });
  });

  it('rejects fractional paise and quantities below 1', () => {
    expect(() => cartTotals([{ mrp: 100.5, quantity: 1 }])).toThrow(TypeError);
    expect(() => cartTotals([{ mrp: 100, quantity: 0 }])).toThrow(RangeError);
    expect(() => cartTotals([{ mrp: 100, quantity: 1.5 }])).toThrow(RangeError);
  });
});

describe('shownPrice', () => {
  it('is the sale price when there is one, else the MRP', () => {
    expect(shownPrice({ mrp: 500, salePrice: 400 })).toBe(400);
    expect(shownPrice({ mrp: 500, salePrice: null })).toBe(500);
    expect(shownPrice({ mrp: 500 })).toBe(500);
  });
});

describe('discountPercent', () => {
  it('is MRP minus sale over MRP, rounded to two decimals', () => {
    expect(discountPercent(49_900, 39_900)).toBe(20.04);
    expect(discountPercent(30_000, 20_000)).toBe(33.33);
    expect(discountPercent(60_000, 20_000)).toBe(66.67);
    expect(discountPercent(10_000, 5_000)).toBe(50);
  });

  it('is 0 without a sale price or when the sale price is not below the MRP', () => {
    expect(discountPercent(10_000, null)).toBe(0);
    expect(discountPercent(10_000, undefined)).toBe(0);
    expect(discountPercent(10_000, 10_000)).toBe(0);
    expect(discountPercent(10_000, 11_000)).toBe(0);
  });
});

describe('bundle tiers', () => {
  it.each([
    [0, 0],
    [1, 0],
    [2, 0],
    [3, 5],
    [4, 10],
    [5, 15],
    [6, 20],
    [7, 25],
    [8, 30],
    [9, 30],
    [20, 30],
  ])('%i items earn %i%% off', (items, percent) => {
    expect(bundleDiscountPercent(items)).toBe(percent);
  });

  it('applies the tier to the sum of MRP times quantity, ignoring sale prices', () => {
    const lines = [
      { mrp: 49_900, salePrice: 39_900, quantity: 1 },
      { mrp: 29_900, salePrice: null, quantity: 1 },
      { mrp: 59_900, salePrice: 49_900, quantity: 1 },
    ];
    expect(bundleTotals(lines)).toEqual({
      subtotal: 139_700,
      percent: 5,
      saving: 6_985,
      total: 132_715,
      itemCount: 3,
    });
  });

  it('gives no discount to two items', () => {
    const lines = [
      { mrp: 49_900, quantity: 1 },
      { mrp: 29_900, quantity: 1 },
    ];
    expect(bundleTotals(lines)).toEqual({
      subtotal: 79_800,
      percent: 0,
      saving: 0,
      total: 79_800,
      itemCount: 2,
    });
  });

  it('rounds the saving to the nearest paisa, half up', () => {
    // 8 items of 1.01 rupees: 30% of 808 paise is 242.4, rounds to 242.
    expect(bundleTotals(Array.from({ length: 8 }, () => ({ mrp: 101, quantity: 1 }))).saving).toBe(242);
    // 3 items of 0.99: 5% of 297 paise is 14.85, rounds to 15.
    expect(bundleTotals(Array.from({ length: 3 }, () => ({ mrp: 99, quantity: 1 }))).saving).toBe(15);
  });
});

describe('couponDiscount', () => {
  it('takes a percent rounded down to the paisa, held to its cap', () => {
    expect(couponDiscount({ kind: 'PERCENT', value: 10 }, 99_999)).toBe(9_999);
    expect(couponDiscount({ kind: 'PERCENT', value: 10, maxDiscountPaise: 30_000 }, 500_000)).toBe(30_000);
  });

  it('takes a flat amount, never more than the order value', () => {
    expect(couponDiscount({ kind: 'FLAT', value: 15_000 }, 99_900)).toBe(15_000);
    expect(couponDiscount({ kind: 'FLAT', value: 15_000 }, 10_000)).toBe(10_000);
  });
});

describe('withDelivery', () => {
  const charged = { ...DEFAULT_SHIPPING_SETTINGS, freeOnPrepaid: false };

  it('ships prepaid orders free while the shop says so, whatever their value', () => {
    expect(withDelivery(DEFAULT_SHIPPING_SETTINGS, 10_000)).toEqual({
      goods: 10_000,
      delivery: 0,
      total: 10_000,
    });
    expect(withDelivery(DEFAULT_SHIPPING_SETTINGS, 10_000, 'COD')).toEqual({
      goods: 10_000,
      delivery: 4_900,
      total: 14_900,
    });
  });

  it('charges below the minimum and ships free from it when prepaid orders pay too', () => {
    expect(withDelivery(charged, 49_899)).toEqual({ goods: 49_899, delivery: 4_900, total: 54_799 });
    expect(withDelivery(charged, 49_900)).toEqual({ goods: 49_900, delivery: 0, total: 49_900 });
    expect(withDelivery({ ...charged, deliveryChargePaise: 0 }, 100).delivery).toBe(0);
  });

  it('refuses an amount that is not whole paise', () => {
    expect(() => withDelivery(charged, 10.5)).toThrow(TypeError);
  });
});
