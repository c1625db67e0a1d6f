import type { SandboxAdvanceStatus, ShipmentScan, ShipmentStatus } from '@shop/shared';
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sandboxShipments } from '../../../db/schema.ts';
import { isoToIndia } from '../shiprocket/india-time.ts';
import { SHIPROCKET_CODES, shipmentStatusOf } from '../shiprocket/shiprocket-status.ts';
import { etdAfter, hubFor, quotesFor, type SandboxQuote } from './sandbox-rules.ts';

export type SandboxRow = typeof sandboxShipments.$inferSelect;
type Json = Record<string, unknown>;

/** With SHIPPING_SANDBOX_AUTO, a parcel moves on one step this long after the last. */
export const AUTO_STEP_MS = 30_000;

/** The next step of a parcel left to itself; none after delivery or off the happy path. */
const AUTO_NEXT: Partial<Record<ShipmentStatus, SandboxAdvanceStatus>> = {
  AWB_ASSIGNED: 'PICKED_UP',
  PICKUP_SCHEDULED: 'PICKED_UP',
  PICKED_UP: 'IN_TRANSIT',
  IN_TRANSIT: 'OUT_FOR_DELIVERY',
  OUT_FOR_DELIVERY: 'DELIVERED',
};

const ACTIVITY: Record<SandboxAdvanceStatus, string> = {
  PICKED_UP: 'Shipment picked up',
  IN_TRANSIT: 'Shipment in transit to the destination hub',
  OUT_FOR_DELIVERY: 'Out for delivery',
  DELIVERED: 'Delivered to consignee',
  UNDELIVERED: 'Consignee unavailable, delivery attempt failed',
  RTO_INITIATED: 'Return to origin initiated',
  RTO_DELIVERED: 'Returned to origin',
};

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** The sandbox aggregator's own records, in sandbox_shipments: what Shiprocket keeps of each order it is sent. */
export class SandboxRecords {
  constructor(
    private readonly db: Db,
    private readonly options: { pickupPincode: string; originCity: string; auto: boolean },
  ) {}

  /** Books an order; a forward order sent again under the same channel order id answers the first booking. */
  async book(request: Json, isReturn: boolean): Promise<SandboxRow> {
    const channelOrderId = text(request.order_id);
    if (!isReturn) {
      const [existing] = await this.db
        .select()
        .from(sandboxShipments)
        .where(
          and(
            eq(sandboxShipments.channelOrderId, channelOrderId),
            eq(sandboxShipments.isReturn, false),
            isNull(sandboxShipments.cancelledAt),
          ),
        );
      if (existing) return existing;
    }
    const [row] = await this.db
      .insert(sandboxShipments)
      .values({ channelOrderId, isReturn, request, status: isReturn ? 'RETURN PENDING' : 'NEW' })
      .returning();
    if (!row) throw new Error('sandbox: the shipment was not stored');
    return row;
  }

