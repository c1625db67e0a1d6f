import { COD_PAYMENT_METHOD, type CodRefundMethod, formatINR, type RefundTo } from '@shop/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  PAYOUT_STATUS_RANK,
  type Payout,
  type PayoutProvider,
  type PayoutStatus,
  payoutNotMade,
} from '../../adapters/payouts/payout-provider.ts';
import type { Db } from '../../db/client.ts';
import { orders, refunds } from '../../db/schema.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { type Refusal, refusal } from '../../domain/refusal.ts';
import type { Actor, AuditLogService } from '../audit/audit-log.service.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { recordNote } from './order-transition.ts';
import type { OrderRow } from './orders.dto.ts';
import {
  amountToRefund,
  holdRefund,
  type RefundOutcome,
  type RefundRequest,
  type RefundRow,
  type RefundsService,
  refundByKey,
} from './refunds.service.ts';

export interface CodRefundRequest extends RefundRequest {
  /** COD only: paid out to the shopper's destination (the default), or by hand by the team. */
  method?: CodRefundMethod | undefined;
  /** The bank's reference of a transfer made by hand. */
  utr?: string | undefined;
}

export type CodRefundRefused = Refusal<
  | 'not_paid'
  | 'too_much'
  | 'gateway_failed'
  | 'not_cod'
  | 'no_destination'
  | 'utr_needed'
  | 'payout_failed'
  | 'not_reversed'
>;
export type CodRefundOutcome = Exclude<RefundOutcome, { ok: false }> | CodRefundRefused;

/** A COD order's cash is the shop's to give back once the courier collected it (docs/cod.md#refunds). */
const COLLECTED: ReadonlySet<OrderRow['paymentStatus']> = new Set([
  'COD_COLLECTED',
  'PAID',
  'PARTIALLY_REFUNDED',
]);

/** What may still be refunded on a COD order: what was collected, less what is promised back already. */
export function codRefundable(order: OrderRow): number {
  return COLLECTED.has(order.paymentStatus) ? Math.max(0, order.totalAmountPaise - order.refundedPaise) : 0;
}

export const PAYOUTS_POLL_JOB = 'payouts.poll';
const PAYOUTS_POLL_CRON = '*/10 * * * *';
/** A payout still pending after this long is asked after: its webhook may be late or lost. */
const ASK_AFTER_MS = 5 * 60_000;
/** A refund held this long without a payout id lost its call to the provider: it is paid again, same reference. */
const CALL_DIED_AFTER_MS = 15 * 60_000;

/** The rank of where a refund stands, in the payout's words, so that an event can only move it forward. */
const RANK_OF_REFUND: Record<RefundRow['status'], number> = {
  PENDING: PAYOUT_STATUS_RANK.pending,
  PROCESSED: PAYOUT_STATUS_RANK.processed,
  FAILED: PAYOUT_STATUS_RANK.failed,
  REVERSED: PAYOUT_STATUS_RANK.reversed,
};

/**
 * Refunds of cash-on-delivery orders (docs/cod.md#refunds): no card or UPI payment to reverse, so the money goes
 * out by bank transfer or UPI, through the payout provider to the destination the shopper gave on the return
 * form, or by hand by the team with the bank's reference. The amount is held against the order as a gateway
 * refund's is, a refund completes through RefundsService.complete (one credit note, kept across a reversal and a
 * second payment), and the provider's word arrives by webhook or by the polling job, in any order, any number of
 * times.
 */
export class CodRefundsService {
  constructor(
    private readonly db: Db,
    private readonly refundsService: RefundsService,
    private readonly payouts: Pick<PayoutProvider, 'pay' | 'fetchPayout'>,
    private readonly audit: Pick<AuditLogService, 'record'>,
    private readonly log: (line: string) => void = () => {},
  ) {}

