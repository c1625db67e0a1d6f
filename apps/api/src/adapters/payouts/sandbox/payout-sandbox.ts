import { createHmac } from 'node:crypto';
import type { Db } from '../../../db/client.ts';
import { inProcessTransport, type SandboxRequestHandler, type SandboxWebhook } from '../../http-transport.ts';
import { webhookSignature } from '../../payments/razorpay/signatures.ts';
import { webhookEnvelope } from '../../payments/razorpay/webhook.ts';
import type { Payout, PayoutProvider } from '../payout-provider.ts';
import { RazorpayXClient } from '../razorpayx/razorpayx-client.ts';
import { payoutOf } from '../razorpayx/razorpayx-payouts.ts';
import { RazorpayXProvider } from '../razorpayx/razorpayx-provider.ts';
import { PAYOUT_SANDBOX_MOUNT, payoutSandboxHandler, publicBody } from './payout-sandbox-handler.ts';
import { PayoutSandboxRecords, type SandboxEntityRow } from './payout-sandbox-records.ts';

/** The moves a person (or the sandbox by itself) makes of a payout. */
export const PAYOUT_SANDBOX_MOVES = ['processed', 'failed', 'reversed'] as const;
export type PayoutSandboxMove = (typeof PAYOUT_SANDBOX_MOVES)[number];

/** With PAYOUT_SANDBOX_AUTO, a payout moves on one step this long after the last. */
export const PAYOUT_AUTO_STEP_MS = 5_000;

/** Magic destinations for demos and tests: a UPI id starting so fails, or is processed and then reversed. */
const FAILS = /^fail/i;
const REVERSES = /^reverse/i;

/** Which moves a payout in each RazorpayX state can make: failed before the bank pays, reversed after. */
const MOVES_FROM: Record<string, readonly PayoutSandboxMove[]> = {
  queued: ['processed', 'failed'],
  processing: ['processed', 'failed'],
  processed: ['reversed'],
};

const DETAILS: Record<'failed' | 'reversed', { source: string; reason: string; description: string }> = {
  failed: {
    source: 'beneficiary_bank',
    reason: 'beneficiary_bank_rejected',
    description: 'The beneficiary bank declined the payout (sandbox).',
  },
  reversed: {
    source: 'beneficiary_bank',
    reason: 'beneficiary_bank_returned',
    description: 'The beneficiary bank returned the payout to the business account (sandbox).',
  },
};

/** A payout as the sandbox's page lists it. */
export interface PayoutSandboxListing {
  id: string;
  amount: number;
  destination: string;
  status: string;
  utr: string | null;
  reference: string | null;
  moves: readonly PayoutSandboxMove[];
}

/**
 * The offline RazorpayX Payouts (docs/cod.md#the-payouts-sandbox). It speaks RazorpayX's protocol through
 * `handle` (called in process by the shop's own RazorpayX client, and served over HTTP at /sandbox/razorpayx),
 * and tells the shop of each move with RazorpayX's signed payout webhook. `provider` IS the RazorpayX adapter,
 * over a transport that reaches this handler only.
 */
export class PayoutSandbox {
  /** Where the shop's RazorpayX client finds the sandbox in process; never resolved on a network. */
  static readonly IN_PROCESS_URL = `http://razorpayx.sandbox.invalid${PAYOUT_SANDBOX_MOUNT}`;
  /** The sandbox business's account number, the one payouts leave from. */
  readonly accountNumber = '2323230041626905';
  readonly handle: SandboxRequestHandler;
  readonly provider: PayoutProvider;
  readonly #secret: string;
  readonly #records: PayoutSandboxRecords;
  readonly #auto: boolean;
  readonly #now: () => Date;
  #deliver: ((webhook: SandboxWebhook) => Promise<void>) | undefined;

  constructor(db: Db, secret: string, options: { auto: boolean; now?: () => Date }) {
    this.#secret = secret;
    this.#records = new PayoutSandboxRecords(db);
    this.#auto = options.auto;
    this.#now = options.now ?? (() => new Date());
    this.handle = payoutSandboxHandler({
      records: this.#records,
      keyId: this.keyId,
      keySecret: this.#mac('key-secret'),
      accountNumber: this.accountNumber,
      now: this.#now,
      firstAutoAt: () => (this.#auto ? this.#later(this.#now()) : null),
    });
    const client = new RazorpayXClient({
      apiUrl: PayoutSandbox.IN_PROCESS_URL,
      keyId: this.keyId,
      keySecret: this.#mac('key-secret'),
      transport: inProcessTransport(PayoutSandbox.IN_PROCESS_URL, this.handle),
    });
    this.provider = new RazorpayXProvider(client, this.accountNumber, this.webhookSecret, 'sandbox');
  }

  #mac(purpose: string): string {
    return createHmac('sha256', this.#secret).update(purpose).digest('base64url');
  }

  #later(from: Date): Date {
    return new Date(from.getTime() + PAYOUT_AUTO_STEP_MS);
  }

