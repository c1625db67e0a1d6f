import {
  COD_PAYMENT_METHOD,
  msg,
  ORDER_POLICY,
  type OrderState,
  type RiskLevel,
  type UserRole,
} from '@shop/shared';
import { type Refusal, refusal } from '../../domain/refusal.ts';

/**
 * Who moves an order: the shopper from their account, the back office by its role (STAFF or ADMIN), the shop
 * itself (a payment, a refund's completion), or the courier, whose scans report where the parcel is
 * (docs/shipments.md). The role matters where a move gives money back.
 */
export type Mover = 'SHOPPER' | 'STAFF' | 'ADMIN' | 'SYSTEM' | 'COURIER';

/** The machine's mover for someone in the back office: anything short of ADMIN is judged as STAFF. */
export function backOfficeMover(role: UserRole): Mover {
  return role === 'ADMIN' ? 'ADMIN' : 'STAFF';
}

const BACK_OFFICE: readonly Mover[] = ['STAFF', 'ADMIN'];
const COURIER: readonly Mover[] = ['COURIER'];
/** A shop without an aggregator marks delivery by hand, from wherever the courier last said the parcel was. */
const DELIVERS: readonly Mover[] = [...BACK_OFFICE, 'COURIER'];

/**
 * docs/orders.md#states: every move there is, and who may make it. A move not listed here is refused; a listed
 * one is then judged on the order's money and the shopper's windows (judgeMove).
 */
const MOVES: Readonly<Record<OrderState, Partial<Record<OrderState, readonly Mover[]>>>> = {
  PENDING: { PLACED: ['SYSTEM'], CANCELLED: ['SYSTEM'] },
  // The shop itself cancels only a COD order left unconfirmed (docs/cod.md#expiry): judgeMove checks it is one.
  PLACED: { CONFIRMED: BACK_OFFICE, CANCELLED: [...BACK_OFFICE, 'SHOPPER', 'SYSTEM'] },
  CONFIRMED: { PACKED: BACK_OFFICE, CANCELLED: [...BACK_OFFICE, 'SHOPPER'] },
  // SHIPPED means picked up: typed in the back office (manual shops) or scanned by the courier.
  PACKED: { SHIPPED: DELIVERS },
  // RTO from anywhere on the way: the courier may turn a parcel back at any point before delivery.
  SHIPPED: {
    DELIVERED: DELIVERS,
    IN_TRANSIT: COURIER,
    OUT_FOR_DELIVERY: COURIER,
    DELIVERY_FAILED: COURIER,
    RTO: COURIER,
  },
  DELIVERED: { RETURN_REQUESTED: ['SHOPPER'] },
  // Back to DELIVERED is a return the shop declines.
  // RETURNED by the courier: a return's pickup delivered back at the warehouse (docs/shipments.md#returns).
  RETURN_REQUESTED: { RETURNED: [...BACK_OFFICE, 'COURIER'], DELIVERED: BACK_OFFICE },
  RETURNED: { REFUNDED: ['SYSTEM'] },
  CANCELLED: {},
  REFUNDED: {},
  IN_TRANSIT: { OUT_FOR_DELIVERY: COURIER, DELIVERY_FAILED: COURIER, DELIVERED: DELIVERS, RTO: COURIER },
  // Back to IN_TRANSIT: the parcel went back to the hub without an attempt.
  OUT_FOR_DELIVERY: { DELIVERED: DELIVERS, DELIVERY_FAILED: COURIER, IN_TRANSIT: COURIER, RTO: COURIER },
  DELIVERY_FAILED: { OUT_FOR_DELIVERY: COURIER, IN_TRANSIT: COURIER, DELIVERED: DELIVERS, RTO: COURIER },
  // Returned to origin: on its way back, then back at the shop, and refunded like a return.
  RTO: { RTO_RECEIVED: COURIER },
  RTO_RECEIVED: { REFUNDED: ['SYSTEM'] },
};

/** What the machine needs to know of an order to judge a move. */
export interface OrderPosition {
  orderStatus: OrderState;
  paidAt: Date | null;
  deliveredAt: Date | null;
  /** Set once the shopper has asked to return it: a declined return is not asked again. */
  returnRequest: unknown;
  /** Paise paid at checkout (once `paidAt` is set). */
  totalAmountPaise: number;
  /**
   * Paise promised back: refunds completed and refunds still with the gateway. A refund the gateway refuses is
   * taken off again, so only money that is back or on its way back counts.
   */
  refundedPaise: number;
  /** `COD` for cash on delivery (docs/cod.md); the gateway's method name otherwise. */
  paymentMethod: string;
  /** When the shopper (from the message's link) or the team (after a call) confirmed a COD order. */
  codConfirmedAt: Date | null;
  /** A COD order's risk (modules/cod/cod-risk.ts); null for a prepaid order. */
  riskLevel: RiskLevel | null;
  /** When the team reviewed a high-risk COD order and let it be packed. */
  riskClearedAt: Date | null;
}

