import { COD_PAYMENT_METHOD, formatINR } from '@shop/shared';
import { and, eq, or, sql } from 'drizzle-orm';
import type { PaymentProvider } from '../../adapters/payments/payment-provider.ts';
import type { Db } from '../../db/client.ts';
import { nextDocumentNumber } from '../../db/document-numbers.ts';
import { codRemittances, orders, refunds } from '../../db/schema.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { noMetrics, type ShopMetrics } from '../../domain/metrics.ts';
import { type Refusal, refusal } from '../../domain/refusal.ts';
import type { Actor, AuditLogService } from '../audit/audit-log.service.ts';
import type { OrderNotices } from '../notifications/order-notices.ts';
import { type OrderTransitions, recordNote } from './order-transition.ts';
import type { OrderRow } from './orders.dto.ts';

export type RefundRow = typeof refunds.$inferSelect;

export interface RefundRequest {
  /** Paise; left out, whatever is left of the amount paid. */
  amount?: number | undefined;
  reason: string;
  idempotencyKey: string;
}

export type RefundRefused = Refusal<'not_paid' | 'too_much' | 'gateway_failed'>;
export type RefundOutcome =
  | { ok: true; refund: RefundRow; order: OrderRow; replayed: boolean }
  | RefundRefused;

/** What the gateway said of a refund: from the `refund.processed` and `refund.failed` webhooks. */
export interface RefundNotice {
  providerRefundId: string;
  /** Our refund's id, sent as the receipt: finds the refund when the webhook beats the gateway's answer. */
  receipt?: string | undefined;
  status: 'processed' | 'failed';
}

/**
 * Money back to the shopper through the payment gateway. A refund is written down (and its amount held against
 * the order) before the gateway is asked, under the order's row lock, so the same key asked twice, or two
 * refunds at once, can never give back more than was paid. It completes when the gateway says so: then it is
 * numbered as a credit note, and the order's payment (and a returned order's state) follows.
 */
export class RefundsService {
  constructor(
    private readonly db: Db,
    private readonly gateway: Pick<PaymentProvider, 'refund'>,
    private readonly audit: Pick<AuditLogService, 'record'>,
    private readonly notices: Pick<OrderNotices, 'queue'>,
    private readonly transitions: Pick<OrderTransitions, 'transition'>,
    private readonly metrics: Pick<ShopMetrics, 'paymentOutcome'> = noMetrics,
  ) {}

  async refund(orderId: string, request: RefundRequest, actor: Actor | null): Promise<RefundOutcome> {
    const held = await this.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order) throw new NotFoundError('Order not found');
      const earlier = await refundByKey(tx, orderId, request.idempotencyKey);
      if (earlier) return { ok: true as const, refund: earlier, order, replayed: true };

