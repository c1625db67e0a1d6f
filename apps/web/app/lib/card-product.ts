import type { Product } from './types.ts';

/** What a product card shows; loaders send only this, so listing pages stay light to download and hydrate. */
export type CardProduct = Pick<
  Product,
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

export function toCardProduct(product: Product): CardProduct {
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
