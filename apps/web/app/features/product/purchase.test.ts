import { MAX_LINE_QUANTITY, type Product, type ProductSize } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { chosenSize, clampQuantity, initialSize, purchaseLine, roundedPercent } from './purchase.ts';

const size = (id: string, overrides: Partial<ProductSize> = {}): ProductSize =>
  ({
    _id: id,
    title: id,
    isBase: false,
    outOfStock: false,
    mrp: 50000,
    salePrice: 40000,
    ...overrides,
  }) as ProductSize;

const product = (sizes: ProductSize[], overrides: Partial<Product> = {}): Product =>
  ({
    _id: 'p1',
    slug: 'bhringraj-hair-oil',
    name: 'Bhringraj Hair Oil',
    image: 'products/bhringraj.webp',
    baseMrp: 39900,
    baseSalePrice: 34900,
    baseSize: { _id: 'base', title: '100 ml' },
    discountPercent: 12.53,
    outOfStock: false,
    sizes,
    ...overrides,
  }) as unknown as Product;

describe('initialSize', () => {
  it('opens on the base size', () => {
    expect(initialSize(product([size('50 ml'), size('100 ml', { isBase: true })]))?._id).toBe('100 ml');
  });

  it('opens on the first size in stock when the base size is sold out', () => {
    const sizes = [
      size('100 ml', { isBase: true, outOfStock: true }),
      size('50 ml', { outOfStock: true }),
      size('200 ml'),
    ];
    expect(initialSize(product(sizes))?._id).toBe('200 ml');
  });

  it('stays on the base size when every size is sold out, and has none for a product without sizes', () => {
    const sizes = [size('50 ml', { outOfStock: true }), size('100 ml', { isBase: true, outOfStock: true })];
    expect(initialSize(product(sizes))?._id).toBe('100 ml');
    expect(initialSize(product([]))).toBeUndefined();
  });
});

describe('chosenSize', () => {
  it("shows the chosen size's prices, discount and stock", () => {
    const sizes = [
      size('100 ml', { isBase: true }),
      size('200 ml', { mrp: 80000, salePrice: 60000, outOfStock: true }),
    ];
    expect(chosenSize(product(sizes), '200 ml')).toEqual({
      id: '200 ml',
      title: '200 ml',
      mrp: 80000,
      salePrice: 60000,
      percent: 25,
      soldOut: true,
      isBase: false,
    });
  });

  it("falls back to the product's base figures when the size is not listed", () => {
    expect(chosenSize(product([], { outOfStock: true }), 'base')).toEqual({
      id: 'base',
      title: '100 ml',
      mrp: 39900,
      salePrice: 34900,
      percent: 12.53,
      soldOut: true,
      isBase: true,
    });
  });
});

describe('purchaseLine', () => {
  it('makes the cart line for the chosen size and quantity', () => {
    const item = product([size('100 ml', { isBase: true })]);
    expect(purchaseLine(item, chosenSize(item, '100 ml'), 3, 'hi')).toEqual({
      _id: 'p1',
      slug: 'bhringraj-hair-oil',
      name: 'Bhringraj Hair Oil',
      image: 'products/bhringraj.webp',
      quantity: 3,
      mrp: 50000,
      salePrice: 40000,
      size: { _id: '100 ml', title: '100 ml' },
      isBase: true,
      language: 'hi',
    });
  });
});

describe('clampQuantity', () => {
  it('reads what was typed as a whole number from 1 to the line ceiling', () => {
    expect(clampQuantity(4)).toBe(4);
    expect(clampQuantity(4.9)).toBe(4);
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-3)).toBe(1);
    expect(clampQuantity(Number.NaN)).toBe(1);
    expect(clampQuantity(500)).toBe(MAX_LINE_QUANTITY);
  });
});

describe('roundedPercent', () => {
  it('rounds to two decimals and drops trailing zeros', () => {
    expect(roundedPercent(13.3456)).toBe(13.35);
    expect(roundedPercent(20)).toBe(20);
  });
});
