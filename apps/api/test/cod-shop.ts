// COD orders for the tests of what follows placing one (remittances, the invoice at dispatch). Placing is tested
// through its route in modules/cod; here a booked prepaid order is turned into a COD order in the database.
import { eq } from 'drizzle-orm';
import { orders, shipments } from '../src/db/schema.ts';
import { applyScan, bookedOrder, scanOf } from './shipping-shop.ts';
import type { CatalogSize } from './shop.ts';
import type { TestApp } from './test-app.ts';

export const PICKED_UP_AT = '2026-11-20T06:00:00.000Z';
export const DELIVERED_AT = '2026-11-21T09:00:00.000Z';

/**
 * A packed COD order with `codFeePaise` on top of its total and no invoice yet, its parcel carrying the cash to
 * collect; picked up and delivered by the courier's scans as far as `until` says.
 */
export async function codParcel(
  t: TestApp,
  size: CatalogSize,
  until: 'PACKED' | 'SHIPPED' | 'DELIVERED' = 'DELIVERED',
  codFeePaise = 0,
) {
  const booked = await bookedOrder(t, size);
  const { order, awb, shipment } = booked;
  const [before] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
  if (!before) throw new Error('no order');
  const [row] = await t.database.db
    .update(orders)
    .set({
      paymentMethod: 'COD',
      paymentStatus: 'COD_PENDING',
      paidAt: null,
      invoiceNumber: null,
      invoicedAt: null,
      codFeePaise,
      totalAmountPaise: before.totalAmountPaise + codFeePaise,
    })
    .where(eq(orders.id, order._id))
    .returning();
  if (!row) throw new Error('no order');
  await t.database.db
    .update(shipments)
    .set({ codAmountPaise: row.totalAmountPaise })
    .where(eq(shipments.id, shipment.id));
  if (until !== 'PACKED') await applyScan(t, awb, scanOf('PICKED_UP', PICKED_UP_AT));
  if (until === 'DELIVERED') await applyScan(t, awb, scanOf('DELIVERED', DELIVERED_AT));
  return { ...booked, total: row.totalAmountPaise, orderId: row.orderId };
}
