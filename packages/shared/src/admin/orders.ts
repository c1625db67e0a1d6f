import { z } from 'zod';
import type { Order } from '../api-types.ts';
import type { CodConfirmer, OrderRisk } from '../cod.ts';
import { formatINR } from '../money.ts';
import {
  BACK_OFFICE_MOVES,
  type BackOfficeMove,
  CARRIER_NAMES,
  type OrderState,
  type PaymentState,
} from '../orders.ts';
import { rupeesToPaise } from './catalog.ts';
import type { AdminOrderShipment } from './shipments.ts';

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => value || undefined);

const trackingNumberField = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{4,40}$/, 'Tracking number is 4 to 40 letters, digits or dashes');

/** POST /admin/orders/{id}/transitions. */
export const OrderTransitionSchema = z.object({
  to: z.enum(BACK_OFFICE_MOVES, { error: `to must be one of ${BACK_OFFICE_MOVES.join(', ')}` }),
  carrier: z
    .enum(CARRIER_NAMES as [string, ...string[]], {
      error: `carrier must be one of ${CARRIER_NAMES.join(', ')}`,
    })
    .optional(),
  trackingNumber: trackingNumberField.optional(),
  note: optionalText(500, 'Note'),
});
export type OrderTransitionInput = z.infer<typeof OrderTransitionSchema>;

/** How a COD order's refund is paid: out through the payout provider, or by hand by the team. */
export const COD_REFUND_METHODS = ['PAYOUT', 'BY_HAND'] as const;
export type CodRefundMethod = (typeof COD_REFUND_METHODS)[number];
/** A bank's transfer reference (UTR, RRN): letters and digits. */
export const UTR_PATTERN = /^[A-Za-z0-9]{6,30}$/;
const UTR_MESSAGE = 'UTR must be 6 to 30 letters or digits';

/** POST /admin/orders/{id}/refunds, with an Idempotency-Key header. */
/** A UTR is the team's record of a transfer made by hand: sent with any other method it would be kept as false. */
const utrOnlyByHand = (value: { method?: string | undefined; utr?: string | undefined }) =>
  value.utr === undefined || value.method === 'BY_HAND';
const UTR_ONLY_BY_HAND = 'A UTR goes only with a refund paid by hand';

export const OrderRefundSchema = z
  .object({
    amount: z
      .number({ error: 'Amount must be a whole number of paise' })
      .int('Amount must be a whole number of paise')
      .positive('Amount must be more than zero')
      .optional(),
    reason: z
      .string()
      .trim()
      .min(3, 'Please give a reason')
      .max(300, 'Reason must be at most 300 characters'),
    /**
     * A cash-on-delivery order's refund only (docs/cod.md#refunds): paid out to the shopper's UPI id or bank
     * account, or paid by hand by the team with the bank's UTR. A prepaid order's goes back through the gateway.
     */
    method: z
      .enum(COD_REFUND_METHODS, { error: `method must be one of ${COD_REFUND_METHODS.join(', ')}` })
      .optional(),
    utr: z.string().trim().regex(UTR_PATTERN, UTR_MESSAGE).optional(),
  })
  .refine(utrOnlyByHand, { path: ['utr'], error: UTR_ONLY_BY_HAND });
export type OrderRefundInput = z.infer<typeof OrderRefundSchema>;

/** POST /admin/orders/{id}/refunds/{refundId}/pay-again: a reversed payout paid again, on the same refund. */
export const RefundPayAgainSchema = z
  .object({
    method: z.enum(COD_REFUND_METHODS, { error: `method must be one of ${COD_REFUND_METHODS.join(', ')}` }),
    utr: z.string().trim().regex(UTR_PATTERN, UTR_MESSAGE).optional(),
  })
  .refine(utrOnlyByHand, { path: ['utr'], error: UTR_ONLY_BY_HAND });
export type RefundPayAgainInput = z.infer<typeof RefundPayAgainSchema>;

/** The Idempotency-Key header: the refund dialog makes one per refund it means. */
export const IdempotencyKeySchema = z
  .string({ error: 'An Idempotency-Key header is required' })
  .regex(/^[A-Za-z0-9_-]{10,80}$/, 'Idempotency-Key must be 10 to 80 letters, digits, dashes or underscores');

/** POST /admin/orders/{id}/notes: a note in the order's history, for the team. */
export const OrderNoteSchema = z.strictObject({
  note: z
    .string({ error: 'Note is a required field' })
    .trim()
    .min(1, 'Note is a required field')
    .max(1000, 'Note must be at most 1000 characters'),
});
export type OrderNoteInput = z.infer<typeof OrderNoteSchema>;

