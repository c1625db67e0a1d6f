import type { CarouselItem, ProductSummary } from '#app/lib/types.ts';

/** The picture a shared link shows: the first desktop banner's (its still, for a video), in the page's language. */
export function shareImage(carousels: CarouselItem[]): string | null {
  const banner = carousels.find((item) => item.targetDevice === 'DESKTOP') ?? carousels[0];
  if (!banner) return null;
  return banner.mediaType === 'VIDEO' ? banner.poster : banner.image;
}

/** Three bestsellers for the bundle banner, from different categories where possible. */
export function bundleImages(products: ProductSummary[]): string[] {
  const firstOfCategory = products.filter(
    (product, index) => products.findIndex((other) => other.category._id === product.category._id) === index,
  );
  const rest = products.filter((product) => !firstOfCategory.includes(product));
  return [...firstOfCategory, ...rest].slice(0, 3).map((product) => product.image);
}
