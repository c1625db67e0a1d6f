import type { AdminOrderShipment, FailedDelivery, OrderShipment, TrackedOrder } from '@shop/shared';
import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, shipmentScans, shipments } from '../../db/schema.ts';
import { isLive, type ShipmentRow } from './live-shipments.ts';
import { shopTrackingUrl } from './tracking-links.ts';

/** The back office's label of an order's live parcel. */
export const labelUrlOf = (orderDbId: string) => `/api/v1/admin/orders/${orderDbId}/shipment/label`;

/**
 * docs/shipments.md#tracking: an order's parcel as the shopper, `/track` and the back office read it. The parcel
 * shown is the order's forward one: the live one, or else the last one booked (cancelled).
 */
export class ShipmentViews {
  constructor(
    private readonly db: Db,
    private readonly publicUrl?: string,
  ) {}

  /** The shopper's view of each order's live forward parcel, by the order's database id. */
  async forOrders(orders: { id: string; orderId: string }[]): Promise<Map<string, OrderShipment>> {
    if (orders.length === 0) return new Map();
    const rows = await this.db
      .select()
      .from(shipments)
      .where(
        and(
          inArray(
            shipments.orderId,
            orders.map((order) => order.id),
          ),
          eq(shipments.kind, 'FORWARD'),
        ),
      )
      .orderBy(desc(shipments.createdAt));
    // A forward row without an AWB is a booking under way or failed (booking-claims.ts): nothing to show yet.
    const live = rows.filter((row) => row.status !== 'CANCELLED' && row.awb);
    const scans = await this.scansOf(live.map((row) => row.id));
    const byOrder = new Map<string, OrderShipment>();
    for (const order of orders) {
      const row = live.find((shipment) => shipment.orderId === order.id);
      if (row) byOrder.set(order.id, this.view(row, order.orderId, scans.get(row.id) ?? []));
    }
    return byOrder;
  }

  /** The back office's view of an order's parcel of a kind: the live one, or the last one cancelled. */
  async forAdmin(
    order: { id: string; orderId: string },
    kind: 'FORWARD' | 'RETURN' = 'FORWARD',
  ): Promise<AdminOrderShipment | null> {
    const [row] = await this.db
      .select()
      .from(shipments)
      .where(
        and(
          eq(shipments.orderId, order.id),
          eq(shipments.kind, kind),
          // A return's pickup may wait for its AWB; a forward parcel without one is only a booking's claim.
          kind === 'FORWARD' ? isNotNull(shipments.awb) : undefined,
        ),
      )
      .orderBy(desc(shipments.createdAt))
      .limit(1);
    if (!row) return null;
    const scans = (await this.scansOf([row.id])).get(row.id) ?? [];
    return {
      ...this.view(row, order.orderId, scans),
      _id: row.id,
      kind: row.kind,
      courierId: row.courierId,
      rate: row.ratePaise,
      codAmount: row.codAmountPaise,
      parcel: row.parcel,
      labelUrl: kind === 'FORWARD' && row.status !== 'CANCELLED' && row.awb ? labelUrlOf(order.id) : null,
      pickupRequestedAt: row.pickupRequestedAt?.toISOString() ?? null,
      failedAttempts: row.failedAttempts,
      lastFailureReason: row.lastFailureReason,
    };
  }

  /**
   * `/track`: the order with this id placed with this mobile number, or undefined, the same for a wrong pair and
   * an order that does not exist. Orders not yet paid are nobody's to track.
   */
  async track(orderId: string, mobile: string): Promise<TrackedOrder | undefined> {
    const [order] = await this.db
      .select({ id: orders.id, orderId: orders.orderId, orderStatus: orders.orderStatus })
      .from(orders)
      .where(and(eq(orders.orderId, orderId), eq(orders.contactMobile, mobile)));
    if (!order || order.orderStatus === 'PENDING') return undefined;
    const shipment = (await this.forOrders([order])).get(order.id) ?? null;
    return { orderId: order.orderId, orderStatus: order.orderStatus, shipment };
  }

  /** The failed deliveries queue: orders whose delivery failed, oldest news first, with the courier's reason. */
  async failedDeliveries(): Promise<FailedDelivery[]> {
    const rows = await this.db
      .select({ order: orders, shipment: shipments })
      .from(orders)
      .leftJoin(shipments, isLive(orders.id, 'FORWARD'))
      .where(eq(orders.orderStatus, 'DELIVERY_FAILED'))
      .orderBy(asc(orders.statusChangedAt))
      .limit(500);
    return rows.map(({ order, shipment }) => ({
      _id: order.id,
      orderId: order.orderId,
      name: order.contactName,
      mobile: order.contactMobile,
      city: order.shippingAddress?.city ?? null,
      pincode: order.shippingAddress?.zipcode ?? null,
      awb: shipment?.awb ?? order.trackingNumber,
      courierName: shipment?.courierName ?? order.carrier,
      failedAttempts: shipment?.failedAttempts ?? 0,
      reason: shipment?.lastFailureReason ?? null,
      lastScanAt: shipment?.statusAt?.toISOString() ?? null,
    }));
  }

  private view(row: ShipmentRow, orderId: string, scans: OrderShipment['scans']): OrderShipment {
    return {
      awb: row.awb,
      courierName: row.courierName,
      status: row.status,
      estimatedDelivery: row.estimatedDelivery,
      trackingUrl: shopTrackingUrl(orderId, this.publicUrl),
      scans,
    };
  }

  private async scansOf(shipmentIds: string[]): Promise<Map<string, OrderShipment['scans']>> {
    if (shipmentIds.length === 0) return new Map();
    const rows = await this.db
      .select()
      .from(shipmentScans)
      .where(inArray(shipmentScans.shipmentId, shipmentIds))
      .orderBy(asc(shipmentScans.at), asc(shipmentScans.createdAt));
    const byShipment = new Map<string, OrderShipment['scans']>();
    for (const row of rows) {
      const list = byShipment.get(row.shipmentId) ?? [];
      list.push({
        at: row.at.toISOString(),
        status: row.status,
        location: row.location,
        activity: row.activity,
      });
      byShipment.set(row.shipmentId, list);
    }
    return byShipment;
  }
}
