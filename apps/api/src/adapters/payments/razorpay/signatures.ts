import { createHmac, timingSafeEqual } from 'node:crypto';

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

/** What the checkout hands back on success, with the signature that proves Razorpay issued it. */
export interface SignedPayment {
  orderId: string;
  paymentId: string;
  signature: string;
}

/** The payment signature check of Razorpay and of the sandbox that imitates it, compared in constant time. */
export function isGenuinePayment(
  keySecret: string,
  { orderId, paymentId, signature }: SignedPayment,
): boolean {
  return signaturesMatch(paymentSignature(keySecret, orderId, paymentId), signature);
}

/** The webhook signature check, over the raw body as received. */
export function isGenuineWebhook(webhookSecret: string, rawBody: string, signature: string): boolean {
  return signaturesMatch(webhookSignature(webhookSecret, rawBody), signature);
}
