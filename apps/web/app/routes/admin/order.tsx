import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminOrder,
  type AdminOrderEvent,
  type ApiEnvelope,
  type BackOfficeMove,
  CARRIER_NAMES,
  formatINR,
  ORDER_STATE_LABELS,
  type OrderAddress,
  type OrderRefundFormInput,
  OrderRefundFormSchema,
  paiseToRupeesText,
  rupeesToPaise,
  type ShipOrderFormInput,
  ShipOrderFormSchema,
} from '@shop/shared';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useRevalidator } from 'react-router';
import { Dialog, MODAL_CARD } from '#app/components/dialog.tsx';
import { OrderAddressLines } from '#app/components/order-address.tsx';
import { Button, ButtonLink } from '#app/components/ui/button.tsx';
import { Field, SelectField, TextAreaField } from '#app/components/ui/field.tsx';
import { Thumbnail } from '#app/components/ui/thumbnail.tsx';
import {
  AdminLoadError,
  AdminPageHeader,
  adminApi,
  formatWhen,
  loadAdminOrder,
  MoneyInput,
  OrderStateBadge,
  PaymentStateBadge,
  showFieldErrors,
  useAdminUser,
  useConfirm,
} from '#app/features/admin/index.ts';
import { uploadUrl } from '#app/lib/api.ts';
import { useRenderedResolver } from '#app/lib/form-resolver.ts';
import { toastError, toastSuccess } from '#app/lib/toast.ts';
import type { Route } from './+types/order';

// docs/admin.md#orders: one order, everything the team needs to fulfil it, and the moves it allows now.
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return loadAdminOrder(request, params.id);
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminPageHeader title="Order" description="Loading…" />;
}

const MOVE_LABELS: Record<BackOfficeMove, string> = {
  CONFIRMED: 'Confirm',
  PACKED: 'Mark packed',
  SHIPPED: 'Ship…',
  DELIVERED: 'Mark delivered',
  CANCELLED: 'Cancel order',
  RETURNED: 'Mark returned',
};

const card = 'rounded-xl border border-brand-100 bg-white p-4 sm:p-5';
const cardTitle = 'text-lg text-brand-900';

type MoveBody = { to: BackOfficeMove; carrier?: string; trackingNumber?: string };

