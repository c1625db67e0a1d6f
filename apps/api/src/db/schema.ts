import {
  CONSENT_PURPOSES,
  type CodConfirmer,
  type ConsentSource,
  LANGUAGES,
  MAX_LINE_QUANTITY,
  ORDER_STATES,
  type OrderAddress,
  PAYMENT_STATES,
  type Parcel,
  type RefundTo,
  type RiskLevel,
  type RiskReason,
  SHIPMENT_KINDS,
  SHIPMENT_STATUSES,
  type ShipmentScan,
  type Translations,
} from '@shop/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// NOTE: every amount of money is an integer count of paise; columns say so with a `_paise` suffix.

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Other languages' versions of the row's text fields, `{ hi: { name: '…' } }` (see @shop/shared i18n.ts). */
const translations = () => jsonb('translations').$type<Translations>().notNull().default({});

export const promotionLocation = pgEnum('promotion_location', ['cart', 'header']);
export const targetDevice = pgEnum('target_device', ['MOBILE', 'DESKTOP']);
export const reviewStatus = pgEnum('review_status', ['PENDING', 'ACTIVE', 'REJECTED']);
export const addressType = pgEnum('address_type', ['HOME', 'OFFICE']);
/** docs/orders.md: the moves between states live in modules/orders/order-state-machine.ts. */
export const orderStatus = pgEnum('order_status', ORDER_STATES);
export const paymentStatus = pgEnum('payment_status', PAYMENT_STATES);
/** REVERSED: a payout the bank sent back after it was processed; still owed, paid again on the same refund. */
export const refundStatus = pgEnum('refund_status', ['PENDING', 'PROCESSED', 'FAILED', 'REVERSED']);
/**
 * How a refund's money moved (docs/cod.md#refunds): back through the gateway; paid out to a UPI id or bank
 * account (a cash-on-delivery order); paid by the team by hand, with the bank's UTR; or UNCOLLECTED, a credit
 * note alone for a COD parcel that came back before any cash was taken.
 */
export const refundMethod = pgEnum('refund_method', ['GATEWAY', 'PAYOUT', 'BY_HAND', 'UNCOLLECTED']);
export const couponKind = pgEnum('coupon_kind', ['PERCENT', 'FLAT']);
/** docs/admin.md#roles: what each may do in the back office. */
export const userRole = pgEnum('user_role', ['CUSTOMER', 'STAFF', 'ADMIN']);
export const mediaType = pgEnum('media_type', ['IMAGE', 'VIDEO']);
export const language = pgEnum('language', LANGUAGES);

/** Numbers the human-readable order ids (ORD-2026-000123); a sequence never hands out one number twice. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1, increment: 1 });

export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    image: text('image').notNull(),
    listingImage: text('listing_image'),
    status: boolean('status').notNull().default(true),
    priority: integer('priority').notNull().default(0),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    availableForBundle: boolean('available_for_bundle').notNull().default(false),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('categories_slug_key').on(t.slug),
    index('categories_status_priority_idx').on(t.status, t.priority),
  ],
);

export const subCategories = pgTable(
  'sub_categories',
  {
    id: id(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    image: text('image'),
    status: boolean('status').notNull().default(true),
    priority: integer('priority').notNull().default(0),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sub_categories_slug_key').on(t.slug),
    index('sub_categories_category_idx').on(t.categoryId, t.status, t.priority),
  ],
);

export const ingredients = pgTable(
  'ingredients',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    image: text('image').notNull(),
    shortDescription: text('short_description').notNull(),
    status: boolean('status').notNull().default(true),
    priority: integer('priority').notNull().default(0),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('ingredients_slug_key').on(t.slug),
    index('ingredients_status_idx').on(t.status, t.priority),
  ],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    sku: text('sku').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    subCategoryId: uuid('sub_category_id').references(() => subCategories.id, { onDelete: 'set null' }),
    image: text('image').notNull(),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    shortDescription: text('short_description').notNull(),
    description: text('description').notNull(),
    benefits: text('benefits').notNull(),
    howToUse: text('how_to_use').notNull(),
    /** Which of the brand's claims (docs/product.md#brand) the product page shows. */
    claims: text('claims').array().notNull().default(sql`'{}'::text[]`),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    status: boolean('status').notNull().default(true),
    /** Offered on the bundle page, when its category is too. */
    availableForBundle: boolean('available_for_bundle').notNull().default(true),
    /** Soft delete: hidden everywhere, kept for the orders that name it. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    topSelling: boolean('top_selling').notNull().default(false),
    /** GST: the HSN code the invoice names, and the rate the tax-inclusive price carries. */
    hsnCode: text('hsn_code').notNull().default('3304'),
    gstRatePercent: integer('gst_rate_percent').notNull().default(18),
    /** The dashboard lists a size as low on stock below this many units. */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    /** Units sold, the order of the top-selling list. */
    salesCount: integer('sales_count').notNull().default(0),
    /** Mean of ACTIVE review ratings, kept by the reviews service. */
    averageRating: numeric('average_rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /** Name, short description and ingredient names, for trigram search. */
    searchText: text('search_text').notNull().default(''),
    /** searchText lower-cased without spaces, so that run-together typos ("aloevera") still match. */
    searchCompact: text('search_compact').notNull().default(''),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    uniqueIndex('products_sku_key').on(t.sku),
    index('products_category_idx').on(t.categoryId, t.status),
    index('products_sub_category_idx').on(t.subCategoryId, t.status),
    index('products_top_selling_idx').on(t.salesCount).where(sql`${t.topSelling} and ${t.status}`),
    index('products_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('products_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('products_search_compact_trgm_idx').using('gin', sql`${t.searchCompact} gin_trgm_ops`),
    check('products_gst_rate_valid', sql`${t.gstRatePercent} in (0, 5, 12, 18, 28)`),
    check('products_low_stock_non_negative', sql`${t.lowStockThreshold} >= 0`),
  ],
);

