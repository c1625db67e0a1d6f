import { createHash } from 'node:crypto';
import type { RefundTo } from '@shop/shared';
import type { Payout, PayoutRequest, PayoutStatus } from '../payout-provider.ts';

// RazorpayX's shapes, as the adapter sends them and reads them back (and as the sandbox answers them).

type Json = Record<string, unknown>;

/** RazorpayX's payout states in the shop's words: anything before the bank's answer is pending. */
export const RAZORPAYX_STATUSES: Record<string, PayoutStatus> = {
  queued: 'pending',
  pending: 'pending',
  scheduled: 'pending',
  processing: 'pending',
  processed: 'processed',
  reversed: 'reversed',
  failed: 'failed',
  rejected: 'failed',
  cancelled: 'failed',
};

/** The header RazorpayX keys a payout's retries by. */
export const IDEMPOTENCY_HEADER = 'X-Payout-Idempotency';

/** RazorpayX's idempotency keys: 4 to 36 letters, digits, hyphens, underscores and spaces. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9 _-]{4,36}$/;

/**
 * The idempotency key of a reference: the reference itself when RazorpayX takes it, else (a refund's uuid and its
 * attempt are 38 characters) 32 characters of its hash, the same for every retry of it.
 */
export function idempotencyKeyOf(reference: string): string {
  return IDEMPOTENCY_KEY_PATTERN.test(reference)
    ? reference
    : createHash('sha256').update(reference).digest('base64url').slice(0, 32);
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** A payout entity as RazorpayX answers it, read into the port's Payout; undefined without an id. */
export function payoutOf(entity: Json | undefined): Payout | undefined {
  const id = text(entity?.id);
  if (!entity || !id) return undefined;
  const raw = text(entity.status) ?? '';
  const status = RAZORPAYX_STATUSES[raw] ?? 'pending';
  const details =
    entity.status_details && typeof entity.status_details === 'object' ? entity.status_details : {};
  const why = text((details as Json).description) ?? text(entity.failure_reason);
  return {
    id,
    reference: text(entity.reference_id),
    amount: Number(entity.amount) || 0,
    status,
    utr: text(entity.utr),
    failure: status === 'failed' || status === 'reversed' ? (why ?? `The payout was ${raw}`) : null,
  };
}

/** The contact RazorpayX pays: the shopper, with the shop's reference for them. */
export function contactBody(payee: PayoutRequest['payee']): Json {
  return {
    name: payee.name.slice(0, 50),
    ...(payee.email ? { email: payee.email } : {}),
    ...(payee.phone ? { contact: payee.phone } : {}),
    type: 'customer',
    reference_id: payee.shopReference.slice(0, 40),
  };
}

/** Where the money goes: a UPI id (vpa) or a bank account. */
export function fundAccountBody(contactId: string, to: RefundTo): Json {
  return to.kind === 'upi'
    ? { contact_id: contactId, account_type: 'vpa', vpa: { address: to.vpa } }
    : {
        contact_id: contactId,
        account_type: 'bank_account',
        bank_account: { name: to.name, ifsc: to.ifsc, account_number: to.accountNumber },
      };
}

/** UPI for a UPI id; IMPS for a bank account (instant, any day, up to ₹5 lakh). */
export const modeFor = (to: RefundTo) => (to.kind === 'upi' ? 'UPI' : 'IMPS');

/** The narration RazorpayX accepts: at most 30 letters, digits and spaces. */
export const narrationOf = (words: string) =>
  words
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 30);

export function payoutBody(accountNumber: string, fundAccountId: string, request: PayoutRequest): Json {
  return {
    account_number: accountNumber,
    fund_account_id: fundAccountId,
    amount: request.amount,
    currency: 'INR',
    mode: modeFor(request.to),
    purpose: 'refund',
    queue_if_low_balance: true,
    reference_id: request.reference.slice(0, 40),
    narration: narrationOf(request.narration),
    notes: request.notes,
  };
}
