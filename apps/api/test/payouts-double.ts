import { randomBytes } from 'node:crypto';
import {
  type Payout,
  type PayoutProvider,
  PayoutProviderError,
  type PayoutRequest,
  type PayoutStatus,
} from '../src/adapters/payouts/payout-provider.ts';

/**
 * A stand-in payout provider for COD refunds' tests, in the port's words: it records every call, pays a
 * reference once (the same reference answers the same payout, as RazorpayX's idempotency key does), and answers
 * what the test chose: a payout pending, processed or failed, or a call that throws.
 */
export class PayoutsDouble implements PayoutProvider {
  readonly name = 'sandbox' as const;
  readonly calls: PayoutRequest[] = [];
  /**
   * What the next new payout is; `refused` is the provider's 4xx (no payout made), `throws` a call that dies before
   * the provider answers (a payout may or may not have been made).
   */
  answer: PayoutStatus | 'refused' | 'throws' = 'pending';
  readonly #byReference = new Map<string, Payout>();
  #made = 0;

  async pay(request: PayoutRequest): Promise<Payout> {
    this.calls.push(request);
    const known = this.#byReference.get(request.reference);
    if (known) return { ...known };
    if (this.answer === 'refused')
      throw new PayoutProviderError('Invalid fund account: the account is closed', 'rejected', 400);
    if (this.answer === 'throws') throw new Error('connect ECONNREFUSED (the payout provider)');
    this.#made += 1;
    const payout: Payout = {
      // Unique across doubles, as the provider's ids are: one test file's refunds share a database.
      id: `pout_${randomBytes(7).toString('hex')}`,
      reference: request.reference,
      amount: request.amount,
      status: this.answer,
      utr: this.answer === 'processed' ? `UTR${this.#made}00011122` : null,
      failure: this.answer === 'failed' ? 'Beneficiary bank offline' : null,
    };
    this.#byReference.set(request.reference, payout);
    return { ...payout };
  }

  async fetchPayout(payoutId: string): Promise<Payout> {
    const found = [...this.#byReference.values()].find((payout) => payout.id === payoutId);
    if (!found) throw new Error(`no payout ${payoutId}`);
    return { ...found };
  }

  /** The provider's state moves on (what its webhook would then say): answers the payout as it now is. */
  move(payoutId: string, status: PayoutStatus): Payout {
    const found = [...this.#byReference.values()].find((payout) => payout.id === payoutId);
    if (!found) throw new Error(`no payout ${payoutId}`);
    found.status = status;
    if (status === 'processed') found.utr ??= `UTR${payoutId.slice(-6)}99`;
    if (status === 'reversed' || status === 'failed') found.failure = 'Account closed';
    return { ...found };
  }

  parseWebhook(): ReturnType<PayoutProvider['parseWebhook']> {
    return { ok: false, reason: 'bad_signature' };
  }
}
