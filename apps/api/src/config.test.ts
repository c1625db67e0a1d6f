import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, SETTING_NAMES } from './config.ts';
import { repoRoot } from './paths.ts';

const PUBLIC = { PUBLIC_URL: 'https://www.vanya.example' };
const RAZORPAY = {
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_live_x',
  RAZORPAY_KEY_SECRET: 'secret',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
};
const MANUAL_SHIPPING = { SHIPPING_PROVIDER: 'manual' };
const RAZORPAYX = {
  PAYOUT_PROVIDER: 'razorpayx',
  RAZORPAYX_KEY_ID: 'rzp_live_x',
  RAZORPAYX_KEY_SECRET: 'secret',
  RAZORPAYX_ACCOUNT_NUMBER: '7878780080316316',
  RAZORPAYX_WEBHOOK_SECRET: 'a-webhook-secret-of-16-or-more',
};
const WHATSAPP = {
  WHATSAPP_PROVIDER: 'cloud',
  WHATSAPP_ACCESS_TOKEN: 'EAAG-token',
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_APP_SECRET: 'an-app-secret-of-16-or-more',
  WHATSAPP_VERIFY_TOKEN: 'verify-me-please',
};
const MSG91 = {
  SMS_PROVIDER: 'msg91',
  MSG91_AUTH_KEY: 'key',
  MSG91_OTP_TEMPLATE_ID: 'template',
  MSG91_ORDER_PAID_TEMPLATE_ID: 'paid',
  MSG91_ORDER_SHIPPED_TEMPLATE_ID: 'shipped',
  MSG91_REFUND_PROCESSED_TEMPLATE_ID: 'refund',
  MSG91_LOGIN_ALERT_TEMPLATE_ID: 'alert',
  MSG91_ORDER_OUT_FOR_DELIVERY_TEMPLATE_ID: 'out-for-delivery',
  MSG91_ORDER_DELIVERED_TEMPLATE_ID: 'delivered',
  MSG91_DELIVERY_FAILED_TEMPLATE_ID: 'delivery-failed',
};
const SMTP = {
  EMAIL_PROVIDER: 'smtp',
  SMTP_URL: 'smtps://orders%40vanya.example:secret@smtp.vanya.example:465',
  EMAIL_FROM: 'Vanya Naturals <orders@vanya.example>',
};

