import type { CartLineView } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '#app/lib/session/session-store.ts';
import { savedLines, withRestored } from './cart-server.ts';

const item = (overrides: Partial<CartItem> = {}): CartItem => ({
  _id: 'p1',
  slug: 'neem-face-wash',
  name: 'Neem Face Wash',
  image: 'products/neem.webp',
  quantity: 2,
  mrp: 34900,
  salePrice: 29900,
  size: { _id: 's1', title: '100 ml' },
  isBase: true,
  ...overrides,
});

const line = (overrides: Partial<CartLineView> = {}): CartLineView => ({
  product: 'p1',
  size: 's1',
  qty: 3,
  bundle: false,
  isBase: true,
  name: 'नीम फ़ेस वॉश',
  slug: 'neem-face-wash',
  image: 'products/neem.webp',
  sizeTitle: '100 ml',
  mrp: 34900,
  salePrice: 31900,
  outOfStock: false,
  ...overrides,
});

describe('savedLines', () => {
  it('sends sizes and quantities only, the bundle’s lines marked and one each', () => {
    expect(
      savedLines([item()], [item({ _id: 'p2', size: { _id: 's2', title: '50 g' }, quantity: 4 })]),
    ).toEqual([
      { product: 'p1', size: 's1', qty: 2 },
      { product: 'p2', size: 's2', qty: 1, bundle: true },
    ]);
  });
});

describe('withRestored', () => {
  it('gives a line the browser has the link’s quantity and price, adds the others, and leaves out those out of stock', () => {
    const restored = withRestored(
      { cart: [item(), item({ _id: 'p9', size: { _id: 's9', title: '1 l' } })], bundleCart: [] },
      [
        line(),
        line({ product: 'p3', size: 's3', qty: 1 }),
        line({ product: 'p4', size: 's4', outOfStock: true }),
        line({ product: 'p5', size: 's5', qty: 1, bundle: true }),
      ],
      'hi',
    );
    expect(restored.leftOut).toBe(1);
    expect(restored.cart.map((i) => [i._id, i.quantity, i.salePrice, i.name])).toEqual([
      ['p1', 3, 31900, 'नीम फ़ेस वॉश'],
      ['p9', 2, 29900, 'Neem Face Wash'],
      ['p3', 1, 31900, 'नीम फ़ेस वॉश'],
    ]);
    expect(restored.bundleCart.map((i) => [i._id, i.quantity, i.language])).toEqual([['p5', 1, 'hi']]);
  });

  it('adds a bundle line only once', () => {
    const once = withRestored({ cart: [], bundleCart: [] }, [line({ bundle: true, qty: 1 })], 'en');
    const twice = withRestored(once, [line({ bundle: true, qty: 1 })], 'en');
    expect(twice.bundleCart).toHaveLength(1);
  });
});