/** Sizes are the product's variants: each has its own price, SKU and stock; exactly one is the base size. */
export const productSizes = pgTable(
  'product_sizes',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    sku: text('sku').notNull(),
    mrpPaise: integer('mrp_paise').notNull(),
    salePricePaise: integer('sale_price_paise'),
    stock: integer('stock').notNull().default(0),
    isBase: boolean('is_base').notNull().default(false),
    position: integer('position').notNull().default(0),
    /** The packed size's weight and box, as couriers price it (docs/shipping.md#parcels). */
    weightGrams: integer('weight_grams').notNull().default(250),
    lengthCm: integer('length_cm').notNull().default(10),
    breadthCm: integer('breadth_cm').notNull().default(8),
    heightCm: integer('height_cm').notNull().default(5),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_sizes_sku_key').on(t.sku),
    check(
      'product_sizes_parcel_positive',
      sql`${t.weightGrams} > 0 and ${t.lengthCm} > 0 and ${t.breadthCm} > 0 and ${t.heightCm} > 0`,
    ),
    index('product_sizes_product_idx').on(t.productId, t.position),
    uniqueIndex('product_sizes_one_base_key').on(t.productId).where(sql`${t.isBase}`),
    check('product_sizes_mrp_positive', sql`${t.mrpPaise} > 0`),
    check('product_sizes_sale_valid', sql`${t.salePricePaise} is null or ${t.salePricePaise} > 0`),
    check('product_sizes_stock_non_negative', sql`${t.stock} >= 0`),
  ],
);

export const productIngredients = pgTable(
  'product_ingredients',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    ingredientId: uuid('ingredient_id')
      .notNull()
      .references(() => ingredients.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.ingredientId] }),
    index('product_ingredients_ingredient_idx').on(t.ingredientId),
  ],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Ten digits, without +91 or a leading 0. */
    mobile: text('mobile').notNull(),
    name: text('name'),
    email: text('email'),
    /** Bumped to revoke every token issued before. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** When the number was first proven by an OTP; until then the account is only a number someone typed. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    role: userRole('role').notNull().default('CUSTOMER'),
    /** The language the shopper last used the shop in: their SMS and e-mails are written in it. */
    language: language('language').notNull().default('en'),
    /**
     * docs/admin.md#second-factor: the authenticator-app secret, sealed with a key derived from the token secret;
     * set when enrolment starts, in force once `totpConfirmedAt` is set.
     */
    totpSecret: text('totp_secret'),
    totpConfirmedAt: timestamp('totp_confirmed_at', { withTimezone: true }),
    /** The last 30-second step a code was accepted for: a code is good once, never replayed in its window. */
    totpLastStep: integer('totp_last_step'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_mobile_key').on(t.mobile)],
);

/** A passkey (WebAuthn credential) a member of the team signs in to the back office with. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** base64url, as the authenticator names it. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    /** What the member called it ("Office laptop"), to tell several apart. */
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('passkeys_credential_key').on(t.credentialId), index('passkeys_user_idx').on(t.userId)],
);

