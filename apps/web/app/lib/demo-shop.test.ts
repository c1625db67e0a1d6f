import { describe, expect, it } from 'vitest';
import { isDemoShop } from './demo-shop.ts';

describe('the demo shop bar', () => {
  it('shows while the sandbox gateway takes the payments, and never with Razorpay', () => {
    expect(isDemoShop({ status: 200, message: 'OK', body: { provider: 'sandbox' } })).toBe(true);
    expect(isDemoShop({ status: 200, message: 'OK', body: { provider: 'razorpay' } })).toBe(false);
    expect(isDemoShop({ status: 500, message: 'Something went wrong on our side.' })).toBe(false);
  });
});
