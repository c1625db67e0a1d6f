import type { ProductSummary } from './types.ts';

/**
 * What a product card (and a bundle tile) shows; loaders send only this, so listing pages stay light to download
 * and hydrate.
 */
export type CardProduct = Pick<
  ProductSummary,
  | '_id'
  | 'name'
  | 'slug'
  | 'image'
  | 'averageRating'
  | 'totalReviews'
  | 'baseSize'
  | 'baseMrp'
  | 'baseSalePrice'
  | 'discountPercent'
  | 'outOfStock'
>;

export function toCardProduct(product: ProductSummary): CardProduct {
  return {
    _id: product._id,
    name: product.name,
    slug: product.slug,
    image: product.image,
    averageRating: product.averageRating,
    totalReviews: product.totalReviews,
    baseSize: product.baseSize,
    baseMrp: product.baseMrp,
    baseSalePrice: product.baseSalePrice,
    discountPercent: product.discountPercent,
    outOfStock: product.outOfStock,
  };
}
