import { ORDER_POLICY, type OrderState, trackingUrl } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderEvents, orderLines, orders } from '../../db/schema.ts';
import { NotFoundError } from '../../domain/errors.ts';
import type { Actor, AuditLogService } from '../audit/audit-log.service.ts';
import type { InventoryService } from '../catalog/inventory.service.ts';
import type { OrderNotices } from '../notifications/order-notices.ts';
import { backOfficeMover, checkMove, leftToRefund, type MoveRefused } from './order-state-machine.ts';
import type { OrderRow } from './orders.dto.ts';
import type { RefundsService } from './refunds.service.ts';

export interface MoveRequest {
  to: OrderState;
  carrier?: string | undefined;
  trackingNumber?: string | undefined;
  note?: string | undefined;
  /** A return's reason and photos (upload URLs). */
  reason?: string | undefined;
  photos?: string[] | undefined;
}

/** Who asks for a move: the shopper (their own order only), someone in the back office, or the shop itself. */
export type MoveActor =
  | { mover: 'SHOPPER'; userId: string }
  | { mover: 'BACK_OFFICE'; actor: Actor }
  | { mover: 'SYSTEM' };

export type MoveOutcome = { ok: true; order: OrderRow } | MoveRefused;

/**
 * Moves orders through their states (order-state-machine.ts says which moves there are): one move at a time per
 * order, each with its history row, its audit row when made in the back office, the stock it puts back and the
 * messages it owes the shopper, all in one transaction; a cancelled paid order is then refunded in full.
 */
export class OrderFulfilmentService {
  constructor(
    private readonly db: Db,
    private readonly audit: Pick<AuditLogService, 'record'>,
    private readonly inventory: Pick<InventoryService, 'restock'>,
    private readonly notices: Pick<OrderNotices, 'queue'>,
    private readonly refunds: Pick<RefundsService, 'refund'>,
    private readonly onStockChange: () => void,
  ) {}

  async move(orderId: string, request: MoveRequest, by: MoveActor): Promise<MoveOutcome> {
    const moved = await this.db.transaction(async (tx) => {
      // The row lock queues a second move of the same order behind this one, which then judges the new state:
      // two people confirming at once get one success and one refusal.
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order || (by.mover === 'SHOPPER' && order.userId !== by.userId)) {
        throw new NotFoundError('Order not found');
      }
      const now = new Date();
      const mover = by.mover === 'BACK_OFFICE' ? backOfficeMover(by.actor.role) : by.mover;
      const judged = checkMove(order, request.to, mover, now, request);
      if (!judged.ok) return judged;

      const from = order.orderStatus;
      const [updated] = await tx
        .update(orders)
        .set({
          orderStatus: request.to,
          statusChangedAt: now,
          updatedAt: now,
          ...(request.to === 'SHIPPED'
            ? { carrier: request.carrier?.trim(), trackingNumber: request.trackingNumber?.trim() }
            : {}),
          ...(request.to === 'DELIVERED' && !order.deliveredAt ? { deliveredAt: now } : {}),
          ...(request.to === 'RETURN_REQUESTED'
            ? {
                returnRequest: {
                  reason: request.reason?.trim() ?? '',
                  photos: (request.photos ?? []).slice(0, ORDER_POLICY.maxReturnPhotos),
                  requestedAt: now.toISOString(),
                },
              }
            : {}),
        })
        .where(eq(orders.id, orderId))
        .returning();
      if (!updated) throw new Error('order update returned no row');

      await tx.insert(orderEvents).values({
        orderId,
        fromStatus: from,
        toStatus: request.to,
        actorId: by.mover === 'SHOPPER' ? by.userId : by.mover === 'BACK_OFFICE' ? by.actor.id : null,
        actorRole: by.mover === 'BACK_OFFICE' ? by.actor.role : by.mover,
        note: request.note?.trim() || request.reason?.trim() || null,
        details:
          request.to === 'SHIPPED'
            ? { carrier: updated.carrier, trackingNumber: updated.trackingNumber }
            : request.to === 'RETURN_REQUESTED'
              ? { photos: (updated.returnRequest?.photos ?? []).length }
              : null,
        createdAt: now,
      });
      if (by.mover === 'BACK_OFFICE') {
        await this.audit.record(tx, by.actor, {
          action: `order.${request.to.toLowerCase()}`,
          entityType: 'order',
          entityId: orderId,
          before: { orderStatus: from },
          after: { orderStatus: request.to, note: request.note ?? null },
        });
      }
      // Stock went out when the order was paid; it comes back when the order is cancelled or the goods return.
      const restocks = (request.to === 'CANCELLED' && order.paidAt !== null) || request.to === 'RETURNED';
      if (restocks) {
        const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
        await this.inventory.restock(lines, tx);
      }
      if (request.to === 'SHIPPED') {
        await this.notices.queue(tx, updated, 'ORDER_SHIPPED', {
          carrier: updated.carrier,
          trackingNumber: updated.trackingNumber,
          trackingUrl: trackingUrl(updated.carrier ?? '', updated.trackingNumber ?? ''),
        });
      }
      return { ok: true as const, order: updated, restocked: restocks };
    });
    if (!moved.ok) return moved;
    if (moved.restocked) this.onStockChange();

    let order = moved.order;
    if (order.orderStatus === 'CANCELLED' && leftToRefund(order) > 0) {
      // The policy: a cancelled paid order is refunded in full. The machine let only the shopper or an admin
      // make a cancellation that refunds, judged under the lock on this same amount. A gateway failure leaves
      // the refund FAILED on the order page, to be tried again by an admin; the cancellation stands.
      const refunded = await this.refunds.refund(
        orderId,
        { reason: 'Order cancelled', idempotencyKey: `cancel-${orderId}` },
        by.mover === 'BACK_OFFICE' ? by.actor : null,
      );
      if (refunded.ok) order = refunded.order;
    }
    return { ok: true, order };
  }
}
