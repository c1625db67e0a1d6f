import { CLAIM_LABELS, discountPercent, type Product as ProductDto } from '@shop/shared';
import type { ingredients, productSizes, products } from '../../db/schema.ts';

type Named = { id: string; name: string; slug: string };

export interface ProductRecord {
  product: typeof products.$inferSelect;
  category: Named;
  sub: Named | null;
  /** In the shop's order of sizes. */
  sizes: (typeof productSizes.$inferSelect)[];
  ingredients: Pick<typeof ingredients.$inferSelect, 'id' | 'name' | 'slug' | 'image' | 'shortDescription'>[];
}

/** The public record of a product; undefined for a product without sizes, which can be neither shown nor sold. */
export function toProductDto({
  product,
  category,
  sub,
  sizes,
  ingredients,
}: ProductRecord): ProductDto | undefined {
  const base = sizes.find((size) => size.isBase) ?? sizes[0];
  if (!base) return undefined;
  return {
    _id: product.id,
    name: product.name,
    slug: product.slug,
    sku: product.sku,
    image: product.image,
    images: product.images,
    baseMrp: base.mrpPaise,
    baseSalePrice: base.salePricePaise,
    baseSize: { _id: base.id, title: base.title },
    discountPercent: discountPercent(base.mrpPaise, base.salePricePaise),
    sizes: sizes.map((size) => ({
      _id: size.id,
      title: size.title,
      sku: size.sku,
      mrp: size.mrpPaise,
      salePrice: size.salePricePaise,
      isBase: size.isBase,
      outOfStock: size.stock <= 0,
    })),
    category: { _id: category.id, name: category.name, slug: category.slug },
    subCategory: sub ? { _id: sub.id, name: sub.name, slug: sub.slug } : null,
    outOfStock: sizes.every((size) => size.stock <= 0),
    topSelling: product.topSelling,
    metaTitle: product.metaTitle,
    metaDescription: product.metaDescription,
    shortDescription: product.shortDescription,
    description: product.description,
    benefits: product.benefits,
    howToUse: product.howToUse,
    // Stored as text; only the brand's own claims are shown, in the brand's order.
    claims: CLAIM_LABELS.filter((claim) => product.claims.includes(claim)),
    ingredients: ingredients.map((ingredient) => ({
      _id: ingredient.id,
      name: ingredient.name,
      slug: ingredient.slug,
      image: ingredient.image,
      shortDescription: ingredient.shortDescription,
    })),
    averageRating: product.averageRating,
    totalReviews: product.reviewCount,
  };
}

export function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
