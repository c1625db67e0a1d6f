// The API's answers as the storefront reads them (docs/product.md#api-calls). The API builds them and the web app types its
// loaders with them, so one definition serves both. Every amount is integer paise.
import type { Address } from './account-forms.ts';
import type { ClaimLabel, UserRole } from './brand.ts';
import type { Language } from './i18n.ts';
import type { OrderState } from './orders.ts';
import type { ShipmentScan, ShipmentStatus } from './shipping.ts';

/** A shipping or billing address as stored on an order. */
export interface OrderAddress {
  name: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
}

/** User profile (GET /users/profile, docs/product.md#api-calls). */
export interface Profile {
  name: string | null;
  mobile: string;
  email: string | null;
  /** Staff and admins see the way into the back office. */
  role?: UserRole;
  /** The language the shopper's SMS and e-mails are written in: the one they last logged in or saved it in. */
  language?: Language;
  /** The number's WhatsApp choices as they stand (`GET /users/profile` only; docs/privacy.md#whatsapp). */
  whatsappUpdates?: boolean;
  whatsappMarketing?: boolean;
}

/** `GET /auth/second-factor`: what a member has enrolled for the back office (docs/admin.md#second-factor). */
export interface SecondFactorStatus {
  /** STAFF and ADMIN accounts must pass a second factor to reach the back office. */
  required: boolean;
  /** This session has passed it. */
  passed: boolean;
  enrolled: boolean;
  totp: boolean;
  passkeys: { _id: string; name: string; createdAt: string; lastUsedAt: string | null }[];
  recoveryCodesLeft: number;
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
  status: boolean;
  priority: number;
  category: { _id: string; name: string; slug: string };
}

export interface Ingredient {
  _id: string;
  name: string;
  slug: string;
  image: string;
  shortDescription: string;
  status: boolean;
}

export interface ProductSize {
  _id: string;
  title: string;
  sku: string;
  mrp: number;
  salePrice: number | null;
  isBase: boolean;
  outOfStock: boolean;
}

/**
 * A product as the screens that list products show it (docs/product.md#product-lists): card, search result,
 * bundle tile. Every amount is integer paise; the product page reads the full Product.
 */
export interface ProductSummary {
  _id: string;
  name: string;
  slug: string;
  image: string;
  baseMrp: number;
  baseSalePrice: number | null;
  /** The size a card prices and a bundle holds; outOfStock says whether that size can be bought. */
  baseSize: { _id: string; title: string; outOfStock: boolean };
  discountPercent: number;
  category: { _id: string; name: string; slug: string };
  /** Every size is out of stock. */
  outOfStock: boolean;
  averageRating: number;
  totalReviews: number;
}

/** Product (docs/product.md#product-page); every amount is integer paise. */
export interface Product extends ProductSummary {
  sku: string;
  images: string[];
  sizes: ProductSize[];
  subCategory: { _id: string; name: string; slug: string } | null;
  topSelling: boolean;
  metaTitle: string | null;
  metaDescription: string | null;
  shortDescription: string;
  description: string;
  benefits: string;
  howToUse: string;
  /** Which of the brand's claims the product page shows (docs/product.md#brand). */
  claims: ClaimLabel[];
  ingredients: { _id: string; name: string; slug: string; image: string; shortDescription: string }[];
}

export type StarKey = '1' | '2' | '3' | '4' | '5';

export interface RatingStats {
  averageRating: number;
  totalReviews: number;
  ratingsBreakdown: Record<StarKey, number>;
  ratingsPercentage: Record<StarKey, number>;
}

export interface SubCategoryGroup {
  _id: string;
  name: string;
  slug: string;
  products: ProductSummary[];
}

