import { and, asc, eq, gte, inArray, isNotNull, lte } from 'drizzle-orm';
import type { PaymentProvider, ProviderPayment } from '../../adapters/payments/payment-provider.ts';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { OrderTransitions } from './order-transition.ts';
import type { PaymentCompletionService } from './payment-completion.service.ts';

export interface ReconciliationOptions {
  /** An order not paid this long after it was created is cancelled. */
  unpaidOrderTtlMs: number;
  /** How long the browser's return and the webhook get before the gateway is asked. */
  graceMs?: number;
  /** Orders looked at per run, oldest change first; the next run takes the rest. */
  batchSize?: number;
  now?: () => Date;
}

/** A payment that can still make its order paid: taken, or on its way at the gateway. */
const PAYABLE: ProviderPayment['status'][] = ['captured', 'authorized'];
const IN_FLIGHT: ProviderPayment['status'][] = ['created'];

/**
 * Orders whose payment the shop has not heard of. `reconcile` asks the gateway about orders still waiting and
 * completes, through PaymentCompletionService (which pays an order at most once), those it took money for while
 * neither the shopper's browser nor the webhook came back. `expireUnpaid` cancels orders never paid: they hold
 * no stock and no coupon use before payment, so nothing is released, and one with a payment still possible at the
 * gateway is completed or left for the next run instead.
 */
export class PaymentReconciliationService {
  readonly #options: Required<ReconciliationOptions>;

  constructor(
    private readonly db: Db,
    private readonly gateway: Pick<PaymentProvider, 'fetchOrderPayments'>,
    private readonly completion: Pick<PaymentCompletionService, 'complete'>,
    private readonly transitions: Pick<OrderTransitions, 'transition'>,
    options: ReconciliationOptions,
  ) {
    this.#options = { graceMs: 2 * 60_000, batchSize: 100, now: () => new Date(), ...options };
  }

  async reconcile(): Promise<{ checked: number; completed: number }> {
    const { now, graceMs, unpaidOrderTtlMs } = this.#options;
    const at = now().getTime();
    const waiting = await this.#waiting(new Date(at - unpaidOrderTtlMs), new Date(at - graceMs));
    let completed = 0;
    const errors: string[] = [];
    // One order the gateway cannot answer for must not keep the others from being checked.
    for (const order of waiting) {
      try {
        const payments = await this.gateway.fetchOrderPayments(order.providerOrderId);
        if (await this.#completeFrom(order.id, payments)) completed++;
      } catch (error) {
        errors.push(`${order.providerOrderId}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (errors.length > 0) {
      throw new Error(
        `${errors.length} of ${waiting.length} orders could not be checked; ${errors.join('; ')}`,
      );
    }
    return { checked: waiting.length, completed };
  }

  async expireUnpaid(): Promise<{ expired: number; completed: number }> {
    const { now, unpaidOrderTtlMs } = this.#options;
    const cutoff = new Date(now().getTime() - unpaidOrderTtlMs);
    const stale = await this.#waiting(new Date(0), cutoff, true);
    const result = { expired: 0, completed: 0 };
    const errors: string[] = [];
    for (const order of stale) {
      try {
        const payments = order.providerOrderId
          ? await this.gateway.fetchOrderPayments(order.providerOrderId)
          : [];
        if (await this.#completeFrom(order.id, payments)) {
          result.completed++;
          continue;
        }
        if (payments.some((payment) => [...PAYABLE, ...IN_FLIGHT].includes(payment.status))) continue;
        if (await this.#cancel(order.id, unpaidOrderTtlMs)) result.expired++;
      } catch (error) {
        errors.push(`${order.id}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (errors.length > 0) {
      throw new Error(
        `${errors.length} of ${stale.length} orders could not be expired; ${errors.join('; ')}`,
      );
    }
    return result;
  }

  async #waiting(
    from: Date,
    to: Date,
    includeUnstarted = false,
  ): Promise<{ id: string; providerOrderId: string }[]> {
    const rows = await this.db
      .select({ id: orders.id, providerOrderId: orders.providerOrderId })
      .from(orders)
      .where(
        and(
          eq(orders.orderStatus, 'PENDING'),
          inArray(orders.paymentStatus, ['PENDING', 'FAILED']),
          includeUnstarted ? undefined : isNotNull(orders.providerOrderId),
          gte(orders.createdAt, from),
          lte(orders.createdAt, to),
        ),
      )
      .orderBy(asc(orders.updatedAt))
      .limit(this.#options.batchSize);
    return rows.map((row) => ({ id: row.id, providerOrderId: row.providerOrderId ?? '' }));
  }

  async #completeFrom(orderDbId: string, payments: ProviderPayment[]): Promise<boolean> {
    const payment = payments.find((candidate) => PAYABLE.includes(candidate.status));
    if (!payment) return false;
    const completed = await this.completion.complete(orderDbId, payment.id);
    return completed.ok;
  }

  async #cancel(orderDbId: string, ttlMs: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(orders).where(eq(orders.id, orderDbId)).for('update');
      if (locked?.orderStatus !== 'PENDING' || !['PENDING', 'FAILED'].includes(locked.paymentStatus))
        return false;
      const cancelled = await this.transitions.transition(
        tx,
        locked,
        'CANCELLED',
        { mover: 'SYSTEM' },
        { at: this.#options.now(), note: `Not paid within ${Math.round(ttlMs / 3_600_000)} hours` },
      );
      return cancelled.ok;
    });
  }
}

/**
 * The reconciliation's periodic work, once per schedule across all instances: payments the shop never heard of
 * every minute, unpaid orders every quarter hour. A failed run shows in the back office and the next one tries
 * again, so neither retries.
 */
export function scheduleReconciliation(
  jobs: Pick<JobQueue, 'define'>,
  reconciliation: Pick<PaymentReconciliationService, 'reconcile' | 'expireUnpaid'>,
): void {
  jobs.define({
    name: 'payments.reconcile',
    cron: '* * * * *',
    retryLimit: 0,
    retryDelaySeconds: 60,
    handler: async () => void (await reconciliation.reconcile()),
  });
  jobs.define({
    name: 'orders.expire-unpaid',
    cron: '*/15 * * * *',
    retryLimit: 0,
    retryDelaySeconds: 60,
    handler: async () => void (await reconciliation.expireUnpaid()),
  });
}
