import type { Product } from '../../lib/types';

/** schema.org ItemList of a listing's products, in the order shown. */
export function itemListJsonLd(origin: string, products: Product[]): object {
  return {
    '@type': 'ItemList',
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: `${origin}/product/${product.slug}`,
      name: product.name,
    })),
  };
}
