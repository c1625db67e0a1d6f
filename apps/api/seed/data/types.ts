export type CategorySlug = 'skin-care' | 'hair-care' | 'body-care';

/** The container drawn on a product's images. */
export type ProductKind = 'bottle' | 'dropper' | 'tube' | 'jar' | 'pump' | 'stick' | 'bar';

/** The botanical motif drawn on an ingredient's image. */
export type IngredientMotif = 'leaf' | 'flower' | 'drop' | 'fruit' | 'powder';

export interface SeedSubCategory {
  name: string;
  slug: string;
  /** Middle part of the SKU, e.g. SER in VN-SKN-SER-001. */
  code: string;
  /** What the shoppers call one unit of it in reviews: "serum", "hair oil". */
  noun: string;
  kind: ProductKind;
  color: string;
  /** When it differs from the category's. */
  hsnCode?: string;
}

export interface SeedCategory {
  name: string;
  slug: CategorySlug;
  code: string;
  priority: number;
  color: string;
  tagline: string;
  metaTitle: string;
  metaDescription: string;
  /** The HSN code its products' invoices name (docs/orders.md#invoices-and-credit-notes). */
  hsnCode: string;
  subCategories: SeedSubCategory[];
}

export interface SeedIngredient {
  name: string;
  shortDescription: string;
  color: string;
  motif: IngredientMotif;
}

export interface SeedSize {
  title: string;
  /** Rupees, as printed on the pack. */
  mrp: number;
  /** Rupees; null when the product sells at MRP. */
  sale: number | null;
  stock: number;
}

export interface SeedProductInput {
  name: string;
  kind: ProductKind;
  color: string;
  shortDescription: string;
  description: string;
  benefits: string[];
  howToUse: string[];
  /** Names from the ingredient list, in label order. */
  ingredients: string[];
  sizes: SeedSize[];
  topSelling?: boolean;
  salesCount: number;
}

export interface SeedProduct extends SeedProductInput {
  slug: string;
  sku: string;
  category: CategorySlug;
  subCategory: string;
  hsnCode: string;
}

export function size(title: string, mrp: number, sale: number | null, stock: number): SeedSize {
  return { title, mrp, sale, stock };
}
