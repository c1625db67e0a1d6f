import { brand, type OrderState, type ShipmentStatus } from '@shop/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { TrackingScan } from '../../adapters/shipping/shipping-provider.ts';
import type { Db } from '../../db/client.ts';
import { orders, shipmentScans, shipments } from '../../db/schema.ts';
import type { OrderNotices, OrderNoticeTemplate } from '../notifications/order-notices.ts';
import type { OrderTransitions } from '../orders/order-transition.ts';
import type { OrderRow } from '../orders/orders.dto.ts';
import { reattemptRequestUrl, shopTrackingUrl } from './tracking-links.ts';

export type ScanSource = 'webhook' | 'poll' | 'sandbox';

/** One scan as a webhook, a poll or the sandbox reports it. */
export interface ScanReport {
  awb: string;
  scan: TrackingScan;
  estimatedDelivery: string | null;
  /** The courier's reason for a failed attempt, when the report gives it apart from the scan. */
  failureReason?: string | null;
  source: ScanSource;
}

/**
 * What a scan did: `unknown` (no shipment of ours has that AWB), `replay` (seen before: nothing changed),
 * `recorded` (kept in the timeline; older than what the shipment knows, or a state the order cannot reach from
 * where it is), `moved` (the order changed state).
 */
export type ScanOutcome =
  | { outcome: 'unknown' }
  | { outcome: 'replay' | 'recorded' | 'moved'; orderStatus: OrderState };

/** The order state a forward parcel's status puts its order in; statuses without one move nothing. */
const FORWARD_STATES: Partial<Record<ShipmentStatus, OrderState>> = {
  PICKED_UP: 'SHIPPED',
  IN_TRANSIT: 'IN_TRANSIT',
  OUT_FOR_DELIVERY: 'OUT_FOR_DELIVERY',
  UNDELIVERED: 'DELIVERY_FAILED',
  DELIVERED: 'DELIVERED',
  RTO_INITIATED: 'RTO',
  RTO_DELIVERED: 'RTO_RECEIVED',
};

/** A return's pickup moves its order once, when it is back at the warehouse. */
const RETURN_STATES: Partial<Record<ShipmentStatus, OrderState>> = { DELIVERED: 'RETURNED' };

/** What the shopper is told when the order reaches a state from a scan (ORDER_SHIPPED is the transition's). */
const NOTICES: Partial<Record<OrderState, OrderNoticeTemplate>> = {
  OUT_FOR_DELIVERY: 'ORDER_OUT_FOR_DELIVERY',
  DELIVERED: 'ORDER_DELIVERED',
  DELIVERY_FAILED: 'DELIVERY_FAILED',
};

/** A scan's key: the same scan told by a webhook and by a poll is one row. */
export function scanKey(provider: string, awb: string, scan: Pick<TrackingScan, 'status' | 'at'>): string {
  return `${provider}:${awb}:${scan.status}:${new Date(scan.at).toISOString()}`;
}

/**
 * docs/shipments.md#tracking: applies the courier's scans to a shipment and its order. Each scan is kept once
 * (by its key); only a scan newer than the shipment's own status moves the shipment, and its order follows
 * through the one transition function with the courier as the mover, so a replay or a late, older scan never
 * moves anything back. Everything happens under the order's row lock, in one transaction.
 */
export class TrackingService {
  constructor(
    private readonly db: Db,
    private readonly transitions: Pick<OrderTransitions, 'transition'>,
    private readonly notices: Pick<OrderNotices, 'queue'>,
    private readonly options: {
      /** SHIPPING_PROVIDER: the shipments a scan can belong to. */
      provider: string;
      /** PUBLIC_URL, for the shop's own tracking link in messages; a relative link without it. */
      publicUrl?: string | undefined;
      log: (line: string) => void;
      /** Called after a move put goods back on the shelf (a parcel back from a return to origin). */
      onStockChange: () => void;
    },
  ) {}

