import type { Config } from '../../config.ts';
import type { OrderAddress } from '../../db/schema.ts';

/** The providers the shop can take payments through (docs/payments.md), as PAYMENT_PROVIDER names them. */
export type PaymentProviderName = Config['PAYMENT_PROVIDER'];

export interface ProviderLineItem {
  sku: string;
  name: string;
  /** Paise, per unit, what the shopper pays. */
  price: number;
  /** Paise, per unit, list price. */
  offerPrice?: number;
  quantity: number;
  imageUrl?: string;
}

/** The order as the provider keeps it: one per shop order, opened before the shopper pays. */
export interface ProviderOrder {
  id: string;
  /** Paise the provider will collect. */
  amount: number;
  /** Paise collected so far. */
  amountPaid: number;
  status: 'created' | 'attempted' | 'paid';
  /** What the hosted checkout collected (a checkout may keep contact and addresses on the order). */
  customer: {
    name?: string | undefined;
    email?: string | undefined;
    contact?: string | undefined;
    shippingAddress?: OrderAddress | undefined;
    billingAddress?: OrderAddress | undefined;
  };
}

export interface ProviderPayment {
  id: string;
  orderId: string;
  amount: number;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  method?: string | undefined;
}

/** A refund as the provider reports it; `pending` completes later, told by a `refund.settled` event. */
export interface ProviderRefund {
  id: string;
  paymentId: string;
  amount: number;
  status: 'pending' | 'processed' | 'failed';
}

export interface RefundRequest {
  /** Paise. */
  amount: number;
  /**
   * The shop's own id for this refund, sent as the idempotency key and as the refund's receipt: asked twice,
   * the provider refunds once and answers the same refund.
   */
  reference: string;
  notes?: Record<string, string>;
}

/** What the hosted checkout hands the browser on success, with the signature that proves the provider issued it. */
export interface ShopperReturn {
  providerOrderId: string;
  paymentId: string;
  signature: string;
}

/** What the browser opens the provider's checkout with: opaque to the shop, handed over as they are. */
export interface CheckoutOptions {
  /** Public key the checkout opens with. */
  key: string;
  /** The provider's checkout script. */
  scriptUrl: string;
}

/**
 * The hosts a provider's checkout script loads, frames and calls from the shop's pages, for their
 * Content-Security-Policy and the Permissions-Policy's `payment` (http/security-headers.ts).
 */
export interface CheckoutPageHosts {
  script: string[];
  frame: string[];
  connect: string[];
  img: string[];
}

/** What a payment attempt's failure said, in the provider's own words (docs/product.md#error-states). */
// A type, not an interface: it is stored as it is, in the order's `payment_failure` JSON.
export type PaymentFailure = {
  code: string | null;
  description: string | null;
  source: string | null;
  step: string | null;
  reason: string | null;
  paymentId: string | null;
};

/** A webhook event in the shop's words: what the handlers act on, whatever the provider called it. */
export type PaymentEvent =
  /** A payment went through: its order may be completed. */
  | { kind: 'payment_captured'; providerOrderId: string; paymentId: string }
  | { kind: 'payment_failed'; providerOrderId: string; failure: PaymentFailure }
  | { kind: 'refund_settled'; providerRefundId: string; receipt?: string; status: 'processed' | 'failed' }
  /** Genuine, but nothing the shop acts on. */
  | { kind: 'ignored' };

/**
 * A webhook delivery, verified and read. `key` handles each event once: it comes from the signed body, since
 * anything unsigned (an event-id header) could be replayed under fresh values.
 */
export type WebhookDelivery =
  | { ok: false; reason: 'bad_signature' | 'malformed' }
  /** Signed, but older than the provider's retry window: a replay, not a retry. */
  | { ok: true; stale: true; type: string; raisedAt: number | undefined }
  | { ok: true; stale: false; type: string; key: string; event: PaymentEvent };

/**
 * One payment provider behind one interface (docs/payments.md): each lives in its own folder beside this file,
 * and the sandbox (served by the shop itself) is the one by default and in tests.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  readonly checkoutOptions: CheckoutOptions;
  /** Opens a payment for a shop order at the provider; its id is the order's `provider_order_id`. */
  createOrder(input: {
    amount: number;
    receipt: string;
    notes: Record<string, string>;
    lineItems: ProviderLineItem[];
  }): Promise<{ id: string; amount: number }>;
  fetchOrder(orderId: string): Promise<ProviderOrder>;
  fetchPayment(paymentId: string): Promise<ProviderPayment>;
  /** Every payment attempted against a provider order, for reconciliation. */
  fetchOrderPayments(orderId: string): Promise<ProviderPayment[]>;
  /** Idempotent by `request.reference`. */
  refund(paymentId: string, request: RefundRequest): Promise<ProviderRefund>;
  /** After a coupon changes the total before payment, where the provider does not adjust its own. */
  setOrderAmount?(orderId: string, amount: number): Promise<void>;
  /** Whether the shopper's return from the checkout is genuine (its signature). */
  verifyReturn(shopperReturn: ShopperReturn): boolean;
  /** Verifies a webhook's signature over the raw body as received and reads it into a neutral event. */
  parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): WebhookDelivery;
}