  async byIds(ids: number[]): Promise<SandboxRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.select().from(sandboxShipments).where(inArray(sandboxShipments.id, ids));
    return ids.flatMap((id) => rows.filter((row) => row.id === id));
  }

  async byAwb(awb: string): Promise<SandboxRow | undefined> {
    const [row] = await this.db.select().from(sandboxShipments).where(eq(sandboxShipments.awb, awb));
    return row;
  }

  /** The couriers for a booked parcel: from the warehouse to the shopper, or back for a return. */
  quotesOf(row: SandboxRow): SandboxQuote[] {
    const request = row.request;
    return quotesFor({
      pickup: row.isReturn ? text(request.pickup_pincode) : this.options.pickupPincode,
      delivery: text(request.shipping_pincode),
      grams: Math.round(Number(request.weight) * 1000) || 500,
      cod: !row.isReturn && text(request.payment_method).toUpperCase() === 'COD',
    });
  }

  /** When the parcel's courier expects to deliver it, as Shiprocket's etd ("Dec 02, 2026"); null before an AWB. */
  etdOf(row: SandboxRow): string | null {
    const days = this.quotesOf(row).find((quote) => quote.courier.id === row.courierCompanyId)?.days;
    return days === undefined ? null : etdAfter(row.pickupRequestedAt ?? row.createdAt, days);
  }

  /** Gives the parcel a courier and an AWB (SBX and ten digits; the id makes it unique). */
  async assign(row: SandboxRow, quote: SandboxQuote): Promise<SandboxRow> {
    if (row.awb) return row;
    const awb = `SBX${String(1000 + (row.id % 9000)).slice(-4)}${String(row.id).padStart(6, '0')}`;
    const [updated] = await this.db
      .update(sandboxShipments)
      .set({
        awb,
        courierCompanyId: quote.courier.id,
        courierName: quote.courier.name,
        status: SHIPROCKET_CODES.AWB_ASSIGNED.words,
        // A demo shop's parcels move on even if nobody books the pickup.
        ...(this.options.auto ? { nextAutoAt: new Date(Date.now() + AUTO_STEP_MS) } : {}),
        updatedAt: new Date(),
      })
      .where(eq(sandboxShipments.id, row.id))
      .returning();
    return updated ?? row;
  }

  /** Books the courier's visit for parcels not yet picked up; a parcel on its way keeps its status. */
  async requestPickup(rows: SandboxRow[], now: Date): Promise<void> {
    const waiting = rows.filter((row) => row.scans.length === 0);
    if (waiting.length === 0) return;
    await this.db
      .update(sandboxShipments)
      .set({
        pickupRequestedAt: now,
        status: SHIPROCKET_CODES.PICKUP_SCHEDULED.words,
        ...(this.options.auto ? { nextAutoAt: new Date(now.getTime() + AUTO_STEP_MS) } : {}),
        updatedAt: now,
      })
      .where(
        inArray(
          sandboxShipments.id,
          waiting.map((row) => row.id),
        ),
      );
  }

  async cancel(rows: SandboxRow[], now: Date): Promise<void> {
    await this.db
      .update(sandboxShipments)
      .set({ cancelledAt: now, status: SHIPROCKET_CODES.CANCELLED.words, nextAutoAt: null, updatedAt: now })
      .where(
        inArray(
          sandboxShipments.id,
          rows.map((row) => row.id),
        ),
      );
  }

  /** Records a scan of the parcel at `status`, at a plausible place, a second after the last one at least. */
  async advance(row: SandboxRow, status: SandboxAdvanceStatus, now: Date): Promise<SandboxRow> {
    const last = row.scans.at(-1);
    const at = new Date(Math.max(now.getTime(), last ? new Date(last.at).getTime() + 1000 : 0));
    const scan: ShipmentScan = {
      at: at.toISOString(),
      status,
      location: this.#placeOf(row, status),
      activity: ACTIVITY[status],
    };
    const continues = this.options.auto && AUTO_NEXT[status] !== undefined;
    const [updated] = await this.db
      .update(sandboxShipments)
      .set({
        scans: [...row.scans, scan],
        status: SHIPROCKET_CODES[status].words,
        nextAutoAt: continues ? new Date(at.getTime() + AUTO_STEP_MS) : null,
        updatedAt: now,
      })
      .where(eq(sandboxShipments.id, row.id))
      .returning();
    return updated ?? row;
  }

  /** Forward COD parcels delivered to the shopper: the cash the sandbox's remittance report pays over. */
  async deliveredCod(): Promise<SandboxRow[]> {
    return this.db
      .select()
      .from(sandboxShipments)
      .where(
        and(
          eq(sandboxShipments.isReturn, false),
          isNull(sandboxShipments.cancelledAt),
          eq(sandboxShipments.status, SHIPROCKET_CODES.DELIVERED.words),
          sql`${sandboxShipments.request} ->> 'payment_method' = 'COD'`,
        ),
      )
      .orderBy(sandboxShipments.id);
  }

  /** Claims the parcels due to move on by themselves (one instance each), with the step each takes. */
  async dueForAuto(now: Date): Promise<{ row: SandboxRow; next: SandboxAdvanceStatus | undefined }[]> {
    const rows = await this.db
      .update(sandboxShipments)
      .set({ nextAutoAt: new Date(now.getTime() + AUTO_STEP_MS) })
      .where(and(lte(sandboxShipments.nextAutoAt, now), isNull(sandboxShipments.cancelledAt)))
      .returning();
    return rows.map((row) => ({ row, next: AUTO_NEXT[shopStatusOf(row)] }));
  }

  async stopAuto(row: SandboxRow): Promise<void> {
    await this.db.update(sandboxShipments).set({ nextAutoAt: null }).where(eq(sandboxShipments.id, row.id));
  }

  #placeOf(row: SandboxRow, status: SandboxAdvanceStatus): string {
    const request = row.request;
    const origin = row.isReturn ? text(request.pickup_city) : this.options.originCity;
    const destination = `${text(request.shipping_city)} (${text(request.shipping_state)})`;
    if (status === 'PICKED_UP' || status === 'RTO_DELIVERED') return origin;
    if (status === 'IN_TRANSIT') return hubFor(text(request.shipping_pincode));
    return destination;
  }
}

/** The parcel's status in the shop's words, from the Shiprocket words the sandbox keeps. */
export function shopStatusOf(row: SandboxRow): ShipmentStatus {
  return shipmentStatusOf(row.status) ?? (row.awb ? 'AWB_ASSIGNED' : 'NEW');
}

/** A scan as Shiprocket lists it, in India time with its code and words. */
export function shiprocketScan(scan: ShipmentScan) {
  const code = SHIPROCKET_CODES[scan.status];
  return {
    date: isoToIndia(scan.at),
    status: code.words,
    activity: scan.activity ?? '',
    location: scan.location ?? '',
    'sr-status': String(code.id),
    'sr-status-label': code.words,
  };
}