describe('a shop facing the public (PUBLIC_URL set)', () => {
  it('refuses the sandbox payments, naming what to set instead', () => {
    expect(() => loadConfig({ ...PUBLIC, ...MSG91 })).toThrow(
      /PAYMENT_PROVIDER=sandbox .*PAYMENT_PROVIDER=razorpay with RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET[\s\S]*DEMO_MODE=true/,
    );
  });

  it('refuses the console SMS, naming what to set instead', () => {
    const start = () => loadConfig({ ...PUBLIC, ...RAZORPAY });
    expect(start).toThrow(
      /SMS_PROVIDER=console .*SMS_PROVIDER=msg91 with MSG91_AUTH_KEY and MSG91_OTP_TEMPLATE_ID/,
    );
    expect(start).not.toThrow(/PAYMENT_PROVIDER/);
  });

  it('refuses the console e-mail, naming what to set instead', () => {
    const start = () => loadConfig({ ...PUBLIC, ...RAZORPAY, ...MSG91 });
    expect(start).toThrow(/EMAIL_PROVIDER=console .*EMAIL_PROVIDER=smtp with SMTP_URL and EMAIL_FROM/);
    expect(start).not.toThrow(/SMS_PROVIDER/);
  });

  it('refuses the sandbox courier, naming what to set instead', () => {
    const start = () => loadConfig({ ...PUBLIC, ...RAZORPAY, ...MSG91, ...SMTP });
    expect(start).toThrow(
      /SHIPPING_PROVIDER=sandbox .*SHIPPING_PROVIDER=shiprocket with SHIPROCKET_EMAIL, SHIPROCKET_PASSWORD, SHIPROCKET_PICKUP_LOCATION and SHIPROCKET_WEBHOOK_TOKEN, or SHIPPING_PROVIDER=manual/,
    );
    expect(loadConfig({ ...PUBLIC, DEMO_MODE: 'true' }).SHIPPING_PROVIDER).toBe('sandbox');
  });

  it('refuses the payouts sandbox, naming what to set instead', () => {
    const start = () => loadConfig({ ...PUBLIC, ...RAZORPAY, ...MSG91, ...SMTP, ...MANUAL_SHIPPING });
    expect(start).toThrow(
      /PAYOUT_PROVIDER=sandbox .*PAYOUT_PROVIDER=razorpayx with RAZORPAYX_KEY_ID, RAZORPAYX_KEY_SECRET, RAZORPAYX_ACCOUNT_NUMBER and RAZORPAYX_WEBHOOK_SECRET/,
    );
    expect(start).not.toThrow(/SHIPPING_PROVIDER/);
    expect(loadConfig({ ...PUBLIC, DEMO_MODE: 'true' }).PAYOUT_PROVIDER).toBe('sandbox');
  });

  it('refuses the WhatsApp sandbox, naming what to set instead', () => {
    const start = () =>
      loadConfig({ ...PUBLIC, ...RAZORPAY, ...MSG91, ...SMTP, ...MANUAL_SHIPPING, ...RAZORPAYX });
    expect(start).toThrow(
      /WHATSAPP_PROVIDER=sandbox .*WHATSAPP_PROVIDER=cloud with WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN/,
    );
    expect(start).not.toThrow(/PAYOUT_PROVIDER/);
  });

  it('asks for every Cloud API setting with WHATSAPP_PROVIDER=cloud', () => {
    expect(() => loadConfig({ WHATSAPP_PROVIDER: 'cloud', WHATSAPP_ACCESS_TOKEN: 'EAAG-token' })).toThrow(
      /WHATSAPP_PHONE_NUMBER_ID \(WHATSAPP_PROVIDER=cloud\)\s+WHATSAPP_APP_SECRET \(WHATSAPP_PROVIDER=cloud\)\s+WHATSAPP_VERIFY_TOKEN \(WHATSAPP_PROVIDER=cloud\)/,
    );
    expect(() => loadConfig(WHATSAPP)).toThrow(
      /PUBLIC_URL \(WHATSAPP_PROVIDER=cloud: links in its messages\)/,
    );
    expect(loadConfig({ ...WHATSAPP, ...PUBLIC, DEMO_MODE: 'true' }).WHATSAPP_API_URL).toBe(
      'https://graph.facebook.com/v23.0',
    );
    expect(() => loadConfig({ WHATSAPP_TEMPLATE_NAMES: 'ORDER_PAID=Order Placed' })).toThrow(
      /WHATSAPP_TEMPLATE_NAMES must be KEY=template_name pairs/,
    );
  });

  it('starts with real providers, or with the demo ones when DEMO_MODE=true', () => {
    expect(
      loadConfig({ ...PUBLIC, ...RAZORPAY, ...MSG91, ...SMTP, ...MANUAL_SHIPPING, ...RAZORPAYX, ...WHATSAPP })
        .PAYMENT_PROVIDER,
    ).toBe('razorpay');
    // A brand without a WhatsApp Business account goes live with WhatsApp off.
    expect(
      loadConfig({
        ...PUBLIC,
        ...RAZORPAY,
        ...MSG91,
        ...SMTP,
        ...MANUAL_SHIPPING,
        ...RAZORPAYX,
        WHATSAPP_PROVIDER: 'off',
      }).WHATSAPP_PROVIDER,
    ).toBe('off');
    expect(loadConfig({ ...PUBLIC, DEMO_MODE: 'true' })).toMatchObject({
      PAYMENT_PROVIDER: 'sandbox',
      PAYOUT_PROVIDER: 'sandbox',
      WHATSAPP_PROVIDER: 'sandbox',
      SMS_PROVIDER: 'console',
      DEMO_MODE: true,
    });
    // Without PUBLIC_URL it is a local or private shop: the demo services stay the default.
    expect(loadConfig({}).PAYMENT_PROVIDER).toBe('sandbox');
  });

  it('stops npm start with that message and a failing exit code', async () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const shop = spawn('npm', ['start'], {
      cwd: root,
      env: { ...process.env, ...PUBLIC, PORT: '0', DATA_DIR: path.join(root, 'no-such-data-dir') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    shop.stdout.on('data', (chunk) => {
      output += chunk;
    });
    shop.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const code = await new Promise<number | null>((resolve) => shop.once('exit', resolve));
    expect(code).not.toBe(0);
    expect(output).toContain('PUBLIC_URL is set, so this shop faces the public');
    expect(output).toContain('Or set DEMO_MODE=true');
    expect(output).not.toContain('Shop running at');
  });
});

describe('courier settings', () => {
  it('Shiprocket needs its API user, pickup location and webhook token', () => {
    expect(() =>
      loadConfig({ SHIPPING_PROVIDER: 'shiprocket', SHIPROCKET_EMAIL: 'api@vanya.example' }),
    ).toThrow(
      /SHIPROCKET_PASSWORD \(SHIPPING_PROVIDER=shiprocket\)\s+SHIPROCKET_PICKUP_LOCATION \(SHIPPING_PROVIDER=shiprocket\)\s+SHIPROCKET_WEBHOOK_TOKEN/,
    );
    const shiprocket = {
      SHIPPING_PROVIDER: 'shiprocket',
      SHIPROCKET_EMAIL: 'api@vanya.example',
      SHIPROCKET_PASSWORD: 'secret',
      SHIPROCKET_PICKUP_LOCATION: 'Udaipur warehouse',
      SHIPROCKET_WEBHOOK_TOKEN: 'a-token-of-sixteen-or-more',
    };
    expect(loadConfig(shiprocket).SHIPROCKET_API_URL).toBe('https://apiv2.shiprocket.in');
    expect(
      loadConfig({ ...PUBLIC, ...RAZORPAY, ...MSG91, ...SMTP, ...RAZORPAYX, ...WHATSAPP, ...shiprocket })
        .SHIPPING_PROVIDER,
    ).toBe('shiprocket');
  });
});

describe('payout settings', () => {
  it('RazorpayX needs its key, its secret, the account number and the webhook secret', () => {
    expect(() => loadConfig({ PAYOUT_PROVIDER: 'razorpayx', RAZORPAYX_KEY_ID: 'rzp_live_x' })).toThrow(
      /RAZORPAYX_KEY_SECRET \(PAYOUT_PROVIDER=razorpayx\)\s+RAZORPAYX_ACCOUNT_NUMBER \(PAYOUT_PROVIDER=razorpayx\)\s+RAZORPAYX_WEBHOOK_SECRET \(PAYOUT_PROVIDER=razorpayx\)/,
    );
    expect(() => loadConfig({ ...RAZORPAYX, RAZORPAYX_WEBHOOK_SECRET: 'short' })).toThrow(
      /RAZORPAYX_WEBHOOK_SECRET must be at least 16 characters/,
    );
    expect(loadConfig(RAZORPAYX)).toMatchObject({
      PAYOUT_PROVIDER: 'razorpayx',
      RAZORPAYX_API_URL: 'https://api.razorpay.com',
      PAYOUT_SANDBOX_AUTO: false,
    });
  });
});

describe('SMS and e-mail settings', () => {
  it('MSG91 needs a DLT template id for every order message as well as the login code', () => {
    const { MSG91_ORDER_SHIPPED_TEMPLATE_ID: _, ...withoutShipped } = MSG91;
    expect(() => loadConfig(withoutShipped)).toThrow(
      /missing:\s+MSG91_ORDER_SHIPPED_TEMPLATE_ID \(SMS_PROVIDER=msg91\)/,
    );
    expect(loadConfig(MSG91).MSG91_REFUND_PROCESSED_TEMPLATE_ID).toBe('refund');
  });

  it('MSG91 needs the login alert’s DLT template id', () => {
    const { MSG91_LOGIN_ALERT_TEMPLATE_ID: _, ...withoutAlert } = MSG91;
    expect(() => loadConfig(withoutAlert)).toThrow(
      /missing:\s+MSG91_LOGIN_ALERT_TEMPLATE_ID \(SMS_PROVIDER=msg91\)/,
    );
  });

  it('refuses half an SMTP setup, and SMTP settings left unused in production', () => {
    expect(() => loadConfig({ EMAIL_PROVIDER: 'smtp', SMTP_URL: SMTP.SMTP_URL })).toThrow(
      /EMAIL_FROM \(EMAIL_PROVIDER=smtp\)/,
    );
    expect(() => loadConfig({ EMAIL_PROVIDER: 'smtp', EMAIL_FROM: SMTP.EMAIL_FROM })).toThrow(
      /SMTP_URL \(EMAIL_PROVIDER=smtp\)/,
    );
    expect(() => loadConfig({ ...SMTP, SMTP_URL: 'https://smtp.vanya.example' })).toThrow(
      /SMTP_URL must start with smtp:\/\/ or smtps:\/\//,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: SMTP.SMTP_URL })).toThrow(
      /EMAIL_PROVIDER=smtp \(SMTP_URL is set/,
    );
    // Outside production the console outbox may stand in for a configured server.
    expect(loadConfig({ SMTP_URL: SMTP.SMTP_URL }).EMAIL_PROVIDER).toBe('console');
    expect(loadConfig(SMTP)).toMatchObject(SMTP);
  });

  it('works background jobs unless told not to, and under NODE_ENV=test only when asked', () => {
    expect(loadConfig({}).JOBS_WORKER).toBe(true);
    expect(loadConfig({ JOBS_WORKER: 'false' }).JOBS_WORKER).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).JOBS_WORKER).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', JOBS_WORKER: 'true' }).JOBS_WORKER).toBe(true);
    expect(() => loadConfig({ JOBS_SCHEMA: 'pg boss; drop' })).toThrow(/JOBS_SCHEMA/);
  });
});

describe('upload storage settings', () => {
  const S3 = {
    S3_BUCKET: 'vanya-uploads',
    S3_REGION: 'ap-south-1',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('takes the bucket settings all together or not at all', () => {
    expect(loadConfig({}).S3_BUCKET).toBeUndefined();
    expect(loadConfig(S3)).toMatchObject(S3);
    expect(loadConfig({ ...S3, S3_ENDPOINT: 'http://127.0.0.1:9000' }).S3_ENDPOINT).toBe(
      'http://127.0.0.1:9000',
    );
    const { S3_SECRET_ACCESS_KEY: _, ...withoutSecret } = S3;
    expect(() => loadConfig(withoutSecret)).toThrow(/S3_SECRET_ACCESS_KEY \(uploads in S3 need all four\)/);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_BUCKET \(uploads in S3 need all four\)[\s\S]*S3_REGION[\s\S]*S3_ACCESS_KEY_ID/,
    );
  });

  it('takes a public address for uploads only with a bucket behind it', () => {
    expect(() => loadConfig({ UPLOADS_PUBLIC_URL: 'https://cdn.vanya.example' })).toThrow(
      /S3_BUCKET \(UPLOADS_PUBLIC_URL is set\)/,
    );
    expect(loadConfig({ ...S3, UPLOADS_PUBLIC_URL: 'https://cdn.vanya.example' }).UPLOADS_PUBLIC_URL).toBe(
      'https://cdn.vanya.example',
    );
  });
});

describe('ad tag settings', () => {
  it('takes a Meta pixel id of digits and a GA4 or Google Ads tag id', () => {
    expect(loadConfig({ META_PIXEL_ID: '123456789012345', GOOGLE_TAG_ID: 'G-AB12CD34EF' })).toMatchObject({
      META_PIXEL_ID: '123456789012345',
      GOOGLE_TAG_ID: 'G-AB12CD34EF',
    });
    expect(() => loadConfig({ META_PIXEL_ID: 'fb-1234567' })).toThrow(/META_PIXEL_ID must be the pixel id/);
    expect(() => loadConfig({ GOOGLE_TAG_ID: 'UA-12345-1' })).toThrow(/GOOGLE_TAG_ID must be a GA4 id/);
    expect(() => loadConfig({ GOOGLE_TAG_ID: 'G-AB"><script>' })).toThrow(/GOOGLE_TAG_ID/);
  });

  it('takes a Google Ads id only with its conversion label, and the label only with an Ads id', () => {
    expect(
      loadConfig({ GOOGLE_TAG_ID: 'AW-123456789', GOOGLE_ADS_CONVERSION_LABEL: 'AbC-dEf_123' }),
    ).toMatchObject({ GOOGLE_TAG_ID: 'AW-123456789', GOOGLE_ADS_CONVERSION_LABEL: 'AbC-dEf_123' });
    expect(() => loadConfig({ GOOGLE_TAG_ID: 'AW-123456789' })).toThrow(
      /GOOGLE_ADS_CONVERSION_LABEL \(GOOGLE_TAG_ID is a Google Ads id\)/,
    );
    expect(() =>
      loadConfig({ GOOGLE_TAG_ID: 'G-AB12CD34EF', GOOGLE_ADS_CONVERSION_LABEL: 'AbC-dEf_123' }),
    ).toThrow(/GOOGLE_TAG_ID=AW-... \(GOOGLE_ADS_CONVERSION_LABEL is set\)/);
  });
});

describe('the documented settings', () => {
  it('lists every variable the config reads in the README', () => {
    const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    expect(SETTING_NAMES.filter((name) => !readme.includes(`| \`${name}\` |`))).toEqual([]);
  });

  it('sets only variables the config reads in .env.example, and a valid production setup', () => {
    const example = readFileSync(path.join(repoRoot, '.env.example'), 'utf8');
    const assignments = Object.fromEntries(
      example
        .split('\n')
        .filter((line) => /^[A-Z_0-9]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    expect(Object.keys(assignments).filter((name) => !(SETTING_NAMES as string[]).includes(name))).toEqual(
      [],
    );
    // What the owner types in the blanks: an account number and a phone number id are digits.
    const typed = (name: string) =>
      name === 'RAZORPAYX_ACCOUNT_NUMBER'
        ? '7878780080316316'
        : name === 'WHATSAPP_PHONE_NUMBER_ID'
          ? '106540352242922'
          : `${name.toLowerCase()}-filled-in-by-the-owner-000`;
    const filledIn = Object.fromEntries(
      Object.entries(assignments).map(([name, value]) => [name, value || typed(name)]),
    );
    expect(loadConfig(filledIn)).toMatchObject({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'razorpay',
      PAYOUT_PROVIDER: 'razorpayx',
      WHATSAPP_PROVIDER: 'cloud',
      SEED_DEMO: false,
    });
  });
});
