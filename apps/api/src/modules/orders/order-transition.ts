import { ORDER_POLICY, type OrderState, trackingUrl } from '@shop/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { nextDocumentNumber } from '../../db/document-numbers.ts';
import { orderEvents, orderLines, orders, refunds } from '../../db/schema.ts';
import type { Actor, AuditLogService } from '../audit/audit-log.service.ts';
import type { InventoryService } from '../catalog/inventory.service.ts';
import type { CouponsService } from '../coupons/coupons.service.ts';
import type { OrderNotices } from '../notifications/order-notices.ts';
import {
  backOfficeMover,
  checkMove,
  isCashOnDelivery,
  type MoveRefused,
  type Mover,
} from './order-state-machine.ts';
import type { OrderRow } from './orders.dto.ts';

/** Who moves an order: the shopper (their own order only), someone in the back office, or the shop itself. */
export type MoveActor =
  | { mover: 'SHOPPER'; userId: string }
  | { mover: 'BACK_OFFICE'; actor: Actor }
  | { mover: 'SYSTEM' }
  /** A courier's scan (docs/shipments.md): the history's role is COURIER. */
  | { mover: 'COURIER' };

type OrderColumns = typeof orders.$inferInsert;

/** What a move carries, and what else its caller writes with it. */
export interface TransitionDetails {
  /** The move's note in the history (the back office's words, or the shop's: "Not paid within 24 hours"). */
  note?: string | undefined;
  /** Shipping's carrier and tracking number. */
  carrier?: string | undefined;
  trackingNumber?: string | undefined;
  /** The shopper's tracking link in the shipping message, when not the carrier's own site (the shop's /track). */
  trackingUrl?: string | undefined;
  /**
   * A COD order's confirmation link (with its raw token, which only the message carries), the hours the
   * shopper has to use it and what paying online instead saves: placing a COD order sends COD_CONFIRM with it instead of ORDER_PAID.
   */
  codConfirmation?: { url: string; withinHours: number; savingPaise: number } | undefined;
  /** A return's reason and photos (upload URLs). */
  reason?: string | undefined;
  photos?: string[] | undefined;
  /** When the move happens (the payment's time, a job's clock); now unless given. */
  at?: Date | undefined;
  /** What the history row carries instead of the move's own details: a refund's amount and credit note. */
  history?: Record<string, string | number | null> | undefined;
  /**
   * Other columns the caller changes together with the move, in the same statement (a payment's id and
   * invoice number, a refunded payment's status). Never the state: that is this module's alone.
   */
  set?: Omit<Partial<OrderColumns>, 'id' | 'orderStatus' | 'statusChangedAt'> | undefined;
}

export type Transitioned = { ok: true; order: OrderRow; restocked: boolean } | MoveRefused;

/** The state machine's name for who moves. */
export function moverOf(by: MoveActor): Mover {
  return by.mover === 'BACK_OFFICE' ? backOfficeMover(by.actor.role) : by.mover;
}

/**
 * The one way an order changes state (docs/orders.md#states). `transition` judges the move with the state machine
 * and, in the caller's transaction, writes the new state with `statusChangedAt`, the history row, the audit row of
 * a back-office move, the stock the move puts back and the messages it owes the shopper. The caller holds the
 * order's row lock (`select … for update`) and passes the row it read under it; nothing else in the shop writes an
 * order's state or its history (order-transition.test.ts reads the sources to keep it so).
 */
export class OrderTransitions {
  constructor(
    private readonly audit: Pick<AuditLogService, 'record'>,
    private readonly inventory: Pick<InventoryService, 'restock'>,
    private readonly notices: Pick<OrderNotices, 'queue'>,
    /** Work owed once an order has its tax invoice's number (drawing it), in the transaction that gave it. */
    private readonly afterInvoiced: (tx: Db, orderDbId: string) => Promise<void> = async () => {},
    private readonly coupons: Pick<CouponsService, 'release'> = { release: async () => {} },
    /**
     * An order placed (paid online, or a COD order placed), in the move's transaction: the buyer's carts kept on
     * the server close (modules/carts, given as a function since orders must not import it).
     */
    private readonly onPlaced: (tx: Db, order: OrderRow, at: Date) => Promise<void> = async () => {},
  ) {}

