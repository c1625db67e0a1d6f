import { slugify } from '@shop/shared';
import { categories } from './categories.ts';
import { bodyProducts } from './products-body.ts';
import { hairProducts } from './products-hair.ts';
import { skinProducts } from './products-skin.ts';
import type { CategorySlug, SeedProduct, SeedProductInput } from './types.ts';

const bySubCategory: Record<CategorySlug, Record<string, SeedProductInput[]>> = {
  'skin-care': skinProducts,
  'hair-care': hairProducts,
  'body-care': bodyProducts,
};

/** Every product with its category, slug and SKU (VN-{category}-{sub-category}-{nnn}). */
export const products: SeedProduct[] = categories.flatMap((category) =>
  category.subCategories.flatMap((sub) =>
    (bySubCategory[category.slug][sub.slug] ?? []).map((input, index) => ({
      ...input,
      slug: slugify(input.name),
      sku: `VN-${category.code}-${sub.code}-${String(index + 1).padStart(3, '0')}`,
      category: category.slug,
      subCategory: sub.slug,
      hsnCode: sub.hsnCode ?? category.hsnCode,
    })),
  ),
);

/** The SKU of one size: the product SKU plus the size without its unit, e.g. VN-SKN-SER-001-30, -3X100. */
export function sizeSku(productSku: string, title: string): string {
  const suffix = title
    .replace(/\s*(ml|g)$/i, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '');
  return `${productSku}-${suffix}`;
}
