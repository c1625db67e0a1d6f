import { randomUUID } from 'node:crypto';
import { EN_MESSAGES } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/shop.ts';
import { appForFile } from '../../test/test-app.ts';

const t = appForFile();

const HINDI = { 'accept-language': 'hi-IN' };
// A browser's own list, as an English page sends it: only the first preference counts.
const ENGLISH_BROWSER = { 'accept-language': 'en-IN,hi;q=0.9' };

describe('errors in the request’s language', () => {
  it('a refused field: Hindi for a Hindi page, the same English otherwise', async () => {
    const hindi = await call(t.app, 'POST', '/users/register', {
      payload: { mobile: '12345' },
      headers: HINDI,
    });
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json).toMatchObject({
      status: 400,
      message: 'कृपया नीचे बताई गई जानकारी ठीक करें',
      errors: { mobile: 'मोबाइल नंबर सही नहीं है: 10 अंकों का भारतीय मोबाइल नंबर लिखें' },
      requestId: expect.any(String),
    });

    for (const headers of [{}, ENGLISH_BROWSER]) {
      const english = await call(t.app, 'POST', '/users/register', { payload: { mobile: '12345' }, headers });
      expect(english.json).toMatchObject({
        status: 400,
        message: 'Please correct the highlighted fields',
        errors: { mobile: 'Mobile must be a valid 10-digit Indian mobile number' },
      });
    }
  });

  it('a required field names its label in Hindi', async () => {
    const { json } = await call(t.app, 'POST', '/contactUs', {
      payload: { name: '', email: 'priya@example.com', number: '9829011111', message: 'Hello' },
      headers: HINDI,
      ip: '10.9.0.1',
    });
    expect(json.errors).toEqual({ name: 'नाम भरना ज़रूरी है' });
  });

  it('a refusal of the checkout, with its field', async () => {
    const payload = { products: [{ product: randomUUID(), qty: 1, size: randomUUID() }] };
    const hindi = await call(t.app, 'POST', '/orders/create-razorpay-order', {
      payload,
      headers: HINDI,
      ip: '10.9.0.2',
    });
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json).toMatchObject({
      message: 'आपके कार्ट का एक प्रोडक्ट अब उपलब्ध नहीं है',
      errors: { 'products.0': 'यह प्रोडक्ट या साइज़ अब हमारे पास नहीं है' },
    });
    const english = await call(t.app, 'POST', '/orders/create-razorpay-order', { payload, ip: '10.9.0.2' });
    expect(english.json).toMatchObject({
      message: 'One of the products in your cart is no longer available',
      errors: { 'products.0': 'Unknown product or size' },
    });
  });

  it('not logged in, and a page that is not there', async () => {
    const login = await call(t.app, 'GET', '/users/profile', { headers: HINDI });
    expect(login.statusCode).toBe(401);
    expect(login.json.message).toBe('आगे बढ़ने के लिए कृपया लॉग इन करें');
    const missing = await call(t.app, 'GET', '/products/findBySlug/no-such-product-anywhere', {
      headers: HINDI,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json.message).toBe('यह प्रोडक्ट नहीं मिला');
  });

  it('a rate limit, with its wait in Hindi; English on an English page', async () => {
    const payload = { name: '' };
    const hindiIp = '10.9.1.1';
    let last = await call(t.app, 'POST', '/contactUs', { payload, headers: HINDI, ip: hindiIp });
    for (let i = 0; i < 5; i++)
      last = await call(t.app, 'POST', '/contactUs', { payload, headers: HINDI, ip: hindiIp });
    expect(last.statusCode).toBe(429);
    expect(last.headers['retry-after']).toEqual(expect.any(String));
    expect(last.json.message).toMatch(
      /^कम समय में बहुत ज़्यादा कोशिशें हो गईं। कृपया \d+ (मिनट|सेकंड) बाद दोबारा कोशिश करें।$/,
    );

    const englishIp = '10.9.1.2';
    for (let i = 0; i < 6; i++) last = await call(t.app, 'POST', '/contactUs', { payload, ip: englishIp });
    expect(last.statusCode).toBe(429);
    expect(last.json.message).toMatch(
      /^Too many attempts in a short time\. Please try again in \d+ (minutes?|seconds?)\.$/,
    );
  });
});

