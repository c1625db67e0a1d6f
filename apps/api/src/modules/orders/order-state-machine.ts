import { ORDER_POLICY, type OrderState } from '@shop/shared';
import { type Refusal, refusal } from '../../domain/refusal.ts';

/**
 * Who moves an order: the shopper from their account, the back office (STAFF or ADMIN), or the shop itself (a
 * payment, a refund's completion).
 */
export type Mover = 'SHOPPER' | 'BACK_OFFICE' | 'SYSTEM';

/** docs/orders.md#states: every move there is, and who may make it. A move not listed here is refused. */
const MOVES: Readonly<Record<OrderState, Partial<Record<OrderState, readonly Mover[]>>>> = {
  PENDING: { PLACED: ['SYSTEM'], CANCELLED: ['SYSTEM'] },
  PLACED: { CONFIRMED: ['BACK_OFFICE'], CANCELLED: ['BACK_OFFICE', 'SHOPPER'] },
  CONFIRMED: { PACKED: ['BACK_OFFICE'], CANCELLED: ['BACK_OFFICE', 'SHOPPER'] },
  PACKED: { SHIPPED: ['BACK_OFFICE'] },
  SHIPPED: { DELIVERED: ['BACK_OFFICE'] },
  DELIVERED: { RETURN_REQUESTED: ['SHOPPER'] },
  // Back to DELIVERED is a return the shop declines.
  RETURN_REQUESTED: { RETURNED: ['BACK_OFFICE'], DELIVERED: ['BACK_OFFICE'] },
  RETURNED: { REFUNDED: ['SYSTEM'] },
  CANCELLED: {},
  REFUNDED: {},
};

/** What the machine needs to know of an order to judge a move. */
export interface OrderPosition {
  orderStatus: OrderState;
  paidAt: Date | null;
  deliveredAt: Date | null;
  /** Set once the shopper has asked to return it: a declined return is not asked again. */
  returnRequest: unknown;
}

/** What a move carries; shipping needs the carrier and tracking number, a return its reason. */
export interface MoveDetails {
  carrier?: string | undefined;
  trackingNumber?: string | undefined;
  reason?: string | undefined;
}

export type MoveRefused = Refusal<'illegal_move' | 'window_closed' | 'details_missing'>;

const MINUTE = 60_000;

/**
 * The moves `mover` may make from the order's state now, windows included: the buttons a screen offers. The
 * details a move needs (a carrier, a return's reason) come with the request, so their absence here rules nothing out.
 */
export function allowedMoves(order: OrderPosition, mover: Mover, now: Date = new Date()): OrderState[] {
  return (Object.keys(MOVES[order.orderStatus]) as OrderState[]).filter((to) => {
    const judged = checkMove(order, to, mover, now);
    return judged.ok || judged.reason === 'details_missing';
  });
}

/**
 * Judges one move. Details are not judged here beyond their presence; the route's schema checks their shape.
 * The shopper's moves are bounded by the published policy: cancel within an hour of paying and before packing,
 * ask for a return within 48 hours of delivery, once.
 */
export function checkMove(
  order: OrderPosition,
  to: OrderState,
  mover: Mover,
  now: Date = new Date(),
  details: MoveDetails = {},
): { ok: true } | MoveRefused {
  const from = order.orderStatus;
  const movers = MOVES[from][to];
  if (!movers?.includes(mover)) {
    return refusal('illegal_move', `An order that is ${describe(from)} cannot be ${describeMove(to)}`);
  }
  if (mover === 'SHOPPER' && to === 'CANCELLED') {
    const placedAt = order.paidAt?.getTime() ?? 0;
    if (now.getTime() - placedAt > ORDER_POLICY.cancelWithinMinutes * MINUTE) {
      return refusal(
        'window_closed',
        `Orders can be cancelled within ${ORDER_POLICY.cancelWithinMinutes} minutes of placing them. Please contact us for help with this order.`,
      );
    }
  }
  if (mover === 'SHOPPER' && to === 'RETURN_REQUESTED') {
    const deliveredAt = order.deliveredAt?.getTime() ?? 0;
    if (order.returnRequest || now.getTime() - deliveredAt > ORDER_POLICY.returnWithinHours * 60 * MINUTE) {
      return refusal(
        'window_closed',
        order.returnRequest
          ? 'A return has already been requested for this order'
          : `Returns can be requested within ${ORDER_POLICY.returnWithinHours} hours of delivery. Please contact us for help with this order.`,
      );
    }
    if (!details.reason?.trim()) {
      return refusal('details_missing', 'Please tell us why you are returning it', {
        reason: 'Reason is required',
      });
    }
  }
  if (to === 'SHIPPED' && (!details.carrier?.trim() || !details.trackingNumber?.trim())) {
    return refusal('details_missing', 'Shipping needs the carrier and the tracking number', {
      ...(details.carrier?.trim() ? {} : { carrier: 'Carrier is required' }),
      ...(details.trackingNumber?.trim() ? {} : { trackingNumber: 'Tracking number is required' }),
    });
  }
  return { ok: true };
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
  return state.toLowerCase().replace('_', ' ');
}

function describeMove(to: OrderState): string {
  if (to === 'RETURN_REQUESTED') return 'returned';
  if (to === 'DELIVERED') return 'marked delivered';
  return describe(to);
}
