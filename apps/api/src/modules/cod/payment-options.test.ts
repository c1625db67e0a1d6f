import { DEFAULT_PAYMENT_SETTINGS, type PaymentSettings } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, login, loginAs } from '../../../test/shop.ts';
import { appForFile } from '../../../test/test-app.ts';
import { PREPAID_ONLY_PINCODES } from '../../adapters/shipping/sandbox/sandbox-rules.ts';
import { orders, users } from '../../db/schema.ts';

// docs/cod.md#options through real HTTP, against the default sandbox aggregator (which collects cash everywhere it
// serves but at its prepaid-only PIN codes) and the shop's default delivery terms (₹49 below ₹499, free prepaid).

const t = appForFile();
const HINDI = { 'accept-language': 'hi-IN' };
const PREPAID_ONLY = PREPAID_ONLY_PINCODES[0] as string;
let admin: string;
let shopper: { token: string; mobile: string };
beforeAll(async () => {
  admin = (await loginAs(t.app, t.dataDir, 'ADMIN')).token;
  const session = await login(t.app, t.dataDir);
  // The number as the account stores it: what the rules match a COD order's contact against.
  const [user] = await t.app.db.select().from(users).where(eq(users.mobile, session.mobile));
  if (!user) throw new Error('the shopper has no account');
  shopper = { token: session.token, mobile: user.mobile };
});

let asks = 0;
/** Each ask from an address of its own, so the route's rate limit never decides a test here. */
const options = (
  query: string,
  options: { token?: string; headers?: Record<string, string>; ip?: string } = {},
) => call(t.app, 'GET', `/payments/options?${query}`, { ip: `10.26.0.${++asks}`, ...options });
const settle = async (change: Partial<PaymentSettings>) => {
  const saved = await call(t.app, 'PATCH', '/admin/settings/payments', { token: admin, payload: change });
  expect(saved.statusCode, JSON.stringify(saved.json)).toBe(200);
};
afterEach(async () => {
  await settle(DEFAULT_PAYMENT_SETTINGS);
  await t.app.db.delete(orders).where(eq(orders.contactMobile, shopper.mobile));
});

let orderNumber = 0;
/** A COD order of the shopper's number, written straight to the table: placing one is the orders module's. */
const codOrder = (values: Partial<typeof orders.$inferInsert>) =>
  t.app.db.insert(orders).values({
    orderId: `ORD-COD-TEST-${++orderNumber}`,
    paymentMethod: 'COD',
    paymentStatus: 'COD_PENDING',
    orderStatus: 'PLACED',
    subtotalPaise: 89_900,
    codFeePaise: 4_900,
    totalAmountPaise: 94_800,
    contactMobile: shopper.mobile,
    ...values,
  });

