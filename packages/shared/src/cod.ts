/**
 * docs/cod.md: cash on delivery in the shop's words. Types and defaults only (the storefront reads these on the
 * cart), so zod stays off first-load pages; the settings' schema is PaymentSettingsSchema in admin/settings.ts.
 */

/**
 * Why cash on delivery is not offered, in the order the checks run: the first that fails is the one named
 * (`GET /payments/options`, and the 409 of `POST /orders/cod`).
 */
export const COD_REFUSALS = [
  'cod_disabled',
  'cod_below_minimum',
  'cod_above_maximum',
  'cod_not_serviceable',
  'cod_pincode_blocked',
  'cod_number_blocked',
  'cod_too_many_open',
] as const;
export type CodRefusal = (typeof COD_REFUSALS)[number];

/**
 * The `payments` key of shop_settings, edited by an admin on the back office's Payments screen. Amounts in paise.
 * A number is refused cash on delivery once it has had more than `codMaxReturnsToOrigin` COD orders returned to
 * origin, or while it holds `codMaxOpenUnconfirmed` COD orders not yet confirmed.
 */
export interface PaymentSettings {
  codEnabled: boolean;
  /** Added to a COD order as its own line, taxed like the goods. */
  codFeePaise: number;
  /** COD is offered for goods (after discounts) from this value… */
  codMinimumPaise: number;
  /** …up to and including this one. */
  codMaximumPaise: number;
  codMaxReturnsToOrigin: number;
  codMaxOpenUnconfirmed: number;
  /** An unconfirmed COD order is cancelled this long after it was placed. */
  codConfirmWithinHours: number;
  /** Six-digit PIN codes where COD is never offered, whatever the courier says. */
  codBlockedPincodes: string[];
}

export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = {
  codEnabled: true,
  codFeePaise: 4_900,
  codMinimumPaise: 29_900,
  codMaximumPaise: 500_000,
  codMaxReturnsToOrigin: 1,
  codMaxOpenUnconfirmed: 1,
  codConfirmWithinHours: 24,
  codBlockedPincodes: [],
};

/** `GET /api/v1/payments/options?pincode=…&subtotal=…`: what each way to pay costs this basket. */
export interface PaymentOptions {
  /** `message`: the refusal in the request's language, for the checkout to show beside the choice. */
  cod: { available: boolean; reason?: CodRefusal; feePaise: number; message?: string };
  /** Delivery on a prepaid order, and what paying online saves against COD (its fee plus any delivery charge). */
  prepaid: { shippingPaise: number; savingPaise: number };
}

/**
 * What a COD order's thank-you and confirmation pages offer (docs/cod.md#paying-online-instead): the hours the
 * shopper has to confirm it, and paying online now instead (the new total and what it saves), while it may be.
 */
export interface CodPrepayOffer {
  confirmWithinHours: number;
  payNow: { amountPaise: number; savingPaise: number } | null;
}

/** An order's payment method as stored (`orders.payment_method`): the gateway's method name, or COD. */
export const COD_PAYMENT_METHOD = 'COD';

export const RISK_LEVELS = ['low', 'medium', 'high'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** Why a COD order's risk is what it is (apps/api/src/modules/cod/cod-risk.ts holds the rules and thresholds). */
export const RISK_REASONS = [
  'first_order',
  'high_value',
  'pincode_rto_rate',
  'number_rto',
  'many_orders_today',
] as const;
export type RiskReason = (typeof RISK_REASONS)[number];

export const RISK_REASON_LABELS: Record<RiskReason, string> = {
  first_order: 'First order from this number',
  high_value: 'Far above the shop’s average order',
  pincode_rto_rate: 'Many returns to origin at this PIN code',
  number_rto: 'This number has had parcels returned to origin',
  many_orders_today: 'Several COD orders from this number or address today',
};

/** A COD order's risk, with the reasons that set it; every admin order carries one (null for prepaid orders). */
export interface OrderRisk {
  level: RiskLevel;
  reasons: RiskReason[];
}

/** Who confirmed a COD order: the shopper from the message's link, or the team after a phone call. */
export const COD_CONFIRMERS = ['SHOPPER', 'TEAM'] as const;
export type CodConfirmer = (typeof COD_CONFIRMERS)[number];
