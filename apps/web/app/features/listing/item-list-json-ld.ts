import type { CardProduct } from '#app/lib/card-product.ts';

/** schema.org ItemList of a listing's products, in the order shown. */
export function itemListJsonLd(origin: string, products: Pick<CardProduct, 'slug' | 'name'>[]): object {
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
