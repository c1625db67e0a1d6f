/**
 * docs/orders.md: the life of an order after checkout. The moves between these states, and who may make them,
 * live in one place, the API's order state machine; these are the names and the words shoppers see.
 */
export const ORDER_STATES = [
  'PENDING',
  'PLACED',
  'CONFIRMED',
  'PACKED',
  'SHIPPED',
  'IN_TRANSIT',
  'OUT_FOR_DELIVERY',
  'DELIVERY_FAILED',
  'DELIVERED',
  'CANCELLED',
  'RETURN_REQUESTED',
  'RETURNED',
  'REFUNDED',
  'RTO',
  'RTO_RECEIVED',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** The states the back office may move an order to (POST /admin/orders/{id}/transitions). */
export const BACK_OFFICE_MOVES = [
  'CONFIRMED',
  'PACKED',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
  'RETURNED',
] as const satisfies readonly OrderState[];
export type BackOfficeMove = (typeof BACK_OFFICE_MOVES)[number];

export const ORDER_STATE_LABELS: Record<OrderState, string> = {
  PENDING: 'Awaiting payment',
  PLACED: 'Placed',
  CONFIRMED: 'Confirmed',
  PACKED: 'Packed',
  SHIPPED: 'Shipped',
  IN_TRANSIT: 'In transit',
  OUT_FOR_DELIVERY: 'Out for delivery',
  DELIVERY_FAILED: 'Delivery failed',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  RETURN_REQUESTED: 'Return requested',
  RETURNED: 'Returned',
  REFUNDED: 'Refunded',
  RTO: 'Returning to us',
  RTO_RECEIVED: 'Back with us',
};

/**
 * COD_PENDING: a cash-on-delivery order placed, its cash not yet in the courier's hands; COD_COLLECTED: the
 * courier delivered it and holds the cash; PAID once the courier's remittance reaches the shop (docs/cod.md).
 */
export const PAYMENT_STATES = [
  'PENDING',
  'PAID',
  'FAILED',
  'PARTIALLY_REFUNDED',
  'REFUNDED',
  'COD_PENDING',
  'COD_COLLECTED',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  PENDING: 'Not paid',
  PAID: 'Paid',
  FAILED: 'Failed',
  PARTIALLY_REFUNDED: 'Partly refunded',
  REFUNDED: 'Refunded',
  COD_PENDING: 'Pay on delivery',
  COD_COLLECTED: 'Cash collected',
};

/** docs/orders.md#policy: the windows the shop publishes on its cancellation and returns page. */
export const ORDER_POLICY = {
  /** A shopper may cancel this long after placing, and only before the order is packed. */
  cancelWithinMinutes: 60,
  /** A shopper may ask to return this long after delivery. */
  returnWithinHours: 48,
  /** Photos a return request may carry. */
  maxReturnPhotos: 4,
} as const;

/** The carriers the back office ships with, and where a shopper follows a parcel. `{n}` is the tracking number. */
export const CARRIERS = {
  Delhivery: 'https://www.delhivery.com/track/package/{n}',
  'Blue Dart': 'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo={n}',
  DTDC: 'https://www.dtdc.in/tracking.asp?strCnno={n}',
  Ekart: 'https://ekartlogistics.com/shipmenttrack/{n}',
  'India Post':
    'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?consignment={n}',
  Shiprocket: 'https://shiprocket.co/tracking/{n}',
  Xpressbees: 'https://www.xpressbees.com/shipment/tracking?awbNo={n}',
} as const satisfies Record<string, string>;
export type Carrier = keyof typeof CARRIERS;
export const CARRIER_NAMES = Object.keys(CARRIERS) as Carrier[];

/** Where the shopper follows the parcel; null for a carrier the shop does not know a tracking page of. */
export function trackingUrl(carrier: string, trackingNumber: string): string | null {
  const template = (CARRIERS as Record<string, string>)[carrier];
  return template ? template.replace('{n}', encodeURIComponent(trackingNumber)) : null;
}
