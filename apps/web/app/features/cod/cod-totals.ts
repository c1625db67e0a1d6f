import { type DeliveryTerms, withDelivery } from '@shop/shared';
import type { PaymentChoice } from './payment-choice-store.ts';

export interface PayableTotals {
  goods: number;
  /** Null when the shop's delivery terms are unknown (the API could not say): the server's charge is the word. */
  delivery: number | null;
  /** The COD fee; 0 when paying online. */
  fee: number;
  total: number;
}

/**
 * docs/cod.md: what the shopper pays for goods worth `goods` paise (after discounts), paid as chosen. Delivery
 * follows the one shared rule for that way of paying (prepaid may ship free where COD does not), and COD adds its
 * fee as its own line.
 */
export function payableTotals(
  terms: DeliveryTerms | null | undefined,
  goods: number,
  choice: PaymentChoice,
  codFeePaise: number,
): PayableTotals {
  const fee = choice === 'cod' ? codFeePaise : 0;
  if (!terms) return { goods, delivery: null, fee, total: goods + fee };
  const delivered = withDelivery(terms, goods, choice === 'cod' ? 'COD' : 'PREPAID');
  return { goods, delivery: delivered.delivery, fee, total: delivered.total + fee };
}

/**
 * A number as the thank-you page names it without spelling it out in full on a shared screen: `+91 98••• •••10`.
 * Anything that is not 10 digits is shown masked whole.
 */
export function maskedMobile(mobile: string | null | undefined): string {
  const digits = (mobile ?? '').replace(/\D/g, '').slice(-10);
  if (digits.length !== 10) return '+91 ••••• •••••';
  return `+91 ${digits.slice(0, 2)}••• •••${digits.slice(8)}`;
}