  /**
   * Moves `order` to `to` for `by`, or answers the machine's refusal and changes nothing. `restocked` says units
   * went back on the shelf, for the caller to announce once the transaction commits.
   */
  async transition(
    tx: Db,
    order: OrderRow,
    to: OrderState,
    by: MoveActor,
    details: TransitionDetails = {},
  ): Promise<Transitioned> {
    const now = details.at ?? new Date();
    const judged = checkMove(order, to, moverOf(by), now, details);
    if (!judged.ok) return judged;

    const from = order.orderStatus;
    // No payment precedes a COD order's invoice: it is issued when the parcel leaves, its number taken now from
    // the same gap-free series (docs/cod.md#gst).
    const invoicedNow = to === 'SHIPPED' && isCashOnDelivery(order) && !order.invoiceNumber;
    const [updated] = await tx
      .update(orders)
      .set({
        orderStatus: to,
        statusChangedAt: now,
        updatedAt: now,
        ...(to === 'SHIPPED'
          ? { carrier: details.carrier?.trim(), trackingNumber: details.trackingNumber?.trim() }
          : {}),
        ...(to === 'DELIVERED' && !order.deliveredAt ? { deliveredAt: now } : {}),
        // A COD parcel delivered is cash in the courier's hands: collected, and paid for the money's rules
        // (refunds never exceed it); the courier's remittance makes it PAID (docs/cod.md#remittances).
        ...(to === 'DELIVERED' && order.paymentStatus === 'COD_PENDING'
          ? { paymentStatus: 'COD_COLLECTED' as const, paidAt: details.set?.deliveredAt ?? now }
          : {}),
        ...(to === 'RETURN_REQUESTED'
          ? {
              returnRequest: {
                reason: details.reason?.trim() ?? '',
                photos: (details.photos ?? []).slice(0, ORDER_POLICY.maxReturnPhotos),
                requestedAt: now.toISOString(),
              },
            }
          : {}),
        ...(invoicedNow
          ? { invoiceNumber: await nextDocumentNumber(tx, 'INVOICE', now), invoicedAt: now }
          : {}),
        ...details.set,
      })
      // The state judged is the state replaced: a caller that forgot the row lock fails rather than skip a move.
      .where(and(eq(orders.id, order.id), eq(orders.orderStatus, from)))
      .returning();
    if (!updated) throw new Error(`order ${order.id} is no longer ${from}: move it under its row lock`);

    await tx.insert(orderEvents).values({
      orderId: order.id,
      fromStatus: from,
      toStatus: to,
      actorId: by.mover === 'SHOPPER' ? by.userId : by.mover === 'BACK_OFFICE' ? by.actor.id : null,
      actorRole: by.mover === 'BACK_OFFICE' ? by.actor.role : by.mover,
      note: details.note?.trim() || details.reason?.trim() || null,
      details:
        details.history ??
        (to === 'SHIPPED'
          ? { carrier: updated.carrier, trackingNumber: updated.trackingNumber }
          : to === 'RETURN_REQUESTED'
            ? { photos: (updated.returnRequest?.photos ?? []).length }
            : null),
      createdAt: now,
    });
    if (by.mover === 'BACK_OFFICE') {
      await this.audit.record(tx, by.actor, {
        action: `order.${to.toLowerCase()}`,
        entityType: 'order',
        entityId: order.id,
        before: { orderStatus: from },
        after: { orderStatus: to, note: details.note ?? null },
      });
    }
    // Stock goes out when the order is paid (PaymentCompletionService takes it before the move, as a condition of
    // the sale), or when a COD order is placed (cod-checkout.service.ts); it comes back when such an order is
    // cancelled or the goods return. A parcel returned to origin (RTO_RECEIVED) is goods back on the shelf, as a
    // return is; a COD one only once the team has opened it (docs/cod.md#returns-to-origin), since a refused COD
    // parcel may come back opened.
    const stockTaken = order.paidAt !== null || (isCashOnDelivery(order) && from !== 'PENDING');
    const restocked =
      (to === 'CANCELLED' && stockTaken) ||
      to === 'RETURNED' ||
      (to === 'RTO_RECEIVED' && !isCashOnDelivery(order));
    // A COD order redeemed its coupon when placed, with nothing paid: cancelled, the use is given back, so
    // placing and cancelling cannot spend a coupon's uses.
    if (to === 'CANCELLED' && isCashOnDelivery(order) && from !== 'PENDING' && order.couponCode) {
      await this.coupons.release(order.couponCode, tx);
    }
    if (restocked) {
      const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
      await this.inventory.restock(lines, tx);
    }
    if (invoicedNow) await this.afterInvoiced(tx, order.id);
    if (to === 'RTO_RECEIVED') await creditUncollected(tx, updated, now);
    if (to === 'PLACED' && isCashOnDelivery(updated)) {
      await this.notices.queue(tx, updated, 'COD_CONFIRM', {
        amount: updated.totalAmountPaise,
        fee: updated.codFeePaise,
        link: details.codConfirmation?.url ?? null,
        hours: details.codConfirmation?.withinHours ?? null,
        // What paying online now saves, which the same link offers (docs/cod.md#paying-online-instead).
        saving: details.codConfirmation?.savingPaise ?? null,
      });
    } else if (to === 'PLACED') {
      await this.notices.queue(tx, updated, 'ORDER_PAID', { amount: updated.totalAmountPaise });
    }
    if (to === 'PLACED') await this.onPlaced(tx, updated, now);
    if (to === 'SHIPPED') {
      await this.notices.queue(tx, updated, 'ORDER_SHIPPED', {
        carrier: updated.carrier,
        trackingNumber: updated.trackingNumber,
        trackingUrl: details.trackingUrl ?? trackingUrl(updated.carrier ?? '', updated.trackingNumber ?? ''),
      });
    }
    return { ok: true, order: updated, restocked };
  }
}

