import type { ShipmentStatus } from '@shop/shared';

/**
 * Shiprocket's shipment status codes (`shipment_status_id`, `current_status_id`, a scan's `sr-status`) and words
 * (`current_status`, `sr-status-label`) in the shop's words. Codes and words Shiprocket uses for states the shop
 * does not follow (lost, damaged, QC failed, ...) map to null: such a scan keeps the status before it.
 */
const BY_CODE: Record<number, ShipmentStatus> = {
  0: 'NEW',
  1: 'AWB_ASSIGNED',
  2: 'AWB_ASSIGNED', // label generated
  3: 'PICKUP_SCHEDULED',
  4: 'PICKUP_SCHEDULED', // pickup queued
  5: 'PICKUP_SCHEDULED', // manifest generated
  6: 'IN_TRANSIT', // shipped
  7: 'DELIVERED',
  8: 'CANCELLED',
  9: 'RTO_INITIATED',
  10: 'RTO_DELIVERED',
  13: 'PICKUP_SCHEDULED', // pickup error: the courier comes again
  14: 'RTO_DELIVERED', // RTO acknowledged
  15: 'PICKUP_SCHEDULED', // pickup rescheduled
  17: 'OUT_FOR_DELIVERY',
  18: 'IN_TRANSIT',
  19: 'PICKUP_SCHEDULED', // out for pickup
  20: 'PICKUP_SCHEDULED', // pickup exception
  21: 'UNDELIVERED',
  22: 'IN_TRANSIT', // delayed
  26: 'DELIVERED', // fulfilled
  38: 'IN_TRANSIT', // reached destination hub
  39: 'IN_TRANSIT', // misrouted
  40: 'RTO_INITIATED', // RTO NDR
  41: 'RTO_INITIATED', // RTO out for delivery
  42: 'PICKED_UP',
  43: 'DELIVERED', // self fulfilled
  45: 'CANCELLED', // cancelled before dispatch
  46: 'RTO_INITIATED', // RTO in transit
  48: 'IN_TRANSIT', // reached warehouse
  50: 'IN_TRANSIT', // in flight
  51: 'PICKED_UP', // handed over to courier
  52: 'AWB_ASSIGNED', // shipment booked
};

const BY_WORDS: Record<string, ShipmentStatus> = {
  NEW: 'NEW',
  'AWB ASSIGNED': 'AWB_ASSIGNED',
  'LABEL GENERATED': 'AWB_ASSIGNED',
  'SHIPMENT BOOKED': 'AWB_ASSIGNED',
  'PICKUP SCHEDULED': 'PICKUP_SCHEDULED',
  'PICKUP GENERATED': 'PICKUP_SCHEDULED',
  'PICKUP QUEUED': 'PICKUP_SCHEDULED',
  'PICKUP RESCHEDULED': 'PICKUP_SCHEDULED',
  'PICKUP ERROR': 'PICKUP_SCHEDULED',
  'PICKUP EXCEPTION': 'PICKUP_SCHEDULED',
  'OUT FOR PICKUP': 'PICKUP_SCHEDULED',
  'MANIFEST GENERATED': 'PICKUP_SCHEDULED',
  'PICKED UP': 'PICKED_UP',
  'HANDOVER TO COURIER': 'PICKED_UP',
  SHIPPED: 'IN_TRANSIT',
  'IN TRANSIT': 'IN_TRANSIT',
  DELAYED: 'IN_TRANSIT',
  'REACHED AT DESTINATION HUB': 'IN_TRANSIT',
  'REACHED DESTINATION HUB': 'IN_TRANSIT',
  MISROUTED: 'IN_TRANSIT',
  'OUT FOR DELIVERY': 'OUT_FOR_DELIVERY',
  DELIVERED: 'DELIVERED',
  UNDELIVERED: 'UNDELIVERED',
  'RTO INITIATED': 'RTO_INITIATED',
  'RTO IN TRANSIT': 'RTO_INITIATED',
  'RTO NDR': 'RTO_INITIATED',
  'RTO OFD': 'RTO_INITIATED',
  'RTO DELIVERED': 'RTO_DELIVERED',
  'RTO ACKNOWLEDGED': 'RTO_DELIVERED',
  CANCELED: 'CANCELLED',
  CANCELLED: 'CANCELLED',
};

/** A Shiprocket status code (number or numeric string) or status words, in the shop's words; null if unknown. */
export function shipmentStatusOf(codeOrWords: unknown): ShipmentStatus | null {
  if (typeof codeOrWords === 'number') return BY_CODE[codeOrWords] ?? null;
  if (typeof codeOrWords !== 'string' || !codeOrWords.trim()) return null;
  const text = codeOrWords.trim();
  if (/^\d+$/.test(text)) return BY_CODE[Number(text)] ?? null;
  return BY_WORDS[text.toUpperCase().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ')] ?? null;
}

/** The first of several readings that maps, e.g. the code, then the words. */
export function firstStatusOf(...candidates: unknown[]): ShipmentStatus | null {
  for (const candidate of candidates) {
    const status = shipmentStatusOf(candidate);
    if (status) return status;
  }
  return null;
}

/** How Shiprocket reports each status the sandbox moves a parcel to: its code and words. */
export const SHIPROCKET_CODES = {
  NEW: { id: 0, words: 'NEW' },
  AWB_ASSIGNED: { id: 1, words: 'AWB ASSIGNED' },
  PICKUP_SCHEDULED: { id: 3, words: 'PICKUP SCHEDULED' },
  PICKED_UP: { id: 42, words: 'PICKED UP' },
  IN_TRANSIT: { id: 18, words: 'IN TRANSIT' },
  OUT_FOR_DELIVERY: { id: 17, words: 'OUT FOR DELIVERY' },
  UNDELIVERED: { id: 21, words: 'UNDELIVERED' },
  DELIVERED: { id: 7, words: 'DELIVERED' },
  RTO_INITIATED: { id: 9, words: 'RTO INITIATED' },
  RTO_DELIVERED: { id: 10, words: 'RTO DELIVERED' },
  CANCELLED: { id: 8, words: 'CANCELED' },
} as const satisfies Record<ShipmentStatus, { id: number; words: string }>;
