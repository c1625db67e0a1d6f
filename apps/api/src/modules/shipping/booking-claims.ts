import type { Parcel } from '@shop/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { BookedShipment } from '../../adapters/shipping/shipping-provider.ts';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { orders, shipments } from '../../db/schema.ts';
import { ConflictError, NotFoundError } from '../../domain/errors.ts';

import { liveShipment, type ShipmentRow } from './live-shipments.ts';

/** The states an order may be booked with a courier from: confirmed (it is packed first) or packed. */
export const BOOKABLE = ['CONFIRMED', 'PACKED'] as const;

/**
 * How long a claim without an AWB holds off another booking of its order: longer than the provider's three calls
 * may take (10 s each), so only a claim whose process died is taken over.
 */
export const BOOKING_LEASE_MS = 2 * 60_000;
/** A released claim's `updated_at`: its lease long over, so the next attempt takes it at once. */
const RELEASED = new Date(0);

export const notBookable = (status: string) =>
  new ConflictError(`Only a confirmed or packed order can be shipped; this one is ${status}`);
const beingBooked = () =>
  new ConflictError('This order’s parcel is being booked right now; look again in a minute');

export type Claim = { booked: ShipmentRow } | { claim: ShipmentRow };

/**
 * docs/shipments.md#booking: the order's one live forward shipment, claimed before the aggregator is asked, in a
 * short transaction under the order's row lock: a `NEW` row without an AWB whose `updated_at` is its lease. The
 * parcel already booked is answered as it is; a live claim of another request is a 409; a released or stale one
 * (with the aggregator's ids, when it got that far) is taken over; else a new row is the claim.
 */
export async function claimBooking(
  db: Db,
  orderDbId: string,
  values: { provider: string; parcel: Parcel; codAmountPaise: number },
  now: Date = new Date(),
): Promise<Claim> {
  try {
    return await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderDbId)).for('update');
      if (!order) throw new NotFoundError('Order not found');
      const live = await liveShipment(tx, orderDbId, 'FORWARD');
      if (live?.awb) return { booked: live };
      if (!(BOOKABLE as readonly string[]).includes(order.orderStatus)) throw notBookable(order.orderStatus);
      if (live) {
        if (live.updatedAt.getTime() > now.getTime() - BOOKING_LEASE_MS) throw beingBooked();
        const [taken] = await tx
          .update(shipments)
          .set({ ...values, updatedAt: now })
          .where(eq(shipments.id, live.id))
          .returning();
        if (!taken) throw new Error('shipment claim not taken');
        return { claim: taken };
      }
      const [row] = await tx
        .insert(shipments)
        .values({ orderId: orderDbId, kind: 'FORWARD', status: 'NEW', updatedAt: now, ...values })
        .returning();
      if (!row) throw new Error('shipment claim not stored');
      return { claim: row };
    });
  } catch (error) {
    // shipments_live_key: a claim written without the order's lock; the lock makes this all but impossible.
    if (uniqueViolation(error) === 'shipments_live_key') throw beingBooked();
    throw error;
  }
}

/** The aggregator's ids, kept as soon as it answers, so a retry after a failed AWB reuses its order. */
export async function keepProviderIds(
  db: Db,
  claim: ShipmentRow,
  booked: BookedShipment,
): Promise<ShipmentRow> {
  const [row] = await db
    .update(shipments)
    .set({
      providerOrderId: booked.providerOrderId,
      providerShipmentId: booked.providerShipmentId,
      updatedAt: new Date(),
    })
    .where(and(eq(shipments.id, claim.id), isNull(shipments.awb)))
    .returning();
  return row ?? { ...claim, ...booked };
}

/**
 * A claim whose booking failed: removed when the aggregator has nothing of it, else kept with its ids and its
 * lease ended, so the next attempt books at once and assigns the AWB of the same aggregator order.
 */
export async function releaseClaim(db: Db, claim: ShipmentRow): Promise<void> {
  const unbooked = and(eq(shipments.id, claim.id), isNull(shipments.awb), eq(shipments.status, 'NEW'));
  if (claim.providerShipmentId) {
    await db.update(shipments).set({ updatedAt: RELEASED }).where(unbooked);
  } else {
    await db.delete(shipments).where(unbooked);
  }
}
