// Orders with a parcel booked at the courier aggregator, for the tracking tests. The shipment's row is written as
// booking writes it, so applying scans is tested without asking a provider.
import { randomInt } from 'node:crypto';
import type { ShipmentStatus } from '@shop/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { TrackingScan } from '../src/adapters/shipping/shipping-provider.ts';
import { notifications, orderEvents, orders, shipmentScans, shipments } from '../src/db/schema.ts';
import type { ScanSource } from '../src/modules/shipping/tracking.service.ts';
import { type CatalogSize, line, loginAs, moveOrder, newMobile, placePaidOrder } from './shop.ts';
import type { TestApp } from './test-app.ts';

export const COURIER = 'Delhivery Surface';

/** A paid order moved by the back office to `until` (CONFIRMED or PACKED), with a booked parcel of its own AWB. */
export async function bookedOrder(
  t: TestApp,
  size: CatalogSize,
  until: 'CONFIRMED' | 'PACKED' = 'PACKED',
  shopper: { mobile: string; token?: string } = { mobile: newMobile() },
) {
  const { mobile } = shopper;
  const admin = await loginAs(t.app, t.dataDir, 'ADMIN');
  const order = await placePaidOrder(t.app, [line(size, 1)], shopper);
  await moveOrder(
    t.app,
    admin.token,
    order._id,
    { to: 'CONFIRMED' },
    ...(until === 'PACKED' ? [{ to: 'PACKED' }] : []),
  );
  const awb = `SB${Date.now()}${randomInt(1000, 9999)}`;
  const [shipment] = await t.database.db
    .insert(shipments)
    .values({
      orderId: order._id,
      provider: t.app.config.SHIPPING_PROVIDER,
      providerOrderId: `P${awb}`,
      providerShipmentId: `S${awb}`,
      awb,
      courierId: '1',
      courierName: COURIER,
      status: 'AWB_ASSIGNED',
      parcel: { weightGrams: 350, lengthCm: 10, breadthCm: 8, heightCm: 5 },
    })
    .returning();
  if (!shipment) throw new Error('no shipment');
  return { order, awb, shipment, mobile, admin };
}

/** A scan at `at`, as a provider reads one. */
export const scanOf = (
  status: ShipmentStatus,
  at: string,
  extra: Partial<TrackingScan> = {},
): TrackingScan => ({
  at,
  status,
  courierStatus: status.replaceAll('_', ' '),
  location: 'Udaipur Hub',
  activity: null,
  ...extra,
});

export function applyScan(
  t: TestApp,
  awb: string,
  scan: TrackingScan,
  options: { source?: ScanSource; estimatedDelivery?: string; failureReason?: string } = {},
) {
  return t.app.services.shipments.tracking.applyScan({
    awb,
    scan,
    estimatedDelivery: options.estimatedDelivery ?? null,
    failureReason: options.failureReason ?? null,
    source: options.source ?? 'webhook',
  });
}

export async function orderOf(t: TestApp, orderDbId: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderDbId));
  if (!row) throw new Error('no order');
  return row;
}

export async function shipmentOf(t: TestApp, shipmentId: string) {
  const [row] = await t.database.db.select().from(shipments).where(eq(shipments.id, shipmentId));
  if (!row) throw new Error('no shipment');
  return row;
}

export const scansOf = (t: TestApp, shipmentId: string) =>
  t.database.db
    .select()
    .from(shipmentScans)
    .where(eq(shipmentScans.shipmentId, shipmentId))
    .orderBy(asc(shipmentScans.at));

/** The order's history as "FROM→TO by ROLE", oldest first. */
export async function movesOf(t: TestApp, orderDbId: string) {
  const rows = await t.database.db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderDbId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  return rows
    .filter((row) => row.toStatus)
    .map((row) => `${row.fromStatus}→${row.toStatus} by ${row.actorRole}`);
}

export const noticesOf = (t: TestApp, orderDbId: string, template: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.orderId, orderDbId), eq(notifications.template, template)));
