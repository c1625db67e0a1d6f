import type { RefundTo } from '@shop/shared';
import type { Config } from '../../config.ts';

/**
 * Money paid out to a shopper's UPI id or bank account: a cash-on-delivery order's refund (docs/cod.md#refunds).
 * One provider behind one interface, as payments and shipping have: the real one PAYOUT_PROVIDER names, and the
 * offline sandbox that speaks its protocol (the default, and the one in tests).
 */
export type PayoutProviderName = Config['PAYOUT_PROVIDER'];

/** The shop's words for a payout's state, whatever the provider calls it. */
export type PayoutStatus = 'pending' | 'processed' | 'reversed' | 'failed';

export interface PayoutRequest {
  /** Paise. */
  amount: number;
  /**
   * The shop's key for this attempt (the refund's id and its attempt number): sent as the idempotency key and
   * the payout's reference, so asked twice the provider pays once and answers the same payout.
   */
  reference: string;
  /** Who is paid: the order's shopper. */
  payee: { name: string; phone: string | null; email: string | null; shopReference: string };
  to: RefundTo;
  /** What the shopper's bank statement shows (at most 30 letters, digits and spaces). */
  narration: string;
  notes: Record<string, string>;
}

export interface Payout {
  id: string;
  /** The shop's reference, as sent. */
  reference: string | null;
  amount: number;
  status: PayoutStatus;
  /** The bank's reference, once the payout is processed. */
  utr: string | null;
  /** Why it failed or was reversed, in the provider's words. */
  failure: string | null;
}

/** A webhook event in the shop's words. */
export type PayoutEvent =
  /** `raisedAt`: seconds since the epoch, when the provider raised the event. */
  | { kind: 'payout'; payout: Payout; raisedAt: number | undefined }
  /** Genuine, but nothing the shop acts on. */
  | { kind: 'ignored' };

/** A webhook delivery, verified and read; `key` (from the signed body) handles each event once. */
export type PayoutWebhookDelivery =
  | { ok: false; reason: 'bad_signature' | 'malformed' }
  | { ok: true; type: string; key: string; event: PayoutEvent };

/**
 * A payout call that failed. `rejected` (the provider's own refusal, in its words: a bad IFSC, a body changed
 * under the same key) and `unauthorised` (the keys refused) are answers: no payout was made. `timeout` and
 * `unavailable` leave it unknown whether one was, so the refund stays held and is tried again with the same
 * reference, which the provider pays at most once.
 */
export class PayoutProviderError extends Error {
  constructor(
    message: string,
    readonly code: 'rejected' | 'unauthorised' | 'timeout' | 'unavailable',
    /** The provider's HTTP status, when it answered. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PayoutProviderError';
  }
}

export interface PayoutProvider {
  readonly name: PayoutProviderName;
  /** Pays `request.to` (its contact and fund account made or found first); idempotent by `request.reference`. */
  pay(request: PayoutRequest): Promise<Payout>;
  /** A payout as the provider has it now: what the polling job asks when a webhook is late or lost. */
  fetchPayout(payoutId: string): Promise<Payout>;
  /** Verifies a webhook's signature over the raw body as received and reads it into a neutral event. */
  parseWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): PayoutWebhookDelivery;
}

/**
 * The order in which a payout's states can follow each other: an event that would move it backwards (a late
 * `processed` after `reversed`) is out of order and changes nothing.
 */
export const PAYOUT_STATUS_RANK: Record<PayoutStatus, number> = {
  pending: 0,
  processed: 1,
  failed: 2,
  reversed: 2,
};

/** Whether a failed call is the provider's answer that no payout was made (see PayoutProviderError). */
export function payoutNotMade(error: unknown): boolean {
  return error instanceof PayoutProviderError && (error.code === 'rejected' || error.code === 'unauthorised');
}
