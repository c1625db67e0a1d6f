import { formatINR, type OrderState } from '@shop/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { ChevronLeftIcon, TruckIcon } from '#app/components/icons.tsx';
import { OrderAddressLines } from '#app/components/order-address.tsx';
import { Button, ButtonLink } from '#app/components/ui/button.tsx';
import { Thumbnail } from '#app/components/ui/thumbnail.tsx';
import { accountGet } from '#app/features/account/account-api.ts';
import { LoadingState } from '#app/features/account/loading-state.tsx';
import { orderDate } from '#app/features/account/order-date.ts';
import { deadlineText, stepTime } from '#app/features/account/order-deadline.ts';
import { downloadOrderDocument } from '#app/features/account/order-documents.ts';
import { OrderTimeline } from '#app/features/account/order-timeline.tsx';
import { StatusBadge } from '#app/features/account/status-badge.tsx';
import type { Order, OrderAddress, OrderRefund } from '#app/features/account/types.ts';
import { bodyOf } from '#app/lib/envelope.ts';
import { pageTitle } from '#app/lib/seo.ts';
import { toastError } from '#app/lib/toast.ts';
import type { Route } from './+types/user-order';

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: pageTitle(data?.order ? `Order ${data.order.orderId}` : 'Order details') },
  { name: 'robots', content: 'noindex' },
];

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const res = await accountGet<Order>(`/orders/userOrders/${encodeURIComponent(params.id)}`);
  const order = bodyOf(res);
  if (order) return { order, failed: false };
  // A malformed id (400) is as missing as an unknown one (404); anything else is a failure worth saying.
  const missing = res?.status === 404 || res?.status === 400;
  if (res && !missing) toastError(res.message);
  return { order: null, failed: !missing };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <LoadingState />;
}

// Loaded when the shopper first asks: most visits to an order never cancel or return it.
const CancelOrderDialog = lazy(() => import('#app/features/account/cancel-order-dialog.tsx'));
const ReturnRequestForm = lazy(() => import('#app/features/account/return-request-form.tsx'));

/** docs/orders.md#the-shoppers-orders: what each state means to the shopper. */
const STATE_MESSAGES: Record<OrderState, string> = {
  PENDING: 'We are waiting for your payment.',
  PLACED: "We've received your order.",
  CONFIRMED: 'Your order is confirmed and will be packed soon.',
  PACKED: 'Your order is packed and will be shipped soon.',
  SHIPPED: 'Your order is on its way.',
  DELIVERED: 'Your order has been delivered.',
  CANCELLED: 'This order has been cancelled.',
  RETURN_REQUESTED: 'We have your return request and will be in touch about the pick-up.',
  RETURNED: 'We have received your return. Your refund follows.',
  REFUNDED: 'Your refund is complete.',
};

const REFUND_STATES: Record<OrderRefund['status'], { label: string; tone: string }> = {
  PENDING: { label: 'Pending', tone: 'bg-amber-100 text-amber-900' },
  PROCESSED: { label: 'Processed', tone: 'bg-brand-100 text-brand-900' },
  FAILED: { label: 'Delayed', tone: 'bg-red-100 text-red-800' },
};

/** How often, and how many times, the page asks again while a refund is on its way. */
const REFUND_POLL_MS = 4000;
const REFUND_POLLS = 15;

const card = 'rounded-2xl border border-brand-100 bg-white p-5 sm:p-6';
const cardTitle = 'font-serif text-lg text-brand-900';

function BackLink() {
  return (
    <Link
      to="/user/my-orders"
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:text-brand-700"
    >
      <ChevronLeftIcon className="h-4 w-4" />
      My Orders
    </Link>
  );
}

function AddressBlock({ title, address }: { title: string; address: OrderAddress | null }) {
  return (
    <section className={card} aria-label={title}>
      <h2 className={cardTitle}>{title}</h2>
      {address ? (
        <OrderAddressLines address={address} className="mt-3 text-stone-700" />
      ) : (
        <p className="mt-3 text-stone-600">Not given</p>
      )}
    </section>
  );
}