export default function OrderPage({ loaderData }: Route.ComponentProps) {
  const [order, setOrder] = useState(loaderData.order);
  useEffect(() => setOrder(loaderData.order), [loaderData.order]);
  const { revalidate } = useRevalidator();
  const { confirm, dialog } = useConfirm();
  const user = useAdminUser();
  const [busy, setBusy] = useState<BackOfficeMove | undefined>();
  const [shipping, setShipping] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const [askingAdmin, setAskingAdmin] = useState(false);

  if (!order) {
    return (
      <>
        <AdminPageHeader title="Order" />
        <AdminLoadError message={loaderData.error ?? ''} />
        <p className="mt-4">
          <Link to="/admin/orders" className="text-brand-800 underline underline-offset-2">
            Back to orders
          </Link>
        </p>
      </>
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
    if (to === 'CANCELLED') {
      const yes = await confirm({
        title: `Cancel order ${order.orderId}?`,
        body:
          order.refundableAmount > 0
            ? `Its items go back into stock, and the shopper is refunded ${formatINR(order.refundableAmount)} in full to the way they paid. This cannot be undone.`
            : 'Its items go back into stock. Nothing is left to refund. This cannot be undone.',
        action: 'Cancel order',
      });
      if (!yes) return;
    }
    if (to === 'RETURNED') {
      const yes = await confirm({
        title: `Mark order ${order.orderId} returned?`,
        body: 'Only when the parcel is back with you: its items go back into stock. Then refund the shopper with Refund.',
        action: 'Mark returned',
      });
      if (!yes) return;
    }
    if (to === 'DELIVERED' && order.orderStatus === 'RETURN_REQUESTED') {
      const yes = await confirm({
        title: 'Decline the return?',
        body: 'The order goes back to delivered, and the shopper cannot ask to return it again.',
        action: 'Decline return',
      });
      if (!yes) return;
    }
    await makeMove({ to });
  };

  const moveLabel = (to: BackOfficeMove) =>
    to === 'DELIVERED' && order.orderStatus === 'RETURN_REQUESTED' ? 'Decline return' : MOVE_LABELS[to];
  const canRefund = user.role === 'ADMIN' && order.paidAt !== null && order.refundableAmount > 0;
  // What the order's money refuses this reader, said once each; a cancel only an admin may make can be asked for.
  const refusals = [...new Set(order.refusedMoves.map((move) => move.message))];
  const cancelNeedsAdmin = order.refusedMoves.some(
    (move) => move.to === 'CANCELLED' && move.reason === 'needs_admin',
  );
  const hasButtons = order.allowedMoves.length > 0 || canRefund || cancelNeedsAdmin;
  const askedToCancel =
    order.allowedMoves.includes('CANCELLED') &&
    order.history.some((event) => !event.toStatus && event.note?.startsWith(ASK_ADMIN_NOTE));
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

      <section aria-labelledby="next-moves" className={`${card} mb-4 border-brand-200 bg-brand-50/60`}>
        <h2 id="next-moves" className={cardTitle}>
          Next step
        </h2>
        {!hasButtons && refusals.length === 0 ? (
          <p className="mt-2 text-sm text-stone-600">
            Nothing more to do from the back office in this state ({ORDER_STATE_LABELS[order.orderStatus]}).
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
            {order.allowedMoves.map((to) => (
              <Button
                key={to}
                size="sm"
                variant={to === 'CANCELLED' ? 'danger' : 'primary'}
                busy={busy === to}
                disabled={busy !== undefined}
                onClick={() => void ask(to)}
              >
                {moveLabel(to)}
              </Button>
            ))}
            {cancelNeedsAdmin ? (
              <Button size="sm" variant="outline" onClick={() => setAskingAdmin(true)}>
                Ask an admin to cancel…
              </Button>
            ) : null}
            {canRefund ? (
              <Button size="sm" variant="outline" onClick={() => setRefunding(true)}>
                Refund…
              </Button>
            ) : null}
          </div>
        ) : null}
      </section>

      <div className="grid gap-4 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-4">
          <Lines order={order} />
          <History order={order} onNoted={setOrder} />
          {order.refunds.length > 0 ? <Refunds order={order} /> : null}
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <Customer order={order} />
          <Payment order={order} />
          <Shipment order={order} />
          {order.returnRequest ? <ReturnRequest request={order.returnRequest} /> : null}
        </div>
      </div>

      <ShipDialog open={shipping} onClose={() => setShipping(false)} onShip={makeMove} />
      <AskAdminDialog
        open={askingAdmin}
        order={order}
        onClose={() => setAskingAdmin(false)}
        onAsked={(updated) => {
          setOrder(updated);
          setAskingAdmin(false);
        }}
      />
      {canRefund || refunding ? (
        <RefundDialog
          open={refunding}
          order={order}
          onClose={() => setRefunding(false)}
          onRefunded={(updated) => {
            setOrder(updated);
            setRefunding(false);
          }}
        />
      ) : null}
      {dialog}
    </>
  );
}

