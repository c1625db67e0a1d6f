import { brand, rupeesWithDecimals, shownPrice } from '@shop/shared';
import { uploadUrl } from '#app/lib/api.ts';
import type { Product, RatingStats } from '#app/lib/types.ts';

/** schema.org Product with its Offer in rupees and, once reviewed, its AggregateRating. */
export function productJsonLd(product: Product, stats: RatingStats, origin: string): object {
  const url = `${origin}/product/${product.slug}`;
  const base = product.sizes.find((size) => size.isBase);
  const price = shownPrice(base ?? { mrp: product.baseMrp, salePrice: product.baseSalePrice });
  const inStock = base ? !base.outOfStock : !product.outOfStock;
  return {
    '@type': 'Product',
    name: product.name,
    description: product.metaDescription || product.shortDescription,
    sku: base?.sku ?? product.sku,
    url,
    image: (product.images.length > 0 ? product.images : [product.image]).map(
      (file) => `${origin}${uploadUrl(file)}`,
    ),
    brand: { '@type': 'Brand', name: brand.name },
    category: product.subCategory
      ? `${product.category.name} > ${product.subCategory.name}`
      : product.category.name,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'INR',
      price: rupeesWithDecimals(price),
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(stats.totalReviews > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: stats.averageRating,
            reviewCount: stats.totalReviews,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
