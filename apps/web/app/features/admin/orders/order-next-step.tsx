import { type AdminOrder, type BackOfficeMove, ORDER_STATE_LABELS } from '@shop/shared';
import { Button } from '#app/components/ui/button.tsx';
import { OrderCard } from './order-cards.tsx';
import { ASK_ADMIN_NOTE } from './order-dialogs.tsx';

const MOVE_LABELS: Record<BackOfficeMove, string> = {
  CONFIRMED: 'Confirm',
  PACKED: 'Mark packed',
  SHIPPED: 'Ship…',
  DELIVERED: 'Mark delivered',
  CANCELLED: 'Cancel order',
  RETURNED: 'Mark returned',
};

/** The moves the order allows now, as buttons, and what its money refuses this reader, in words. */
export function NextStep({
  order,
  busy,
  canRefund,
  onMove,
  onAskAdmin,
  onRefund,
  onCreateShipment,
  shipsByHand,
  booked,
}: {
  order: AdminOrder;
  busy: BackOfficeMove | undefined;
  canRefund: boolean;
  onMove: (to: BackOfficeMove) => void;
  onAskAdmin: () => void;
  onRefund: () => void;
  /** Set when the order may be booked with the courier aggregator. */
  onCreateShipment: (() => void) | undefined;
  /** False with a courier aggregator: shipping by hand (Ship…) is then the fallback, drawn quieter. */
  shipsByHand: boolean;
  /** A parcel is booked: its courier's pickup ships the order, not a button. */
  booked: boolean;
}) {
  const moveLabel = (to: BackOfficeMove) => {
    if (to === 'DELIVERED' && order.orderStatus === 'RETURN_REQUESTED') return 'Decline return';
    return MOVE_LABELS[to];
  };
  const moves = order.allowedMoves.filter((to) => !(to === 'SHIPPED' && booked));
  // What the order's money refuses this reader, said once each; a cancel only an admin may make can be asked for.
  const refusals = [...new Set(order.refusedMoves.map((move) => move.message))];
  const cancelNeedsAdmin = order.refusedMoves.some(
    (move) => move.to === 'CANCELLED' && move.reason === 'needs_admin',
  );
  const hasButtons = moves.length > 0 || canRefund || cancelNeedsAdmin || onCreateShipment !== undefined;
  const askedToCancel =
    order.allowedMoves.includes('CANCELLED') &&
    order.history.some((event) => !event.toStatus && event.note?.startsWith(ASK_ADMIN_NOTE));

  return (
    <OrderCard id="next-moves" title="Next step" className="mb-4 border-brand-200 bg-brand-50/60">
      {!hasButtons && refusals.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">
          Nothing more to do from the back office in this state ({ORDER_STATE_LABELS[order.orderStatus]}).
        </p>
      ) : null}
      {booked && order.allowedMoves.includes('SHIPPED') ? (
        <p className="mt-2 text-sm text-stone-700">
          A courier is booked: the order ships when they pick the parcel up. Print its label below.
        </p>
      ) : null}
      {askedToCancel ? (
        <p className="mt-2 text-sm text-stone-700">
          Staff asked an admin to cancel this order; their note is in the history.
        </p>
      ) : null}
      {refusals.map((message) => (
        <p key={message} className="mt-2 text-sm text-stone-700">
          {message}.
        </p>
      ))}
      {hasButtons ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {onCreateShipment ? (
            <Button size="sm" onClick={onCreateShipment} aria-haspopup="dialog">
              Create shipment…
            </Button>
          ) : null}
          {moves.map((to) => (
            <Button
              key={to}
              size="sm"
              variant={
                to === 'CANCELLED' ? 'danger' : to === 'SHIPPED' && !shipsByHand ? 'outline' : 'primary'
              }
              busy={busy === to}
              disabled={busy !== undefined}
              onClick={() => onMove(to)}
            >
              {moveLabel(to)}
            </Button>
          ))}
          {cancelNeedsAdmin ? (
            <Button size="sm" variant="outline" onClick={onAskAdmin}>
              Ask an admin to cancel…
            </Button>
          ) : null}
          {canRefund ? (
            <Button size="sm" variant="outline" onClick={onRefund}>
              Refund…
            </Button>
          ) : null}
        </div>
      ) : null}
    </OrderCard>
  );
}
