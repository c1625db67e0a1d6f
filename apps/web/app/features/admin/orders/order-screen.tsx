import { type AdminOrder, type ApiEnvelope, type BackOfficeMove, formatINR } from '@shop/shared';
import { useEffect, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { Button, ButtonLink } from '#app/components/ui/button.tsx';
import {
  AdminErrorPage,
  AdminPageHeader,
  adminApi,
  formatWhen,
  useAdminUser,
  useConfirm,
} from '#app/features/admin/index.ts';
import { toastError, toastSuccess } from '#app/lib/toast.ts';
import { CodCard } from './cod-card.tsx';
import { isCod, needsTeamConfirmation } from './cod-fields.ts';
import { CreateShipmentDialog } from './create-shipment-dialog.tsx';
import { OrderStateBadge, PaymentStateBadge } from './order-badges.tsx';
import { Customer, Lines, Payment, Refunds, ReturnRequest, Shipment } from './order-cards.tsx';
import { AskAdminDialog, type MoveBody, PayAgainDialog, RefundDialog, ShipDialog } from './order-dialogs.tsx';
import { History } from './order-history.tsx';
import { NextStep } from './order-next-step.tsx';
import { ShippingCards, useCourierAggregator } from './order-shipping.tsx';
import { canCreateShipment, isLive } from './shipping-rules.ts';

/** docs/admin.md#orders: one order, everything the team needs to fulfil it, and the moves it allows now. */
export function OrderScreen({
  loaded,
  error,
}: {
  loaded: AdminOrder | undefined;
  error: string | undefined;
}) {
  const [order, setOrder] = useState(loaded);
  useEffect(() => setOrder(loaded), [loaded]);
  const { revalidate } = useRevalidator();
  const { confirm, dialog } = useConfirm();
  const user = useAdminUser();
  const [busy, setBusy] = useState<BackOfficeMove | undefined>();
  const [shipping, setShipping] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const [payingAgain, setPayingAgain] = useState<AdminOrder['refunds'][number] | null>(null);
  const [askingAdmin, setAskingAdmin] = useState(false);
  const [booking, setBooking] = useState(false);
  const aggregator = useCourierAggregator(order);

  if (!order) {
    return (
      <AdminErrorPage title="Order" message={error ?? ''}>
        <p className="mt-4">
          <Link to="/admin/orders" className="text-brand-800 underline underline-offset-2">
            Back to orders
          </Link>
        </p>
      </AdminErrorPage>
    );
  }

  /**
   * Makes a move and shows the order as it now is. Someone else having moved it first (409) is said, and the
   * order read again; other refusals are answered for the dialog that asked to show.
   */
  const makeMove = async (body: MoveBody): Promise<ApiEnvelope<AdminOrder> | undefined> => {
    setBusy(body.to);
    const res = await adminApi.create<AdminOrder>(`/admin/orders/${order._id}/transitions`, body);
    setBusy(undefined);
    if (!res) return undefined;
    if (res.status === 200 && res.body) {
      setOrder(res.body);
      toastSuccess(res.message);
    } else {
      toastError(res.message);
      // Someone moved or refunded it first, or the reader's role changed: show the order as it now is.
      if (res.status === 409 || res.status === 403) await revalidate();
    }
    return res;
  };

  const ask = async (to: BackOfficeMove) => {
    if (to === 'SHIPPED') return setShipping(true);
    const question = confirmationOf(order, to);
    if (question && !(await confirm(question))) return;
    await makeMove({ to });
  };

  const showUpdated = (close: () => void) => (updated: AdminOrder) => {
    setOrder(updated);
    close();
  };
  const codFirst = needsTeamConfirmation(order);
  const canRefund = user.role === 'ADMIN' && order.paidAt !== null && order.refundableAmount > 0;
  const invoiceName = `${(order.invoiceNumber ?? order.orderId).replaceAll('/', '-')}.pdf`;

  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin/orders" className="text-brand-800 underline-offset-2 hover:underline">
          ← Orders
        </Link>
      </p>
      <AdminPageHeader
        title={`Order ${order.orderId}`}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <OrderStateBadge state={order.orderStatus} />
            <PaymentStateBadge state={order.paymentStatus} />
            <span>
              Placed {formatWhen(order.paidAt ?? order.createdAt)}
              {order.statusChangedAt ? ` · last change ${formatWhen(order.statusChangedAt)}` : ''}
            </span>
          </span>
        }
        actions={
          <>
            <ButtonLink to={`/admin/orders/${order._id}/packing-slip`} size="sm" variant="secondary">
              Packing slip
            </ButtonLink>
            {order.invoiceNumber ? (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => void adminApi.download(`/admin/orders/${order._id}/invoice`, invoiceName)}
              >
                Download invoice
              </Button>
            ) : null}
          </>
        }
      />

      <NextStep
        order={order}
        busy={busy}
        canRefund={canRefund}
        onMove={(to) => void ask(to)}
        onAskAdmin={() => setAskingAdmin(true)}
        onRefund={() => setRefunding(true)}
        onCreateShipment={canCreateShipment(order, aggregator) ? () => setBooking(true) : undefined}
        shipsByHand={aggregator === false}
        booked={isLive(order.shipment)}
      />

      <div className="grid gap-4 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-4">
          <Lines order={order} />
          <History order={order} onNoted={setOrder} />
          {order.refunds.length > 0 ? (
            <Refunds order={order} onPayAgain={user.role === 'ADMIN' ? setPayingAgain : undefined} />
          ) : null}
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          {/* A COD order waiting for the team's call comes first: nothing else can happen until then. */}
          {codFirst ? <CodCard order={order} onUpdated={setOrder} /> : null}
          <Customer order={order} />
          <Payment order={order} />
          {isCod(order) && !codFirst ? <CodCard order={order} onUpdated={setOrder} /> : null}
          <ShippingCards order={order} onUpdated={setOrder} />
          {order.shipment ? null : <Shipment order={order} />}
          {order.returnRequest ? <ReturnRequest request={order.returnRequest} /> : null}
        </div>
      </div>

      <CreateShipmentDialog
        open={booking}
        order={order}
        onClose={() => setBooking(false)}
        onBooked={showUpdated(() => setBooking(false))}
      />
      <ShipDialog open={shipping} onClose={() => setShipping(false)} onShip={makeMove} />
      <AskAdminDialog
        open={askingAdmin}
        order={order}
        onClose={() => setAskingAdmin(false)}
        onAsked={showUpdated(() => setAskingAdmin(false))}
      />
      {canRefund || refunding ? (
        <RefundDialog
          open={refunding}
          order={order}
          onClose={() => setRefunding(false)}
          onRefunded={showUpdated(() => setRefunding(false))}
        />
      ) : null}
      {payingAgain ? (
        <PayAgainDialog
          open
          order={order}
          refund={payingAgain}
          onClose={() => setPayingAgain(null)}
          onPaid={showUpdated(() => setPayingAgain(null))}
        />
      ) : null}
      {dialog}
    </>
  );
}

/** What to ask before a move that cannot be taken back; undefined when the move needs no asking. */
function confirmationOf(order: AdminOrder, to: BackOfficeMove) {
  if (to === 'CANCELLED') {
    return {
      title: `Cancel order ${order.orderId}?`,
      body:
        order.refundableAmount > 0
          ? `Its items go back into stock, and the shopper is refunded ${formatINR(order.refundableAmount)} in full to the way they paid. This cannot be undone.`
          : 'Its items go back into stock. Nothing is left to refund. This cannot be undone.',
      action: 'Cancel order',
    };
  }
  if (to === 'RETURNED') {
    return {
      title: `Mark order ${order.orderId} returned?`,
      body: 'Only when the parcel is back with you: its items go back into stock. Then refund the shopper with Refund.',
      action: 'Mark returned',
    };
  }
  if (to === 'DELIVERED' && order.orderStatus === 'RETURN_REQUESTED') {
    return {
      title: 'Decline the return?',
      body: 'The order goes back to delivered, and the shopper cannot ask to return it again.',
      action: 'Decline return',
    };
  }
  return undefined;
}
