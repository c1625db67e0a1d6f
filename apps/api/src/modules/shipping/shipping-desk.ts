import type { BulkShipments, FailedDeliveryActionInput } from '@shop/shared';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, shipments } from '../../db/schema.ts';
import { AppError, ConflictError, NotFoundError, UserInputError } from '../../domain/errors.ts';
import type { Actor, AuditLogService } from '../audit/audit-log.service.ts';
import { recordNote } from '../orders/order-transition.ts';
import { BOOKABLE, notBookable } from './booking-claims.ts';
import { failureReason, noCourierAggregator, providerFailure } from './provider-errors.ts';
import type { ShipmentRow, ShipmentsService } from './shipments.service.ts';

/** The merged documents of shipments, addressed by the shipments' ids and drawn again by the provider each time. */
export const labelsUrlOf = (ids: string[]) => `/api/v1/admin/shipments/labels?ids=${ids.join(',')}`;
export const manifestUrlOf = (ids: string[]) => `/api/v1/admin/shipments/manifest?ids=${ids.join(',')}`;

/** Orders a bulk booking books at the same time: sooner done, without crowding the aggregator's rate limit. */
export const BULK_CONCURRENCY = 4;
/**
 * docs/shipments.md#the-back-office: the bulk booking's socket timeout, set by its route for its own request. Up
 * to 50 orders take ceil(50 / 4) turns of up to four provider calls of 10 s each, and a pickup call: far past
 * CONNECTION_TIMEOUT_MS, which would close the socket of a request still at work.
 */
export const BULK_BOOKING_TIMEOUT_MS = 10 * 60_000;

