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

/** How the back office preselects a courier for a parcel. */
export const COURIER_RULES = ['cheapest', 'fastest', 'best_rated'] as const;
export type CourierRule = (typeof COURIER_RULES)[number];

/**
 * docs/shipping.md#charges: what the shop charges for delivery and how it ships, edited by an admin in the back
 * office (the `shipping` key of shop_settings). Prepaid orders ship free when `freeOnPrepaid`; otherwise an order
 * whose goods come to less than `freeDeliveryMinimumPaise` pays `deliveryChargePaise`.
 */
// An interface rather than the zod schema's output: the cart prices delivery with these on every page, and zod
// stays off pages that have no form (its schema is ShippingSettingsSchema in admin/settings.ts).
export interface ShippingSettings {
  freeOnPrepaid: boolean;
  deliveryChargePaise: number;
  freeDeliveryMinimumPaise: number;
  /** Grams of box and filling added to the goods' weight. */
  packagingGrams: number;
  courierRule: CourierRule;
}

export const DEFAULT_SHIPPING_SETTINGS: ShippingSettings = {
  freeOnPrepaid: true,
  deliveryChargePaise: 4_900,
  freeDeliveryMinimumPaise: 49_900,
  packagingGrams: 100,
  courierRule: 'cheapest',
};

/** The part of the shipping settings the storefront needs to show the charge (`GET /api/v1/shipping/charges`). */
export type DeliveryTerms = Pick<
  ShippingSettings,
  'freeOnPrepaid' | 'deliveryChargePaise' | 'freeDeliveryMinimumPaise'
>;

export function deliveryTermsOf(settings: DeliveryTerms): DeliveryTerms {
  const { freeOnPrepaid, deliveryChargePaise, freeDeliveryMinimumPaise } = settings;
  return { freeOnPrepaid, deliveryChargePaise, freeDeliveryMinimumPaise };
}

/** How a shopper pays: online before dispatch, or cash on delivery (a later issue). */
export type PaymentKind = 'PREPAID' | 'COD';

/** What delivery costs an order whose goods come to `goodsPaise` (after discounts), paid as `payment`. */
export function deliveryChargeFor(settings: DeliveryTerms, goodsPaise: number, payment: PaymentKind): number {
  if (payment === 'PREPAID' && settings.freeOnPrepaid) return 0;
  return goodsPaise < settings.freeDeliveryMinimumPaise ? settings.deliveryChargePaise : 0;
}

/**
 * When an order placed now would arrive at a PIN code (docs/shipping.md#delivery-dates). `approximate` marks the
 * answer the page words as "usually 3 to 7 days": the aggregator was slow, down or not configured.
 */
export interface DeliveryEstimate {
  serviceable: boolean;
  /** Whether any serviceable courier collects cash at the door there. */
  cod: boolean;
  /** YYYY-MM-DD, India's calendar day, by the fastest courier from the next dispatch day; null when approximate or not served. */
  estimatedDelivery: string | null;
  /** Working days from dispatch, fastest and slowest serviceable courier; null when not served. */
  minDays: number | null;
  maxDays: number | null;
  approximate: boolean;
}

/** GET /shipping/estimate?pincode=…: the estimate, with the PIN code it is for. */
export interface PincodeEstimate extends DeliveryEstimate {
  pincode: string;
}