/** How the back office's order list may be sorted: by when the order was placed, or by amount (largest first). */
export const ADMIN_ORDER_SORTS = ['newest', 'oldest', 'amount'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

/** A day as the order list and the export take it, `2026-11-05`, in Indian time. */
export const IsoDaySchema = z
  .string({ error: 'A date is required, written YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written YYYY-MM-DD')
  .refine((value) => {
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
  }, 'That date does not exist');

/** How GET /admin/orders filters by payment: `COD`, or `ONLINE` for every order not paid cash on delivery. */
export const ADMIN_ORDER_PAYMENT_METHODS = ['COD', 'ONLINE'] as const;
export type AdminOrderPaymentMethod = (typeof ADMIN_ORDER_PAYMENT_METHODS)[number];

/** What every admin order (a list row and the detail) says of cash on delivery (docs/cod.md). */
export interface AdminOrderCod {
  /** `COD`, or the gateway's method name for an order paid online. */
  paymentMethod: string;
  /** A COD order's risk level and the reasons that set it; null for an order paid online (or not yet judged). */
  risk: OrderRisk | null;
  /** The COD fee charged, part of the total; 0 for an order paid online. */
  codFeePaise: number;
  codConfirmedAt: string | null;
  codConfirmedBy: CodConfirmer | null;
  /** When someone on the team reviewed a high-risk COD order and let it be packed. */
  riskClearedAt: string | null;
}

/** A row of GET /admin/orders; amounts in paise. */
export interface AdminOrderRow extends AdminOrderCod {
  _id: string;
  orderId: string;
  /** When it was paid; a checkout never paid shows when it was opened. */
  placedAt: string;
  customer: { name: string | null; mobile: string | null };
  itemCount: number;
  totalAmount: number;
  orderStatus: OrderState;
  paymentStatus: PaymentState;
}

/** A row of an order's history: a move (with its from and to) or a note (toStatus null). */
export interface AdminOrderEvent {
  _id: string;
  at: string;
  fromStatus: OrderState | null;
  toStatus: OrderState | null;
  /** SHOPPER, STAFF, ADMIN or SYSTEM; the account's number when a person did it. */
  actor: { role: string; mobile: string | null };
  note: string | null;
  details: Record<string, string | number | null> | null;
}

export interface AdminRefund {
  _id: string;
  amount: number;
  reason: string;
  /** REVERSED: a payout the bank sent back; still owed, to be paid again. */
  status: 'PENDING' | 'PROCESSED' | 'FAILED' | 'REVERSED';
  /** How the money moves: GATEWAY, PAYOUT or BY_HAND (and UNCOLLECTED). */
  method: 'GATEWAY' | 'PAYOUT' | 'BY_HAND' | 'UNCOLLECTED';
  /** The bank's reference of a payout or a transfer by hand. */
  utr: string | null;
  creditNoteNumber: string | null;
  failure: string | null;
  createdAt: string;
  processedAt: string | null;
}

/**
 * GET /admin/orders/{id}: the shopper's view of the order and what only the team sees. The history and refunds
 * here are the full ones, whatever shorter versions the shopper's order carries.
 */
export interface AdminOrder
  extends Omit<
      Order,
      // The shopper's shorter versions, and their windows: the back office has its own below.
      | 'history'
      | 'refunds'
      | 'tracking'
      | 'shipment'
      | 'invoiceNumber'
      | 'returnRequest'
      | 'refundedAmount'
      | 'canCancel'
      | 'cancelUntil'
      | 'canReturn'
      | 'returnUntil'
    >,
    AdminOrderCod {
  orderStatus: OrderState;
  paymentStatus: PaymentState;
  providerOrderId: string | null;
  providerPaymentId: string | null;
  invoiceNumber: string | null;
  invoicedAt: string | null;
  statusChangedAt: string | null;
  deliveredAt: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  returnRequest: { reason: string; photos: string[]; requestedAt: string } | null;
  history: AdminOrderEvent[];
  refunds: AdminRefund[];
  /** Paise promised back: refunds asked for and not failed. */
  refundedAmount: number;
  /** What may still be refunded: the total less what is promised back (for COD, once its cash was collected). */
  refundableAmount: number;
  /** The moves the back office may make now, as buttons: the reader's, by their role. */
  allowedMoves: BackOfficeMove[];
  /**
   * The moves the order's state has for the reader that its money refuses now, with why: a paid order's
   * cancellation needs an admin (`needs_admin`), an order refunded in full goes no further (`refunded`).
   */
  refusedMoves: RefusedMove[];
  /** The live parcel booked with the courier aggregator, or the last cancelled one; null when there is none. */
  shipment: AdminOrderShipment | null;
  /** The pickup of the shopper's return booked with the aggregator, when there is one. */
  returnShipment: AdminOrderShipment | null;
}

export interface RefusedMove {
  to: BackOfficeMove;
  reason: 'needs_admin' | 'refunded';
  message: string;
}

/**
 * The refund dialog's form: the amount typed in rupees (at most what is left), and the reason. The body it sends
 * is OrderRefundSchema's, in paise.
 */
export const OrderRefundFormSchema = (leftPaise: number) =>
  z.object({
    amount: z
      .string()
      .trim()
      .min(1, 'Amount is a required field')
      .refine((value) => rupeesToPaise(value) !== null, 'Amount must be in rupees, with at most 2 decimals')
      .refine((value) => (rupeesToPaise(value) ?? 0) > 0, 'Amount must be more than zero')
      .refine(
        (value) => (rupeesToPaise(value) ?? 0) <= leftPaise,
        `At most ${formatINR(leftPaise)} is left to refund`,
      ),
    reason: OrderRefundSchema.shape.reason,
  });
export type OrderRefundFormInput = z.infer<ReturnType<typeof OrderRefundFormSchema>>;

/** The ship dialog's form: both are needed to ship, though the transition's schema leaves them optional. */
export const ShipOrderFormSchema = z.object({
  carrier: z.enum(CARRIER_NAMES as [string, ...string[]], { error: 'Carrier is a required field' }),
  trackingNumber: z.string().trim().min(1, 'Tracking number is a required field').pipe(trackingNumberField),
});
export type ShipOrderFormInput = z.infer<typeof ShipOrderFormSchema>;