/** Single-use recovery codes for a lost second factor, stored as keyed hashes; ten are issued at a time. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('recovery_codes_hash_key').on(t.codeHash),
    index('recovery_codes_user_idx').on(t.userId),
  ],
);

/** A WebAuthn challenge handed to one browser, good once and for five minutes. */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'register' or 'authenticate'. */
    purpose: text('purpose').notNull(),
    challenge: text('challenge').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('webauthn_challenges_user_idx').on(t.userId, t.createdAt)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    displayName: text('display_name'),
    rating: integer('rating').notNull(),
    reviewText: text('review_text').notNull().default(''),
    reviewStatus: reviewStatus('review_status').notNull().default('PENDING'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reviews_product_status_idx').on(t.productId, t.reviewStatus, t.createdAt),
    index('reviews_status_created_idx').on(t.reviewStatus, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

export const userAddresses = pgTable(
  'user_addresses',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    locality: text('locality').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    country: text('country').notNull(),
    addressType: addressType('address_type').notNull(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('user_addresses_user_idx').on(t.userId, t.isDeleted, t.createdAt)],
);

export type { OrderAddress };

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** Human-readable, e.g. ORD-2026-000123. */
    orderId: text('order_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderStatus: orderStatus('order_status').notNull().default('PENDING'),
    paymentMethod: text('payment_method').notNull().default('ONLINE'),
    paymentStatus: paymentStatus('payment_status').notNull().default('PENDING'),
    isBundle: boolean('is_bundle').notNull().default(false),
    subtotalPaise: integer('subtotal_paise').notNull(),
    bundleDiscountPaise: integer('bundle_discount_paise').notNull().default(0),
    couponCode: text('coupon_code'),
    couponDiscountPaise: integer('coupon_discount_paise').notNull().default(0),
    shippingPaise: integer('shipping_paise').notNull().default(0),
    totalAmountPaise: integer('total_amount_paise').notNull(),
    contactName: text('contact_name'),
    contactMobile: text('contact_mobile'),
    contactEmail: text('contact_email'),
    shippingAddress: jsonb('shipping_address').$type<OrderAddress>(),
    billingAddress: jsonb('billing_address').$type<OrderAddress>(),
    /** The payment provider's order id (`order_...`), unique per order. */
    providerOrderId: text('provider_order_id'),
    /** The provider the order was opened at, as PAYMENT_PROVIDER names it; null before it was opened at one. */
    paymentProvider: text('payment_provider'),
    providerPaymentId: text('provider_payment_id'),
    /** What the gateway reported for the last failed attempt (code, description, source, step, reason). */
    paymentFailure: jsonb('payment_failure').$type<Record<string, string | null>>(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the order entered its current state. */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** The shopper's return request: why, and photos of what arrived. */
    returnRequest: jsonb('return_request').$type<{ reason: string; photos: string[]; requestedAt: string }>(),
    /** The tax invoice's number and date, given in the transaction that marks the order paid. */
    invoiceNumber: text('invoice_number'),
    invoicedAt: timestamp('invoiced_at', { withTimezone: true }),
    /** Paise promised back to the shopper: refunds asked of the gateway and not failed. */
    refundedPaise: integer('refunded_paise').notNull().default(0),
    /** Cash on delivery (docs/cod.md): the fee charged, part of the total. */
    codFeePaise: integer('cod_fee_paise').notNull().default(0),
    /** When the shopper (from the message's link) or the team (after a call) confirmed a COD order. */
    codConfirmedAt: timestamp('cod_confirmed_at', { withTimezone: true }),
    codConfirmedBy: text('cod_confirmed_by').$type<CodConfirmer>(),
    /** SHA-256 of the confirmation link's token; the token itself is only in the message. */
    codConfirmTokenHash: text('cod_confirm_token_hash'),
    /** A COD order's risk and its reasons, judged when it is placed (modules/cod/cod-risk.ts). */
    riskLevel: text('risk_level').$type<RiskLevel>(),
    riskReasons: jsonb('risk_reasons').$type<RiskReason[]>(),
    /** When someone in the back office reviewed a high-risk COD order and let it be packed. */
    riskClearedAt: timestamp('risk_cleared_at', { withTimezone: true }),
    /** When the team checked a COD parcel back from a return to origin and put its units back on the shelf. */
    rtoCheckedAt: timestamp('rto_checked_at', { withTimezone: true }),
    /** Where a COD order's refund is paid, from the return form (docs/cod.md#refunds). */
    refundTo: jsonb('refund_to').$type<RefundTo>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_order_id_key').on(t.orderId),
    uniqueIndex('orders_invoice_number_key').on(t.invoiceNumber),
    index('orders_status_created_idx').on(t.orderStatus, t.createdAt),
    index('orders_paid_at_idx').on(t.paidAt),
    check(
      'orders_refund_within_paid',
      sql`${t.refundedPaise} >= 0 and ${t.refundedPaise} <= ${t.totalAmountPaise}`,
    ),
    uniqueIndex('orders_provider_order_id_key').on(t.providerOrderId),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    // A number's orders, of any payment: COD's rules (returns to origin, open orders), a coupon's "first order"
    // check at payment time (inside the coupon's row lock) and the risk facts. Partial to COD, it left the last two
    // scanning every order (docs/scaling.md#the-guard-in-ci).
    index('orders_contact_idx').on(t.contactMobile, t.createdAt),
    index('orders_cod_unconfirmed_idx')
      .on(t.createdAt)
      .where(sql`${t.paymentMethod} = 'COD' and ${t.codConfirmedAt} is null`),
    uniqueIndex('orders_cod_confirm_token_key').on(t.codConfirmTokenHash),
    // A PIN code's return-to-origin rate over 90 days, for COD's risk.
    index('orders_pincode_created_idx').on(sql`(${t.shippingAddress} ->> 'zipcode')`, t.createdAt),
    check('orders_total_non_negative', sql`${t.totalAmountPaise} >= 0`),
  ],
);

/** A snapshot of what was bought at what price; catalog changes never rewrite it. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    sizeId: uuid('size_id').references(() => productSizes.id, { onDelete: 'set null' }),
    productSlug: text('product_slug').notNull(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    sizeTitle: text('size_title').notNull(),
    image: text('image').notNull(),
    qty: integer('qty').notNull(),
    mrpPaise: integer('mrp_paise').notNull(),
    salePricePaise: integer('sale_price_paise').notNull(),
    lineTotalPaise: integer('line_total_paise').notNull(),
    /** The product's HSN code and GST rate when it was sold, for the invoice. */
    hsnCode: text('hsn_code').notNull().default('3304'),
    gstRatePercent: integer('gst_rate_percent').notNull().default(18),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId, t.position),
    // A size removed from a product sets its lines' size_id to null: without this, a scan of every line.
    index('order_lines_size_idx').on(t.sizeId),
    check('order_lines_qty_range', sql`${t.qty} between 1 and ${sql.raw(String(MAX_LINE_QUANTITY))}`),
  ],
);

