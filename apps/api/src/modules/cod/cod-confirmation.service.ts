import { COD_PAYMENT_METHOD, msg } from '@shop/shared';
import { and, desc, eq, isNull, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderEvents, orders } from '../../db/schema.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { type Refusal, refusal } from '../../domain/refusal.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { type OrderTransitions, recordNote } from '../orders/order-transition.ts';
import type { OrderRow } from '../orders/orders.dto.ts';
import type { ShopSettingsService } from '../settings/shop-settings.service.ts';
import { hashConfirmToken } from './cod-checkout.service.ts';

/** Why the message's link cannot do what it asked: the order was cancelled, expired, or is packed already. */
export type LinkRefused = Refusal<'cancelled' | 'expired' | 'too_late'>;

export const COD_EXPIRY_JOB = 'cod.expire-unconfirmed';
/** Every ten minutes: an order is cancelled at most ten minutes after its window closes. */
export const COD_EXPIRY_CRON = '*/10 * * * *';

/**
 * docs/cod.md#confirmation and #expiry: the shopper confirms or cancels a COD order from the message's link, and
 * a job cancels those left unconfirmed. The team's confirmation is cod-confirm.admin.service.ts.
 */
export class CodConfirmationService {
  constructor(
    private readonly db: Db,
    private readonly transitions: Pick<OrderTransitions, 'transition'>,
    private readonly settings: Pick<ShopSettingsService, 'payments'>,
    private readonly onStockChange: () => void,
  ) {}

  /** The link's tap: confirms the order (again, harmlessly), or with `cancel` cancels it. */
  async answerLink(token: string, cancel: boolean): Promise<{ ok: true; order: OrderRow } | LinkRefused> {
    return this.#answer(eq(orders.codConfirmTokenHash, hashConfirmToken(token)), cancel, 'link');
  }

  /**
   * A tap on the WhatsApp message's Confirm or Cancel button (docs/messaging.md#replies), from the order's own
   * number (the caller checks it against the number WhatsApp says the tap came from).
   */
  async answerWhatsApp(
    orderDbId: string,
    cancel: boolean,
  ): Promise<{ ok: true; order: OrderRow } | LinkRefused> {
    return this.#answer(
      and(eq(orders.id, orderDbId), eq(orders.paymentMethod, COD_PAYMENT_METHOD)),
      cancel,
      'whatsapp',
    );
  }

  async #answer(
    which: SQL | undefined,
    cancel: boolean,
    via: 'link' | 'whatsapp',
  ): Promise<{ ok: true; order: OrderRow } | LinkRefused> {
    const where = via === 'link' ? 'from the message’s link' : 'on WhatsApp';
    let restocked = false;
    const outcome = await this.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(which).for('update');
      if (!order) throw new NotFoundError(msg('cod.linkUnknown'));
      const orderId = order.orderId;
      if (order.orderStatus === 'CANCELLED') {
        // Cancelling twice answers the cancelled order; confirming one says why it cannot be.
        if (cancel) return { ok: true as const, order };
        return (await expiredUnconfirmed(tx, order))
          ? refusal('expired', msg('cod.linkExpired', { orderId }))
          : refusal('cancelled', msg('cod.linkCancelled', { orderId }));
      }
      if (cancel) {
        if (!order.userId) throw new Error(`COD order ${order.id} has no shopper`);
        const moved = await this.transitions.transition(
          tx,
          order,
          'CANCELLED',
          { mover: 'SHOPPER', userId: order.userId },
          { note: `Cancelled by the shopper ${where}` },
        );
        if (!moved.ok) return refusal('too_late', msg('cod.linkTooLate', { orderId }));
        restocked = moved.restocked;
        return { ok: true as const, order: moved.order };
      }
      if (order.codConfirmedAt) return { ok: true as const, order };
      const now = new Date();
      const [confirmed] = await tx
        .update(orders)
        .set({ codConfirmedAt: now, codConfirmedBy: 'SHOPPER', updatedAt: now })
        .where(eq(orders.id, order.id))
        .returning();
      await recordNote(tx, order.id, {
        actorId: order.userId,
        actorRole: 'SHOPPER',
        note: `Confirmed by the shopper ${where}`,
        from: order.orderStatus,
        at: now,
      });
      return { ok: true as const, order: confirmed ?? order };
    });
    if (restocked) this.onStockChange();
    return outcome;
  }

  /**
   * Cancels the COD orders still PLACED and unconfirmed `codConfirmWithinHours` after they were placed, each
   * under its row lock, their stock back on the shelf. Answers how many it cancelled.
   */
  async expireUnconfirmed(now: Date = new Date()): Promise<number> {
    const { codConfirmWithinHours: hours } = await this.settings.payments();
    const cutoff = new Date(now.getTime() - hours * 3_600_000);
    const due = await this.db.select({ id: orders.id }).from(orders).where(unconfirmedBefore(cutoff));
    let cancelled = 0;
    for (const { id } of due) {
      const moved = await this.db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.id, id), unconfirmedBefore(cutoff)))
          .for('update');
        // Confirmed or cancelled meanwhile: nothing to do.
        if (!order) return false;
        const result = await this.transitions.transition(
          tx,
          order,
          'CANCELLED',
          { mover: 'SYSTEM' },
          { note: `Not confirmed within ${hours} hours`, at: now },
        );
        return result.ok;
      });
      if (moved) cancelled++;
    }
    if (cancelled > 0) this.onStockChange();
    return cancelled;
  }
}

const unconfirmedBefore = (cutoff: Date) =>
  and(
    eq(orders.paymentMethod, COD_PAYMENT_METHOD),
    eq(orders.orderStatus, 'PLACED'),
    isNull(orders.codConfirmedAt),
    lt(orders.createdAt, cutoff),
  );

/** A cancelled order the expiry job cancelled: never confirmed, and cancelled by the shop itself. */
async function expiredUnconfirmed(tx: Db, order: OrderRow): Promise<boolean> {
  if (order.codConfirmedAt) return false;
  const [last] = await tx
    .select({ actorRole: orderEvents.actorRole })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.toStatus, 'CANCELLED')))
    .orderBy(desc(orderEvents.createdAt))
    .limit(1);
  return last?.actorRole === 'SYSTEM';
}

/** The expiry's schedule: one run every ten minutes across all instances; a failed run is tried by the next. */
export function scheduleCodExpiry(
  jobs: Pick<JobQueue, 'define'>,
  confirmation: Pick<CodConfirmationService, 'expireUnconfirmed'>,
): void {
  jobs.define({
    name: COD_EXPIRY_JOB,
    cron: COD_EXPIRY_CRON,
    retryLimit: 0,
    retryDelaySeconds: 60,
    handler: async () => void (await confirmation.expireUnconfirmed()),
  });
}
