import { createHmac, timingSafeEqual } from 'node:crypto';
import type { OrderAddress } from '../../db/schema.ts';

export interface GatewayLineItem {
  sku: string;
  name: string;
  /** Paise, per unit, what the shopper pays. */
  price: number;
  /** Paise, per unit, list price. */
  offerPrice?: number;
  quantity: number;
  imageUrl?: string;
}

export interface GatewayOrder {
  id: string;
  /** Paise the gateway will collect. */
  amount: number;
  /** Paise collected so far. */
  amountPaid: number;
  status: 'created' | 'attempted' | 'paid';
  /** What the hosted checkout collected (Magic Checkout keeps contact and addresses on the order). */
  customer: {
    name?: string | undefined;
    email?: string | undefined;
    contact?: string | undefined;
    shippingAddress?: OrderAddress | undefined;
    billingAddress?: OrderAddress | undefined;
  };
}

export interface GatewayPayment {
  id: string;
  orderId: string;
  amount: number;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  method?: string | undefined;
}

/** A refund as the gateway reports it; `pending` completes later, told by the `refund.processed` webhook. */
export interface GatewayRefund {
  id: string;
  paymentId: string;
  amount: number;
  status: 'pending' | 'processed' | 'failed';
}

export interface RefundRequest {
  /** Paise. */
  amount: number;
  /**
   * The shop's own id for this refund, sent as the idempotency key (Razorpay's X-Refund-Idempotency) and as the
   * refund's receipt: asked twice, the gateway refunds once and answers the same refund.
   */
  reference: string;
  notes?: Record<string, string>;
}

/**
 * The payment provider behind one interface: Razorpay in production, the sandbox (served by the shop itself)
 * by default and in tests. Both speak Razorpay's protocol: the same order ids, signatures and webhooks.
 */
export interface PaymentGateway {
  readonly name: 'razorpay' | 'sandbox';
  /** Public key the browser opens the checkout with. */
  readonly keyId: string;
  /** Script that defines `window.Razorpay` in the browser. */
  readonly checkoutScriptUrl: string;
  createOrder(input: {
    amount: number;
    receipt: string;
    notes: Record<string, string>;
    lineItems: GatewayLineItem[];
  }): Promise<{ id: string; amount: number }>;
  fetchOrder(orderId: string): Promise<GatewayOrder>;
  fetchPayment(paymentId: string): Promise<GatewayPayment>;
  /** Every payment attempted against a gateway order (Razorpay `GET /v1/orders/{id}/payments`), for reconciliation. */
  fetchOrderPayments(orderId: string): Promise<GatewayPayment[]>;
  refund(paymentId: string, request: RefundRequest): Promise<GatewayRefund>;
  /** After a coupon changes the total before payment (the sandbox; Magic Checkout adjusts its own). */
  setOrderAmount?(orderId: string, amount: number): Promise<void>;
  verifyPaymentSignature(input: SignedPayment): boolean;
  verifyWebhookSignature(rawBody: string, signature: string): boolean;
}

/** Razorpay's formula: hex HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export function paymentSignature(secret: string, orderId: string, paymentId: string): string {
  return createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');
}

/** Hex HMAC-SHA256 of the raw webhook body with the webhook secret (header X-Razorpay-Signature). */
export function webhookSignature(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** Compares hex digests in constant time; anything malformed is simply not equal. */
export function signaturesMatch(expectedHex: string, actual: string): boolean {
  if (!/^[0-9a-f]+$/i.test(actual) || actual.length !== expectedHex.length) return false;
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(actual.toLowerCase(), 'hex'));
}

/** What the checkout hands back on success, with the signature that proves the gateway issued it. */
export interface SignedPayment {
  orderId: string;
  paymentId: string;
  signature: string;
}

/** The payment signature check both gateways use: Razorpay's formula, compared in constant time. */
export function isGenuinePayment(
  keySecret: string,
  { orderId, paymentId, signature }: SignedPayment,
): boolean {
  return signaturesMatch(paymentSignature(keySecret, orderId, paymentId), signature);
}

/** The webhook signature check both gateways use, over the raw body as received. */
export function isGenuineWebhook(webhookSecret: string, rawBody: string, signature: string): boolean {
  return signaturesMatch(webhookSignature(webhookSecret, rawBody), signature);
}