export const promotionTexts = pgTable(
  'promotion_texts',
  {
    id: id(),
    title: text('title').notNull(),
    link: text('link'),
    location: promotionLocation('location').notNull(),
    status: boolean('status').notNull().default(true),
    priority: integer('priority').notNull().default(0),
    translations: translations(),
    createdAt: createdAt(),
  },
  (t) => [index('promotion_texts_location_idx').on(t.location, t.status, t.priority)],
);

export const carouselItems = pgTable(
  'carousel_items',
  {
    id: id(),
    /** An image, or a video the carousel plays muted and looping. */
    mediaType: mediaType('media_type').notNull().default('IMAGE'),
    image: text('image').notNull(),
    /** For a video: the still shown until it plays. */
    poster: text('poster'),
    alt: text('alt').notNull().default(''),
    buttonLink: text('button_link').notNull(),
    targetDevice: targetDevice('target_device').notNull(),
    status: boolean('status').notNull().default(true),
    priority: integer('priority').notNull().default(0),
    translations: translations(),
    createdAt: createdAt(),
  },
  (t) => [index('carousel_items_status_idx').on(t.status, t.priority)],
);

export const categoryShowcase = pgTable(
  'category_showcase',
  {
    id: id(),
    position: integer('position').notNull(),
    image: text('image').notNull(),
    title: text('title').notNull(),
    buttonLink: text('button_link').notNull(),
    translations: translations(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('category_showcase_position_key').on(t.position),
    check('category_showcase_position_range', sql`${t.position} between 1 and 4`),
  ],
);

export const blogAuthors = pgTable('blog_authors', {
  id: id(),
  name: text('name').notNull(),
  bio: text('bio').notNull(),
  profilePhoto: text('profile_photo').notNull(),
  translations: translations(),
  createdAt: createdAt(),
});

export const blogCategories = pgTable(
  'blog_categories',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    metaDescription: text('meta_description'),
    priority: integer('priority').notNull().default(0),
    translations: translations(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('blog_categories_slug_key').on(t.slug)],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: id(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    coverImage: text('cover_image').notNull(),
    content: text('content').notNull(),
    metaTitle: text('meta_title'),
    description: text('description'),
    authorId: uuid('author_id')
      .notNull()
      .references(() => blogAuthors.id, { onDelete: 'restrict' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => blogCategories.id, { onDelete: 'restrict' }),
    status: boolean('status').notNull().default(true),
    /** Shown from this moment; a later date schedules the post. */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** Title, excerpt and plain-text content, for the blog search box. */
    searchText: text('search_text').notNull().default(''),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_key').on(t.slug),
    index('blog_posts_status_updated_idx').on(t.status, t.updatedAt),
    index('blog_posts_category_idx').on(t.categoryId, t.status, t.updatedAt),
    index('blog_posts_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    number: text('number').notNull(),
    message: text('message').notNull(),
    ip: text('ip'),
    handled: boolean('handled').notNull().default(false),
    /** When someone in the back office first read it; unread messages come first in the inbox. */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.handled, t.createdAt),
    index('contact_messages_inbox_idx').on(sql`(${t.readAt} is null)`, t.createdAt),
  ],
);

/**
 * A one-time password sent to a mobile number. Only an HMAC of the code is stored; the challenge id is bound
 * into the signup token, so a code works only with the token it was issued for.
 */
/** One client's login by code to one number: each client (device cookie, else address) has its own. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: id(),
    mobile: text('mobile').notNull(),
    /** A keyed hash of the client that asked: its new request replaces only its own challenge. */
    clientKey: text('client_key').notNull().default(''),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    sendCount: integer('send_count').notNull().default(1),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('otp_challenges_mobile_idx').on(t.mobile, t.createdAt),
    index('otp_challenges_client_idx').on(t.mobile, t.clientKey),
  ],
);

/**
 * docs/architecture.md#login: a wrong code for a number from a device that has not logged in to it, one row each,
 * kept for a day: the number's budget of wrong guesses counts them.
 */
export const otpWrongGuesses = pgTable(
  'otp_wrong_guesses',
  {
    id: id(),
    mobile: text('mobile').notNull(),
    guessedAt: timestamp('guessed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otp_wrong_guesses_mobile_idx').on(t.mobile, t.guessedAt)],
);

/** When a number's owner was last told by SMS that its budget of wrong guesses was spent: once a day at most. */
export const otpGuessAlerts = pgTable('otp_guess_alerts', {
  mobile: text('mobile').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});