/** Runs `work` on each item, at most `concurrency` at a time; `work` must not throw. */
async function inTurns<T>(items: Iterable<T>, concurrency: number, work: (item: T) => Promise<void>) {
  const queue = items[Symbol.iterator]();
  const worker = async () => {
    for (let next = queue.next(); !next.done; next = queue.next()) await work(next.value);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/**
 * docs/shipments.md#the-back-office: the packing desk's work on top of booking: many orders at once (one pickup,
 * one label PDF and one manifest for all), labels, and the decisions on failed deliveries.
 */
export class ShippingDesk {
  constructor(
    private readonly db: Db,
    private readonly shipments: ShipmentsService,
    private readonly audit: Pick<AuditLogService, 'record'>,
    private readonly log: (line: string) => void,
  ) {}

  /**
   * Books each order, BULK_CONCURRENCY at a time, with the courier the shop's rule puts first; one that fails is
   * listed with why and the rest go on. Both lists keep the order asked for.
   */
  async createShipments(orderIds: string[], actor: Actor): Promise<BulkShipments> {
    if (!this.shipments.hasProvider) throw noCourierAggregator();
    const unique = [...new Set(orderIds)];
    const known = await this.db
      .select({ id: orders.id, orderId: orders.orderId })
      .from(orders)
      .where(inArray(orders.id, unique));
    const names = new Map(known.map((order) => [order.id, order.orderId]));
    type Failure = BulkShipments['failed'][number];
    const outcomes: (ShipmentRow | Failure)[] = [];
    await inTurns(unique.keys(), BULK_CONCURRENCY, async (index) => {
      const id = unique[index] ?? '';
      const orderId = names.get(id);
      try {
        if (!orderId) throw new NotFoundError('Order not found');
        outcomes[index] = await this.bookByRule(id, actor);
      } catch (error) {
        const reason = failureReason(error);
        outcomes[index] = { _id: id, orderId: orderId ?? '', reason };
        // The list tells the team to see the server log for an unexpected error: this is where it is.
        const detail =
          error instanceof AppError ? reason : error instanceof Error ? (error.stack ?? error) : error;
        this.log(`shipping desk: order ${orderId ?? ''} (${id}) not booked: ${String(detail)}`);
      }
    });
    const created = outcomes.filter((outcome): outcome is ShipmentRow => 'id' in outcome);
    const failed = outcomes.filter((outcome): outcome is Failure => !('id' in outcome));
    await this.shipments.requestPickup(created);
    const ids = created.map((row) => row.id);
    return {
      created: created.map((row) => ({
        _id: row.orderId,
        orderId: names.get(row.orderId) ?? '',
        awb: row.awb,
        courierName: row.courierName,
      })),
      failed,
      labelUrl: ids.length > 0 ? labelsUrlOf(ids) : null,
      manifestUrl: ids.length > 0 ? manifestUrlOf(ids) : null,
    };
  }

  /** One order of many, with the courier the back office would preselect for it by the shop's rule. */
  private async bookByRule(orderDbId: string, actor: Actor): Promise<ShipmentRow> {
    const live = await this.shipments.live(orderDbId);
    if (live?.awb) return live;
    // Refused before the aggregator is asked for couriers: it would be asked for nothing.
    const order = await this.shipments.order(orderDbId);
    if (!(BOOKABLE as readonly string[]).includes(order.orderStatus)) throw notBookable(order.orderStatus);
    const { preselectedCourierId } = await this.shipments.couriersFor(orderDbId);
    if (!preselectedCourierId) throw new ConflictError('No courier reaches this address with this parcel');
    return this.shipments.createShipment(orderDbId, preselectedCourierId, actor);
  }

  /** The label of the order's live parcel. */
  async labelPdf(orderDbId: string): Promise<Uint8Array> {
    const provider = this.shipments.provider;
    const shipment = await this.shipments.live(orderDbId);
    if (!shipment?.providerShipmentId || !shipment.awb)
      throw new NotFoundError('This order has no label to print');
    return provider.labelPdf([shipment.providerShipmentId]).catch((error: unknown) => {
      throw providerFailure(error);
    });
  }

  /** One PDF of the labels (or the manifest) of these shipments, in the order given. */
  async documentPdf(kind: 'labels' | 'manifest', shipmentIds: string[]): Promise<Uint8Array> {
    const provider = this.shipments.provider;
    const rows = shipmentIds.length
      ? await this.db.select().from(shipments).where(inArray(shipments.id, shipmentIds))
      : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    const providerIds = shipmentIds.flatMap((id) => {
      const row = byId.get(id);
      return row?.providerShipmentId && row.status !== 'CANCELLED' ? [row.providerShipmentId] : [];
    });
    if (providerIds.length !== shipmentIds.length || providerIds.length === 0) {
      throw new NotFoundError('Some of these shipments do not exist or were cancelled');
    }
    const drawn = kind === 'labels' ? provider.labelPdf(providerIds) : provider.manifestPdf(providerIds);
    return drawn.catch((error: unknown) => {
      throw providerFailure(error);
    });
  }

  /** docs/shipments.md#failed-deliveries: a re-attempt (with a date, a phone or an address line) or a return. */
  async failedDelivery(orderDbId: string, action: FailedDeliveryActionInput, actor: Actor): Promise<void> {
    const provider = this.shipments.provider;
    const order = await this.shipments.order(orderDbId);
    if (order.orderStatus !== 'DELIVERY_FAILED') {
      throw new ConflictError('Only an order whose delivery failed waits for a re-attempt or a return');
    }
    const shipment = await this.shipments.live(orderDbId);
    if (!shipment?.awb) throw new UserInputError('This order’s parcel was not booked through the aggregator');
    await provider.failedDeliveryAction(shipment.awb, action).catch((error: unknown) => {
      throw providerFailure(error);
    });
    const note =
      action.action === 'rto'
        ? 'Asked the courier to return the parcel to the shop'
        : [
            'Asked the courier to try again',
            action.date ? `on ${action.date}` : null,
            action.phone ? `phone ${action.phone}` : null,
            action.addressLine ? `address: ${action.addressLine}` : null,
          ]
            .filter(Boolean)
            .join(', ');
    await this.db.transaction(async (tx) => {
      await recordNote(tx, orderDbId, {
        actorId: actor.id,
        actorRole: actor.role,
        note: action.comment ? `${note}. ${action.comment}` : note,
        from: 'DELIVERY_FAILED',
        details: { awb: shipment.awb, action: action.action },
      });
      await this.audit.record(tx, actor, {
        action: `shipment.ndr_${action.action}`,
        entityType: 'order',
        entityId: orderDbId,
        after: action,
      });
    });
  }
}