describe('GET /payments/options', () => {
  it('offers COD with its fee, and says prepaid saves the fee plus the delivery COD would pay', async () => {
    const above = await options('pincode=411001&subtotal=89900');
    expect(above.statusCode).toBe(200);
    expect(above.json.body).toEqual({
      cod: { available: true, feePaise: 4_900 },
      prepaid: { shippingPaise: 0, savingPaise: 4_900 },
    });
    expect(above.headers['cache-control']).toBe('no-store');
    const below = await options('pincode=411001&subtotal=30000');
    expect(below.json.body).toEqual({
      cod: { available: true, feePaise: 4_900 },
      prepaid: { shippingPaise: 0, savingPaise: 4_900 + 4_900 },
    });
  });

  it('refuses below the minimum and above the maximum, at the limits as set, naming the amount', async () => {
    await settle({ codMinimumPaise: 50_000, codMaximumPaise: 100_000 });
    expect((await options('pincode=411001&subtotal=50000')).json.body.cod.available).toBe(true);
    expect((await options('pincode=411001&subtotal=100000')).json.body.cod.available).toBe(true);
    const below = await options('pincode=411001&subtotal=49999');
    expect(below.json.body.cod).toEqual({
      available: false,
      reason: 'cod_below_minimum',
      feePaise: 4_900,
      message: 'Cash on delivery is available on orders of ₹500 or more',
    });
    const above = await options('pincode=411001&subtotal=100001');
    expect(above.json.body.cod).toMatchObject({ available: false, reason: 'cod_above_maximum' });
    expect(above.json.body.cod.message).toContain('₹1,000');
  });

  it('refuses everything while COD is off, and tells a Hindi page in Hindi', async () => {
    await settle({ codEnabled: false });
    const english = await options('pincode=411001&subtotal=89900');
    expect(english.json.body.cod).toMatchObject({ available: false, reason: 'cod_disabled' });
    expect(english.json.body.cod.message).toBe(
      'Cash on delivery is not available right now. Please pay online.',
    );
    const hindi = await options('pincode=411001&subtotal=89900', { headers: HINDI });
    expect(hindi.json.body.cod).toMatchObject({
      available: false,
      reason: 'cod_disabled',
      message: 'कैश ऑन डिलीवरी अभी उपलब्ध नहीं है। कृपया ऑनलाइन भुगतान करें।',
    });
  });

  it("refuses where the courier collects no cash, and at the shop's deny-listed PIN codes", async () => {
    const prepaidOnly = await options(`pincode=${PREPAID_ONLY}&subtotal=89900`, { headers: HINDI });
    expect(prepaidOnly.json.body.cod).toMatchObject({ available: false, reason: 'cod_not_serviceable' });
    expect(prepaidOnly.json.body.cod.message).toContain(PREPAID_ONLY);
    expect(prepaidOnly.json.body.cod.message).toContain('कूरियर');
    await settle({ codBlockedPincodes: ['411001'] });
    const blocked = await options('pincode=411001&subtotal=89900');
    expect(blocked.json.body.cod).toMatchObject({
      available: false,
      reason: 'cod_pincode_blocked',
      message: 'Cash on delivery is not available at 411001. Please pay online.',
    });
    expect((await options('pincode=411002&subtotal=89900')).json.body.cod.available).toBe(true);
    // Both refused: the courier's rule comes first and is the one named.
    await settle({ codBlockedPincodes: [PREPAID_ONLY] });
    const both = await options(`pincode=${PREPAID_ONLY}&subtotal=89900`);
    expect(both.json.body.cod).toMatchObject({ available: false, reason: 'cod_not_serviceable' });
  });

  it("blocks a logged-in number once its returns to origin pass the limit, but not a guest's basket", async () => {
    await codOrder({ orderStatus: 'RTO' });
    expect((await options('pincode=411001&subtotal=89900', { token: shopper.token })).json.body.cod).toEqual({
      available: true,
      feePaise: 4_900,
    });
    await codOrder({ orderStatus: 'RTO_RECEIVED' });
    const blocked = await options('pincode=411001&subtotal=89900', { token: shopper.token });
    expect(blocked.json.body.cod).toMatchObject({ available: false, reason: 'cod_number_blocked' });
    expect(blocked.json.body.cod.message).toContain('this number');
    // A guest's number is not known here: its rules wait for the order, where the number is proven.
    expect((await options('pincode=411001&subtotal=89900')).json.body.cod.available).toBe(true);
  });

  it('refuses a number holding as many unconfirmed COD orders as allowed; a confirmed one does not count', async () => {
    await codOrder({ codConfirmedAt: new Date(), codConfirmedBy: 'SHOPPER', orderStatus: 'CONFIRMED' });
    expect(
      (await options('pincode=411001&subtotal=89900', { token: shopper.token })).json.body.cod.available,
    ).toBe(true);
    await codOrder({});
    const refused = await options('pincode=411001&subtotal=89900', { token: shopper.token, headers: HINDI });
    expect(refused.json.body.cod).toMatchObject({ available: false, reason: 'cod_too_many_open' });
    expect(refused.json.body.cod.message).toContain('पुष्टि');
    expect((await options('pincode=411001&subtotal=89900')).json.body.cod.available).toBe(true);
    await settle({ codMaxOpenUnconfirmed: 2 });
    expect(
      (await options('pincode=411001&subtotal=89900', { token: shopper.token })).json.body.cod.available,
    ).toBe(true);
  });

  it('refuses a bad PIN code or subtotal with the field and its message, in the page language', async () => {
    for (const query of ['pincode=011001&subtotal=100', 'pincode=41100&subtotal=100', 'subtotal=100']) {
      const refused = await options(query);
      expect(refused.statusCode, query).toBe(400);
      expect(Object.keys(refused.json.errors)).toEqual(['pincode']);
    }
    expect((await options('pincode=011001&subtotal=100')).json.errors.pincode).toBe(
      'Pincode must be a valid 6-digit PIN code',
    );
    for (const subtotal of ['-1', '12.5', 'abc', '1000000001', '']) {
      const refused = await options(`pincode=411001&subtotal=${subtotal}`);
      expect(refused.statusCode, subtotal).toBe(400);
      expect(Object.keys(refused.json.errors)).toEqual(['subtotal']);
    }
    expect((await options('pincode=411001&subtotal=1000000001')).json.errors.subtotal).toBe(
      'Subtotal must be at most 1000000000',
    );
    expect((await options('pincode=411001&subtotal=0')).statusCode).toBe(200);
    expect((await options('pincode=411001&subtotal=1000000000')).statusCode).toBe(200);
    const hindi = await options('pincode=411001&subtotal=abc', { headers: HINDI });
    expect(hindi.json.errors.subtotal).toBe('सामान की कीमत पूरी संख्या होनी चाहिए');
  });

  it('limits one address to 60 asks a minute', async () => {
    for (let asked = 0; asked < 60; asked++) {
      expect((await options('pincode=411001&subtotal=100', { ip: '10.26.1.60' })).statusCode).toBe(200);
    }
    const limited = await options('pincode=411001&subtotal=100', { ip: '10.26.1.60' });
    expect(limited.statusCode).toBe(429);
    expect((await options('pincode=411001&subtotal=100', { ip: '10.26.1.61' })).statusCode).toBe(200);
  });
});