export interface Review {
  _id: string;
  product: { _id: string; name: string; slug: string; image: string };
  displayName: string | null;
  /** displayName, else 'Customer' ('ग्राहक' in Hindi): never the reviewer's account name. */
  author: string;
  rating: number;
  reviewText: string;
  reviewStatus: 'PENDING' | 'ACTIVE' | 'REJECTED';
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
  /** VIDEO: `image` is the video file, played muted and looping, and `poster` its still. */
  mediaType: 'IMAGE' | 'VIDEO';
  image: string;
  poster: string | null;
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

export interface InstagramReel {
  _id: string;
  video: string;
  poster: string;
  permalink: string;
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
  /** When the post went (or goes) public. */
  publishedAt: string;
  createdAt: string;
  updatedAt: string;
}

export interface BlogPost extends BlogSummary {
  /** Trusted HTML written by the shop, rendered as is (docs/product.md#blog-article). */
  content: string;
}

export interface BlogCategory {
  _id: string;
  name: string;
  slug: string;
  metaDescription: string | null;
  blogCount: number;
}

export interface OrderLine {
  _id: string;
  product: { _id: string | null; slug: string; sku: string };
  image: string;
  name: string;
  size: { title: string };
  qty: number;
  mrp: number;
  salePrice: number;
  lineTotal: number;
}

/** One step of an order's history as its shopper sees it: the state it reached, when, and a note written for them. */
export interface OrderHistoryStep {
  status: OrderState;
  at: string;
  /** Made by the shop from the move (carrier, refund amount); never a note the back office typed. */
  note: string | null;
}

/** Where a shipped order's parcel is followed; `url` is null for a carrier without a known tracking page. */
export interface OrderTracking {
  carrier: string;
  number: string;
  url: string | null;
}

/**
 * An order's parcel with the courier (docs/shipments.md#tracking): its latest status, the courier's estimate and
 * the scans, oldest first. `trackingUrl` is the shop's own `/track` page for the order.
 */
export interface OrderShipment {
  awb: string | null;
  courierName: string | null;
  status: ShipmentStatus;
  /** YYYY-MM-DD. */
  estimatedDelivery: string | null;
  trackingUrl: string;
  scans: ShipmentScan[];
}

/** GET /track?orderId=&mobile=: an order's state and parcel, for anyone with its id and the mobile it was placed with. */
export interface TrackedOrder {
  orderId: string;
  orderStatus: string;
  shipment: OrderShipment | null;
}

/** Money given back on an order; a processed refund has a credit note to download. */
export interface OrderRefund {
  _id: string;
  amount: number;
  status: 'PENDING' | 'PROCESSED' | 'FAILED' | 'REVERSED';
  createdAt: string;
  processedAt: string | null;
  creditNoteNumber: string | null;
}

/** The shopper's return request: their reason and how many photos came with it. */
export interface OrderReturnRequest {
  reason: string;
  photoCount: number;
  requestedAt: string;
}

/** Order (docs/product.md#order-detail, docs/orders.md#the-shoppers-orders); amounts in paise. */
export interface Order {
  _id: string;
  orderId: string;
  createdAt: string;
  paidAt: string | null;
  orderStatus: string;
  paymentMethod: string;
  paymentStatus: string;
  /** Cash on delivery's fee, part of `totalAmount` (docs/cod.md); 0 for a prepaid order. */
  codFeePaise: number;
  /** When a COD order was confirmed (by the shopper's link or the team); null until then, and for prepaid. */
  codConfirmedAt: string | null;
  /** Where a COD order's refund is paid, masked (docs/cod.md#refunds): from the return form; null otherwise. */
  refundTo: string | null;
  isBundle: boolean;
  subtotal: number;
  bundleDiscountAmount: number;
  couponCode: string | null;
  couponDiscountAmount: number;
  shippingAmount: number;
  totalAmount: number;
  itemCount: number;
  user: { name: string | null; mobile: string | null; email: string | null };
  shippingAddress: OrderAddress | null;
  billingAddress: OrderAddress | null;
  products: OrderLine[];
  /** Oldest first: every state the order reached since it was placed. */
  history: OrderHistoryStep[];
  /** Once shipped. */
  tracking: OrderTracking | null;
  /** The parcel booked with the courier aggregator and its scans; null for an order shipped by hand or not yet. */
  shipment: OrderShipment | null;
  /** Whether the shopper may cancel now, and until when (null when they may not). */
  canCancel: boolean;
  cancelUntil: string | null;
  /** Whether the shopper may ask for a return now, and until when (null when they may not). */
  canReturn: boolean;
  returnUntil: string | null;
  refunds: OrderRefund[];
  /** Paise actually given back: the processed refunds. */
  refundedAmount: number;
  /** The GST invoice's number; null until the order is paid. */
  invoiceNumber: string | null;
  returnRequest: OrderReturnRequest | null;
}

export interface SavedAddress extends Address {
  _id: string;
  user: string;
  isDeleted: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The response envelope every API answer uses; `status` always equals the HTTP status code. */
export interface ApiEnvelope<T> {
  status: number;
  message: string;
  body?: T;
  /** Field name to message, for a refused form. */
  errors?: Record<string, string>;
  /** Errors only, where a client acts on more than the status: `second_factor_required`. */
  reason?: string;
  /** Errors only: the request's id, which the shopper can quote and the operator finds in the log. */
  requestId?: string;
  /** Lists only. */
  page?: number;
  totalPages?: number;
  totalRecords?: number;
}