/** Cash on delivery: no money is taken before the parcel arrives. */
export function isCashOnDelivery(order: Pick<OrderPosition, 'paymentMethod'>): boolean {
  return order.paymentMethod === COD_PAYMENT_METHOD;
}

/** What cancelling the order now would refund: whatever of its payment is not already back or on its way. */
export function leftToRefund(order: OrderPosition): number {
  return order.paidAt ? Math.max(0, order.totalAmountPaise - order.refundedPaise) : 0;
}

/** Paid, and all of it refunded or on its way back: there is nothing left to send goods against. */
export function fullyRefunded(order: OrderPosition): boolean {
  return order.paidAt !== null && order.refundedPaise > 0 && leftToRefund(order) === 0;
}

/** What a move carries; shipping needs the carrier and tracking number, a return its reason. */
export interface MoveDetails {
  carrier?: string | undefined;
  trackingNumber?: string | undefined;
  reason?: string | undefined;
}

export type MoveRefused = Refusal<
  | 'illegal_move'
  | 'needs_admin'
  | 'refunded'
  | 'window_closed'
  | 'details_missing'
  | 'cod_unconfirmed'
  | 'risk_review'
>;

const MINUTE = 60_000;

/** Confirming, packing, shipping and delivering a shipment: the moves that take the goods on to the shopper. */
function towardsTheShopper(from: OrderState, to: OrderState): boolean {
  return (
    to === 'CONFIRMED' ||
    to === 'PACKED' ||
    to === 'SHIPPED' ||
    (to === 'DELIVERED' && from !== 'RETURN_REQUESTED')
  );
}

/**
 * The moves `mover` may make from the order's state now, money and windows included: the buttons a screen
 * offers. A move that needs details (shipping's tracking number, a return's reason) is offered; its form asks
 * for them.
 */
export function allowedMoves(order: OrderPosition, mover: Mover, now: Date = new Date()): OrderState[] {
  return (Object.keys(MOVES[order.orderStatus]) as OrderState[]).filter(
    (to) => judgeMove(order, to, mover, now).ok,
  );
}

/**
 * The moves the table lets `mover` make from the order's state that are refused now, each with its refusal: what
 * a screen says instead of offering a button that would fail.
 */
export function refusedMoves(
  order: OrderPosition,
  mover: Mover,
  now: Date = new Date(),
): { to: OrderState; refusal: MoveRefused }[] {
  return (Object.entries(MOVES[order.orderStatus]) as [OrderState, readonly Mover[]][])
    .filter(([, movers]) => movers.includes(mover))
    .flatMap(([to]) => {
      const judged = judgeMove(order, to, mover, now);
      return judged.ok ? [] : [{ to, refusal: judged }];
    });
}

/**
 * Judges one move. Details are not judged here beyond their presence; the route's schema checks their shape.
 * Money comes first: a cancellation that refunds needs an admin (or the shopper, within the policy), and an order
 * refunded in full goes no further towards the shopper. The shopper's moves are bounded by the published policy:
 * cancel within an hour of paying and before packing, ask for a return within 48 hours of delivery, once.
 */
export function checkMove(
  order: OrderPosition,
  to: OrderState,
  mover: Mover,
  now: Date = new Date(),
  details: MoveDetails = {},
): { ok: true } | MoveRefused {
  const judged = judgeMove(order, to, mover, now);
  if (!judged.ok) return judged;
  if (mover === 'SHOPPER' && to === 'RETURN_REQUESTED' && !details.reason?.trim()) {
    return refusal('details_missing', msg('return.why'), {
      reason: msg('field.requiredShort', { label: 'Reason' }),
    });
  }
  if (to === 'SHIPPED' && (!details.carrier?.trim() || !details.trackingNumber?.trim())) {
    return refusal('details_missing', 'Shipping needs the carrier and the tracking number', {
      ...(details.carrier?.trim() ? {} : { carrier: 'Carrier is required' }),
      ...(details.trackingNumber?.trim() ? {} : { trackingNumber: 'Tracking number is required' }),
    });
  }
  return { ok: true };
}

