// API shapes the storefront reads (SPEC §3); amounts are integer paise.

export interface ProductSize {
  _id: string;
  title: string;
  sku: string;
  mrp: number;
  salePrice: number | null;
  isBase: boolean;
  outOfStock: boolean;
}

export interface Product {
  _id: string;
  name: string;
  slug: string;
  sku: string;
  image: string;
  images: string[];
  baseMrp: number;
  baseSalePrice: number | null;
  baseSize: { _id: string; title: string };
  discountPercent: number;
  sizes: ProductSize[];
  category: { _id: string; name: string; slug: string };
  subCategory: { _id: string; name: string; slug: string } | null;
  outOfStock: boolean;
  topSelling: boolean;
  metaTitle: string | null;
  metaDescription: string | null;
  shortDescription: string;
  description: string;
  benefits: string;
  howToUse: string;
  ingredients: { _id: string; name: string; slug: string; image: string; shortDescription: string }[];
  averageRating: number;
  totalReviews: number;
}

export type StarKey = '1' | '2' | '3' | '4' | '5';

export interface RatingStats {
  averageRating: number;
  totalReviews: number;
  ratingsBreakdown: Record<StarKey, number>;
  ratingsPercentage: Record<StarKey, number>;
}

export interface Category {
  _id: string;
  name: string;
  slug: string;
  image: string;
  listingImage: string | null;
  status: boolean;
  priority: number;
  metaTitle: string | null;
  metaDescription: string | null;
  availableForBundle: boolean;
}

export interface SubCategory {
  _id: string;
  name: string;
  slug: string;
  image: string | null;
  category: { _id: string; name: string; slug: string };
}

export interface SubCategoryGroup {
  _id: string;
  name: string;
  slug: string;
  products: Product[];
}

export interface Ingredient {
  _id: string;
  name: string;
  slug: string;
  image: string;
  shortDescription: string;
}

export interface Review {
  _id: string;
  product: { _id: string; name: string; slug: string; image: string };
  displayName: string | null;
  author: string;
  rating: number;
  reviewText: string;
  createdAt: string;
}

export interface PromotionText {
  _id: string;
  title: string;
  link: string | null;
  location: 'cart' | 'header';
}

export interface CarouselItem {
  _id: string;
  image: string;
  alt: string;
  buttonLink: string;
  targetDevice: 'MOBILE' | 'DESKTOP';
}

export interface ShowcaseItem {
  _id: string;
  position: number;
  image: string;
  title: string;
  buttonLink: string;
}

export interface BlogAuthor {
  name: string;
  bio: string;
  profilePhoto: string;
}

export interface BlogSummary {
  _id: string;
  slug: string;
  title: string;
  excerpt: string;
  coverImage: string;
  metaTitle: string | null;
  description: string | null;
  author: BlogAuthor;
  category: { _id: string; name: string; slug: string };
  createdAt: string;
  updatedAt: string;
}

export interface BlogPost extends BlogSummary {
  content: string;
}

export interface BlogCategory {
  _id: string;
  name: string;
  slug: string;
  metaDescription: string | null;
  blogCount: number;
}
