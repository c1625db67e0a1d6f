import { describe, expect, it } from 'vitest';
import { call, line } from '../../../test/shop.ts';
import { shopForFile } from '../../../test/shop-for-file.ts';
import { orders } from '../../db/schema.ts';

// The estimate and the checkout's refusal through real HTTP. No aggregator (SHIPPING_PROVIDER=manual) must answer
// approximately and never block a sale.
const { t, take } = shopForFile({ SHIPPING_PROVIDER: 'manual' });

const HINDI = { 'accept-language': 'hi-IN' };
const estimate = (pincode: string, headers: Record<string, string> = {}, ip = '10.9.0.1') =>
  call(t.app, 'GET', `/shipping/estimate?pincode=${encodeURIComponent(pincode)}`, { headers, ip });

describe('GET /shipping/estimate', () => {
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

  it('answers "usually 3 to 7 days" without an aggregator, not to be kept by shared caches', async () => {
    const { statusCode, json, headers } = await estimate('411001');
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
    expect((await estimate('411001', HINDI)).json.message).toBe('आम तौर पर 3 से 7 दिन में डिलीवरी');
  });
});

describe('GET /shipping/estimate, many times', () => {
  it('limits one address to 60 questions a minute', async () => {
    for (let asked = 0; asked < 60; asked++) {
      expect((await estimate('411001', {}, '10.9.0.60')).statusCode).toBe(200);
    }
    const limited = await estimate('411001', {}, '10.9.0.60');
    expect(limited.statusCode).toBe(429);
    expect(limited.json.status).toBe(429);
    expect((await estimate('411001', {}, '10.9.0.61')).statusCode).toBe(200);
  });
});

describe('POST /orders/create-razorpay-order with a PIN code', () => {
  it('goes on to payment when no aggregator can say, and refuses a malformed PIN code', async () => {
    const size = take();
    const sold = await call(t.app, 'POST', '/orders/create-razorpay-order', {
      payload: { products: [line(size)], pincode: '999999' },
    });
    expect(sold.statusCode).toBe(200);

    const before = await t.database.db.$count(orders);
    const bad = await call(t.app, 'POST', '/orders/create-razorpay-order', {
      payload: { products: [line(size)], pincode: '99999' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json.errors).toEqual({ pincode: 'PIN code must be 6 digits' });
    expect(await t.database.db.$count(orders)).toBe(before);
  });
});