/** A device (a keyed hash of its `shop_device` cookie) that has logged in to the account by code. */
export const otpTrustedDevices = pgTable(
  'otp_trusted_devices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
);

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    /** Upper case, as shoppers type it case-insensitively. */
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    kind: couponKind('kind').notNull(),
    /** Percent for PERCENT, paise for FLAT. */
    value: integer('value').notNull(),
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    maxDiscountPaise: integer('max_discount_paise'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    /** Only for a customer with no paid order before. */
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** Paid orders that may use it in all; null for no limit. */
    maxUses: integer('max_uses'),
    /** Paid orders one customer (account or mobile number) may use it on; null for no limit. */
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    /** Paid orders that used it, counted when the payment completes. */
    usedCount: integer('used_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    check('coupons_used_within_limit', sql`${t.maxUses} is null or ${t.usedCount} <= ${t.maxUses}`),
    check('coupons_value_positive', sql`${t.value} > 0`),
    check('coupons_percent_range', sql`${t.kind} <> 'PERCENT' or ${t.value} <= 100`),
  ],
);

/** Webhook deliveries already handled, so a repeated delivery of one event does nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: id(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_event_key').on(t.provider, t.eventId)],
);

/**
 * The sandbox provider's own records, standing in for what a real provider keeps on its side: the order, what the
 * hosted checkout collected, and the payment.
 */
export const sandboxOrders = pgTable('sandbox_orders', {
  id: text('id').primaryKey(),
  amountPaise: integer('amount_paise').notNull(),
  currency: text('currency').notNull().default('INR'),
  receipt: text('receipt').notNull(),
  status: text('status').notNull().default('created'),
  paymentId: text('payment_id'),
  /** What the payment collected, fixed at payment: the order's amount may not change after it. */
  paidAmountPaise: integer('paid_amount_paise'),
  /** Refunded so far; like a real provider, the sandbox refuses a refund beyond what was paid. */
  refundedPaise: integer('refunded_paise').notNull().default(0),
  customer: jsonb('customer').$type<{
    name?: string;
    email?: string;
    contact?: string;
    shippingAddress?: OrderAddress;
  }>(),
  couponCode: text('coupon_code'),
  createdAt: createdAt(),
});

/** The home page's reels strip, as the back office lists it: a video, its poster and where it links. */
export const instagramReels = pgTable(
  'instagram_reels',
  {
    id: id(),
    video: text('video').notNull(),
    poster: text('poster').notNull(),
    permalink: text('permalink').notNull(),
    status: boolean('status').notNull().default(true),
    priority: integer('priority').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('instagram_reels_status_idx').on(t.status, t.priority)],
);

/**
 * The Instagram feed's one row (id `instagram`): the long-lived token in use, shared by every instance, and how
 * the last refresh went, for the back office. The token from the environment only seeds it.
 */
export const instagramFeed = pgTable('instagram_feed', {
  id: text('id').primaryKey(),
  accessToken: text('access_token').notNull(),
  /** SHA-256 of the environment's token this row was seeded from: a new one in the environment replaces it. */
  seedTokenHash: text('seed_token_hash').notNull(),
  /** When this token was issued to the shop (seeded or refreshed); Instagram refreshes only after 24 hours. */
  tokenIssuedAt: timestamp('token_issued_at', { withTimezone: true }).notNull().defaultNow(),
  /** Unknown for a seeded token until its first refresh. */
  tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
  lastRefreshedAt: timestamp('last_refreshed_at', { withTimezone: true }),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
  /** Why the last refresh failed, in the owner's words; null after a good one. */
  lastError: text('last_error'),
});

/** The reels of the Instagram feed, their video and poster copied into the shop's storage once per media. */
export const instagramMedia = pgTable(
  'instagram_media',
  {
    mediaId: text('media_id').primaryKey(),
    /** Keys in the uploads storage, served under /uploads/. */
    video: text('video').notNull(),
    poster: text('poster').notNull(),
    permalink: text('permalink').notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    storedAt: createdAt(),
  },
  (t) => [index('instagram_media_posted_idx').on(t.postedAt)],
);

/** Every change made in the back office: who, when, what, and the record before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as it was, so the row still says who after the account changes or goes. */
    actorMobile: text('actor_mobile').notNull(),
    actorRole: userRole('actor_role').notNull(),
    /** create, update, delete, or a named action such as approve. */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt),
  ],
);