  /** An admin's refund of any order: a prepaid one goes on to the gateway exactly as before. */
  async refund(orderId: string, request: CodRefundRequest, actor: Actor | null): Promise<CodRefundOutcome> {
    const [found] = await this.db.select().from(orders).where(eq(orders.id, orderId));
    if (!found) throw new NotFoundError('Order not found');
    const { method, utr, ...gatewayRequest } = request;
    if (found.paymentMethod !== COD_PAYMENT_METHOD) {
      if (method || utr) {
        return refusal(
          'not_cod',
          'This order was paid online: its refund goes back through the payment gateway, not by payout or by hand',
          { method: 'Only for cash-on-delivery orders' },
        );
      }
      return this.refundsService.refund(orderId, gatewayRequest, actor);
    }
    const chosen = method ?? 'PAYOUT';
    if (chosen === 'BY_HAND' && !utr) {
      return refusal('utr_needed', "A refund paid by hand needs the bank's UTR of the transfer", {
        utr: 'UTR is a required field',
      });
    }

    const held = await this.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order) throw new NotFoundError('Order not found');
      const earlier = await refundByKey(tx, orderId, request.idempotencyKey);
      if (earlier) return { ok: true as const, refund: earlier, order, replayed: true };

      if (!COLLECTED.has(order.paymentStatus) && order.paymentStatus !== 'REFUNDED') {
        return refusal(
          'not_paid',
          "This order's cash has not been collected yet, so there is nothing to refund",
        );
      }
      const asked = amountToRefund(codRefundable(order), request.amount);
      if (!asked.ok) return asked;
      const amount = asked.amount;
      if (chosen === 'PAYOUT' && !order.refundTo) {
        return refusal(
          'no_destination',
          'The shopper has not given a UPI id or bank account for the refund: pay it by hand and record the UTR',
          { method: 'No UPI id or bank account on this order' },
        );
      }
      const { refund: created, order: holding } = await holdRefund(tx, order, {
        amountPaise: amount,
        reason: request.reason,
        idempotencyKey: request.idempotencyKey,
        method: chosen,
        payoutAttempt: chosen === 'PAYOUT' ? 1 : 0,
        payoutAttemptAt: chosen === 'PAYOUT' ? new Date() : null,
        createdBy: actor?.id ?? null,
      });
      if (actor) {
        await this.audit.record(tx, actor, {
          action: 'order.refund',
          entityType: 'order',
          entityId: orderId,
          after: { amount, reason: request.reason, refundId: created.id, method: chosen, utr: utr ?? null },
        });
      }
      if (chosen === 'BY_HAND') {
        // The money has left the shop's bank already: the refund is complete as it is written down.
        const processed = await this.refundsService.complete(tx, holding, created, { utr: utr ?? null });
        return { ok: true as const, refund: processed, order: holding, replayed: false, byHand: true };
      }
      return { ok: true as const, refund: created, order: holding, replayed: false };
    });
    if (!held.ok) return held;
    if (held.replayed || 'byHand' in held) return this.#answer(held.refund.id, orderId, held.replayed);
    return this.#payOut(held.refund, held.order);
  }

  /**
   * A reversed payout paid again by an admin, on the same refund (its credit note number kept): out again under
   * a fresh reference (the attempt's number), or by hand with the bank's UTR.
   */
  async payAgain(
    orderId: string,
    refundId: string,
    request: { method: CodRefundMethod; utr?: string | undefined },
    actor: Actor,
  ): Promise<CodRefundOutcome> {
    if (request.method === 'BY_HAND' && !request.utr) {
      return refusal('utr_needed', "A refund paid by hand needs the bank's UTR of the transfer", {
        utr: 'UTR is a required field',
      });
    }
    const ready = await this.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order) throw new NotFoundError('Order not found');
      const [refund] = await tx
        .select()
        .from(refunds)
        .where(and(eq(refunds.id, refundId), eq(refunds.orderId, orderId)))
        .for('update');
      if (!refund) throw new NotFoundError('Refund not found');
      if (refund.status !== 'REVERSED') {
        return refusal('not_reversed', 'Only a refund whose payout the bank sent back can be paid again');
      }
      if (request.method === 'PAYOUT' && !order.refundTo) {
        return refusal(
          'no_destination',
          'The shopper has not given a UPI id or bank account for the refund: pay it by hand and record the UTR',
          { method: 'No UPI id or bank account on this order' },
        );
      }
      await this.audit.record(tx, actor, {
        action: 'order.refund_pay_again',
        entityType: 'order',
        entityId: orderId,
        before: { refundId, payoutId: refund.payoutId, attempt: refund.payoutAttempt },
        after: { refundId, method: request.method, utr: request.utr ?? null },
      });
      if (request.method === 'BY_HAND') {
        await this.refundsService.complete(tx, order, refund, { utr: request.utr ?? null });
        await tx.update(refunds).set({ method: 'BY_HAND' }).where(eq(refunds.id, refund.id));
        return { ok: true as const, refund, order, byHand: true };
      }
      const [again] = await tx
        .update(refunds)
        .set({
          status: 'PENDING',
          method: 'PAYOUT',
          payoutId: null,
          utr: null,
          payoutAttempt: refund.payoutAttempt + 1,
          // The poll leaves this attempt to its own call for as long as a first attempt is left to its own.
          payoutAttemptAt: new Date(),
        })
        .where(eq(refunds.id, refund.id))
        .returning();
      if (!again) throw new Error('refund update returned no row');
      return { ok: true as const, refund: again, order, byHand: false };
    });
    if (!ready.ok) return ready;
    if (ready.byHand) return this.#answer(refundId, orderId, false);
    return this.#payOut(ready.refund, ready.order);
  }

  /**
   * The provider's word on a payout, from its webhook, the polling job or the answer to `pay`: idempotent, and
   * an event that would move a refund backwards (a late `processed` after `reversed`) changes nothing.
   */
  async payoutUpdate(payout: Payout): Promise<void> {
    const found = await this.#refundOf(payout);
    if (!found) return;
    await this.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for('update');
      const [refund] = await tx.select().from(refunds).where(eq(refunds.id, found.id)).for('update');
      if (!order || !refund || refund.method !== 'PAYOUT') return;
      // An earlier attempt's payout, replaced since by a new one: its word is history.
      if (refund.payoutId && refund.payoutId !== payout.id) return;
      if (!refund.payoutId && payout.reference !== referenceOf(refund)) return;
      if (!refund.payoutId) {
        await tx.update(refunds).set({ payoutId: payout.id }).where(eq(refunds.id, refund.id));
      }
      if (!movesForward(refund.status, payout.status)) return;

      switch (payout.status) {
        case 'processed':
          await this.refundsService.complete(tx, order, refund, { utr: payout.utr });
          return;
        case 'failed': {
          const failure = (payout.failure ?? 'The payout failed').slice(0, 500);
          if (refund.payoutAttempt > 1) {
            // A payment again after a reversal: still owed, so it stays held, to be paid again.
            await tx.update(refunds).set({ status: 'REVERSED', failure }).where(eq(refunds.id, refund.id));
            return;
          }
          await tx.update(refunds).set({ status: 'FAILED', failure }).where(eq(refunds.id, refund.id));
          await tx
            .update(orders)
            .set({
              refundedPaise: sql`${orders.refundedPaise} - ${refund.amountPaise}`,
              updatedAt: new Date(),
            })
            .where(eq(orders.id, order.id));
          return;
        }
        case 'reversed': {
          const failure = (payout.failure ?? 'The bank sent the payout back').slice(0, 500);
          await tx.update(refunds).set({ status: 'REVERSED', failure }).where(eq(refunds.id, refund.id));
          const now = new Date();
          const paymentStatus = await this.refundsService.paymentStatusOf(tx, order);
          await tx.update(orders).set({ paymentStatus, updatedAt: now }).where(eq(orders.id, order.id));
          await recordNote(tx, order.id, {
            actorRole: 'SYSTEM',
            note: `The bank sent back the refund of ${formatINR(refund.amountPaise)} (${failure}): it is still owed, pay it again`,
            from: order.orderStatus,
            details: { refundId: refund.id, payoutId: payout.id, creditNote: refund.creditNoteNumber },
            at: now,
          });
          return;
        }
        case 'pending':
          return;
      }
    });
  }

  /**
   * The polling job: payouts pending past their webhook are asked after, and a refund whose call to the provider
   * died before it answered is paid again under the same reference (the provider pays it once).
   */
  async poll(now: Date = new Date()): Promise<{ asked: number; paidAgain: number }> {
    const pending = await this.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.method, 'PAYOUT'), eq(refunds.status, 'PENDING')));
    let asked = 0;
    let paidAgain = 0;
    for (const refund of pending) {
      const age = now.getTime() - (refund.payoutAttemptAt ?? refund.createdAt).getTime();
      try {
        if (refund.payoutId && age > ASK_AFTER_MS) {
          await this.payoutUpdate(await this.payouts.fetchPayout(refund.payoutId));
          asked += 1;
        } else if (!refund.payoutId && age > CALL_DIED_AFTER_MS) {
          const [order] = await this.db.select().from(orders).where(eq(orders.id, refund.orderId));
          if (order?.refundTo) {
            // As the first call: the provider's refusal releases it (or sets it back to be paid again), no
            // answer leaves it for the next run.
            await this.#payOut(refund, order);
            paidAgain += 1;
          }
        }
      } catch (error) {
        // The next run asks again.
        this.log(
          `payouts.poll: refund ${refund.id}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    return { asked, paidAgain };
  }

  async #payOut(refund: RefundRow, order: OrderRow): Promise<CodRefundOutcome> {
    const to = order.refundTo;
    if (!to) throw new Error('a payout needs the order’s destination');
    let payout: Payout;
    try {
      payout = await this.payouts.pay(this.#payoutRequest(refund, order, to));
    } catch (error) {
      const failure = error instanceof Error ? error.message : String(error);
      if (!payoutNotMade(error)) {
        // No answer: the payout may have been made. The refund stays pending and held, and the polling job pays
        // it again under the same reference, which the provider makes at most once.
        this.log(`payout of refund ${refund.id} unanswered, left for the poll: ${failure}`);
        return this.#answer(refund.id, order.id, false);
      }
      if (refund.payoutAttempt > 1) {
        // Paying again after a reversal: still owed and held, whatever the call did.
        await this.db
          .update(refunds)
          .set({ status: 'REVERSED', failure: failure.slice(0, 500) })
          .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'PENDING'), isNull(refunds.payoutId)));
      } else {
        await this.refundsService.release(refund, failure);
      }
      return payoutFailed();
    }
    await this.payoutUpdate(payout);
    const answer = await this.#answer(refund.id, order.id, false);
    if (answer.ok && payout.status === 'failed') return payoutFailed();
    return answer;
  }

  #payoutRequest(refund: RefundRow, order: OrderRow, to: RefundTo) {
    return {
      amount: refund.amountPaise,
      reference: referenceOf(refund),
      payee: {
        name: to.kind === 'bank' ? to.name : (order.contactName ?? 'Customer'),
        phone: order.contactMobile ?? null,
        email: order.contactEmail ?? null,
        shopReference: order.userId ?? order.id,
      },
      to,
      narration: `Refund ${order.orderId}`.replace(/[^A-Za-z0-9 ]/g, ' ').slice(0, 30),
      notes: { orderId: order.orderId, refundId: refund.id, reason: refund.reason.slice(0, 200) },
    };
  }

  async #refundOf(payout: Payout): Promise<RefundRow | undefined> {
    const [byId] = await this.db.select().from(refunds).where(eq(refunds.payoutId, payout.id));
    if (byId) return byId;
    const refundId = payout.reference?.match(REFERENCE)?.[1];
    if (!refundId) return undefined;
    const [byReference] = await this.db.select().from(refunds).where(eq(refunds.id, refundId));
    return byReference;
  }

  async #answer(refundId: string, orderId: string, replayed: boolean): Promise<CodRefundOutcome> {
    const [refund] = await this.db.select().from(refunds).where(eq(refunds.id, refundId));
    const [order] = await this.db.select().from(orders).where(eq(orders.id, orderId));
    if (!refund || !order) throw new NotFoundError('Refund not found');
    return { ok: true, refund, order, replayed };
  }
}

/** The idempotency reference of a refund's current payout attempt. */
export function referenceOf(refund: Pick<RefundRow, 'id' | 'payoutAttempt'>): string {
  return `${refund.id}-${refund.payoutAttempt}`;
}
const REFERENCE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-\d+$/i;

function movesForward(current: RefundRow['status'], next: PayoutStatus): boolean {
  // A processed payout can only be reversed; a failed one was never paid.
  if (current === 'PROCESSED') return next === 'reversed';
  return PAYOUT_STATUS_RANK[next] > RANK_OF_REFUND[current];
}

function payoutFailed(): CodRefundRefused {
  return refusal(
    'payout_failed',
    'The payout did not go through. Nothing was paid out; please try again, or pay it by hand.',
  );
}

/** The polling job's schedule: every ten minutes across all instances; a failed run is tried by the next. */
export function schedulePayoutsPoll(
  jobs: Pick<JobQueue, 'define'>,
  codRefunds: Pick<CodRefundsService, 'poll'>,
): void {
  jobs.define({
    name: PAYOUTS_POLL_JOB,
    cron: PAYOUTS_POLL_CRON,
    retryLimit: 0,
    retryDelaySeconds: 60,
    handler: async () => void (await codRefunds.poll()),
  });
}
