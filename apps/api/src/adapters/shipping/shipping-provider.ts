import type { Parcel, ShipmentStatus } from '@shop/shared';
import type { OrderAddress } from '../../db/schema.ts';

/**
 * The shipping port (docs/shipping.md): a courier aggregator behind one interface, in the shop's words. Each
 * provider lives in a folder beside this file; SHIPPING_PROVIDER chooses (`sandbox` by default, `shiprocket`, or
 * `manual`, which books nothing and has no provider: the team types the carrier and tracking number).
 */

export interface ServiceabilityQuery {
  pickupPincode: string;
  deliveryPincode: string;
  weightGrams: number;
  /** Whether the courier must collect cash at the door. */
  cod: boolean;
  /** Paise; some couriers refuse parcels above a declared value. */
  declaredValuePaise?: number;
}

/** One courier's offer for a parcel between two PIN codes. */
export interface CourierQuote {
  /** The aggregator's id of the courier (Shiprocket's `courier_company_id`). */
  courierId: string;
  courierName: string;
  /** What the shop pays the courier, paise. */
  ratePaise: number;
  /** Working days from pickup to delivery, as the courier estimates. */
  estimatedDays: number;
  /** YYYY-MM-DD when the aggregator gives one (counted from a pickup today). */
  estimatedDelivery: string | null;
  /** Whether this courier collects cash on delivery at that PIN code. */
  cod: boolean;
  /** The aggregator's rating of the courier, 0 to 5, when it gives one. */
  rating: number | null;
}

export interface Serviceability {
  /** False when no courier reaches the delivery PIN code (for this mode of payment). */
  serviceable: boolean;
  couriers: CourierQuote[];
  /** The courier the aggregator itself recommends, when it names one. */
  recommendedCourierId: string | null;
}

export interface ShipmentLine {
  sku: string;
  name: string;
  units: number;
  /** Paise, per unit, what the shopper paid. */
  sellingPricePaise: number;
  hsn?: string;
}

/** An order as the aggregator is sent it, forward or as a return. */
export interface ShipmentRequest {
  /** The shop's order id (ORD-2026-000123), the aggregator's `channel order id`. */
  orderId: string;
  /** ISO time the order was placed. */
  orderDate: string;
  customer: { name: string; phone: string; email: string | null };
  shippingAddress: OrderAddress;
  billingAddress: OrderAddress;
  lines: ShipmentLine[];
  paymentMethod: 'PREPAID' | 'COD';
  /** Paise: the order's total, and what the courier collects (0 when prepaid). */
  subTotalPaise: number;
  codAmountPaise: number;
  parcel: Parcel;
}

/** The aggregator's ids for an order it accepted. */
export interface BookedShipment {
  providerOrderId: string;
  providerShipmentId: string;
}

export interface AssignedAwb {
  awb: string;
  courierId: string;
  courierName: string;
  /** YYYY-MM-DD, when the aggregator estimates one at assignment. */
  estimatedDelivery: string | null;
}

/** One scan, in the shop's words, with the provider's own. */
export interface TrackingScan {
  /** ISO time of the scan. */
  at: string;
  status: ShipmentStatus;
  /** The aggregator's status as it came (words or code), kept for the history. */
  courierStatus: string;
  location: string | null;
  activity: string | null;
}

/** What tracking one AWB answers: its scans, oldest first, and the estimate. */
export interface TrackingReport {
  awb: string;
  /** The latest status; the same as the last scan's. */
  status: ShipmentStatus;
  scans: TrackingScan[];
  estimatedDelivery: string | null;
  /** The reason of the last failed attempt (NDR), when there was one. */
  failureReason: string | null;
}

/** What the team decides about a failed delivery (NDR). */
export type FailedDeliveryAction =
  | { action: 'reattempt'; date?: string; phone?: string; addressLine?: string; comment?: string }
  | { action: 'rto'; comment?: string };

/**
 * A tracking webhook, authenticated and read. `scans` are the parcel's scans it carries, oldest first, each dated
 * by its own time as tracking reads them, so a scan heard by webhook and by the poll is one scan; the newest is
 * the parcel's status now. None: a status the shop does not follow (lost, damaged...), with the courier's words.
 * A body that is not JSON or names no AWB is `malformed`.
 */
export type TrackingDelivery =
  | { ok: false; reason: 'bad_token' | 'malformed' }
  | {
      ok: true;
      awb: string;
      scans: TrackingScan[];
      courierStatus: string | null;
      estimatedDelivery: string | null;
    };

/** A provider's failure, in words the back office can show beside the order it concerns. */
export class ShippingProviderError extends Error {
  constructor(
    message: string,
    /** not_serviceable, rate_limited, unauthorised, timeout, rejected (the provider's own refusal), unavailable. */
    readonly code:
      | 'not_serviceable'
      | 'rate_limited'
      | 'unauthorised'
      | 'timeout'
      | 'rejected'
      | 'unavailable',
    /** Seconds to wait before asking again, when the provider said. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ShippingProviderError';
  }
}

export interface ShippingProvider {
  readonly name: 'sandbox' | 'shiprocket';
  serviceability(query: ServiceabilityQuery): Promise<Serviceability>;
  /** Books the order at the aggregator; idempotent by `request.orderId`. */
  createShipment(request: ShipmentRequest): Promise<BookedShipment>;
  /** A courier and an AWB for a booked shipment: the one named, or the aggregator's choice. */
  assignAwb(providerShipmentId: string, courierId?: string): Promise<AssignedAwb>;
  /** One PDF of the shipments' labels, a page per parcel. */
  labelPdf(providerShipmentIds: string[]): Promise<Uint8Array>;
  requestPickup(providerShipmentIds: string[]): Promise<{ pickupDate: string | null }>;
  /** One PDF manifest of the shipments, for the courier to sign at pickup. */
  manifestPdf(providerShipmentIds: string[]): Promise<Uint8Array>;
  track(awb: string): Promise<TrackingReport>;
  /** Tracking of many AWBs in as few calls as the provider allows; an unknown AWB is left out. */
  trackMany(awbs: string[]): Promise<TrackingReport[]>;
  /** Cancels booked shipments before pickup, by the aggregator's order ids. */
  cancel(providerOrderIds: string[]): Promise<void>;
  /** Books a reverse pickup from the shopper's address back to the shop. */
  createReturn(request: ShipmentRequest): Promise<BookedShipment & { awb: string | null }>;
  failedDeliveryAction(awb: string, action: FailedDeliveryAction): Promise<void>;
  /** Authenticates a tracking webhook (its token, in constant time) and reads it into a neutral scan. */
  parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): TrackingDelivery;
}
