import { COD_PAYMENT_METHOD } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { type Refusal, refusal } from '../../domain/refusal.ts';
import type { Actor, AuditLogService } from '../audit/audit-log.service.ts';
import { recordNote } from '../orders/order-transition.ts';
import type { OrderRow } from '../orders/orders.dto.ts';

/** Why the team cannot confirm an order: it is not COD, or it was cancelled. */
export type TeamConfirmRefused = Refusal<'not_cod' | 'cancelled'>;

/** docs/cod.md#confirmation: the back office's confirmation of a COD order, after a call to the shopper. */
export class CodTeamConfirmation {
  constructor(
    private readonly db: Db,
    private readonly audit: Pick<AuditLogService, 'record'>,
  ) {}

  /**
   * The team's confirmation after a call, with its note: confirms the order if the shopper has not, and clears a
   * high-risk one for packing. Audited; the note goes in the order's history.
   */
  async confirm(
    actor: Actor,
    orderDbId: string,
    note: string,
  ): Promise<{ ok: true; order: OrderRow } | TeamConfirmRefused> {
    return this.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderDbId)).for('update');
      if (!order) throw new NotFoundError('Order not found');
      if (order.paymentMethod !== COD_PAYMENT_METHOD) {
        return refusal('not_cod', 'This order is not cash on delivery: there is nothing to confirm');
      }
      if (order.orderStatus === 'CANCELLED') {
        return refusal('cancelled', 'This order was cancelled: it cannot be confirmed');
      }
      const now = new Date();
      const changes = {
        ...(order.codConfirmedAt ? {} : { codConfirmedAt: now, codConfirmedBy: 'TEAM' as const }),
        ...(order.riskLevel === 'high' && !order.riskClearedAt ? { riskClearedAt: now } : {}),
      };
      const [confirmed] = await tx
        .update(orders)
        .set({ ...changes, updatedAt: now })
        .where(eq(orders.id, order.id))
        .returning();
      await recordNote(tx, order.id, { actorId: actor.id, actorRole: actor.role, note, at: now });
      await this.audit.record(tx, actor, {
        action: 'order.cod_confirm',
        entityType: 'order',
        entityId: order.id,
        before: {
          codConfirmedAt: order.codConfirmedAt?.toISOString() ?? null,
          riskClearedAt: order.riskClearedAt?.toISOString() ?? null,
        },
        after: {
          codConfirmedAt: confirmed?.codConfirmedAt?.toISOString() ?? null,
          riskClearedAt: confirmed?.riskClearedAt?.toISOString() ?? null,
          note,
        },
      });
      return { ok: true as const, order: confirmed ?? order };
    });
  }
}
