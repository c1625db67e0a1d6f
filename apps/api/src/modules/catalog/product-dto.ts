import {
  CLAIM_LABELS,
  discountPercent,
  type Product as ProductDto,
  type ProductSummary as ProductSummaryDto,
  type Translations,
} from '@shop/shared';
import type { products } from '../../db/schema.ts';

type Named = { id: string; name: string; slug: string };

export interface SizeRecord {
  id: string;
  title: string;
  sku: string;
  mrpPaise: number;
  salePricePaise: number | null;
  stock: number;
  isBase: boolean;
}

export interface SummaryRecord {
  id: string;
  name: string;
  slug: string;
  image: string;
  averageRating: number;
  reviewCount: number;
  base: Pick<SizeRecord, 'id' | 'title' | 'mrpPaise' | 'salePricePaise' | 'stock'>;
  /** Whether any size, not only the base, is in stock. */
  inStock: boolean;
  category: Named;
}

/** A size's name and prices, alike in the shop's product and the back office's form. */
export function sizeFigures(size: SizeRecord) {
  return {
    _id: size.id,
    title: size.title,
    sku: size.sku,
    mrp: size.mrpPaise,
    salePrice: size.salePricePaise,
    isBase: size.isBase,
  };
}

export interface ProductRecord {
  product: typeof products.$inferSelect;
  category: Named;
  sub: Named | null;
  /** In the shop's order of sizes. */
  sizes: SizeRecord[];
  ingredients: {
    id: string;
    name: string;
    slug: string;
    image: string;
    shortDescription: string;
    translations?: Translations;
  }[];
}

/** What the screens that list products show of one (docs/product.md#product-lists). */
export function toProductSummaryDto({
  id,
  name,
  slug,
  image,
  averageRating,
  reviewCount,
  base,
  inStock,
  category,
}: SummaryRecord): ProductSummaryDto {
  return {
    _id: id,
    name,
    slug,
    image,
    baseMrp: base.mrpPaise,
    baseSalePrice: base.salePricePaise,
    baseSize: { _id: base.id, title: base.title, outOfStock: base.stock <= 0 },
    discountPercent: discountPercent(base.mrpPaise, base.salePricePaise),
    category: { _id: category.id, name: category.name, slug: category.slug },
    outOfStock: !inStock,
    averageRating,
    totalReviews: reviewCount,
  };
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
    ...toProductSummaryDto({
      id: product.id,
      name: product.name,
      slug: product.slug,
      image: product.image,
      averageRating: product.averageRating,
      reviewCount: product.reviewCount,
      base,
      inStock: sizes.some((size) => size.stock > 0),
      category,
    }),
    sku: product.sku,
    images: product.images,
    sizes: sizes.map((size) => ({ ...sizeFigures(size), outOfStock: size.stock <= 0 })),
    subCategory: sub ? { _id: sub.id, name: sub.name, slug: sub.slug } : null,
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
