import { type AdTags, googleTagKind, type Paise, rupeesWithDecimals } from '@shop/shared';

/** What the shop reports to the ad platforms (docs/privacy.md#what-is-sent), and nothing else. */
export type AdEvent =
  /** The server created the payment order: its total and the number of items in it. */
  | { kind: 'checkout-started'; amountPaise: Paise; numItems: number }
  /** The server verified the payment of this order. */
  | { kind: 'purchase'; orderId: string; amountPaise: Paise }
  /** A login code was verified; `newAccount` when it was the number's first (a sign-up). */
  | { kind: 'otp-verified'; newAccount: boolean };

/** Rupees as the platforms take a value: a number, exact to the paisa (151715 paise is 1517.15). */
const rupeeValue = (paise: Paise) => Number(rupeesWithDecimals(paise));

/**
 * The Meta pixel call for an event, as `fbq(...)` takes its arguments, or null when the pixel does not hear of
 * it. A purchase carries the order number as its event id, so Meta counts a repeated report once.
 */
export function metaPixelCall(event: AdEvent): unknown[] | null {
  switch (event.kind) {
    case 'checkout-started':
      return [
        'track',
        'InitiateCheckout',
        { value: rupeeValue(event.amountPaise), currency: 'INR', num_items: event.numItems },
      ];
    case 'purchase':
      return [
        'track',
        'Purchase',
        { value: rupeeValue(event.amountPaise), currency: 'INR' },
        { eventID: event.orderId },
      ];
    default:
      return null;
  }
}

/**
 * The Google tag call for an event, as `gtag(...)` takes its arguments, or null when Google does not hear of it:
 * GA4's recommended `sign_up` or `login` event, or for a Google Ads tag the conversion under its label.
 */
export function googleTagCall(tags: AdTags, event: AdEvent): unknown[] | null {
  if (event.kind !== 'otp-verified' || !tags.googleTagId) return null;
  if (googleTagKind(tags.googleTagId) === 'ads') {
    if (!tags.googleAdsConversionLabel) return null;
    return ['event', 'conversion', { send_to: `${tags.googleTagId}/${tags.googleAdsConversionLabel}` }];
  }
  return ['event', event.newAccount ? 'sign_up' : 'login', { method: 'OTP' }];
}
