import { discountPercent, type Language, MAX_LINE_QUANTITY } from '@shop/shared';
import type { CartItem } from '#app/lib/session/session-store.ts';
import type { Product, ProductSize } from '#app/lib/types.ts';

/** The size a page opens with: the base size, or the first one in stock when the base size is sold out. */
export function initialSize(product: Product): ProductSize | undefined {
  const base = product.sizes.find((size) => size.isBase) ?? product.sizes[0];
  if (!base?.outOfStock) return base;
  return product.sizes.find((size) => !size.outOfStock) ?? base;
}

/** What the buying block shows for the chosen size; a product without sizes falls back to its base figures. */
export function chosenSize(product: Product, sizeId: string) {
  const size = product.sizes.find((candidate) => candidate._id === sizeId);
  const mrp = size?.mrp ?? product.baseMrp;
  const salePrice = size ? size.salePrice : product.baseSalePrice;
  return {
    id: sizeId,
    title: size?.title ?? product.baseSize.title,
    mrp,
    salePrice,
    percent: size ? discountPercent(mrp, salePrice) : product.discountPercent,
    soldOut: size ? size.outOfStock : product.outOfStock,
    isBase: size?.isBase ?? true,
  };
}

/** The cart line ADD TO CART adds. */
export function purchaseLine(
  product: Product,
  size: ReturnType<typeof chosenSize>,
  quantity: number,
  language: Language,
): CartItem {
  return {
    _id: product._id,
    slug: product.slug,
    name: product.name,
    image: product.image,
    quantity,
    mrp: size.mrp,
    salePrice: size.salePrice,
    size: { _id: size.id, title: size.title },
    isBase: size.isBase,
    language,
  };
}

/** Percent off as docs/product.md#pricing rounds it (2 decimals), without trailing zeros: 13.35, 20. */
export const roundedPercent = (percent: number) => Number(percent.toFixed(2));

/** The quantity typed into the box, read as a whole number from 1 to the line ceiling; anything else is 1. */
export function clampQuantity(value: number): number {
  if (!Number.isFinite(value) || value < 1) return 1;
  return Math.min(MAX_LINE_QUANTITY, Math.trunc(value));
}