  async applyScan(report: ScanReport): Promise<ScanOutcome> {
    const { provider, log } = this.options;
    const [found] = await this.db
      .select({ id: shipments.id, orderId: shipments.orderId })
      .from(shipments)
      .where(and(eq(shipments.provider, provider), eq(shipments.awb, report.awb)));
    if (!found) {
      log(`tracking: a ${report.source} scan for AWB ${report.awb}, which is no shipment of ours, ignored`);
      return { outcome: 'unknown' };
    }
    const result = await this.db.transaction(async (tx) => {
      // The order first, then its shipment: every writer of both takes them in this order.
      const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for('update');
      const [shipment] = await tx.select().from(shipments).where(eq(shipments.id, found.id)).for('update');
      if (!order || !shipment) throw new Error(`shipment ${found.id} lost its order`);
      const now = new Date();
      const scanAt = new Date(report.scan.at);
      const [inserted] = await tx
        .insert(shipmentScans)
        .values({
          shipmentId: shipment.id,
          key: scanKey(provider, report.awb, report.scan),
          at: scanAt,
          status: report.scan.status,
          courierStatus: report.scan.courierStatus,
          location: report.scan.location,
          activity: report.scan.activity,
          source: report.source,
        })
        .onConflictDoNothing({ target: shipmentScans.key })
        .returning({ id: shipmentScans.id });
      const failed = inserted !== undefined && report.scan.status === 'UNDELIVERED';
      const newer = inserted !== undefined && (!shipment.statusAt || scanAt > shipment.statusAt);
      await tx
        .update(shipments)
        .set({
          lastNewsAt: now,
          updatedAt: now,
          // Each failed attempt is a scan of its own, counted once, even when it arrives late.
          ...(failed ? { failedAttempts: sql`${shipments.failedAttempts} + 1` } : {}),
          ...(newer
            ? {
                status: report.scan.status,
                statusAt: scanAt,
                ...(report.estimatedDelivery ? { estimatedDelivery: report.estimatedDelivery } : {}),
                ...(report.scan.status === 'UNDELIVERED'
                  ? { lastFailureReason: report.failureReason ?? report.scan.activity ?? null }
                  : {}),
              }
            : {}),
        })
        .where(eq(shipments.id, shipment.id));
      if (!inserted) return { outcome: 'replay' as const, order, restocked: false };
      if (!newer) return { outcome: 'recorded' as const, order, restocked: false };
      const moved = await this.follow(tx, order, shipment, report, scanAt);
      const notice = moved.order !== order ? NOTICES[moved.order.orderStatus] : undefined;
      if (notice) {
        // Once per parcel and attempt: a re-attempt after a failed one is news again.
        const attempt = shipment.failedAttempts + (failed ? 1 : 0);
        await this.notices.queue(
          tx,
          moved.order,
          notice,
          {
            carrier: shipment.courierName,
            awb: report.awb,
            trackingUrl: shopTrackingUrl(order.orderId, this.options.publicUrl),
            reason: report.failureReason ?? report.scan.activity ?? null,
            reattemptUrl: reattemptRequestUrl(order.orderId, brand.whatsapp),
          },
          `${report.awb}:${attempt}`,
        );
      }
      return {
        outcome: moved.order === order ? ('recorded' as const) : ('moved' as const),
        order: moved.order,
        restocked: moved.restocked,
      };
    });
    if (result.restocked) this.options.onStockChange();
    return { outcome: result.outcome, orderStatus: result.order.orderStatus };
  }

  /**
   * Moves the order to the state the scan names, when the machine allows it from where the order is; a parcel
   * scanned on its way before the pickup scan came is picked up first, and one back at the shop before its
   * return-to-origin scan came is returned first. A refused move is no error: the scan is kept and the order
   * stays.
   */
  private async follow(
    tx: Db,
    order: OrderRow,
    shipment: typeof shipments.$inferSelect,
    report: ScanReport,
    at: Date,
  ): Promise<{ order: OrderRow; restocked: boolean }> {
    const target =
      shipment.kind === 'RETURN' ? RETURN_STATES[report.scan.status] : FORWARD_STATES[report.scan.status];
    if (!target || target === order.orderStatus) return { order, restocked: false };
    // The moves are dated when the shop learns of them, so the history keeps its order however late a scan
    // comes; the delivery itself is dated by its scan, since the shopper's return window runs from it.
    const deliveredAt = new Date(Math.min(at.getTime(), Date.now()));
    const details = {
      carrier: shipment.courierName ?? undefined,
      trackingNumber: report.awb,
      trackingUrl: shopTrackingUrl(order.orderId, this.options.publicUrl),
      note: report.scan.activity ?? undefined,
      ...(target === 'DELIVERED' && !order.deliveredAt ? { set: { deliveredAt } } : {}),
    };
    // A parcel scanned further along than the order knows goes through the steps it skipped: picked up before
    // anything else, on its way back before it is back, so a lost scan never leaves the order stuck.
    const steps: OrderState[] = [];
    if (order.orderStatus === 'PACKED' && target !== 'SHIPPED') steps.push('SHIPPED');
    if (target === 'RTO_RECEIVED' && order.orderStatus !== 'RTO') steps.push('RTO');
    steps.push(target);
    let current = order;
    let restocked = false;
    let movedAt = new Date();
    for (const step of steps) {
      const moved = await this.transitions.transition(
        tx,
        current,
        step,
        { mover: 'COURIER' },
        { ...details, at: movedAt },
      );
      // Refused: the order stays where the last allowed step left it.
      if (!moved.ok) break;
      current = moved.order;
      restocked ||= moved.restocked;
      // A millisecond on, so the history lists the steps in order.
      movedAt = new Date(movedAt.getTime() + 1);
    }
    return { order: current, restocked };
  }
}
