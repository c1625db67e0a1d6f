import {
  type CodRefusal,
  type DeliveryTerms,
  deliveryChargeFor,
  formatINR,
  type Message,
  msg,
  type PaymentOptions,
  type PaymentSettings,
} from '@shop/shared';

/**
 * What the rules know of a basket and its shopper (docs/cod.md#rules). The number's counts are known only when
 * the number is (a logged-in shopper); a guest asking for options is judged on the basket and the PIN code, and
 * the number's rules are judged again when the order is placed, where the number is proven.
 */
export interface CodFacts {
  /** The goods after discounts, in paise: what the minimum and maximum are judged on. */
  goodsPaise: number;
  pincode: string;
  /** Whether a courier collects cash at the PIN code (the delivery estimate's `cod`). */
  courierCollectsCash: boolean;
  /** The number's COD orders returned to origin, ever; undefined when the number is not known. */
  returnsToOrigin?: number | undefined;
  /** The number's COD orders placed and not yet confirmed; undefined when the number is not known. */
  openUnconfirmed?: number | undefined;
}

/** The first rule the basket breaks, in COD_REFUSALS' order, or undefined when cash on delivery may be offered. */
export function codRefusal(facts: CodFacts, settings: PaymentSettings): CodRefusal | undefined {
  if (!settings.codEnabled) return 'cod_disabled';
  if (facts.goodsPaise < settings.codMinimumPaise) return 'cod_below_minimum';
  if (facts.goodsPaise > settings.codMaximumPaise) return 'cod_above_maximum';
  if (!facts.courierCollectsCash) return 'cod_not_serviceable';
  if (settings.codBlockedPincodes.includes(facts.pincode)) return 'cod_pincode_blocked';
  if (facts.returnsToOrigin !== undefined && facts.returnsToOrigin > settings.codMaxReturnsToOrigin) {
    return 'cod_number_blocked';
  }
  if (facts.openUnconfirmed !== undefined && facts.openUnconfirmed >= settings.codMaxOpenUnconfirmed) {
    return 'cod_too_many_open';
  }
  return undefined;
}

/**
 * The two ways to pay, priced for `goodsPaise`: COD's fee, prepaid's delivery, and what paying online saves
 * against COD (the fee, plus COD's delivery charge less prepaid's).
 */
export function paymentOptions(
  facts: CodFacts,
  settings: PaymentSettings,
  terms: DeliveryTerms,
): PaymentOptions {
  const refused = codRefusal(facts, settings);
  const codCharges = {
    feePaise: settings.codFeePaise,
    shippingPaise: deliveryChargeFor(terms, facts.goodsPaise, 'COD'),
  };
  return {
    cod: refused
      ? { available: false, reason: refused, feePaise: settings.codFeePaise }
      : { available: true, feePaise: settings.codFeePaise },
    prepaid: prepaidAgainstCod(terms, facts.goodsPaise, codCharges),
  };
}

/**
 * What goods of `goodsPaise` cost in delivery paid online, and what that saves against paying `cod` (its fee and
 * its delivery charge): the fee, plus COD's delivery less prepaid's. The options judge a basket on the settings'
 * fee; a COD order turned prepaid (cod-prepay.service.ts) on the fee and delivery it was charged.
 */
export function prepaidAgainstCod(
  terms: DeliveryTerms,
  goodsPaise: number,
  cod: { feePaise: number; shippingPaise: number },
): PaymentOptions['prepaid'] {
  const shippingPaise = deliveryChargeFor(terms, goodsPaise, 'PREPAID');
  return { shippingPaise, savingPaise: cod.feePaise + Math.max(0, cod.shippingPaise - shippingPaise) };
}

/** The shopper's words for a refusal (one message per reason, English and Hindi in the shared catalog). */
export function codRefusalMessage(
  reason: CodRefusal,
  facts: Pick<CodFacts, 'pincode'>,
  settings: PaymentSettings,
): Message {
  switch (reason) {
    case 'cod_below_minimum':
      return msg('cod.cod_below_minimum', { amount: formatINR(settings.codMinimumPaise) });
    case 'cod_above_maximum':
      return msg('cod.cod_above_maximum', { amount: formatINR(settings.codMaximumPaise) });
    case 'cod_not_serviceable':
    case 'cod_pincode_blocked':
      return msg(`cod.${reason}`, { pincode: facts.pincode });
    default:
      return msg(`cod.${reason}`);
  }
}
