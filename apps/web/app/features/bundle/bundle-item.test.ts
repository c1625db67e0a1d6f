import { BUNDLE_TIERS } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import type { CardProduct } from '#app/lib/card-product.ts';
import {
  availableForBundle,
  emptyBundleSlots,
  nextBundleTier,
  tierHint,
  tierRows,
  toBundleItem,
} from './bundle-item.ts';

describe('nextBundleTier', () => {
  it('names the first tier (3 items, 5%) for an empty or small bundle', () => {
    expect(nextBundleTier(0)).toEqual({ more: 3, percent: 5 });
    expect(nextBundleTier(2)).toEqual({ more: 1, percent: 5 });
  });

  it('climbs one item and one tier at a time from 3 to 8 items', () => {
    expect(nextBundleTier(3)).toEqual({ more: 1, percent: 10 });
    expect(nextBundleTier(6)).toEqual({ more: 1, percent: 25 });
    expect(nextBundleTier(7)).toEqual({ more: 1, percent: 30 });
  });

  it('has nothing further at the top tier and beyond', () => {
    expect(nextBundleTier(8)).toBeNull();
    expect(nextBundleTier(12)).toBeNull();
  });
});

describe('tierHint', () => {
  it('says how many more products reach the next saving, in the singular for one', () => {
    expect(tierHint(0)).toEqual({ key: 'addMore', count: 3, percent: 5 });
    expect(tierHint(4)).toEqual({ key: 'addMore', count: 1, percent: 15 });
  });

  it('says the best price is reached at the top tier', () => {
    expect(tierHint(9)).toEqual({ key: 'best', percent: 30 });
  });
});

describe('emptyBundleSlots', () => {
  it('shows slots up to three before any discount', () => {
    expect(emptyBundleSlots(0)).toBe(3);
    expect(emptyBundleSlots(2)).toBe(1);
  });

  it('shows one slot, the next tier, from three items until the top tier, and none after', () => {
    expect(emptyBundleSlots(3)).toBe(1);
    expect(emptyBundleSlots(7)).toBe(1);
    expect(emptyBundleSlots(8)).toBe(0);
  });
});

describe('tierRows', () => {
  it('lists every tier smallest first, the top one open-ended', () => {
    const rows = tierRows(null);
    expect(rows.map((row) => [row.minItems, row.openEnded])).toEqual([
      [3, false],
      [4, false],
      [5, false],
      [6, false],
      [7, false],
      [8, true],
    ]);
    expect(rows.map((row) => row.percent)).toEqual([5, 10, 15, 20, 25, 30]);
    expect(rows).toHaveLength(BUNDLE_TIERS.length);
    expect(rows.some((row) => row.current)).toBe(false);
  });

  it("marks the bundle's own tier, and none below the first", () => {
    expect(
      tierRows(15)
        .filter((row) => row.current)
        .map((row) => row.minItems),
    ).toEqual([5]);
    expect(tierRows(0).some((row) => row.current)).toBe(false);
  });
});

const product = (overrides: Partial<CardProduct> = {}): CardProduct => ({
  _id: 'p1',
  slug: 'neem-face-wash',
  name: 'Neem Face Wash',
  image: 'products/neem.webp',
  baseMrp: 34900,
  baseSalePrice: 29900,
  baseSize: { _id: 's1', title: '100 ml', outOfStock: false },
  discountPercent: 14,
  outOfStock: false,
  averageRating: 4.5,
  totalReviews: 2,
  ...overrides,
});

describe('toBundleItem', () => {
  it('takes the base size at quantity 1 with its prices', () => {
    expect(toBundleItem(product(), 'hi')).toEqual({
      _id: 'p1',
      slug: 'neem-face-wash',
      name: 'Neem Face Wash',
      image: 'products/neem.webp',
      quantity: 1,
      mrp: 34900,
      salePrice: 29900,
      size: { _id: 's1', title: '100 ml' },
      isBase: true,
      language: 'hi',
    });
  });
});

describe('availableForBundle', () => {
  it('needs the product and its base size in stock; another size sold out does not matter', () => {
    expect(availableForBundle(product())).toBe(true);
    expect(availableForBundle(product({ outOfStock: true }))).toBe(false);
    expect(availableForBundle(product({ baseSize: { _id: 's1', title: '100 ml', outOfStock: true } }))).toBe(
      false,
    );
  });
});
