import { createHash } from 'node:crypto';
import type { PaymentEvent, WebhookDelivery } from '../payment-provider.ts';
import { isGenuineWebhook } from './signatures.ts';

/** Razorpay signs the raw body into this header; the event id beside it is not signed. */
export const SIGNATURE_HEADER = 'x-razorpay-signature';
export const EVENT_ID_HEADER = 'x-razorpay-event-id';

// Razorpay retries a failed delivery for 24 hours; anything much older is a replay, not a retry.
export const WEBHOOK_MAX_AGE_SECONDS = 48 * 60 * 60;

/** A webhook body as Razorpay sends it (only what the shop reads). */
export interface WebhookBody {
  event?: string;
  /** Seconds since the epoch, when Razorpay raised the event. */
  created_at?: number;
  payload?: {
    payment?: { entity?: PaymentEntity };
    refund?: { entity?: { id?: string; payment_id?: string; receipt?: string | null; status?: string } };
    order?: { entity?: { id?: string } };
  };
}

interface PaymentEntity {
  id?: string;
  order_id?: string;
  error_code?: string | null;
  error_description?: string | null;
  error_source?: string | null;
  error_step?: string | null;
  error_reason?: string | null;
}

/** The envelope Razorpay wraps an event's entities in. */
export function webhookEnvelope(event: string, payload: object, accountId: string): string {
  return JSON.stringify({
    entity: 'event',
    account_id: accountId,
    event,
    contains: Object.keys(payload),
    payload,
    created_at: Math.floor(Date.now() / 1000),
  });
}

/**
 * The key a delivery is handled once by. The event-id header is not covered by the signature, so anyone holding
 * one signed body could replay it under fresh ids: the key comes from the signed body itself, the payment and
 * the event type where there is a payment, else the body's hash.
 */
export function webhookEventKey(type: string, body: WebhookBody, rawBody: string): string {
  // One payment may have several refunds, each with its own events.
  const refundId = body.payload?.refund?.entity?.id;
  if (typeof refundId === 'string' && refundId) return `${type}:${refundId}`;
  const paymentId = body.payload?.payment?.entity?.id;
  if (typeof paymentId === 'string' && paymentId) return `${type}:${paymentId}`;
  return `body:${createHash('sha256').update(rawBody).digest('hex')}`;
}

/** Verifies a delivery with the webhook secret and reads it into the shop's words. */
export function parseWebhook(
  webhookSecret: string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): WebhookDelivery {
  const signature = headers[SIGNATURE_HEADER];
  if (typeof signature !== 'string' || !isGenuineWebhook(webhookSecret, rawBody, signature)) {
    return { ok: false, reason: 'bad_signature' };
  }
  let body: WebhookBody;
  try {
    body = JSON.parse(rawBody) as WebhookBody;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const type = body.event ?? 'unknown';
  const raisedAt = body.created_at;
  if (typeof raisedAt !== 'number' || Date.now() / 1000 - raisedAt > WEBHOOK_MAX_AGE_SECONDS) {
    return { ok: true, stale: true, type, raisedAt };
  }
  return {
    ok: true,
    stale: false,
    type,
    key: webhookEventKey(type, body, rawBody),
    event: toEvent(type, body),
  };
}

function toEvent(type: string, body: WebhookBody): PaymentEvent {
  const refund = body.payload?.refund?.entity;
  if ((type === 'refund.processed' || type === 'refund.failed') && refund?.id) {
    return {
      kind: 'refund_settled',
      providerRefundId: refund.id,
      receipt: refund.receipt ?? undefined,
      status: type === 'refund.processed' ? 'processed' : 'failed',
    };
  }
  const payment = body.payload?.payment?.entity;
  const providerOrderId = payment?.order_id ?? body.payload?.order?.entity?.id;
  if (!providerOrderId) return { kind: 'ignored' };
  if (type === 'order.paid' || type === 'payment.captured') {
    return payment?.id
      ? { kind: 'payment_captured', providerOrderId, paymentId: payment.id }
      : { kind: 'ignored' };
  }
  if (type === 'payment.failed') {
    return {
      kind: 'payment_failed',
      providerOrderId,
      failure: {
        code: payment?.error_code ?? null,
        description: payment?.error_description ?? null,
        source: payment?.error_source ?? null,
        step: payment?.error_step ?? null,
        reason: payment?.error_reason ?? null,
        paymentId: payment?.id ?? null,
      },
    };
  }
  return { kind: 'ignored' };
}