function RefundsCard({ order }: { order: Order }) {
  const [saving, setSaving] = useState<string | null>(null);
  const download = async (refund: OrderRefund) => {
    setSaving(refund._id);
    await downloadOrderDocument(
      `/orders/userOrders/${order._id}/credit-notes/${refund._id}`,
      `credit-note-${refund.creditNoteNumber ?? order.orderId}.pdf`.replaceAll('/', '-'),
    );
    setSaving(null);
  };
  return (
    <section className={card} aria-labelledby="order-refunds">
      <h2 id="order-refunds" className={cardTitle}>
        Refunds
      </h2>
      <ul className="mt-3 divide-y divide-brand-100">
        {order.refunds.map((refund) => {
          const state = REFUND_STATES[refund.status];
          return (
            <li key={refund._id} className="py-3 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold text-ink">{formatINR(refund.amount)}</span>
                <span className={`rounded-full px-3 py-1 text-xs font-semibold ${state.tone}`}>
                  {state.label}
                </span>
              </div>
              <p className="mt-1 text-sm text-stone-700">
                {refund.status === 'PROCESSED' && refund.processedAt ? (
                  <>
                    Refunded to your original payment method on{' '}
                    <time dateTime={refund.processedAt}>{stepTime(refund.processedAt)}</time>. It can take 3-7
                    working days to show in your account.
                  </>
                ) : refund.status === 'PENDING' ? (
                  'On its way to your original payment method.'
                ) : (
                  'The payment gateway did not take this refund yet. Our team will try again; you need do nothing.'
                )}
              </p>
              {refund.status === 'PROCESSED' && refund.creditNoteNumber ? (
                <button
                  type="button"
                  className="mt-2 text-left text-sm font-medium text-brand-800 underline underline-offset-2 hover:text-brand-700 disabled:cursor-wait disabled:opacity-60"
                  disabled={saving === refund._id}
                  aria-busy={saving === refund._id}
                  onClick={() => download(refund)}
                >
                  Download credit note {refund.creditNoteNumber}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** /user/my-orders/{id} (docs/product.md#order-detail, docs/orders.md#the-shoppers-orders): everything about one order. */
export default function UserOrder({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  // The loader's order, replaced by the API's answer after a cancel or a return until the next load.
  const [order, setOrder] = useState(loaderData.order);
  useEffect(() => setOrder(loaderData.order), [loaderData.order]);
  const [cancelling, setCancelling] = useState(false);
  const [returning, setReturning] = useState(false);
  const [savingInvoice, setSavingInvoice] = useState(false);

  // A refund completes when the gateway says so, usually moments later: the page asks again for a while.
  const refundPending = order?.refunds.some((refund) => refund.status === 'PENDING') ?? false;
  const [polls, setPolls] = useState(0);
  useEffect(() => {
    if (!refundPending || polls >= REFUND_POLLS || revalidator.state !== 'idle') return;
    const timer = setTimeout(() => {
      setPolls((count) => count + 1);
      void revalidator.revalidate();
    }, REFUND_POLL_MS);
    return () => clearTimeout(timer);
  }, [refundPending, polls, revalidator]);

  if (!order) {
    const { failed } = loaderData;
    return (
      <section aria-labelledby="order-title">
        <BackLink />
        <div className="mt-4 rounded-2xl border border-brand-100 bg-white px-6 py-12 text-center">
          <h1 id="order-title" className="text-3xl text-brand-900">
            {failed ? 'We could not load this order' : 'Order not found'}
          </h1>
          <p className="mt-3 text-stone-600">
            {failed
              ? 'Please try again in a moment.'
              : 'This order does not exist or belongs to another account.'}
          </p>
          <ButtonLink to="/user/my-orders" className="mt-6">
            Back to My Orders
          </ButtonLink>
        </div>
      </section>
    );
  }

  const changed = (next: Order | null) => {
    if (next) setOrder(next);
    setPolls(0);
    void revalidator.revalidate();
  };
  const downloadInvoice = async () => {
    setSavingInvoice(true);
    await downloadOrderDocument(
      `/orders/userOrders/${order._id}/invoice`,
      `invoice-${order.invoiceNumber ?? order.orderId}.pdf`.replaceAll('/', '-'),
    );
    setSavingInvoice(false);
  };

  const { user } = order;
  const status = order.orderStatus as OrderState;
  return (
    <article aria-labelledby="order-title">
      <BackLink />
      <header className="mt-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="order-title" className="text-3xl text-brand-900">
            Order {order.orderId}
          </h1>
          <p className="mt-1 text-stone-600">
            Placed on <time dateTime={order.createdAt}>{orderDate(order.createdAt)}</time>
          </p>
        </div>
        {order.invoiceNumber ? (
          <Button variant="secondary" size="sm" busy={savingInvoice} onClick={downloadInvoice}>
            {savingInvoice ? 'Preparing invoice…' : 'Download invoice'}
          </Button>
        ) : null}
      </header>

      <section
        className="mt-6 rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:p-6"
        aria-label="Order status"
      >
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <StatusBadge status={order.orderStatus} />
          <p className="font-medium text-brand-900">{STATE_MESSAGES[status] ?? ''}</p>
        </div>
        {order.tracking ? (
          <div className="mt-3 flex items-start gap-3 text-stone-700">
            <TruckIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
            <div className="min-w-0">
              <p>
                {order.tracking.carrier}, tracking number{' '}
                <span className="font-medium break-words text-ink">{order.tracking.number}</span>
              </p>
              {order.tracking.url ? (
                <a
                  href={order.tracking.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-1 inline-block font-medium text-brand-800 underline underline-offset-2 hover:text-brand-700"
                >
                  Track your parcel
                  <span className="sr-only">
                    {' '}
                    on the {order.tracking.carrier} website (opens in a new tab)
                  </span>
                </a>
              ) : null}
            </div>
          </div>
        ) : null}
        {order.canCancel || (order.canReturn && !returning) ? (
          <div className="mt-4 flex flex-col gap-3 border-t border-brand-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-stone-700">
              {order.canCancel && order.cancelUntil
                ? `You can cancel until ${deadlineText(order.cancelUntil)}.`
                : order.returnUntil
                  ? `You can request a return until ${deadlineText(order.returnUntil)}.`
                  : null}
            </p>
            {order.canCancel ? (
              <Button variant="secondary" size="sm" onClick={() => setCancelling(true)}>
                Cancel order
              </Button>
            ) : (
              <Button variant="secondary" size="sm" onClick={() => setReturning(true)}>
                Request a return
              </Button>
            )}
          </div>
        ) : null}
        {order.returnRequest ? (
          <p className="mt-3 text-sm text-stone-700">
            Your return reason: <q className="text-ink">{order.returnRequest.reason}</q>
            {order.returnRequest.photoCount > 0
              ? ` (${order.returnRequest.photoCount} ${order.returnRequest.photoCount === 1 ? 'photo' : 'photos'})`
              : null}
          </p>
        ) : null}
      </section>

      {cancelling ? (
        <Suspense fallback={null}>
          <CancelOrderDialog
            order={order}
            open={cancelling}
            onClose={() => setCancelling(false)}
            onChanged={changed}
          />
        </Suspense>
      ) : null}
      {returning && order.canReturn ? (
        <Suspense fallback={<LoadingState />}>
          <ReturnRequestForm
            order={order}
            onClose={() => setReturning(false)}
            onDone={(next) => {
              setReturning(false);
              changed(next);
            }}
          />
        </Suspense>
      ) : null}

      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <section className={card} aria-labelledby="order-progress">
          <h2 id="order-progress" className={cardTitle}>
            Order progress
          </h2>
          <OrderTimeline order={order} />
        </section>
        {order.refunds.length > 0 ? <RefundsCard order={order} /> : null}
      </div>

      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <section className={card} aria-label="Contact information">
          <h2 className={cardTitle}>Contact information</h2>
          <dl className="mt-3 space-y-1 text-stone-700">
            <div>
              <dt className="sr-only">Name</dt>
              <dd className="font-medium text-ink">{user.name || '—'}</dd>
            </div>
            <div>
              <dt className="sr-only">Mobile</dt>
              <dd>{user.mobile ? `+91 ${user.mobile}` : '—'}</dd>
            </div>
            <div>
              <dt className="sr-only">Email</dt>
              <dd className="break-words">{user.email || '—'}</dd>
            </div>
          </dl>
        </section>
        <AddressBlock title="Shipping address" address={order.shippingAddress} />
        <AddressBlock title="Billing address" address={order.billingAddress} />
        <section className={card} aria-label="Payment">
          <h2 className={cardTitle}>Payment</h2>
          <dl className="mt-3 space-y-2 text-stone-700">
            <div className="flex justify-between gap-3">
              <dt>Payment method</dt>
              <dd className="font-medium text-ink">{order.paymentMethod}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt>Total</dt>
              <dd className="font-medium text-ink">{formatINR(order.totalAmount)}</dd>
            </div>
            <div className="flex items-center justify-between gap-3">
              <dt>Payment status</dt>
              <dd>
                <StatusBadge status={order.paymentStatus} kind="payment" />
              </dd>
            </div>
          </dl>
        </section>
      </div>

      <section className={`${card} mt-6`} aria-labelledby="order-products">
        <h2 id="order-products" className={cardTitle}>
          Products
        </h2>
        <ul className="mt-2 divide-y divide-brand-100">
          {order.products.map((line) => (
            <li key={line._id} className="flex items-center gap-4 py-4">
              <Link
                to={`/product/${line.product.slug}`}
                className="group flex min-w-0 flex-1 items-center gap-4"
              >
                <Thumbnail file={line.image} size={72} loading="lazy" className="h-18 w-18" />
                <span className="min-w-0">
                  <span className="block font-medium text-ink group-hover:text-brand-700 group-hover:underline">
                    {line.name}
                  </span>
                  <span className="mt-0.5 block text-sm text-stone-600">
                    {line.size.title} · Qty {line.qty}
                  </span>
                </span>
              </Link>
              <span className="shrink-0 text-right font-medium text-ink">
                {formatINR(line.salePrice)}
                {line.qty > 1 ? (
                  <span className="block text-sm font-normal text-stone-600">
                    {formatINR(line.lineTotal)} total
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
        <dl className="mt-2 ml-auto max-w-sm space-y-2 border-t border-brand-100 pt-4 text-stone-700">
          <div className="flex justify-between gap-4">
            <dt>Subtotal</dt>
            <dd>{formatINR(order.subtotal)}</dd>
          </div>
          {order.bundleDiscountAmount > 0 ? (
            <div className="flex justify-between gap-4">
              <dt>Bundle discount</dt>
              <dd className="text-brand-700">-{formatINR(order.bundleDiscountAmount)}</dd>
            </div>
          ) : null}
          {order.couponCode && order.couponDiscountAmount > 0 ? (
            <div className="flex justify-between gap-4">
              <dt>
                Coupon discount <span className="font-medium text-ink">({order.couponCode})</span>
              </dt>
              <dd className="text-brand-700">-{formatINR(order.couponDiscountAmount)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between gap-4">
            <dt>Shipping</dt>
            <dd>{order.shippingAmount > 0 ? formatINR(order.shippingAmount) : 'Free'}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-brand-100 pt-3 text-lg font-semibold text-ink">
            <dt>Total</dt>
            <dd>{formatINR(order.totalAmount)}</dd>
          </div>
        </dl>
      </section>
    </article>
  );
}
