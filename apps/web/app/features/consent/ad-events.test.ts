import type { AdTags } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { googleTagCall, metaPixelCall } from './ad-events.ts';

const tags = (overrides: Partial<AdTags>): AdTags => ({
  metaPixelId: null,
  googleTagId: null,
  googleAdsConversionLabel: null,
  ...overrides,
});

describe('Meta pixel events', () => {
  it('report a checkout start in rupees, exact to the paisa, with INR and the number of items', () => {
    expect(metaPixelCall({ kind: 'checkout-started', amountPaise: 151715, numItems: 3 })).toEqual([
      'track',
      'InitiateCheckout',
      { value: 1517.15, currency: 'INR', num_items: 3 },
    ]);
  });

  it('report a purchase with its total and the order number as the event id', () => {
    expect(metaPixelCall({ kind: 'purchase', orderId: 'ORD-2026-000042', amountPaise: 29900 })).toEqual([
      'track',
      'Purchase',
      { value: 299, currency: 'INR' },
      { eventID: 'ORD-2026-000042' },
    ]);
  });

  it('hear nothing of logins', () => {
    expect(metaPixelCall({ kind: 'otp-verified', newAccount: true })).toBeNull();
  });
});

describe('Google tag events', () => {
  const ga4 = tags({ googleTagId: 'G-AB12CD34EF' });
  const ads = tags({ googleTagId: 'AW-123456789', googleAdsConversionLabel: 'AbC-dEf_123' });

  it("send GA4's sign_up for a number's first verification and login after it, by OTP", () => {
    expect(googleTagCall(ga4, { kind: 'otp-verified', newAccount: true })).toEqual([
      'event',
      'sign_up',
      { method: 'OTP' },
    ]);
    expect(googleTagCall(ga4, { kind: 'otp-verified', newAccount: false })).toEqual([
      'event',
      'login',
      { method: 'OTP' },
    ]);
  });

  it('send a Google Ads tag the conversion under its label', () => {
    expect(googleTagCall(ads, { kind: 'otp-verified', newAccount: false })).toEqual([
      'event',
      'conversion',
      { send_to: 'AW-123456789/AbC-dEf_123' },
    ]);
  });

  it('hear nothing of checkouts, or anything without a tag', () => {
    expect(googleTagCall(ga4, { kind: 'purchase', orderId: 'ORD-2026-000042', amountPaise: 100 })).toBeNull();
    expect(googleTagCall(tags({}), { kind: 'otp-verified', newAccount: true })).toBeNull();
  });
});
