import type { ShipmentKind } from '@shop/shared';
import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { shipments } from '../../db/schema.ts';

export type ShipmentRow = typeof shipments.$inferSelect;

/** The order's parcel of a kind that is not cancelled: at most one (the `shipments_live_key` index). */
export function isLive(orderId: AnyPgColumn | string, kind: ShipmentKind): SQL {
  return and(
    eq(shipments.orderId, orderId),
    eq(shipments.kind, kind),
    ne(shipments.status, 'CANCELLED'),
  ) as SQL;
}

/** Reads the order's live parcel of a kind, in a transaction (under the order's lock) or not. */
export async function liveShipment(
  db: Pick<Db, 'select'>,
  orderDbId: string,
  kind: ShipmentKind,
): Promise<ShipmentRow | undefined> {
  const [row] = await db.select().from(shipments).where(isLive(orderDbId, kind));
  return row;
}
