import { describe, expect, it } from 'vitest';
import { call, line } from '../../../test/shop.ts';
import { shopForFile } from '../../../test/shop-for-file.ts';
import { appForFile } from '../../../test/test-app.ts';
import { PREPAID_ONLY_PINCODES } from '../../adapters/shipping/sandbox/sandbox-rules.ts';
import { orders } from '../../db/schema.ts';
import { deliveryDate } from './delivery-estimate-dates.ts';

// The estimate and the checkout's refusal through real HTTP, against the default sandbox aggregator (PIN codes
// starting with 9 are not served; a few are prepaid only; days grow with the distance from 313001). Without an
// aggregator (SHIPPING_PROVIDER=manual) the answer is approximate and never blocks a sale.
const { t, take } = shopForFile();
const manual = appForFile({ SHIPPING_PROVIDER: 'manual' });

const HINDI = { 'accept-language': 'hi-IN' };
const estimateFrom =
  (app: () => typeof t.app) =>
  (pincode: string, headers: Record<string, string> = {}, ip = '10.9.0.1') =>
    call(app(), 'GET', `/shipping/estimate?pincode=${encodeURIComponent(pincode)}`, { headers, ip });
const estimate = estimateFrom(() => t.app);
const estimateManually = estimateFrom(() => manual.app);
const create = (app: typeof t.app, payload: object, headers: Record<string, string> = {}) =>
  call(app, 'POST', '/orders/create-razorpay-order', { payload, headers });

describe('GET /shipping/estimate', () => {
  it("dates a served PIN code by the sandbox's fastest courier, with the range and cash on delivery", async () => {
    const shipping = t.app.services.shipping;
    if (!shipping) throw new Error('the sandbox is the default aggregator');
    const quote = await shipping.serviceability({
      pickupPincode: '313001',
      deliveryPincode: '411001',
      weightGrams: 500,
      cod: false,
    });
    const days = quote.couriers.map((courier) => courier.estimatedDays);
    const before = new Date();
    const { statusCode, json, headers } = await estimate('411001');
    const after = new Date();
    expect(statusCode).toBe(200);
    expect(json.body).toMatchObject({
      pincode: '411001',
      serviceable: true,
      cod: true,
      minDays: Math.min(...days),
      maxDays: Math.max(...days),
      approximate: false,
    });
    expect(json.body.minDays).toBeLessThan(json.body.maxDays);
    // The clock is the real one here (delivery-estimate.test.ts fixes it): either side of the call is right.
    expect([
      deliveryDate(before, '14:00', json.body.minDays),
      deliveryDate(after, '14:00', json.body.minDays),
    ]).toContain(json.body.estimatedDelivery);
    expect(headers['cache-control']).toBe('public, max-age=600');
  });

  it('says a PIN code starting with 9 is not served, in the page language', async () => {
    const { statusCode, json } = await estimate('999999');
    expect(statusCode).toBe(200);
    expect(json).toMatchObject({
      message: 'We do not deliver to 999999 yet',
      body: { serviceable: false, cod: false, estimatedDelivery: null, minDays: null, maxDays: null },
    });
    expect((await estimate('999999', HINDI)).json.message).toBe('हम अभी 999999 पर डिलीवरी नहीं करते');
  });

  it('serves a prepaid-only PIN code without cash on delivery', async () => {
    const pincode = PREPAID_ONLY_PINCODES[0] as string;
    expect((await estimate(pincode)).json.body).toMatchObject({ serviceable: true, cod: false });
  });

  it('refuses a malformed PIN code with 400 in the envelope, in the page language', async () => {
    for (const pincode of ['01100', '0110011', '41100a', '']) {
      const { statusCode, json } = await estimate(pincode);
      expect(statusCode).toBe(400);
      expect(json).toMatchObject({
        status: 400,
        message: 'Please correct the highlighted fields',
        errors: { pincode: 'PIN code must be 6 digits' },
      });
    }
    const hindi = await estimate('12345', HINDI);
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json.errors).toEqual({ pincode: 'पिन कोड 6 अंकों का होना चाहिए' });
  });

  it('limits one address to 60 questions a minute', async () => {
    for (let asked = 0; asked < 60; asked++) {
      expect((await estimate('411001', {}, '10.9.0.60')).statusCode).toBe(200);
    }
    const limited = await estimate('411001', {}, '10.9.0.60');
    expect(limited.statusCode).toBe(429);
    expect(limited.json.status).toBe(429);
    expect((await estimate('411001', {}, '10.9.0.61')).statusCode).toBe(200);
  });

  it('answers "usually 3 to 7 days" without an aggregator, not to be kept by shared caches', async () => {
    const { statusCode, json, headers } = await estimateManually('411001');
    expect(statusCode).toBe(200);
    expect(json).toMatchObject({
      message: 'Usually delivered in 3 to 7 days',
      body: {
        pincode: '411001',
        serviceable: true,
        cod: false,
        estimatedDelivery: null,
        minDays: 3,
        maxDays: 7,
        approximate: true,
      },
    });
    expect(headers['cache-control']).toBe('no-cache');
    expect((await estimateManually('411001', HINDI)).json.message).toBe('आम तौर पर 3 से 7 दिन में डिलीवरी');
  });
});

describe('POST /orders/create-razorpay-order with a PIN code', () => {
  it('refuses a PIN code no courier reaches before payment, in the page language, creating nothing', async () => {
    const size = take();
    const before = await t.database.db.$count(orders);
    const refused = await create(t.app, { products: [line(size)], pincode: '999999' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json).toMatchObject({
      status: 400,
      message: 'We do not deliver to 999999 yet',
      errors: { pincode: 'We do not deliver here yet' },
    });
    const hindi = await create(t.app, { products: [line(size)], pincode: '999999' }, HINDI);
    expect(hindi.json.message).toBe('हम अभी 999999 पर डिलीवरी नहीं करते');
    expect(hindi.json.errors).toEqual({ pincode: 'हम अभी यहाँ डिलीवरी नहीं करते' });
    expect(await t.database.db.$count(orders)).toBe(before);

    const served = await create(t.app, { products: [line(size)], pincode: '411001' });
    expect(served.statusCode).toBe(200);
    expect(await t.database.db.$count(orders)).toBe(before + 1);
  });

  it('refuses a malformed PIN code, creating nothing', async () => {
    const before = await t.database.db.$count(orders);
    const bad = await create(t.app, { products: [line(take())], pincode: '99999' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json.errors).toEqual({ pincode: 'PIN code must be 6 digits' });
    expect(await t.database.db.$count(orders)).toBe(before);
  });

  it('goes on to payment when no aggregator can say', async () => {
    const sold = await create(manual.app, { products: [line(take())], pincode: '999999' });
    expect(sold.statusCode).toBe(200);
  });
});
