import { describe, expect, it } from 'vitest';
import { isDemoShop, offersWhatsapp } from './demo-shop.ts';

describe('the demo shop bar', () => {
  it('shows while the sandbox gateway takes the payments, and never with Razorpay', () => {
    expect(isDemoShop({ status: 200, message: 'OK', body: { provider: 'sandbox', whatsapp: true } })).toBe(
      true,
    );
    expect(isDemoShop({ status: 200, message: 'OK', body: { provider: 'razorpay', whatsapp: true } })).toBe(
      false,
    );
    expect(isDemoShop({ status: 500, message: 'Something went wrong on our side.' })).toBe(false);
  });
});

describe('the WhatsApp choices', () => {
  it('are offered only when the shop says it sends WhatsApp messages', () => {
    expect(
      offersWhatsapp({ status: 200, message: 'OK', body: { provider: 'razorpay', whatsapp: true } }),
    ).toBe(true);
    expect(
      offersWhatsapp({ status: 200, message: 'OK', body: { provider: 'razorpay', whatsapp: false } }),
    ).toBe(false);
    expect(offersWhatsapp({ status: 500, message: 'Something went wrong on our side.' })).toBe(false);
  });
});
