import { z } from 'zod';
import type { OrderShipment } from '../api-types.ts';
import type { CourierRule, Parcel } from '../shipping.ts';

// The back office's shipments (docs/shipments.md#the-back-office): booking a courier for an order, many at once,
// labels, and the failed deliveries queue.

/** The admin order's parcel: what the shopper sees, and what only the team needs. */
export interface AdminOrderShipment extends OrderShipment {
  _id: string;
  kind: 'FORWARD' | 'RETURN';
  courierId: string | null;
  /** What the courier charges the shop, paise. */
  rate: number | null;
  /** Cash the courier collects at the door, paise. */
  codAmount: number;
  parcel: Parcel;
  /** The label PDF, while the shipment is live. */
  labelUrl: string | null;
  pickupRequestedAt: string | null;
  failedAttempts: number;
  lastFailureReason: string | null;
}

/** One courier's offer for an order's parcel, as the Create shipment dialog lists it. */
export interface CourierOption {
  courierId: string;
  courierName: string;
  /** Paise. */
  rate: number;
  estimatedDays: number;
  estimatedDelivery: string | null;
  cod: boolean;
  rating: number | null;
}

/** GET /admin/orders/{id}/couriers: the offers, sorted by the shop's rule, its choice first and preselected. */
export interface CourierChoice {
  parcel: Parcel;
  cod: boolean;
  rule: CourierRule;
  couriers: CourierOption[];
  preselectedCourierId: string | null;
}

/** POST /admin/shipments: each order booked or why not; the rest went on. */
export interface BulkShipments {
  created: { _id: string; orderId: string; awb: string | null; courierName: string | null }[];
  failed: { _id: string; orderId: string; reason: string }[];
  /** One PDF of every created label, a page per parcel; null when nothing was created. */
  labelUrl: string | null;
  manifestUrl: string | null;
}

/** GET /admin/shipping/failed-deliveries: an order whose delivery failed, waiting for the team's decision. */
export interface FailedDelivery {
  _id: string;
  orderId: string;
  name: string | null;
  mobile: string | null;
  city: string | null;
  pincode: string | null;
  awb: string | null;
  courierName: string | null;
  failedAttempts: number;
  reason: string | null;
  /** When the courier last said anything of it. */
  lastScanAt: string | null;
}

export const CreateShipmentSchema = z.strictObject({
  courierId: z.string().trim().min(1).max(40).optional(),
});

export const BulkShipmentsSchema = z.strictObject({
  orderIds: z
    .array(z.uuid({ error: 'Each order id must be an order’s id' }))
    .min(1, 'Choose at least one order')
    .max(50, 'At most 50 orders at a time'),
});

const optional = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => value || undefined);

/** POST /admin/orders/{id}/ndr: what to do about a failed delivery. */
export const FailedDeliveryActionSchema = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('reattempt'),
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be a date like 2026-12-02')
      .optional(),
    phone: z
      .string()
      .regex(/^[6-9]\d{9}$/, 'Phone must be a 10-digit Indian mobile number')
      .optional(),
    addressLine: optional(200, 'Address line'),
    comment: optional(300, 'Comment'),
  }),
  z.strictObject({ action: z.literal('rto'), comment: optional(300, 'Comment') }),
]);
export type FailedDeliveryActionInput = z.infer<typeof FailedDeliveryActionSchema>;
