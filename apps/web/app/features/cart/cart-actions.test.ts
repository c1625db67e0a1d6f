import { MAX_LINE_QUANTITY } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '#app/lib/session/session-store.ts';
import {
  addToCart,
  cartCount,
  removeFromCart,
  sameLine,
  setQuantity,
  toggleBundleItem,
} from './cart-actions.ts';

const line = (id: string, size = 'base', quantity = 1): CartItem => ({
  _id: id,
  slug: id,
  name: `Product ${id}`,
  image: `products/${id}.webp`,
  quantity,
  mrp: 50000,
  salePrice: 45000,
  size: { _id: size, title: size },
  isBase: size === 'base',
});

describe('sameLine', () => {
  it('is one product in one size', () => {
    expect(sameLine(line('a'), line('a', 'base', 5))).toBe(true);
    expect(sameLine(line('a'), line('a', 'large'))).toBe(false);
    expect(sameLine(line('a'), line('b'))).toBe(false);
  });
});

describe('addToCart', () => {
  it('appends a new line, and keeps two sizes of one product apart', () => {
    const cart = addToCart(addToCart([], line('a', 'base', 2)), line('a', 'large', 1));
    expect(cart.map((item) => [item._id, item.size._id, item.quantity])).toEqual([
      ['a', 'base', 2],
      ['a', 'large', 1],
    ]);
  });

  it('adds to the quantity of a line already in the cart, in place', () => {
    const cart = addToCart([line('a', 'base', 2), line('b')], line('a', 'base', 3));
    expect(cart.map((item) => [item._id, item.quantity])).toEqual([
      ['a', 5],
      ['b', 1],
    ]);
  });

  it(`holds a line to ${MAX_LINE_QUANTITY}, whether new or added to`, () => {
    expect(addToCart([], line('a', 'base', 150))[0]?.quantity).toBe(MAX_LINE_QUANTITY);
    expect(addToCart([line('a', 'base', 95)], line('a', 'base', 10))[0]?.quantity).toBe(MAX_LINE_QUANTITY);
  });

  it('adds at least one, and whole numbers only', () => {
    expect(addToCart([], line('a', 'base', 0))[0]?.quantity).toBe(1);
    expect(addToCart([], line('a', 'base', 2.7))[0]?.quantity).toBe(2);
  });

  it('leaves the cart it was given untouched', () => {
    const cart = [line('a')];
    addToCart(cart, line('a', 'base', 4));
    expect(cart[0]?.quantity).toBe(1);
  });
});

describe('setQuantity', () => {
  const cart = [line('a', 'base', 2), line('a', 'large', 1), line('b', 'base', 1)];

  it('sets only the matching size of the matching product', () => {
    expect(setQuantity(cart, line('a', 'large'), 4, { removeAtZero: true }).map((i) => i.quantity)).toEqual([
      2, 4, 1,
    ]);
  });

  it(`holds the quantity to ${MAX_LINE_QUANTITY}`, () => {
    expect(setQuantity(cart, line('b'), 1000, { removeAtZero: false })[2]?.quantity).toBe(MAX_LINE_QUANTITY);
  });

  it('removes a line taken below 1 in the drawer', () => {
    const next = setQuantity(cart, line('b'), 0, { removeAtZero: true });
    expect(next.map((item) => item._id)).toEqual(['a', 'a']);
  });

  it('keeps a line at 1 on the cart page, where minus never goes below 1', () => {
    expect(setQuantity(cart, line('b'), 0, { removeAtZero: false })).toBe(cart);
  });
});

describe('removeFromCart', () => {
  it('removes one size of a product and keeps the others', () => {
    const next = removeFromCart([line('a'), line('a', 'large'), line('b')], line('a'));
    expect(next.map((item) => `${item._id}/${item.size._id}`)).toEqual(['a/large', 'b/base']);
  });
});

describe('toggleBundleItem', () => {
  it('adds a product at quantity 1, whatever quantity it came with', () => {
    expect(toggleBundleItem([line('a')], line('b', 'base', 3))).toEqual([line('a'), line('b', 'base', 1)]);
  });

  it('removes a product already in the bundle', () => {
    expect(toggleBundleItem([line('a'), line('b')], line('a'))).toEqual([line('b')]);
  });
});

describe('cartCount', () => {
  it('counts items, not lines', () => {
    expect(cartCount({ cart: [line('a', 'base', 2), line('b', 'base', 3)] })).toBe(5);
    expect(cartCount({ cart: [] })).toBe(0);
  });
});