/**
 * A row of the order's history that moves nothing: a note typed in the back office, or a refund completed on an
 * order that stays where it is. `from` is the state it was written in, when the row should say so.
 */
export async function recordNote(
  tx: Db,
  orderId: string,
  entry: {
    actorId?: string | null;
    actorRole: string;
    note: string;
    from?: OrderState | null;
    details?: Record<string, string | number | null> | null;
    at?: Date;
  },
): Promise<void> {
  await tx.insert(orderEvents).values({
    orderId,
    fromStatus: entry.from ?? null,
    toStatus: null,
    actorId: entry.actorId ?? null,
    actorRole: entry.actorRole,
    note: entry.note,
    details: entry.details ?? null,
    ...(entry.at ? { createdAt: entry.at } : {}),
  });
}

/**
 * A COD parcel back from a return to origin was invoiced when it left, but no cash was ever taken: its invoice is
 * cancelled by a credit note for the whole of it (docs/cod.md#gst), written as a refund that moved no money
 * (UNCOLLECTED), so the credit notes keep one gap-free series and one register. Once per order, by its key.
 */
async function creditUncollected(tx: Db, order: OrderRow, now: Date): Promise<void> {
  if (!isCashOnDelivery(order) || !order.invoiceNumber || order.paymentStatus !== 'COD_PENDING') return;
  const idempotencyKey = `rto-credit-${order.id}`;
  const [issued] = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.orderId, order.id), eq(refunds.idempotencyKey, idempotencyKey)));
  // Checked before the number is drawn: a number drawn and then not used would leave a gap in the series.
  if (issued) return;
  await tx.insert(refunds).values({
    orderId: order.id,
    amountPaise: order.totalAmountPaise,
    reason: 'Returned to origin: the parcel came back and no cash was collected',
    idempotencyKey,
    method: 'UNCOLLECTED',
    status: 'PROCESSED',
    creditNoteNumber: await nextDocumentNumber(tx, 'CREDIT_NOTE', now),
    processedAt: now,
  });
}