      if (!order.paidAt || !order.providerPaymentId) {
        return refusal('not_paid', 'This order has not been paid, so there is nothing to refund');
      }
      const amount = amountToRefund(order.totalAmountPaise - order.refundedPaise, request.amount);
      if (!amount.ok) return amount;
      const held = await holdRefund(tx, order, {
        amountPaise: amount.amount,
        reason: request.reason,
        idempotencyKey: request.idempotencyKey,
        createdBy: actor?.id ?? null,
      });
      if (actor) {
        await this.audit.record(tx, actor, {
          action: 'order.refund',
          entityType: 'order',
          entityId: orderId,
          after: { amount: amount.amount, reason: request.reason, refundId: held.refund.id },
        });
      }
      return { ok: true as const, ...held, replayed: false };
    });
    if (!held.ok || held.replayed) return held;

    const { refund, order } = held;
    try {
      const made = await this.gateway.refund(order.providerPaymentId ?? '', {
        amount: refund.amountPaise,
        reference: refund.id,
        notes: { orderId: order.orderId, reason: refund.reason },
      });
      const [recorded] = await this.db
        .update(refunds)
        .set({ providerRefundId: made.id })
        .where(eq(refunds.id, refund.id))
        .returning();
      if (made.status === 'processed') {
        await this.settle({ providerRefundId: made.id, receipt: refund.id, status: 'processed' });
      }
      const current = await this.#current(refund.id, orderId);
      return {
        ok: true,
        refund: current.refund ?? recorded ?? refund,
        order: current.order ?? order,
        replayed: false,
      };
    } catch (error) {
      await this.release(refund, error instanceof Error ? error.message : String(error));
      return refusal(
        'gateway_failed',
        'The payment gateway did not take the refund. Nothing was refunded; please try again.',
      );
    }
  }

  /**
   * The gateway's word on a refund. Processed: numbered as a credit note, the order's payment becomes refunded
   * (in part or in full), a returned order becomes REFUNDED, and the shopper is told. Failed: the amount is
   * released so it can be refunded again. Unknown refunds (the automatic ones of unpaid orders) change nothing.
   */
  async settle(notice: RefundNotice): Promise<void> {
    const match =
      notice.receipt && isUuid(notice.receipt)
        ? or(eq(refunds.providerRefundId, notice.providerRefundId), eq(refunds.id, notice.receipt))
        : eq(refunds.providerRefundId, notice.providerRefundId);
    const [found] = await this.db.select().from(refunds).where(match);
    if (found?.status !== 'PENDING') return;
    if (notice.status === 'failed') {
      await this.release(found, 'The payment gateway reported the refund failed');
      return;
    }
    let processedNow = false;
    await this.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for('update');
      const [refund] = await tx.select().from(refunds).where(eq(refunds.id, found.id)).for('update');
      if (!order || !refund || refund.status !== 'PENDING') return;
      await this.complete(tx, order, refund, { providerRefundId: notice.providerRefundId });
      processedNow = true;
    });
    if (processedNow) this.metrics.paymentOutcome('refunded');
  }

  /**
   * Completes a refund whose money has gone back, in the caller's transaction with the order's row locked:
   * numbered as a credit note (a refund paid again after a reversal keeps its first number), the order's payment
   * becomes refunded (in part or in full), a returned order becomes REFUNDED, and the shopper is told once.
   */
  async complete(
    tx: Db,
    order: OrderRow,
    refund: RefundRow,
    set: { providerRefundId?: string; utr?: string | null } = {},
  ): Promise<RefundRow> {
    const now = new Date();
    const [processed] = await tx
      .update(refunds)
      .set({
        ...set,
        status: 'PROCESSED',
        processedAt: now,
        failure: null,
        creditNoteNumber: refund.creditNoteNumber ?? (await nextDocumentNumber(tx, 'CREDIT_NOTE', now)),
      })
      .where(eq(refunds.id, refund.id))
      .returning();
    if (!processed) throw new Error('refund update returned no row');
    const paymentStatus = await this.paymentStatusOf(tx, order);
    const note = `Refund of ${formatINR(refund.amountPaise)} completed: ${refund.reason}`;
    const history = { amount: refund.amountPaise, creditNote: processed.creditNoteNumber };
    // A returned order becomes REFUNDED; any other stays where it is, with the refund in its history.
    const moved = await this.transitions.transition(
      tx,
      order,
      'REFUNDED',
      { mover: 'SYSTEM' },
      { at: now, note, history, set: { paymentStatus, updatedAt: now } },
    );
    if (!moved.ok) {
      await tx.update(orders).set({ paymentStatus, updatedAt: now }).where(eq(orders.id, order.id));
      await recordNote(tx, order.id, {
        actorRole: 'SYSTEM',
        note,
        from: order.orderStatus,
        details: history,
        at: now,
      });
    }
    await this.notices.queue(
      tx,
      order,
      'REFUND_PROCESSED',
      { amount: refund.amountPaise, creditNote: processed.creditNoteNumber },
      // A payout reversed and paid again completes again: the shopper hears of each time the money went.
      refund.payoutAttempt > 1 ? `${refund.id}-${refund.payoutAttempt}` : refund.id,
    );
    return processed;
  }

  /**
   * The order's payment as its completed refunds say: refunded in full or in part; with none (a COD order's only
   * payout reversed), collected, or paid once the courier's remittance came in.
   */
  async paymentStatusOf(tx: Db, order: OrderRow): Promise<OrderRow['paymentStatus']> {
    const [{ settled } = { settled: 0 }] = await tx
      .select({ settled: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int` })
      .from(refunds)
      .where(and(eq(refunds.orderId, order.id), eq(refunds.status, 'PROCESSED')));
    if (settled >= order.totalAmountPaise) return 'REFUNDED';
    if (settled > 0) return 'PARTIALLY_REFUNDED';
    if (order.paymentMethod !== COD_PAYMENT_METHOD) return 'PAID';
    const [remitted] = await tx
      .select({ id: codRemittances.id })
      .from(codRemittances)
      .where(eq(codRemittances.orderId, order.id));
    return remitted ? 'PAID' : 'COD_COLLECTED';
  }

  async listForOrder(orderId: string): Promise<RefundRow[]> {
    return this.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.createdAt);
  }

  /** A refund that did not happen: marked failed and its amount no longer held against the order. */
  async release(refund: RefundRow, failure: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [failed] = await tx
        .update(refunds)
        .set({ status: 'FAILED', failure: failure.slice(0, 500) })
        .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'PENDING')))
        .returning();
      if (!failed) return;
      await tx
        .update(orders)
        .set({ refundedPaise: sql`${orders.refundedPaise} - ${refund.amountPaise}`, updatedAt: new Date() })
        .where(eq(orders.id, refund.orderId));
    });
  }

  async #current(refundId: string, orderId: string) {
    const [refund] = await this.db.select().from(refunds).where(eq(refunds.id, refundId));
    const [order] = await this.db.select().from(orders).where(eq(orders.id, orderId));
    return { refund, order };
  }
}

/** The refund already asked for on the order under this key: the same key is one refund, however often asked. */
export async function refundByKey(tx: Db, orderId: string, key: string): Promise<RefundRow | undefined> {
  const [earlier] = await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.idempotencyKey, key)));
  return earlier;
}

/** What a refund asking for `asked` (all that is left when left out) may give back, of the `left` paise. */
export function amountToRefund(
  left: number,
  asked: number | undefined,
): { ok: true; amount: number } | Refusal<'too_much'> {
  const amount = asked ?? left;
  if (left <= 0) return refusal('too_much', 'This order has been refunded in full already');
  if (amount > left) {
    return refusal('too_much', `At most ${formatINR(left)} is left to refund on this order`, {
      amount: `At most ${formatINR(left)}`,
    });
  }
  return { ok: true, amount };
}

/**
 * Writes a refund down and holds its amount against the order, under the order's row lock (the caller's), before
 * any money moves: two refunds at once, or one asked twice, can never give back more than was taken.
 */
export async function holdRefund(
  tx: Db,
  order: OrderRow,
  values: Omit<typeof refunds.$inferInsert, 'orderId'> & { amountPaise: number },
): Promise<{ refund: RefundRow; order: OrderRow }> {
  const [created] = await tx
    .insert(refunds)
    .values({ ...values, orderId: order.id })
    .returning();
  if (!created) throw new Error('refund insert returned no row');
  const [holding] = await tx
    .update(orders)
    .set({ refundedPaise: sql`${orders.refundedPaise} + ${values.amountPaise}`, updatedAt: new Date() })
    .where(eq(orders.id, order.id))
    .returning();
  if (!holding) throw new Error('order update returned no row');
  return { refund: created, order: holding };
}

function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
