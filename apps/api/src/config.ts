import path from 'node:path';
import { googleTagKind } from '@shop/shared';
import type { z } from 'zod';
import { ConfigSchema } from './config-schema.ts';
import { webRoot } from './paths.ts';

// NOTE: npm runs workspace scripts inside the workspace; relative paths are taken from where the user ran npm.
const baseDir = process.env.INIT_CWD ?? process.cwd();

export { SETTING_NAMES } from './config-schema.ts';

export type Config = Omit<z.infer<typeof ConfigSchema>, 'SHUTDOWN_DRAIN_MS' | 'JOBS_WORKER'> & {
  SHUTDOWN_DRAIN_MS: number;
  JOBS_WORKER: boolean;
  dataDir: string;
  uploadsDir: string;
  webBuildDir: string;
};

/** Parses the environment once; throws a readable error naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  const data = parsed.data;
  const missing: string[] = [];
  if (data.SMS_PROVIDER === 'msg91') {
    if (!data.MSG91_AUTH_KEY) missing.push('MSG91_AUTH_KEY (SMS_PROVIDER=msg91)');
    for (const name of [
      'MSG91_OTP_TEMPLATE_ID',
      'MSG91_ORDER_PAID_TEMPLATE_ID',
      'MSG91_ORDER_SHIPPED_TEMPLATE_ID',
      'MSG91_REFUND_PROCESSED_TEMPLATE_ID',
      'MSG91_LOGIN_ALERT_TEMPLATE_ID',
    ] as const) {
      if (!data[name]) missing.push(`${name} (SMS_PROVIDER=msg91)`);
    }
    // The courier's news (docs/shipments.md#tracking) is sent only by a shop with an aggregator.
    if (data.SHIPPING_PROVIDER !== 'manual') {
      for (const name of [
        'MSG91_ORDER_OUT_FOR_DELIVERY_TEMPLATE_ID',
        'MSG91_ORDER_DELIVERED_TEMPLATE_ID',
        'MSG91_DELIVERY_FAILED_TEMPLATE_ID',
      ] as const) {
        if (!data[name]) missing.push(`${name} (SMS_PROVIDER=msg91 with a courier aggregator)`);
      }
    }
  }
  if (data.EMAIL_PROVIDER === 'smtp') {
    if (!data.SMTP_URL) missing.push('SMTP_URL (EMAIL_PROVIDER=smtp)');
    if (!data.EMAIL_FROM) missing.push('EMAIL_FROM (EMAIL_PROVIDER=smtp)');
  } else if (data.NODE_ENV === 'production' && data.SMTP_URL) {
    // Half an SMTP setup in production is a mistake, not a choice: the shoppers' e-mails would go to a file.
    missing.push('EMAIL_PROVIDER=smtp (SMTP_URL is set, so e-mail was meant to go out)');
  }
  if (data.PAYMENT_PROVIDER === 'razorpay') {
    for (const name of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const) {
      if (!data[name]) missing.push(`${name} (PAYMENT_PROVIDER=razorpay)`);
    }
  }
  if (data.SHIPPING_PROVIDER === 'shiprocket') {
    for (const name of [
      'SHIPROCKET_EMAIL',
      'SHIPROCKET_PASSWORD',
      'SHIPROCKET_PICKUP_LOCATION',
      'SHIPROCKET_WEBHOOK_TOKEN',
    ] as const) {
      if (!data[name]) missing.push(`${name} (SHIPPING_PROVIDER=shiprocket)`);
    }
  }
  // A server shared by several instances cannot invent its own secret: they would not accept each other's tokens.
  if (data.DATABASE_URL && data.NODE_ENV === 'production' && !data.JWT_SECRET) {
    missing.push('JWT_SECRET (production with DATABASE_URL)');
  }
  const s3Settings = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  if (data.S3_ENDPOINT || s3Settings.some((name) => data[name])) {
    for (const name of s3Settings) if (!data[name]) missing.push(`${name} (uploads in S3 need all four)`);
  }
  // Without a bucket the public address would have to pull from /uploads, which would redirect back to it.
  if (data.UPLOADS_PUBLIC_URL && !data.S3_BUCKET) missing.push('S3_BUCKET (UPLOADS_PUBLIC_URL is set)');
  if (Boolean(data.INSTAGRAM_ACCESS_TOKEN) !== Boolean(data.INSTAGRAM_USER_ID)) {
    missing.push(
      data.INSTAGRAM_ACCESS_TOKEN
        ? 'INSTAGRAM_USER_ID (INSTAGRAM_ACCESS_TOKEN is set)'
        : 'INSTAGRAM_ACCESS_TOKEN (INSTAGRAM_USER_ID is set)',
    );
  }
  // An Ads tag counts a conversion only under its label; a GA4 tag has no use for one.
  const googleKind = data.GOOGLE_TAG_ID ? googleTagKind(data.GOOGLE_TAG_ID) : undefined;
  if (googleKind === 'ads' && !data.GOOGLE_ADS_CONVERSION_LABEL) {
    missing.push('GOOGLE_ADS_CONVERSION_LABEL (GOOGLE_TAG_ID is a Google Ads id)');
  }
  if (data.GOOGLE_ADS_CONVERSION_LABEL && googleKind !== 'ads') {
    missing.push('GOOGLE_TAG_ID=AW-... (GOOGLE_ADS_CONVERSION_LABEL is set)');
  }
  if (data.PAYOUT_PROVIDER === 'razorpayx') {
    for (const name of [
      'RAZORPAYX_KEY_ID',
      'RAZORPAYX_KEY_SECRET',
      'RAZORPAYX_ACCOUNT_NUMBER',
      'RAZORPAYX_WEBHOOK_SECRET',
    ] as const) {
      if (!data[name]) missing.push(`${name} (PAYOUT_PROVIDER=razorpayx)`);
    }
  }
  if (data.WHATSAPP_PROVIDER === 'cloud') {
    for (const name of [
      'WHATSAPP_ACCESS_TOKEN',
      'WHATSAPP_PHONE_NUMBER_ID',
      'WHATSAPP_APP_SECRET',
      'WHATSAPP_VERIFY_TOKEN',
    ] as const) {
      if (!data[name]) missing.push(`${name} (WHATSAPP_PROVIDER=cloud)`);
    }
    // Its messages carry links to the shop (tracking, a cart to restore, a product back in stock).
    if (!data.PUBLIC_URL) missing.push('PUBLIC_URL (WHATSAPP_PROVIDER=cloud: links in its messages)');
  }
  if (data.HEADERS_TIMEOUT_MS > data.REQUEST_TIMEOUT_MS) {
    throw new Error('Invalid environment:\n  HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS');
  }
  if (missing.length > 0) throw new Error(`Invalid environment, missing:\n  ${missing.join('\n  ')}`);
  const demoOnly: string[] = [];
  if (data.PUBLIC_URL && !data.DEMO_MODE) {
    if (data.PAYMENT_PROVIDER === 'sandbox') {
      demoOnly.push(
        'PAYMENT_PROVIDER=sandbox takes no real payments: set PAYMENT_PROVIDER=razorpay with RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET',
      );
    }
    if (data.SHIPPING_PROVIDER === 'sandbox') {
      demoOnly.push(
        'SHIPPING_PROVIDER=sandbox ships nothing: set SHIPPING_PROVIDER=shiprocket with SHIPROCKET_EMAIL, SHIPROCKET_PASSWORD, SHIPROCKET_PICKUP_LOCATION and SHIPROCKET_WEBHOOK_TOKEN, or SHIPPING_PROVIDER=manual',
      );
    }
    if (data.PAYOUT_PROVIDER === 'sandbox') {
      demoOnly.push(
        'PAYOUT_PROVIDER=sandbox pays no refunds out: set PAYOUT_PROVIDER=razorpayx with RAZORPAYX_KEY_ID, RAZORPAYX_KEY_SECRET, RAZORPAYX_ACCOUNT_NUMBER and RAZORPAYX_WEBHOOK_SECRET',
      );
    }
    if (data.WHATSAPP_PROVIDER === 'sandbox') {
      demoOnly.push(
        'WHATSAPP_PROVIDER=sandbox messages nobody on WhatsApp: set WHATSAPP_PROVIDER=cloud with WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN, or WHATSAPP_PROVIDER=off',
      );
    }
    if (data.SMS_PROVIDER === 'console') {
      demoOnly.push(
        'SMS_PROVIDER=console texts nobody their login codes: set SMS_PROVIDER=msg91 with MSG91_AUTH_KEY and MSG91_OTP_TEMPLATE_ID',
      );
    }
    if (data.EMAIL_PROVIDER === 'console') {
      demoOnly.push(
        'EMAIL_PROVIDER=console e-mails nobody their orders and invoices: set EMAIL_PROVIDER=smtp with SMTP_URL and EMAIL_FROM',
      );
    }
  }
  if (demoOnly.length > 0) {
    throw new Error(
      `PUBLIC_URL is set, so this shop faces the public, but it runs demo services:\n  ${demoOnly.join('\n  ')}\nOr set DEMO_MODE=true to run it as a public demo.`,
    );
  }
  const dataDir = path.resolve(baseDir, parsed.data.DATA_DIR);
  return {
    ...parsed.data,
    SHUTDOWN_DRAIN_MS: data.SHUTDOWN_DRAIN_MS ?? (data.NODE_ENV === 'production' ? 5000 : 0),
    JOBS_WORKER: data.JOBS_WORKER ?? data.NODE_ENV !== 'test',
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    webBuildDir: path.resolve(webRoot, data.WEB_BUILD_DIR),
  };
}