/** The move itself and its windows, before the details it must carry. */
function judgeMove(
  order: OrderPosition,
  to: OrderState,
  mover: Mover,
  now: Date,
): { ok: true } | MoveRefused {
  const from = order.orderStatus;
  const movers = MOVES[from][to];
  if (!movers?.includes(mover)) {
    return refusal(
      'illegal_move',
      msg('order.illegalMove', { state: describe(from), move: describeMove(to) }),
    );
  }
  if (mover === 'SYSTEM' && from === 'PLACED' && to === 'CANCELLED' && !isCashOnDelivery(order)) {
    return refusal(
      'illegal_move',
      msg('order.illegalMove', { state: describe(from), move: describeMove(to) }),
    );
  }
  // Only an admin may give money back (docs/admin.md#roles), and cancelling a paid order does.
  if (mover === 'STAFF' && to === 'CANCELLED' && leftToRefund(order) > 0) {
    return refusal(
      'needs_admin',
      'Only an admin may cancel a paid order, since cancelling refunds the payment',
    );
  }
  // The money is back or on its way: the goods must not go out. Declining a return (back to DELIVERED from
  // RETURN_REQUESTED) sends nothing, so it stays open. The courier's scans report what happened to a parcel
  // already out of the shop's hands: they are recorded whatever the money.
  if (mover !== 'COURIER' && fullyRefunded(order) && towardsTheShopper(from, to)) {
    return refusal(
      'refunded',
      "This order's payment has been refunded in full; it cannot be confirmed, packed, shipped or delivered",
    );
  }
  const codRefused = judgeCashOnDelivery(order, to, mover);
  if (codRefused) return codRefused;
  // A COD order took no money: its shopper may cancel it until it is packed (CANCELLED is not a move from PACKED).
  if (mover === 'SHOPPER' && to === 'CANCELLED' && !isCashOnDelivery(order)) {
    const placedAt = order.paidAt?.getTime() ?? 0;
    if (now.getTime() - placedAt > ORDER_POLICY.cancelWithinMinutes * MINUTE) {
      return refusal(
        'window_closed',
        msg('order.cancelWindow', { minutes: ORDER_POLICY.cancelWithinMinutes }),
      );
    }
  }
  if (mover === 'SHOPPER' && to === 'RETURN_REQUESTED') {
    const deliveredAt = order.deliveredAt?.getTime() ?? 0;
    if (order.returnRequest || now.getTime() - deliveredAt > ORDER_POLICY.returnWithinHours * 60 * MINUTE) {
      return refusal(
        'window_closed',
        order.returnRequest
          ? msg('return.alreadyRequested')
          : msg('order.returnWindow', { hours: ORDER_POLICY.returnWithinHours }),
      );
    }
  }
  return { ok: true };
}

/**
 * docs/cod.md#confirmation: the team confirms a COD order only once the shopper has (from the message's link) or
 * after a call (`POST /admin/orders/:id/cod-confirm`), and a high-risk one goes no further than PLACED or
 * CONFIRMED until someone has reviewed it there.
 */
function judgeCashOnDelivery(order: OrderPosition, to: OrderState, mover: Mover): MoveRefused | undefined {
  if (!isCashOnDelivery(order) || !BACK_OFFICE.includes(mover)) return undefined;
  if (to !== 'CONFIRMED' && to !== 'PACKED') return undefined;
  if (to === 'CONFIRMED' && order.codConfirmedAt === null) {
    return refusal(
      'cod_unconfirmed',
      'The shopper has not confirmed this cash-on-delivery order: call them, then confirm it with a note',
    );
  }
  if (order.riskLevel === 'high' && order.riskClearedAt === null) {
    return refusal(
      'risk_review',
      'This cash-on-delivery order is high risk: review it and confirm it with a note before packing',
    );
  }
  return undefined;
}

/** Every move in the machine, for tests and the docs: [from, to, movers]. */
export function everyMove(): [OrderState, OrderState, readonly Mover[]][] {
  return (Object.entries(MOVES) as [OrderState, Partial<Record<OrderState, readonly Mover[]>>][]).flatMap(
    ([from, moves]) =>
      (Object.entries(moves) as [OrderState, readonly Mover[]][]).map(
        ([to, movers]) => [from, to, movers] as [OrderState, OrderState, readonly Mover[]],
      ),
  );
}

function describe(state: OrderState): string {
  return state.toLowerCase().replaceAll('_', ' ');
}

function describeMove(to: OrderState): string {
  if (to === 'RETURN_REQUESTED') return 'returned';
  if (to === 'DELIVERED') return 'marked delivered';
  return describe(to);
}