describe('answers that went well', () => {
  it('say so in Hindi to a Hindi page, and as always in English', async () => {
    const mobile = '9829012345';
    const hindi = await call(t.app, 'POST', '/users/register', {
      payload: { mobile },
      headers: HINDI,
      ip: '10.9.2.1',
    });
    expect(hindi.json.message).toBe(`हमने +91 ${mobile} पर 6 अंकों का कोड भेजा है`);
    const payload = { name: 'Priya', email: 'priya@example.com', number: '9829011111', message: 'Hello' };
    const thanks = await call(t.app, 'POST', '/contactUs', { payload, headers: HINDI, ip: '10.9.2.2' });
    expect(thanks.json).toMatchObject({
      status: 200,
      message: 'हमें लिखने के लिए धन्यवाद। हम एक कामकाजी दिन के अंदर आपको जवाब देंगे।',
      body: { _id: expect.any(String) },
    });
    const english = await call(t.app, 'POST', '/contactUs', { payload, ip: '10.9.2.2' });
    expect(english.json.message).toBe(
      'Thank you for writing to us. We will get back to you within one working day.',
    );
  });
});

describe('every message the API writes to shoppers', () => {
  // The back office (its second factor and its shipping desk too), the payment gateway and the courier sandbox
  // read English; everything else a shopper may be shown.
  const NOT_FOR_SHOPPERS =
    /(\.admin\.|-editor\.|\/editors\/|catalog\/(product-checks|product-form|taxonomy-records)|admin-queries|moderation|webhook|refunds\.service|second-factor|auth\/(authenticator-app|passkeys|recovery-codes)|shipping\/(shipments\.service|shipping-desk|return-pickups|provider-errors|sandbox\.routes|booking-claims)|cod\/(rto-check|cod-remittances|remittance-csv)|payouts\/payout-sandbox\.routes|whatsapp\/whatsapp-sandbox\.routes|notifications\/message-log|\.test\.ts$)/;
  // Back-office texts in files shoppers' requests go through too, and a client developer's: literal English.
  const ENGLISH_ONLY = new Set([
    'Shipping needs the carrier and the tracking number',
    'The shop needs at least one admin',
    'Message not found',
    'A video must be at most 50 MB',
    'Upload a JPEG, PNG or WebP image, or an MP4 or WebM video',
    'Malformed Authorization header',
    'Only an admin may cancel a paid order, since cancelling refunds the payment',
    "This order's payment has been refunded in full; it cannot be confirmed, packed, shipped or delivered",
    'The shopper has not confirmed this cash-on-delivery order: call them, then confirm it with a note',
    'This cash-on-delivery order is high risk: review it and confirm it with a note before packing',
  ]);
  // The errors and refusals a request can answer with, their message a literal (quoted or a template) where a
  // shopper's must be a code: msg('cart.empty').
  const LITERAL = `(['"\`])((?:(?!\\1)[^\\\\]|\\\\.)*)\\1`;
  const WRITTEN = [
    new RegExp(
      `(?:NotFound|UserInput|Conflict|Unauthorized|Forbidden|TooManyRequests|ServiceUnavailable|Refusal|ImageRefused)Error\\(\\s*${LITERAL}`,
      'g',
    ),
    new RegExp(`AppError\\(\\s*\\d+,\\s*${LITERAL}`, 'g'),
    new RegExp(`\\brefusal\\(\\s*'[a-z_]+',\\s*${LITERAL}`, 'g'),
    new RegExp(`\\brefuse\\(\\s*${LITERAL}`, 'g'),
  ];
  const CODED = /\bmsg\(\s*'([\w.]+)'/g;

  it('names a code of the catalog, never a literal text', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const root = new URL('../', import.meta.url).pathname;
    const files = (await readdir(root, { recursive: true }))
      .filter((file) => file.endsWith('.ts') && /^(modules|http|domain)\//.test(file))
      .filter((file) => !NOT_FOR_SHOPPERS.test(file));
    const codes: string[] = [];
    const literals: string[] = [];
    for (const file of files) {
      const source = await readFile(`${root}${file}`, 'utf8');
      for (const [, code = ''] of source.matchAll(CODED)) codes.push(code);
      for (const pattern of WRITTEN) {
        for (const [, , text = ''] of source.matchAll(pattern)) {
          if (!ENGLISH_ONLY.has(text)) literals.push(`${file}: ${text}`);
        }
      }
    }
    // The search itself finds what it looks for.
    expect(codes).toContain('order.notFound');
    expect(codes).toContain('payment.alreadyPaid');
    expect(codes.filter((code) => !(code in EN_MESSAGES))).toEqual([]);
    expect(literals).toEqual([]);
  });
});
