import { z } from 'zod';

// The settings the shop reads from its environment, each with its type, default and meaning; config.ts parses
// them and adds the checks between settings.

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Embedded database files, uploads and the SMS outbox. */
  DATA_DIR: z.string().default('data'),
  /** A PostgreSQL server; when unset the shop runs on the embedded PGlite database in DATA_DIR. */
  DATABASE_URL: z.url().optional(),
  /** Seed the demo shop on start when the database has no catalog yet. */
  SEED_DEMO: flag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** How long catalog reads stay cached in process. */
  CATALOG_CACHE_TTL_MS: z.coerce.number().int().min(0).default(30_000),
  /** Largest request body accepted, in bytes. */
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(64 * 1024),
  /** Behind a load balancer: take the client address from X-Forwarded-For. Off by default, else anyone could spoof it. */
  TRUST_PROXY: flag.default(false),
  /** Serve the storefront through Vite with hot reload (npm run dev) instead of the build. */
  WEB_DEV: flag.default(false),
  /** Serve the storefront's pages beside the API; false runs the API alone and skips building the storefront. */
  SERVE_WEB: flag.default(true),
  /** Where the storefront build is, relative to apps/web (as `npm run build` writes it there too). */
  WEB_BUILD_DIR: z.string().default('build'),
  /** A request's headers must all arrive within this time (slow-header clients); at most REQUEST_TIMEOUT_MS. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).default(10_000),
  /** A request, headers and body, must arrive within this time, else it answers 408 and the socket closes. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  /** A socket that sends and receives nothing for this long during a request is closed (a stalled client). */
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(1000).default(20_000),
  /** An idle keep-alive connection stays open this long; above a load balancer's idle timeout (often 60 s). */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(72_000),
  /**
   * After SIGTERM or SIGINT, how long the server keeps serving while /readyz answers 503, so a load balancer
   * stops sending before the listener closes. Default 5000 in production, 0 otherwise.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).optional(),
  /** After the drain, how long requests in flight may take before their connections are closed. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /** Signs session tokens; at least 32 characters. Unset: generated once and kept in DATA_DIR/secrets.json. */
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  /** How long a login lasts. */
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Shortest wait between two login codes for one number to one client (device cookie, else address). */
  OTP_RESEND_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /**
   * Login codes one address may ask for in an hour. Mobile carriers put many shoppers behind one public address,
   * so a busy shop may raise it; the per-device cap and the resend interval still hold.
   */
  OTP_SENDS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(20),
  /**
   * Folder of pg_dump, pg_restore and psql for `db:backup` and `db:restore` on a server, when those in PATH are
   * older than the server (Debian: /usr/lib/postgresql/16/bin).
   */
  PG_BIN_DIR: z.string().optional(),
  /** Shared rate limits and OTP throttles for several instances; unset keeps them in process memory. */
  REDIS_URL: z.url().optional(),
  /**
   * Put before every key and pub/sub channel the shop uses in Redis, so that shops (or test runs) sharing one Redis
   * keep their counts apart; empty by default, keeping the keys `shop:throttle:…`, `shop:rate:…`, `shop:0:…`.
   */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_:.-]*$/, 'letters, digits and _ : . - only')
    .max(100)
    .default(''),
  /** console (default: log and DATA_DIR/outbox/sms.jsonl) or msg91. */
  SMS_PROVIDER: z.enum(['console', 'msg91']).default('console'),
  MSG91_AUTH_KEY: z.string().optional(),
  /** DLT-registered OTP template id at MSG91. */
  MSG91_OTP_TEMPLATE_ID: z.string().optional(),
  /** DLT-registered templates of the order messages (docs/orders.md#notifications). */
  MSG91_ORDER_PAID_TEMPLATE_ID: z.string().optional(),
  MSG91_ORDER_SHIPPED_TEMPLATE_ID: z.string().optional(),
  MSG91_REFUND_PROCESSED_TEMPLATE_ID: z.string().optional(),
  /** The courier's news (docs/shipping.md#tracking): out for delivery, delivered, a failed attempt. */
  MSG91_ORDER_OUT_FOR_DELIVERY_TEMPLATE_ID: z.string().optional(),
  MSG91_ORDER_DELIVERED_TEMPLATE_ID: z.string().optional(),
  MSG91_DELIVERY_FAILED_TEMPLATE_ID: z.string().optional(),
  MSG91_COD_CONFIRM_TEMPLATE_ID: z.string().optional(),
  /** "Back in stock" (docs/messaging.md#back-in-stock), for a subscriber who did not choose WhatsApp offers. */
  MSG91_BACK_IN_STOCK_TEMPLATE_ID: z.string().optional(),
  /** DLT-registered template of the SMS telling an account's owner that many wrong login codes were tried. */
  MSG91_LOGIN_ALERT_TEMPLATE_ID: z.string().optional(),
  /**
   * The Hindi templates, registered under DLT apart from the English ones and sent as Unicode. Each one unset
   * sends that message to Hindi shoppers in English.
   */
  MSG91_OTP_TEMPLATE_ID_HI: z.string().optional(),
  MSG91_ORDER_PAID_TEMPLATE_ID_HI: z.string().optional(),
  MSG91_ORDER_SHIPPED_TEMPLATE_ID_HI: z.string().optional(),
  MSG91_REFUND_PROCESSED_TEMPLATE_ID_HI: z.string().optional(),
  MSG91_ORDER_OUT_FOR_DELIVERY_TEMPLATE_ID_HI: z.string().optional(),
  MSG91_ORDER_DELIVERED_TEMPLATE_ID_HI: z.string().optional(),
  MSG91_DELIVERY_FAILED_TEMPLATE_ID_HI: z.string().optional(),
  MSG91_COD_CONFIRM_TEMPLATE_ID_HI: z.string().optional(),
  MSG91_BACK_IN_STOCK_TEMPLATE_ID_HI: z.string().optional(),
  MSG91_LOGIN_ALERT_TEMPLATE_ID_HI: z.string().optional(),
  /** DLT sender id (header) of the order messages and the login alert; unset, each template's own at MSG91. */
  MSG91_SENDER_ID: z.string().optional(),
  /** console (default: DATA_DIR/outbox/email.jsonl, attachments beside it) or smtp. */
  EMAIL_PROVIDER: z.enum(['console', 'smtp']).default('console'),
  /** smtp://user:password@host:587 (STARTTLS) or smtps://user:password@host:465. */
  SMTP_URL: z
    .url()
    .refine((url) => /^smtps?:\/\//.test(url), 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  /** The sender shoppers see, `Vanya Naturals <orders@example.in>`. */
  EMAIL_FROM: z.string().min(3).optional(),
  /**
   * Whether this instance works the background jobs (messages, reconciliation, expiry); false makes a web-only
   * instance that still adds jobs. Default true, false under NODE_ENV=test (tests run jobs themselves).
   */
  JOBS_WORKER: flag.optional(),
  /** The PostgreSQL schema that holds the job queue's tables. */
  JOBS_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'JOBS_SCHEMA must be lower-case letters, digits and underscores')
    .default('pgboss'),
  /** An order not paid this many hours after it was created is cancelled. */
  UNPAID_ORDER_TTL_HOURS: z.coerce.number().min(1).max(720).default(24),
  /** sandbox (default, served by the shop itself) or razorpay. */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'razorpay']).default('sandbox'),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  /** The sandbox also notifies the shop's webhook after each payment, as Razorpay does. */
  SANDBOX_WEBHOOKS: flag.default(true),
  /**
   * The courier aggregator (docs/shipping.md): sandbox (default, served by the shop itself), shiprocket, or manual
   * (no aggregator: the team types the carrier and tracking number).
   */
  SHIPPING_PROVIDER: z.enum(['sandbox', 'shiprocket', 'manual']).default('sandbox'),
  /** The Shiprocket API user's login (an API user made in Shiprocket's settings, not the account's owner). */
  SHIPROCKET_EMAIL: z.email().optional(),
  SHIPROCKET_PASSWORD: z.string().min(1).optional(),
  /** The pickup location's name exactly as it is saved in Shiprocket (its "nickname"). */
  SHIPROCKET_PICKUP_LOCATION: z.string().min(1).optional(),
  /** The token Shiprocket sends in `x-api-key` with each tracking webhook, as typed in its webhook settings. */
  SHIPROCKET_WEBHOOK_TOKEN: z
    .string()
    .min(16, 'SHIPROCKET_WEBHOOK_TOKEN must be at least 16 characters')
    .optional(),
  /** Shiprocket's API address; tests point it at a local stand-in. */
  SHIPROCKET_API_URL: z.url().default('https://apiv2.shiprocket.in'),
  /** The sandbox moves parcels on by itself on a quick clock, so a demo shop's orders get delivered. */
  SHIPPING_SANDBOX_AUTO: flag.default(false),
  /**
   * Who pays out COD orders' refunds to a UPI id or bank account (docs/cod.md#refunds): sandbox (default, served
   * by the shop itself) or razorpayx (RazorpayX Payouts).
   */
  PAYOUT_PROVIDER: z.enum(['sandbox', 'razorpayx']).default('sandbox'),
  /** RazorpayX's API key (Settings > API Keys of the RazorpayX account). */
  RAZORPAYX_KEY_ID: z.string().min(1).optional(),
  RAZORPAYX_KEY_SECRET: z.string().min(1).optional(),
  /** The business's RazorpayX account number (its current account or virtual account) the payouts leave from. */
  RAZORPAYX_ACCOUNT_NUMBER: z
    .string()
    .regex(/^[0-9A-Za-z]{6,32}$/, 'RAZORPAYX_ACCOUNT_NUMBER must be the RazorpayX account number')
    .optional(),
  /** The secret typed in RazorpayX's webhook settings, which signs each payout webhook. */
  RAZORPAYX_WEBHOOK_SECRET: z
    .string()
    .min(16, 'RAZORPAYX_WEBHOOK_SECRET must be at least 16 characters')
    .optional(),
  /** RazorpayX's API address; tests point it at a local stand-in. */
  RAZORPAYX_API_URL: z.url().default('https://api.razorpay.com'),
  /** The payouts sandbox processes each payout by itself after a few seconds, so a demo's refunds complete. */
  PAYOUT_SANDBOX_AUTO: flag.default(false),
  /**
   * Who carries WhatsApp messages (docs/messaging.md): sandbox (default, a phone-like inbox served by the shop
   * itself at /sandbox/whatsapp), cloud (Meta's WhatsApp Business Cloud API), or off (no WhatsApp: no choice is
   * offered, every message goes by SMS and e-mail).
   */
  WHATSAPP_PROVIDER: z.enum(['sandbox', 'cloud', 'off']).default('sandbox'),
  /** A system user's permanent access token of the WhatsApp Business account (Meta's Business Settings). */
  WHATSAPP_ACCESS_TOKEN: z.string().min(1).optional(),
  /** The id of the business phone number the messages are sent from (WhatsApp Manager > API Setup). */
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^[0-9]{5,20}$/, 'WHATSAPP_PHONE_NUMBER_ID must be the phone number id (digits)')
    .optional(),
  /** The Meta app's secret, which signs each webhook (X-Hub-Signature-256). The sandbox generates one when unset. */
  WHATSAPP_APP_SECRET: z.string().min(16, 'WHATSAPP_APP_SECRET must be at least 16 characters').optional(),
  /** The token typed in the app's webhook settings, echoed in the subscription handshake. Generated when unset. */
  WHATSAPP_VERIFY_TOKEN: z.string().min(8, 'WHATSAPP_VERIFY_TOKEN must be at least 8 characters').optional(),
  /** The Graph API's address with its version; tests point it at a local stand-in. */
  WHATSAPP_API_URL: z.url().default('https://graph.facebook.com/v23.0'),
  /**
   * The names the templates are registered under, where they differ from the defaults (docs/messaging.md lists
   * them): comma-separated KEY=name pairs, e.g. `ORDER_PAID=order_placed_v2,COD_CONFIRM=cod_confirm_v3`.
   */
  WHATSAPP_TEMPLATE_NAMES: z
    .string()
    .regex(
      /^([A-Z_]+=[a-z0-9_]{1,512})(,[A-Z_]+=[a-z0-9_]{1,512})*$/,
      'WHATSAPP_TEMPLATE_NAMES must be KEY=template_name pairs separated by commas',
    )
    .optional(),
  /** A cart left this many minutes (no change) gets its first WhatsApp reminder (docs/carts.md#reminders). */
  CART_REMINDER_FIRST_MINUTES: z.coerce.number().int().min(5).max(10_080).default(60),
  /** The second and last reminder goes this many hours after the first. */
  CART_REMINDER_SECOND_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  /** The warehouse's PIN code, where parcels are picked up (the brand's, in Udaipur). */
  SHIPPING_PICKUP_PINCODE: z
    .string()
    .regex(/^[1-9][0-9]{5}$/, 'SHIPPING_PICKUP_PINCODE must be a six-digit PIN code')
    .default('313001'),
  /** Orders paid before this time of day, India's time, leave the same working day (HH:MM). */
  SHIPPING_DISPATCH_CUTOFF: z
    .string()
    .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'SHIPPING_DISPATCH_CUTOFF must be a time like 14:00')
    .default('14:00'),
  /**
   * Public address of the shop, for canonical links, JSON-LD and the sitemap. Unset, pages trust the Host header
   * only when it names this machine (see http/host-header.ts).
   */
  PUBLIC_URL: z.url().optional(),
  /**
   * Lets a shop with PUBLIC_URL run the sandbox payments, console SMS or console e-mail anyway, as a public demo.
   * Without it such a shop refuses to start: it would take orders it is never paid for, and text nobody their
   * login codes.
   */
  DEMO_MODE: flag.default(false),
  /** The Meta pixel's id (digits): checkout and purchase events go to it once a shopper agrees (docs/privacy.md). */
  META_PIXEL_ID: z
    .string()
    .regex(/^\d{5,20}$/, 'META_PIXEL_ID must be the pixel id, digits only')
    .optional(),
  /** The Google tag: G-... (GA4) or AW-... (Google Ads); logins and sign-ups go to it once a shopper agrees. */
  GOOGLE_TAG_ID: z
    .string()
    .regex(
      /^(G-[A-Z0-9]{4,20}|AW-\d{5,20})$/,
      'GOOGLE_TAG_ID must be a GA4 id (G-...) or a Google Ads id (AW-...)',
    )
    .optional(),
  /** The label of the Google Ads conversion a login or sign-up counts as; needed with an AW-... GOOGLE_TAG_ID. */
  GOOGLE_ADS_CONVERSION_LABEL: z
    .string()
    .regex(/^[A-Za-z0-9_-]{4,40}$/, 'GOOGLE_ADS_CONVERSION_LABEL must be the label Google Ads shows')
    .optional(),
  /** Opens GET /metrics to requests with `Authorization: Bearer <token>`; unset, /metrics is closed to everyone. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** Unexpected server errors are sent to this Sentry-protocol DSN (Sentry, GlitchTip); unset, only logged. */
  ERROR_REPORTING_DSN: z.url().optional(),
  /** Origins (comma-separated, exact, `https://shop.example.in`) whose pages may call the API; unset, none. */
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(z.url('CORS_ORIGINS must be a comma-separated list of origins like https://shop.example.in')),
    ),
  /**
   * Writes (POST, PUT, PATCH, DELETE under /api/v1) one client address may make in a minute, across instances:
   * as much again for writes without a valid session token (guests), counted apart from signed-in accounts'.
   */
  WRITE_LIMIT_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Writes one logged-in account may make in a minute, across instances. */
  WRITE_LIMIT_PER_ACCOUNT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  /** Keep uploads in this bucket of S3-compatible object storage, which every instance shares; unset: DATA_DIR. */
  S3_BUCKET: z.string().min(3).optional(),
  /** The bucket's region (`ap-south-1`); any value the store accepts for a non-AWS store. */
  S3_REGION: z.string().min(1).optional(),
  /** A non-AWS store's address (MinIO, R2...), which is then addressed by path; unset: AWS S3. */
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /**
   * Where browsers fetch uploads from: the bucket's public address or a CDN in front of it. `/uploads/...` then
   * redirects there. Unset, the shop's own /uploads route serves them, reading through the storage.
   */
  UPLOADS_PUBLIC_URL: z.url().optional(),
  /**
   * The brand's Instagram account, whose reels the home page plays: a long-lived token of the Instagram API with
   * Instagram Login (renewed by the shop and kept in the database; this one only starts it) and the account's id.
   */
  INSTAGRAM_ACCESS_TOKEN: z.string().min(1).optional(),
  INSTAGRAM_USER_ID: z
    .string()
    .regex(/^[0-9]{1,32}$/, 'INSTAGRAM_USER_ID must be the numeric id of the Instagram account')
    .optional(),
  /** The Instagram API's address; tests point it at a local stand-in. */
  INSTAGRAM_API_URL: z.url().default('https://graph.instagram.com'),
});

/** Every environment variable the shop reads. */
export const SETTING_NAMES = Object.keys(ConfigSchema.shape) as (keyof typeof ConfigSchema.shape)[];
