import { describe, expect, it } from 'vitest';
import type { CartItem } from '#app/lib/session/session-store.ts';
import { linesToRename } from './use-cart-language.ts';

const line = (id: string, language?: 'en' | 'hi', sizeId = 's1'): CartItem => ({
  _id: id,
  slug: `product-${id}`,
  name: id,
  image: '',
  quantity: 1,
  mrp: 100,
  salePrice: null,
  size: { _id: sizeId, title: '' },
  isBase: true,
  ...(language ? { language } : {}),
});

describe('linesToRename', () => {
  it('asks once per product whose lines are in another language; lines saved without one are English', () => {
    const lines = [line('a', 'en'), line('a', 'en', 's2'), line('b', 'hi'), line('c')];
    expect(linesToRename(lines, 'hi')).toEqual([
      { _id: 'a', slug: 'product-a' },
      { _id: 'c', slug: 'product-c' },
    ]);
    expect(linesToRename(lines, 'en')).toEqual([{ _id: 'b', slug: 'product-b' }]);
    expect(linesToRename([line('b', 'hi')], 'hi')).toEqual([]);
  });
});
