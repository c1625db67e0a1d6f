/**
 * docs/shipping.md: a parcel's life in the shop's words, whatever the courier aggregator calls each step. The
 * shipping port (apps/api/src/adapters/shipping) reads every provider's statuses into these.
 */
export const SHIPMENT_STATUSES = [
  /** Booked at the aggregator; no courier yet. */
  'NEW',
  /** A courier and an AWB are assigned; the label can be printed. */
  'AWB_ASSIGNED',
  'PICKUP_SCHEDULED',
  'PICKED_UP',
  'IN_TRANSIT',
  'OUT_FOR_DELIVERY',
  /** A delivery attempt failed (the aggregator's NDR); the parcel waits for a re-attempt or a return. */
  'UNDELIVERED',
  'DELIVERED',
  'RTO_INITIATED',
  'RTO_DELIVERED',
  'CANCELLED',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** A forward parcel to the shopper, or a reverse pickup of a return. */
export const SHIPMENT_KINDS = ['FORWARD', 'RETURN'] as const;
export type ShipmentKind = (typeof SHIPMENT_KINDS)[number];

/** The statuses the sandbox's `POST /sandbox/shiprocket/advance` moves a parcel to. */
export const SANDBOX_ADVANCE_STATUSES = [
  'PICKED_UP',
  'IN_TRANSIT',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
  'UNDELIVERED',
  'RTO_INITIATED',
  'RTO_DELIVERED',
] as const satisfies readonly ShipmentStatus[];
export type SandboxAdvanceStatus = (typeof SANDBOX_ADVANCE_STATUSES)[number];

/** A parcel's weight and size, as couriers price it. */
export interface Parcel {
  weightGrams: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
}

/** One scan of a parcel, as the shopper's timeline shows it. */
export interface ShipmentScan {
  /** ISO time of the scan. */
  at: string;
  status: ShipmentStatus;
  /** The courier's place of the scan, when it names one. */
  location: string | null;
  /** The courier's own words for the scan. */
  activity: string | null;
}
