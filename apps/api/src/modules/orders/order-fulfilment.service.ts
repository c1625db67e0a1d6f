import type { OrderState, RefundTo } from '@shop/shared';
import { msg } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { leftToRefund, type MoveRefused } from './order-state-machine.ts';
import type { MoveActor, OrderTransitions } from './order-transition.ts';
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
  /** Where a COD order's refund goes, given with its return: kept in the same transaction as the move. */
  refundTo?: RefundTo | undefined;
}

export type { MoveActor } from './order-transition.ts';

export type MoveOutcome = { ok: true; order: OrderRow } | MoveRefused;

/**
 * The moves people ask for (the back office's buttons, the shopper's Cancel and Return): one move at a time per
 * order, under its row lock, made by OrderTransitions (the history row, the audit row, the stock and the
 * messages, in one transaction); a cancelled paid order is then refunded in full.
 */
export class OrderFulfilmentService {
  constructor(
    private readonly db: Db,
    private readonly transitions: Pick<OrderTransitions, 'transition'>,
    private readonly refunds: Pick<RefundsService, 'refund'>,
    private readonly onStockChange: () => void,
  ) {}

  async move(orderId: string, request: MoveRequest, by: MoveActor): Promise<MoveOutcome> {
    const moved = await this.db.transaction(async (tx) => {
      // The row lock queues a second move of the same order behind this one, which then judges the new state:
      // two people confirming at once get one success and one refusal.
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order || (by.mover === 'SHOPPER' && order.userId !== by.userId)) {
        throw new NotFoundError(msg('order.notFound'));
      }
      const { refundTo, ...details } = request;
      return this.transitions.transition(tx, order, request.to, by, {
        ...details,
        ...(refundTo ? { set: { refundTo } } : {}),
      });
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
