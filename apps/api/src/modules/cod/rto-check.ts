import { COD_PAYMENT_METHOD } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema.ts';
import { type Refusal, refusal } from '../../domain/refusal.ts';
import type { Actor, AuditLogService } from '../audit/audit-log.service.ts';
import type { InventoryService } from '../catalog/inventory.service.ts';
import { recordNote } from '../orders/order-transition.ts';

export type RtoCheckRefused = Refusal<'not_returned' | 'already_checked'>;

/**
 * A COD parcel back from a return to origin (RTO_RECEIVED) goes back on the shelf only when the team has opened
 * it and found its goods fit to sell again (docs/cod.md#returns-to-origin); nothing is refunded, since nothing was
 * paid. Checked once: a second check changes nothing.
 */
export class RtoChecks {
  constructor(
    private readonly db: Db,
    private readonly inventory: Pick<InventoryService, 'restock'>,
    private readonly audit: Pick<AuditLogService, 'record'>,
    private readonly onStockChange: () => void,
  ) {}

  async check(
    actor: Actor,
    orderDbId: string,
    note: string,
  ): Promise<{ ok: true; units: number } | RtoCheckRefused> {
    const checked = await this.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderDbId)).for('update');
      if (order?.orderStatus !== 'RTO_RECEIVED' || order.paymentMethod !== COD_PAYMENT_METHOD) {
        return refusal(
          'not_returned',
          'Only a cash-on-delivery order back from a return to origin is checked here',
        );
      }
      if (order.rtoCheckedAt)
        return refusal('already_checked', 'This parcel was checked and restocked already');
      const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
      await this.inventory.restock(lines, tx);
      const now = new Date();
      await tx.update(orders).set({ rtoCheckedAt: now, updatedAt: now }).where(eq(orders.id, order.id));
      const units = lines.reduce((sum, line) => sum + line.qty, 0);
      await recordNote(tx, order.id, {
        actorId: actor.id,
        actorRole: actor.role,
        note: `Parcel checked, ${units} ${units === 1 ? 'unit' : 'units'} back in stock${note ? `: ${note}` : ''}`,
        from: order.orderStatus,
        at: now,
      });
      await this.audit.record(tx, actor, {
        action: 'order.rto_checked',
        entityType: 'order',
        entityId: order.id,
        after: { units, note: note || null },
      });
      return { ok: true as const, units };
    });
    if (checked.ok) this.onStockChange();
    return checked;
  }
}
