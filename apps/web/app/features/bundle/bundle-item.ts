import { BUNDLE_TIERS } from '@shop/shared';
import type { CartItem } from '#app/lib/session/session-store.ts';
import type { Product } from '#app/lib/types.ts';

/** A bundle line is always the product's base size, quantity 1 (SPEC §3). */
export function toBundleItem(product: Product): CartItem {
  return {
    _id: product._id,
    slug: product.slug,
    name: product.name,
    image: product.image,
    quantity: 1,
    mrp: product.baseMrp,
    salePrice: product.baseSalePrice,
    size: { _id: product.baseSize._id, title: product.baseSize.title },
    isBase: true,
  };
}

/** Whether the base size, the one a bundle holds, can be bought. */
export function availableForBundle(product: Product): boolean {
  if (product.outOfStock) return false;
  return !product.sizes.some((size) => size.isBase && size.outOfStock);
}

/** The next discount tier above `count` items and how many more items it needs; null at the top tier. */
export function nextBundleTier(count: number): { more: number; percent: number } | null {
  const tier = BUNDLE_TIERS.filter((t) => t.minItems > count).at(-1);
  return tier ? { more: tier.minItems - count, percent: tier.percent } : null;
}

/** SPEC §5 tiers, smallest first, for the table on the page. */
export const TIERS_ASCENDING = [...BUNDLE_TIERS].reverse();
