import { BUNDLE_MIN_ITEMS, BUNDLE_TIERS, type Language } from '@shop/shared';
import type { CardProduct } from '#app/lib/card-product.ts';
import type { CartItem } from '#app/lib/session/session-store.ts';

/** A bundle line is always the product's base size, quantity 1 (docs/product.md#bundle-tiers). */
export function toBundleItem(product: CardProduct, language: Language): CartItem {
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
    language,
  };
}

/** Whether the base size, the one a bundle holds, can be bought. */
export function availableForBundle(product: Pick<CardProduct, 'outOfStock' | 'baseSize'>): boolean {
  return !product.outOfStock && !product.baseSize.outOfStock;
}

/** The next discount tier above `count` items and how many more items it needs; null at the top tier. */
export function nextBundleTier(count: number): { more: number; percent: number } | null {
  const tier = BUNDLE_TIERS.filter((t) => t.minItems > count).at(-1);
  return tier ? { more: tier.minItems - count, percent: tier.percent } : null;
}

/**
 * What the summary says the next product would bring, as the catalog text (`bundle:summary.<key>`) and its values:
 * the next tier's saving, or that the best is reached.
 */
export function tierHint(count: number): { key: 'addMore' | 'best'; count?: number; percent: number } {
  const next = nextBundleTier(count);
  if (!next) return { key: 'best', percent: bestBundlePercent() };
  return { key: 'addMore', count: next.more, percent: next.percent };
}

/** Dashed slots after the chosen products: as many as the next tier needs, and at least up to the first tier. */
export function emptyBundleSlots(count: number): number {
  return Math.max(BUNDLE_MIN_ITEMS, count + (nextBundleTier(count)?.more ?? 0)) - count;
}

/** The tiers, smallest first, for the table on the page: the top one open-ended, the bundle's own marked. */
export function tierRows(currentPercent: number | null) {
  const ascending = [...BUNDLE_TIERS].reverse();
  return ascending.map((tier, index) => ({
    minItems: tier.minItems,
    /** The top tier reads "8+ products". */
    openEnded: index === ascending.length - 1,
    percent: tier.percent,
    current: tier.percent === currentPercent,
  }));
}

const bestBundlePercent = () => Math.max(...BUNDLE_TIERS.map((tier) => tier.percent));
