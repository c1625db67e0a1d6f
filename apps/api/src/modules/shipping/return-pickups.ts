import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, shipments } from '../../db/schema.ts';
import { ConflictError, NotFoundError } from '../../domain/errors.ts';
import type { Actor, AuditLogService } from '../audit/audit-log.service.ts';
import { recordNote } from '../orders/order-transition.ts';
import type { ShopSettingsService } from '../settings/shop-settings.service.ts';
import { liveShipment } from './live-shipments.ts';
import { providerFailure } from './provider-errors.ts';
import { shipmentRequestOf } from './shipment-request.ts';
import type { ShipmentRow, ShipmentsService } from './shipments.service.ts';

/**
 * docs/shipments.md#returns: a return the team accepts is picked up from the shopper by the aggregator (a RETURN
 * shipment). Its scans are kept like a parcel's, and its delivery back at the warehouse makes the order RETURNED
 * through the transition, with the courier as the mover (tracking.service.ts).
 */
export class ReturnPickups {
  constructor(
    private readonly db: Db,
    private readonly shipments: ShipmentsService,
    private readonly audit: Pick<AuditLogService, 'record'>,
    private readonly settings: Pick<ShopSettingsService, 'shipping'>,
    private readonly providerName: string,
  ) {}

  /** Books the pickup of a return asked for; an order with a live return pickup answers that one. */
  async book(orderDbId: string, actor: Actor): Promise<ShipmentRow> {
    const provider = this.shipments.provider;
    const existing = await this.live(orderDbId);
    if (existing) return existing.awb ? existing : this.assignAwb(existing);
    const order = await this.shipments.order(orderDbId);
    if (order.orderStatus !== 'RETURN_REQUESTED') {
      throw new ConflictError('Only a return the shopper asked for can be picked up');
    }
    const { packagingGrams } = await this.settings.shipping();
    const request = await shipmentRequestOf(this.db, order, packagingGrams);
    const created = await provider
      .createReturn({ ...request, paymentMethod: 'PREPAID', codAmountPaise: 0 })
      .catch((error: unknown) => {
        throw providerFailure(error);
      });
    // Without an AWB neither the poll nor the webhook could ever find the pickup: it is asked for at once. If
    // that fails the pickup is kept without one (it is booked at the aggregator), and asking again assigns it.
    let assignFailure: unknown;
    const awb =
      created.awb ??
      (await provider.assignAwb(created.providerShipmentId).then(
        (assigned) => assigned.awb,
        (error: unknown) => {
          assignFailure = providerFailure(error);
          return null;
        },
      ));
    const booked = { ...created, awb };
    const stored = await this.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(orders).where(eq(orders.id, orderDbId)).for('update');
      if (!locked) throw new NotFoundError('Order not found');
      const raced = await liveShipment(tx, orderDbId, 'RETURN');
      if (raced) return raced;
      const [row] = await tx
        .insert(shipments)
        .values({
          orderId: orderDbId,
          kind: 'RETURN',
          provider: this.providerName,
          providerOrderId: booked.providerOrderId,
          providerShipmentId: booked.providerShipmentId,
          awb: booked.awb,
          status: booked.awb ? 'PICKUP_SCHEDULED' : 'NEW',
          parcel: request.parcel,
          pickupRequestedAt: booked.awb ? new Date() : null,
        })
        .returning();
      if (!row) throw new Error('return pickup not stored');
      await recordNote(tx, orderDbId, {
        actorId: actor.id,
        actorRole: actor.role,
        note: `Return pickup booked${booked.awb ? `, AWB ${booked.awb}` : ''}`,
        from: 'RETURN_REQUESTED',
        details: { awb: booked.awb },
      });
      await this.audit.record(tx, actor, {
        action: 'shipment.return_pickup',
        entityType: 'order',
        entityId: orderDbId,
        after: { awb: booked.awb, providerOrderId: booked.providerOrderId },
      });
      return row;
    });
    if (assignFailure) throw assignFailure;
    return stored;
  }

  /** Assigns the AWB a return pickup was booked without, and marks its pickup requested. */
  private async assignAwb(row: ShipmentRow): Promise<ShipmentRow> {
    if (!row.providerShipmentId) return row;
    const assigned = await this.shipments.provider
      .assignAwb(row.providerShipmentId)
      .catch((error: unknown) => {
        throw providerFailure(error);
      });
    const now = new Date();
    const [updated] = await this.db
      .update(shipments)
      .set({ awb: assigned.awb, status: 'PICKUP_SCHEDULED', pickupRequestedAt: now, updatedAt: now })
      .where(and(eq(shipments.id, row.id), isNull(shipments.awb)))
      .returning();
    return updated ?? (await this.live(row.orderId)) ?? row;
  }

  live(orderDbId: string): Promise<ShipmentRow | undefined> {
    return liveShipment(this.db, orderDbId, 'RETURN');
  }
}
