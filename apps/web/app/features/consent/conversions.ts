import type { Paise } from '@shop/shared';
import type { AdEvent } from './ad-events.ts';
import { configuredAdTags, consentGranted } from './consent-store.ts';

/**
 * Reports an event to the configured ad tags, only if the shopper has agreed, checked at this moment. The tags'
 * code is a chunk of its own, fetched the first time: nothing of it reaches a shopper who has not agreed.
 */
function report(event: AdEvent): void {
  const tags = configuredAdTags();
  if (!tags || !consentGranted()) return;
  void import('./ad-tags.ts')
    .then(({ sendAdEvent }) => {
      // The chunk may arrive after a withdrawal.
      if (consentGranted()) sendAdEvent(tags, event);
    })
    .catch((error: unknown) => console.warn('ad tags unavailable', error));
}

/** The server created the payment order: its total, as the server priced it, and how many items it holds. */
export function reportCheckoutStarted(amountPaise: Paise, numItems: number): void {
  report({ kind: 'checkout-started', amountPaise, numItems });
}

/** The server verified the payment: the order's number and the total it was paid for. */
export function reportPurchase(orderId: string, amountPaise: Paise): void {
  report({ kind: 'purchase', orderId, amountPaise });
}

/** A login code was verified; `newAccount` when it was the number's first verification. */
export function reportOtpVerified(newAccount: boolean): void {
  report({ kind: 'otp-verified', newAccount });
}