function Lines({ order }: { order: AdminOrder }) {
  const less = (paise: number) => `− ${formatINR(paise)}`;
  const amounts: { label: string; value: string }[] = [
    { label: 'Subtotal', value: formatINR(order.subtotal) },
    ...(order.bundleDiscountAmount > 0
      ? [{ label: 'Bundle discount', value: less(order.bundleDiscountAmount) }]
      : []),
    ...(order.couponDiscountAmount > 0
      ? [{ label: `Coupon ${order.couponCode ?? ''}`.trim(), value: less(order.couponDiscountAmount) }]
      : []),
    { label: 'Shipping', value: order.shippingAmount === 0 ? 'Free' : formatINR(order.shippingAmount) },
  ];
  return (
    <section aria-labelledby="lines" className={card}>
      <h2 id="lines" className={cardTitle}>
        {order.itemCount === 1 ? '1 item' : `${order.itemCount} items`}
      </h2>
      <ul className="mt-3 divide-y divide-brand-50">
        {order.products.map((line) => (
          <li key={line._id} className="flex gap-3 py-3">
            <Thumbnail file={line.image} size={56} className="h-14 w-14" />
            <div className="min-w-0 flex-1">
              <p className="font-medium text-ink">{line.name}</p>
              <p className="text-sm text-stone-600">
                {line.size.title} · SKU {line.product.sku}
              </p>
              <p className="text-sm text-stone-600">
                {line.qty} × {formatINR(line.salePrice)}
                {line.mrp > line.salePrice ? (
                  <>
                    {' '}
                    <s className="text-stone-500">{formatINR(line.mrp)}</s>
                  </>
                ) : null}
              </p>
            </div>
            <p className="font-medium whitespace-nowrap">{formatINR(line.lineTotal)}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-2 space-y-1 border-t border-brand-100 pt-3 text-sm">
        {amounts.map(({ label, value }) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-stone-600">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 text-base font-semibold">
          <dt>Total paid</dt>
          <dd>{formatINR(order.totalAmount)}</dd>
        </div>
        {order.refundedAmount > 0 ? (
          <>
            <div className="flex justify-between gap-3 text-clay-700">
              <dt>Refunded</dt>
              <dd>{less(order.refundedAmount)}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-stone-600">Left to refund</dt>
              <dd>{formatINR(order.refundableAmount)}</dd>
            </div>
          </>
        ) : null}
      </dl>
    </section>
  );
}

function AddressLines({ address }: { address: OrderAddress | null }) {
  if (!address) return <p className="text-stone-600">Not given</p>;
  return <OrderAddressLines address={address} className="text-stone-700" />;
}

function Customer({ order }: { order: AdminOrder }) {
  const same = JSON.stringify(order.shippingAddress) === JSON.stringify(order.billingAddress);
  return (
    <section aria-labelledby="customer" className={`${card} text-sm`}>
      <h2 id="customer" className={cardTitle}>
        Customer
      </h2>
      <p className="mt-2 font-medium text-ink">{order.user.name ?? '–'}</p>
      {order.user.mobile ? (
        <p>
          <a
            href={`tel:+91${order.user.mobile}`}
            className="text-brand-800 underline-offset-2 hover:underline"
          >
            +91 {order.user.mobile}
          </a>
        </p>
      ) : null}
      {order.user.email ? (
        <p className="break-all">
          <a
            href={`mailto:${order.user.email}`}
            className="text-brand-800 underline-offset-2 hover:underline"
          >
            {order.user.email}
          </a>
        </p>
      ) : null}
      <h3 className="mt-4 font-semibold text-stone-700">Ship to</h3>
      <AddressLines address={order.shippingAddress} />
      <h3 className="mt-4 font-semibold text-stone-700">Bill to</h3>
      {same ? (
        <p className="text-stone-600">Same as shipping</p>
      ) : (
        <AddressLines address={order.billingAddress} />
      )}
    </section>
  );
}

function Facts({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-stone-600">{label}</dt>
          <dd className="min-w-0 break-words">{value ?? '–'}</dd>
        </div>
      ))}
    </dl>
  );
}

function Payment({ order }: { order: AdminOrder }) {
  return (
    <section aria-labelledby="payment" className={card}>
      <h2 id="payment" className={cardTitle}>
        Payment
      </h2>
      <Facts
        rows={[
          ['Method', order.paymentMethod],
          ['Paid', order.paidAt ? formatWhen(order.paidAt) : 'Not paid'],
          [
            'Gateway order',
            <code key="o" className="break-all">
              {order.providerOrderId ?? '–'}
            </code>,
          ],
          [
            'Payment id',
            <code key="p" className="break-all">
              {order.providerPaymentId ?? '–'}
            </code>,
          ],
          ['Invoice', order.invoiceNumber],
        ]}
      />
    </section>
  );
}

function Shipment({ order }: { order: AdminOrder }) {
  if (!order.carrier && !order.deliveredAt) return null;
  return (
    <section aria-labelledby="shipment" className={card}>
      <h2 id="shipment" className={cardTitle}>
        Shipment
      </h2>
      <Facts
        rows={[
          ['Carrier', order.carrier],
          [
            'Tracking',
            order.trackingUrl ? (
              <a
                key="t"
                href={order.trackingUrl}
                target="_blank"
                rel="noreferrer"
                className="text-brand-800 underline underline-offset-2"
              >
                {order.trackingNumber}
              </a>
            ) : (
              order.trackingNumber
            ),
          ],
          ['Delivered', order.deliveredAt ? formatWhen(order.deliveredAt) : 'Not yet'],
        ]}
      />
    </section>
  );
}

function ReturnRequest({ request }: { request: NonNullable<AdminOrder['returnRequest']> }) {
  return (
    <section aria-labelledby="return-request" className={`${card} border-red-200`}>
      <h2 id="return-request" className={cardTitle}>
        Return request
      </h2>
      <p className="mt-1 text-sm text-stone-600">Asked {formatWhen(request.requestedAt)}</p>
      <p className="mt-2 text-sm whitespace-pre-line">{request.reason}</p>
      {request.photos.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2">
          {request.photos.map((photo, index) => (
            <li key={photo}>
              <a href={uploadUrl(photo)} target="_blank" rel="noreferrer">
                <Thumbnail
                  file={photo}
                  size={72}
                  className="h-18 w-18"
                  alt={`Photo ${index + 1} of the return`}
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function Refunds({ order }: { order: AdminOrder }) {
  const status = { PENDING: 'With the gateway', PROCESSED: 'Completed', FAILED: 'Failed' } as const;
  return (
    <section aria-labelledby="refunds" className={card}>
      <h2 id="refunds" className={cardTitle}>
        Refunds
      </h2>
      <ul className="mt-2 divide-y divide-brand-50 text-sm">
        {order.refunds.map((refund) => (
          <li key={refund._id} className="flex flex-wrap justify-between gap-2 py-2">
            <span>
              <span className="font-medium">{formatINR(refund.amount)}</span> · {refund.reason}
              <span className="block text-xs text-stone-600">
                Asked {formatWhen(refund.createdAt)}
                {refund.processedAt ? ` · completed ${formatWhen(refund.processedAt)}` : ''}
                {refund.creditNoteNumber ? ` · credit note ${refund.creditNoteNumber}` : ''}
              </span>
              {refund.failure ? <span className="block text-xs text-red-700">{refund.failure}</span> : null}
            </span>
            <span className={refund.status === 'FAILED' ? 'font-medium text-red-700' : 'text-stone-700'}>
              {status[refund.status]}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function eventTitle(event: AdminOrderEvent): string {
  if (event.toStatus) {
    if (event.fromStatus === 'RETURN_REQUESTED' && event.toStatus === 'DELIVERED') return 'Return declined';
    return ORDER_STATE_LABELS[event.toStatus];
  }
  return event.details && 'amount' in event.details ? 'Refund completed' : 'Note';
}

function eventActor(event: AdminOrderEvent): string {
  if (event.actor.role === 'SYSTEM') return 'the shop';
  if (event.actor.role === 'SHOPPER') return 'the shopper';
  const role = event.actor.role === 'ADMIN' ? 'admin' : 'staff';
  return event.actor.mobile ? `+91 ${event.actor.mobile} (${role})` : role;
}

function History({ order, onNoted }: { order: AdminOrder; onNoted: (order: AdminOrder) => void }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!note.trim()) return setError('Note is a required field');
    setBusy(true);
    const res = await adminApi.create<AdminOrder>(`/admin/orders/${order._id}/notes`, { note });
    setBusy(false);
    if (res?.status === 200 && res.body) {
      onNoted(res.body);
      setNote('');
      setError(undefined);
      toastSuccess(res.message);
    } else if (res) {
      setError(res.errors?.note);
      toastError(res.message);
    }
  };
  return (
    <section aria-labelledby="history" className={card}>
      <h2 id="history" className={cardTitle}>
        History
      </h2>
      <ol className="mt-3 space-y-3 border-l-2 border-brand-100 pl-4">
        {[...order.history].reverse().map((event) => (
          <li key={event._id} className="relative text-sm">
            <span
              aria-hidden="true"
              className={`absolute top-1.5 -left-[1.3rem] h-2.5 w-2.5 rounded-full ${
                event.toStatus ? 'bg-brand-600' : 'bg-clay-400'
              }`}
            />
            <p>
              <span className="font-medium text-ink">{eventTitle(event)}</span>{' '}
              <span className="text-stone-600">
                by {eventActor(event)} · <time dateTime={event.at}>{formatWhen(event.at)}</time>
              </span>
            </p>
            {event.details?.carrier ? (
              <p className="text-stone-700">
                {event.details.carrier} {event.details.trackingNumber}
              </p>
            ) : null}
            {event.note ? <p className="whitespace-pre-line text-stone-700">{event.note}</p> : null}
          </li>
        ))}
      </ol>
      <form onSubmit={add} className="mt-4 border-t border-brand-100 pt-4" noValidate>
        <TextAreaField
          label="Add a note for the team"
          rows={2}
          maxLength={1000}
          value={note}
          error={error}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <div className="mt-2 flex justify-end">
          <Button type="submit" size="sm" variant="secondary" busy={busy}>
            Add note
          </Button>
        </div>
      </form>
    </section>
  );
}

/**
 * STAFF may not cancel a paid order, since cancelling refunds it: they ask an admin instead, with a note in the
 * order's history addressed to admins, which the admin reads on this page.
 */
function AskAdminDialog({
  open,
  order,
  onClose,
  onAsked,
}: {
  open: boolean;
  order: AdminOrder;
  onClose: () => void;
  onAsked: (order: AdminOrder) => void;
}) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const ask = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError('Reason is a required field');
    setBusy(true);
    const res = await adminApi.create<AdminOrder>(`/admin/orders/${order._id}/notes`, {
      note: `${ASK_ADMIN_NOTE} ${reason.trim()}`,
    });
    setBusy(false);
    if (res?.status === 200 && res.body) {
      toastSuccess('Asked an admin to cancel: your note is in the history');
      setReason('');
      setError(undefined);
      onAsked(res.body);
    } else if (res) {
      setError(res.errors?.note);
      toastError(res.message);
    }
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      className={`${MODAL_CARD} w-[min(30rem,calc(100vw-2rem))] p-6`}
    >
      <form onSubmit={ask} noValidate>
        <h2 id={titleId} className="text-xl text-brand-900">
          Ask an admin to cancel order {order.orderId}
        </h2>
        <p className="mt-2 text-sm text-stone-600">
          Cancelling refunds the shopper {formatINR(order.refundableAmount)}, so an admin does it. Your note
          goes in the order's history, where an admin reads it.
        </p>
        <div className="mt-4">
          <TextAreaField
            label="Why should it be cancelled?"
            required
            rows={3}
            maxLength={1000 - ASK_ADMIN_NOTE.length - 1}
            value={reason}
            error={error}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
        </div>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="ghost" size="sm" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" size="sm" busy={busy}>
            Ask an admin
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** How a request to cancel starts in the history, so an admin sees it is addressed to them. */
const ASK_ADMIN_NOTE = 'For an admin: please cancel this order.';

function ShipDialog({
  open,
  onClose,
  onShip,
}: {
  open: boolean;
  onClose: () => void;
  onShip: (body: MoveBody) => Promise<ApiEnvelope<AdminOrder> | undefined>;
}) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      className={`${MODAL_CARD} w-[min(28rem,calc(100vw-2rem))] p-6`}
    >
      <ShipForm titleId={titleId} onClose={onClose} onShip={onShip} />
    </Dialog>
  );
}

function ShipForm({
  titleId,
  onClose,
  onShip,
}: {
  titleId: string;
  onClose: () => void;
  onShip: (body: MoveBody) => Promise<ApiEnvelope<AdminOrder> | undefined>;
}) {
  const form = useForm<ShipOrderFormInput>({
    resolver: useRenderedResolver(zodResolver(ShipOrderFormSchema)),
    mode: 'onTouched',
    defaultValues: { carrier: '', trackingNumber: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const res = await onShip({ to: 'SHIPPED', ...values });
    if (res?.status === 200 || res?.status === 409) onClose();
    else if (res) showFieldErrors(res, form.setError);
  });
  return (
    <form onSubmit={submit} noValidate>
      <h2 id={titleId} className="text-xl text-brand-900">
        Ship the order
      </h2>
      <p className="mt-2 text-sm text-stone-600">The shopper gets the tracking link by SMS and e-mail.</p>
      <div className="mt-4 flex flex-col gap-3">
        <SelectField label="Carrier" required error={errors.carrier?.message} {...form.register('carrier')}>
          <option value="">Choose the carrier</option>
          {CARRIER_NAMES.map((carrier) => (
            <option key={carrier} value={carrier}>
              {carrier}
            </option>
          ))}
        </SelectField>
        <Field
          label="Tracking number"
          required
          autoComplete="off"
          error={errors.trackingNumber?.message}
          {...form.register('trackingNumber')}
        />
      </div>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" size="sm" busy={isSubmitting}>
          Mark shipped
        </Button>
      </div>
    </form>
  );
}

function RefundDialog({
  open,
  order,
  onClose,
  onRefunded,
}: {
  open: boolean;
  order: AdminOrder;
  onClose: () => void;
  onRefunded: (order: AdminOrder) => void;
}) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      className={`${MODAL_CARD} w-[min(30rem,calc(100vw-2rem))] p-6`}
    >
      <RefundForm titleId={titleId} order={order} onClose={onClose} onRefunded={onRefunded} />
    </Dialog>
  );
}

/**
 * Mounted each time the dialog opens, with a new Idempotency-Key: a double click, or a retry after a dropped
 * answer, refunds once. Only a refund the gateway refused (nothing refunded) takes a new key for the next try.
 */
function RefundForm({
  titleId,
  order,
  onClose,
  onRefunded,
}: {
  titleId: string;
  order: AdminOrder;
  onClose: () => void;
  onRefunded: (order: AdminOrder) => void;
}) {
  const [key, setKey] = useState(() => crypto.randomUUID());
  const left = order.refundableAmount;
  const form = useForm<OrderRefundFormInput>({
    resolver: useRenderedResolver(zodResolver(OrderRefundFormSchema(left))),
    mode: 'onTouched',
    defaultValues: { amount: paiseToRupeesText(left), reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const res = await adminApi.create<{ order: AdminOrder }>(
      `/admin/orders/${order._id}/refunds`,
      { amount: rupeesToPaise(values.amount), reason: values.reason },
      { 'Idempotency-Key': key },
    );
    if (!res) return;
    if (res.status === 200 && res.body) {
      toastSuccess(res.message);
      onRefunded(res.body.order);
      return;
    }
    if (res.status === 502) setKey(crypto.randomUUID());
    showFieldErrors(res, form.setError, ['amount', 'reason']);
    toastError(res.message);
  });
  return (
    <form onSubmit={submit} noValidate>
      <h2 id={titleId} className="text-xl text-brand-900">
        Refund order {order.orderId}
      </h2>
      <p className="mt-2 text-sm text-stone-600">
        {formatINR(left)} of {formatINR(order.totalAmount)} is left to refund. The money goes back the way the
        shopper paid; a credit note is issued when the gateway completes it.
      </p>
      <div className="mt-4 flex flex-col gap-3">
        <MoneyInput label="Amount" required error={errors.amount?.message} {...form.register('amount')} />
        <TextAreaField
          label="Reason"
          required
          rows={2}
          maxLength={300}
          error={errors.reason?.message}
          {...form.register('reason')}
        />
      </div>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" size="sm" variant="danger" busy={isSubmitting}>
          Refund
        </Button>
      </div>
    </form>
  );
}