  /** The sandbox's API key id (its secret stays inside: the shop's client is given it in process). */
  get keyId(): string {
    return `rzp_test_sbx${this.#mac('key-id')
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 10)}`;
  }

  /** The API key's secret, for a test or a tool that calls the sandbox over HTTP. */
  get keySecret(): string {
    return this.#mac('key-secret');
  }

  /** The secret the sandbox's webhooks are signed with, as a RazorpayX account's webhook settings hold one. */
  get webhookSecret(): string {
    return this.#mac('webhook').slice(0, 32);
  }

  /** Where the webhooks go (the shop's own endpoint), set by the sandbox's routes. */
  deliverWebhooksTo(deliver: (webhook: SandboxWebhook) => Promise<void>): void {
    this.#deliver = deliver;
  }

  /** The newest payouts, for the sandbox's page. */
  async payouts(): Promise<PayoutSandboxListing[]> {
    return (await this.#records.latestPayouts()).map((row) => {
      const status = String(row.body.status);
      return {
        id: row.id,
        amount: Number(row.body.amount),
        destination: String(row.body._destination ?? ''),
        status,
        utr: typeof row.body.utr === 'string' ? row.body.utr : null,
        reference: typeof row.body.reference_id === 'string' ? row.body.reference_id : null,
        moves: MOVES_FROM[status] ?? [],
      };
    });
  }

  /**
   * Moves a payout on and tells the shop's webhook: `unknown` for no such payout, `refused` (with why) for a move
   * its state does not allow, as a bank would not reverse a payout it never paid.
   */
  async advance(
    payoutId: string,
    move: PayoutSandboxMove,
  ): Promise<{ moved: Payout } | { unknown: true } | { refused: string }> {
    const row = await this.#records.byId('payout', payoutId);
    if (!row) return { unknown: true };
    const status = String(row.body.status);
    if (!(MOVES_FROM[status] ?? []).includes(move)) {
      return { refused: `Payout ${payoutId} is ${status}: it cannot be ${move} now` };
    }
    const moved = await this.#move(row, move);
    return { moved: payoutOf(publicBody(moved)) as Payout };
  }

  /** One step for every payout due to move on by itself (PAYOUT_SANDBOX_AUTO); the number moved. */
  async runAuto(now = this.#now()): Promise<number> {
    let moved = 0;
    for (const row of await this.#records.dueForAuto(now, this.#later(now))) {
      const next = this.#nextByItself(row);
      if (!next) {
        await this.#records.save(row, row.body, null);
        continue;
      }
      await this.#move(row, next);
      moved += 1;
    }
    return moved;
  }

  /** Processed, unless the UPI id asks it to fail; then reversed, if the UPI id asks for that. */
  #nextByItself(row: SandboxEntityRow): PayoutSandboxMove | undefined {
    const vpa = typeof row.body._vpa === 'string' ? row.body._vpa : '';
    const status = String(row.body.status);
    if (status === 'processing' || status === 'queued') return FAILS.test(vpa) ? 'failed' : 'processed';
    if (status === 'processed' && REVERSES.test(vpa)) return 'reversed';
    return undefined;
  }

  async #move(row: SandboxEntityRow, move: PayoutSandboxMove): Promise<SandboxEntityRow> {
    const now = this.#now();
    const body = {
      ...row.body,
      status: move,
      ...(move === 'processed' ? { utr: row.body.utr ?? this.#utrFor(row.id) } : {}),
      ...(move === 'processed' ? { status_details: null } : { status_details: DETAILS[move] }),
      ...(move === 'processed' ? {} : { failure_reason: DETAILS[move].description }),
    };
    const after = { ...row, body };
    const continues = this.#auto && this.#nextByItself(after) !== undefined;
    const saved = await this.#records.save(row, body, continues ? this.#later(now) : null);
    try {
      await this.#deliver?.(this.#webhook(saved, `payout.${move}`));
    } catch {
      // The shop's endpoint failing is the shop's to report (its polling job asks again); the payout has moved.
    }
    return saved;
  }

  /** A made-up UTR, fixed by the payout's id, shaped like an IMPS reference. */
  #utrFor(payoutId: string): string {
    const digits = BigInt(
      `0x${createHmac('sha256', this.#secret).update(payoutId).digest('hex').slice(0, 12)}`,
    );
    return `SBX${digits.toString().padStart(15, '0').slice(-9)}`;
  }

  #webhook(row: SandboxEntityRow, event: string): SandboxWebhook {
    const body = webhookEnvelope(event, { payout: { entity: publicBody(row) } }, 'acc_SandboxPayouts1');
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': webhookSignature(this.webhookSecret, body),
        'x-razorpay-event-id': `evt_${row.id.slice(5)}${String(row.body.status).slice(0, 3)}`,
      },
    };
  }
}
