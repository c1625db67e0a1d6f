import { createHash } from 'node:crypto';
import { isGenuineWebhook } from '../../payments/razorpay/signatures.ts';
import { SIGNATURE_HEADER } from '../../payments/razorpay/webhook.ts';
import type { PayoutEvent, PayoutWebhookDelivery } from '../payout-provider.ts';
import { payoutOf } from './razorpayx-payouts.ts';

type Json = Record<string, unknown>;

/**
 * Verifies a RazorpayX payout webhook (hex HMAC-SHA256 of the raw body with the webhook secret, in
 * X-Razorpay-Signature, as Razorpay's payment webhooks) and reads it. Every `payout.*` event carries the payout
 * as it is now; its status, not the event's name, says where it stands, so a late `payout.updated` with a UTR
 * and a `payout.processed` read alike. The key is the event, the payout and its status, from the signed body:
 * RazorpayX may send one event twice.
 */
export function parsePayoutWebhook(
  webhookSecret: string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): PayoutWebhookDelivery {
  const signature = headers[SIGNATURE_HEADER];
  if (typeof signature !== 'string' || !isGenuineWebhook(webhookSecret, rawBody, signature)) {
    return { ok: false, reason: 'bad_signature' };
  }
  let body: Json;
  try {
    const value: unknown = JSON.parse(rawBody);
    if (!value || typeof value !== 'object' || Array.isArray(value))
      return { ok: false, reason: 'malformed' };
    body = value as Json;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const type = typeof body.event === 'string' ? body.event : 'unknown';
  const payload = (body.payload ?? {}) as { payout?: { entity?: Json } };
  const entity = payload.payout?.entity;
  const payout = type.startsWith('payout.') ? payoutOf(entity) : undefined;
  if (!payout) {
    const hash = createHash('sha256').update(rawBody).digest('hex');
    return { ok: true, type, key: `body:${hash}`, event: { kind: 'ignored' } };
  }
  const raisedAt = typeof body.created_at === 'number' ? body.created_at : undefined;
  const event: PayoutEvent = { kind: 'payout', payout, raisedAt };
  return { ok: true, type, key: `${type}:${payout.id}:${String(entity?.status)}`, event };
}