/** An order's history: every move of its state, with who made it and why, and notes kept on it. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null for a note that moved nothing. */
    fromStatus: orderStatus('from_status'),
    toStatus: orderStatus('to_status'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** SHOPPER, STAFF, ADMIN or SYSTEM (the payment, a refund's completion). */
    actorRole: text('actor_role').notNull(),
    note: text('note'),
    /** What the move carried: carrier and tracking number, a refund's amount. */
    details: jsonb('details').$type<Record<string, string | number | null>>(),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/** Money given back on an order, each through the gateway; a credit note is numbered when it completes. */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason').notNull(),
    /** The caller's key: the same key on one order is one refund, however often it is asked for. */
    idempotencyKey: text('idempotency_key').notNull(),
    status: refundStatus('status').notNull().default('PENDING'),
    /** The provider's refund id (`rfnd_...`). */
    providerRefundId: text('provider_refund_id'),
    method: refundMethod('method').notNull().default('GATEWAY'),
    /** The payout provider's id (`pout_...`) of the latest attempt. */
    payoutId: text('payout_id'),
    /** Attempts at paying out: a reversed payout is paid again under a fresh idempotency key. */
    payoutAttempt: integer('payout_attempt').notNull().default(0),
    /** When the current attempt began: the polling job leaves it to its own call until it is old. */
    payoutAttemptAt: timestamp('payout_attempt_at', { withTimezone: true }),
    /** The bank's reference of a payout or of a transfer the team made by hand. */
    utr: text('utr'),
    failure: text('failure'),
    creditNoteNumber: text('credit_note_number'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refunds_idempotency_key').on(t.orderId, t.idempotencyKey),
    uniqueIndex('refunds_provider_refund_id_key').on(t.providerRefundId),
    uniqueIndex('refunds_credit_note_number_key').on(t.creditNoteNumber),
    uniqueIndex('refunds_payout_id_key').on(t.payoutId),
    index('refunds_order_idx').on(t.orderId, t.createdAt),
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/**
 * Gap-free document numbers: one row per series and financial year (INVOICE:2026-27), its last number taken
 * under a row lock in the transaction that issues the document, so a rollback gives the number back.
 */
export const documentSeries = pgTable('document_series', {
  series: text('series').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Each paid order's GST tax invoice as issued: drawn once, by a job after the payment, and served as stored, so the
 * document a shopper downloads never changes and no download renders a PDF.
 */
export const invoicePdfs = pgTable('invoice_pdfs', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  filename: text('filename').notNull(),
  pdf: bytea('pdf').notNull(),
  createdAt: createdAt(),
});

export const notificationChannel = pgEnum('notification_channel', ['SMS', 'EMAIL', 'WHATSAPP']);
/** SENDING: a worker holds the row and is sending it; no other worker sends it meanwhile. */
export const notificationStatus = pgEnum('notification_status', ['PENDING', 'SENDING', 'SENT', 'FAILED']);

/**
 * Messages to shoppers, written in the transaction of what they tell (a payment, a shipment, a refund) and sent
 * after it; a failed send is tried again later and never undoes the order.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    channel: notificationChannel('channel').notNull(),
    /** ORDER_PAID, ORDER_SHIPPED, REFUND_PROCESSED, ... */
    template: text('template').notNull(),
    recipient: text('recipient').notNull(),
    /** What the template fills in. */
    data: jsonb('data').$type<Record<string, string | number | null>>().notNull(),
    /** One message per order, channel, template and reference (a refund id), however often it is raised. */
    dedupeKey: text('dedupe_key').notNull(),
    status: notificationStatus('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The provider's id of the message sent (WhatsApp's `wamid`), by which its later statuses find the row. */
    providerMessageId: text('provider_message_id'),
    /** What the provider last said of the message after it was sent: sent, delivered, read or failed. */
    deliveryStatus: text('delivery_status').$type<'sent' | 'delivered' | 'read' | 'failed'>(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** The WhatsApp message this SMS stands in for, when WhatsApp could not deliver it. */
    fallbackFor: uuid('fallback_for'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notifications_dedupe_key').on(t.dedupeKey),
    index('notifications_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'PENDING'`),
    uniqueIndex('notifications_provider_message_key')
      .on(t.providerMessageId)
      .where(sql`${t.providerMessageId} is not null`),
    // The message log: newest first (keyset on created_at, id), by number, and by order.
    index('notifications_created_idx').on(t.createdAt, t.id),
    index('notifications_recipient_idx').on(t.recipient, t.createdAt),
    index('notifications_order_idx').on(t.orderId, t.createdAt),
    // The polling job's WhatsApp messages sent (only they have a provider's id): docs/messaging.md#sending. Not
    // by channel: a migration cannot use the enum's value it adds (PostgreSQL refuses it in that transaction).
    index('notifications_provider_sent_idx')
      .on(t.sentAt)
      .where(sql`${t.providerMessageId} is not null and ${t.status} = 'SENT'`),
  ],
);

export const consentPurpose = pgEnum('consent_purpose', CONSENT_PURPOSES);

/**
 * A number's WhatsApp choices as they stand (docs/messaging.md#consent): one row per number and purpose, keyed by
 * the number because a STOP arrives from a number, and a guest's checkout has no account. `consent_records` keeps
 * every change.
 */
export const messagingConsents = pgTable(
  'messaging_consents',
  {
    mobile: text('mobile').notNull(),
    purpose: consentPurpose('purpose').notNull(),
    granted: boolean('granted').notNull(),
    wordingVersion: text('wording_version').notNull(),
    source: text('source').$type<ConsentSource>().notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.mobile, t.purpose] })],
);

/** Every consent given or withdrawn, never changed: the words shown, their version, when, where and by whom. */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: id(),
    mobile: text('mobile').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    purpose: consentPurpose('purpose').notNull(),
    granted: boolean('granted').notNull(),
    wordingVersion: text('wording_version').notNull(),
    wording: text('wording').notNull(),
    language: language('language').notNull(),
    source: text('source').$type<ConsentSource>().notNull(),
    /** The order whose checkout, or page, it was given at. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('consent_records_mobile_idx').on(t.mobile, t.createdAt)],
);

/**
 * The WhatsApp sandbox's conversations (docs/messaging.md#the-sandbox): what the shop sent through it and what the
 * person at its phone-like page tapped or typed, standing in for the phones Meta delivers to.
 */
export const sandboxWhatsappMessages = pgTable(
  'sandbox_whatsapp_messages',
  {
    /** The message's `wamid`, as the sandbox answered it or made it for a reply. */
    id: text('id').primaryKey(),
    /** Ten-digit number of the phone. */
    mobile: text('mobile').notNull(),
    direction: text('direction').$type<'out' | 'in'>().notNull(),
    /** The message as sent or typed: the template, language, variables and buttons, or the reply's text/payload. */
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    /** sent, delivered, read or failed, for a message the shop sent. */
    status: text('status'),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_whatsapp_messages_mobile_idx').on(t.mobile, t.createdAt)],
);

/**
 * "Notify me" on a size out of stock (docs/messaging.md#back-in-stock): one waiting alert per size and number;
 * when stock comes back each is told once, oldest first, and `notified_at` ends it.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sizeId: uuid('size_id')
      .notNull()
      .references(() => productSizes.id, { onDelete: 'cascade' }),
    /** Ten digits: the account's number, or one proven by a code. */
    mobile: text('mobile').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The language of the page it was asked from: the message is written in it. */
    language: language('language').notNull().default('en'),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    /** The outbox row that told of it. */
    notificationId: uuid('notification_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stock_alerts_waiting_key').on(t.sizeId, t.mobile).where(sql`${t.notifiedAt} is null`),
    index('stock_alerts_size_waiting_idx').on(t.sizeId, t.createdAt).where(sql`${t.notifiedAt} is null`),
    // A STOP ends a number's waits.
    index('stock_alerts_mobile_waiting_idx').on(t.mobile).where(sql`${t.notifiedAt} is null`),
  ],
);

/**
 * Carts kept on the server as well as in the browser (docs/messaging.md#carts-left-behind): a logged-in
 * shopper's, and a guest's from the checkout's contact step, so a reminder can bring it back on any device.
 */
export const carts = pgTable(
  'carts',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A guest browser's own random key for its cart. */
    browserKey: text('browser_key'),
    /** Ten digits: the account's number, proven by its login; a guest's cart has none (docs/carts.md). */
    mobile: text('mobile'),
    language: language('language').notNull().default('en'),
    /** The cart's lines as the storefront keeps them (sizes, quantities, bundles); prices are the server's own. */
    lines: jsonb('lines').$type<Record<string, unknown>[]>().notNull(),
    /** The lines' worth when last saved, at the server's prices: the dashboard's and the reminder's figure. */
    subtotalPaise: integer('subtotal_paise').notNull().default(0),
    remindersSent: integer('reminders_sent').notNull().default(0),
    lastRemindedAt: timestamp('last_reminded_at', { withTimezone: true }),
    /** Bought or emptied: no more reminders. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The order that bought it after a reminder. */
    recoveredOrderId: uuid('recovered_order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('carts_user_open_key')
      .on(t.userId)
      .where(sql`${t.userId} is not null and ${t.closedAt} is null`),
    uniqueIndex('carts_browser_key').on(t.browserKey),
    index('carts_reminder_due_idx')
      .on(t.updatedAt)
      .where(sql`${t.closedAt} is null and ${t.mobile} is not null`),
    // A placed order closes its number's open carts, inside the payment's transaction.
    index('carts_mobile_open_idx').on(t.mobile).where(sql`${t.closedAt} is null`),
  ],
);

/** WhatsApp webhook events already handled (a status by message and status, a reply by its own id): each once. */
export const whatsappEvents = pgTable('whatsapp_events', {
  key: text('key').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Settings the back office edits (docs/admin.md#settings), one JSON value per key, each checked by its zod schema
 * in the module that owns it: shipping charges, the courier rule, later cash on delivery.
 */
export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

export const shipmentKind = pgEnum('shipment_kind', SHIPMENT_KINDS);
export const shipmentStatus = pgEnum('shipment_status', SHIPMENT_STATUSES);

/**
 * docs/shipping.md: a parcel booked at the courier aggregator, forward to the shopper or a return's pickup. Its
 * status follows the scans; the order's state follows it through the one transition function.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: shipmentKind('kind').notNull().default('FORWARD'),
    /** SHIPPING_PROVIDER when it was booked. */
    provider: text('provider').notNull(),
    /** The aggregator's ids for the order and the shipment it made of ours. */
    providerOrderId: text('provider_order_id'),
    providerShipmentId: text('provider_shipment_id'),
    awb: text('awb'),
    courierId: text('courier_id'),
    courierName: text('courier_name'),
    status: shipmentStatus('status').notNull().default('NEW'),
    /** The time of the scan that set `status`: an older scan never moves it back. */
    statusAt: timestamp('status_at', { withTimezone: true }),
    /** YYYY-MM-DD, the courier's estimate. */
    estimatedDelivery: text('estimated_delivery'),
    /** What the courier charges the shop, paise. */
    ratePaise: integer('rate_paise'),
    /** Cash the courier collects at the door, paise; 0 for a prepaid order. */
    codAmountPaise: integer('cod_amount_paise').notNull().default(0),
    parcel: jsonb('parcel').$type<Parcel>().notNull(),
    pickupRequestedAt: timestamp('pickup_requested_at', { withTimezone: true }),
    /** Failed delivery attempts so far, and the courier's reason for the last. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lastFailureReason: text('last_failure_reason'),
    /** When a webhook or a poll last told anything of it: the polling job asks after quiet ones. */
    lastNewsAt: timestamp('last_news_at', { withTimezone: true }).notNull().defaultNow(),
    lastPolledAt: timestamp('last_polled_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('shipments_order_idx').on(t.orderId),
    uniqueIndex('shipments_awb_key').on(t.provider, t.awb),
    // One live parcel of each kind per order: a cancelled one may be booked again.
    uniqueIndex('shipments_live_key').on(t.orderId, t.kind).where(sql`${t.status} <> 'CANCELLED'`),
    index('shipments_quiet_idx')
      .on(t.lastNewsAt)
      .where(sql`${t.status} not in ('DELIVERED', 'RTO_DELIVERED', 'CANCELLED')`),
    check('shipments_cod_non_negative', sql`${t.codAmountPaise} >= 0`),
  ],
);

/**
 * Cash the courier collected and paid over to the shop (docs/cod.md#remittances): one row per COD order, written
 * when a remittance line matches it, so a report imported twice changes nothing the second time.
 */
export const codRemittances = pgTable(
  'cod_remittances',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    awb: text('awb').notNull(),
    /** The bank transfer's reference (UTR) the courier paid the cash over with. */
    utr: text('utr').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** YYYY-MM-DD, as the report says. */
    remittedOn: text('remitted_on').notNull(),
    /** Where the line came from: an imported CSV, or the aggregator's own report. */
    source: text('source').notNull(),
    importedBy: uuid('imported_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cod_remittances_order_key').on(t.orderId),
    check('cod_remittances_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/** Every scan of a shipment, once: `key` is the AWB, status and scan time, so a replayed webhook adds nothing. */
export const shipmentScans = pgTable(
  'shipment_scans',
  {
    id: id(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    status: shipmentStatus('status').notNull(),
    /** The aggregator's own status words and code, as they came. */
    courierStatus: text('courier_status'),
    location: text('location'),
    activity: text('activity'),
    /** webhook, poll or sandbox. */
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shipment_scans_key').on(t.key),
    index('shipment_scans_shipment_idx').on(t.shipmentId, t.at),
  ],
);

/**
 * A provider's API token, shared by every instance and renewed before it runs out (Shiprocket's lasts 10 days),
 * so instances neither log in on every start nor each hold their own.
 */
export const providerTokens = pgTable('provider_tokens', {
  provider: text('provider').primaryKey(),
  token: text('token').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  updatedAt: updatedAt(),
});

/**
 * The sandbox courier aggregator's own records (docs/shipping.md#the-sandbox): what Shiprocket keeps of an order
 * it was sent, so the sandbox answers the same protocol offline. The shop's tables never read these.
 */
export const sandboxShipments = pgTable(
  'sandbox_shipments',
  {
    /** Shiprocket's order_id; its shipment_id is the same number here. */
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 100001 }),
    channelOrderId: text('channel_order_id').notNull(),
    isReturn: boolean('is_return').notNull().default(false),
    /** The order as it was sent (adhoc or return), kept whole. */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    awb: text('awb'),
    courierCompanyId: integer('courier_company_id'),
    courierName: text('courier_name'),
    /** Shiprocket's status words (NEW, AWB ASSIGNED, PICKED UP, IN TRANSIT, ...). */
    status: text('status').notNull().default('NEW'),
    scans: jsonb('scans').$type<ShipmentScan[]>().notNull().default([]),
    pickupRequestedAt: timestamp('pickup_requested_at', { withTimezone: true }),
    /** With SHIPPING_SANDBOX_AUTO, when the parcel moves on by itself next. */
    nextAutoAt: timestamp('next_auto_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sandbox_shipments_awb_key').on(t.awb),
    index('sandbox_shipments_auto_idx').on(t.nextAutoAt),
  ],
);

/**
 * The payouts sandbox's own records (docs/cod.md#the-payouts-sandbox): what the payout provider keeps of contacts, fund
 * accounts and payouts, so the sandbox answers the same protocol offline. The shop's tables never read these.
 */
export const sandboxPayoutEntities = pgTable(
  'sandbox_payout_entities',
  {
    /** `cont_...`, `fa_...` or `pout_...`. */
    id: text('id').primaryKey(),
    entity: text('entity').$type<'contact' | 'fund_account' | 'payout'>().notNull(),
    /** What makes two requests the same entity: the contact's details, the fund account's, the payout's key. */
    dedupeKey: text('dedupe_key').notNull(),
    /** The entity as the API answers it, kept whole. */
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    /** With PAYOUT_SANDBOX_AUTO, when a payout moves on by itself next. */
    nextAutoAt: timestamp('next_auto_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sandbox_payout_entities_dedupe_key').on(t.entity, t.dedupeKey),
    index('sandbox_payout_entities_auto_idx').on(t.nextAutoAt),
  ],
);
