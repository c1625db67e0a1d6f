import { formatINR, type OrderState } from '@shop/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
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
import { useCountryName, useStateName } from '#app/features/account/place-names.ts';
import { StatusBadge } from '#app/features/account/status-badge.tsx';
import type { Order, OrderAddress, OrderRefund } from '#app/features/account/types.ts';
import { metaT, useLanguage, useT } from '#app/i18n/i18n.ts';
import { Link } from '#app/i18n/link.tsx';
import { Trans } from '#app/i18n/trans.tsx';
import { Typed } from '#app/i18n/typed.tsx';
import { bodyOf } from '#app/lib/envelope.ts';
import { pageTitle } from '#app/lib/seo.ts';
import { toastError } from '#app/lib/toast.ts';
import type { Route } from './+types/user-order';

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  const t = metaT(matches, 'account');
  return [
    {
      title: pageTitle(data?.order ? t('order.title', { id: data.order.orderId }) : t('order.detailsTitle')),
    },
    { name: 'robots', content: 'noindex' },
  ];
};

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const res = await accountGet<Order>(`/orders/userOrders/${encodeURIComponent(params.id)}`, request);
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

// docs/orders.md#the-shoppers-orders: what each state means to the shopper is `order.stateMessage` in the catalog.

/** The methods the catalog names (`order.paymentMethods`); any other is shown as the gateway wrote it. */
const PAYMENT_METHODS = ['CARD', 'NETBANKING', 'WALLET', 'PAYLATER', 'ONLINE'] as const;
const namedMethod = (method: string): method is (typeof PAYMENT_METHODS)[number] =>
  (PAYMENT_METHODS as readonly string[]).includes(method);

const REFUND_TONES: Record<OrderRefund['status'], string> = {
  PENDING: 'bg-amber-100 text-amber-900',
  PROCESSED: 'bg-brand-100 text-brand-900',
  FAILED: 'bg-red-100 text-red-800',
};

/** How often, and how many times, the page asks again while a refund is on its way. */
const REFUND_POLL_MS = 4000;
const REFUND_POLLS = 15;

const card = 'rounded-2xl border border-brand-100 bg-white p-5 sm:p-6';
const cardTitle = 'font-serif text-lg text-brand-900';

function BackLink() {
  const { t } = useT(['account', 'common']);
  return (
    <Link
      to="/user/my-orders"
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:text-brand-700"
    >
      <ChevronLeftIcon className="h-4 w-4" />
      {t('order.back')}
    </Link>
  );
}

function AddressBlock({ title, address }: { title: string; address: OrderAddress | null }) {
  const { t } = useT(['account', 'common']);
  const placeName = { state: useStateName(), country: useCountryName() };
  return (
    <section className={card} aria-label={title}>
      <h2 className={cardTitle}>{title}</h2>
      {address ? (
        <OrderAddressLines address={address} className="mt-3 text-stone-700" placeName={placeName} />
      ) : (
        <p className="mt-3 text-stone-600">{t('order.notGiven')}</p>
      )}
    </section>
  );
}

function RefundsCard({ order }: { order: Order }) {
  const { t } = useT(['account', 'common']);
  const language = useLanguage();
  const [saving, setSaving] = useState<string | null>(null);
  const download = async (refund: OrderRefund) => {
    setSaving(refund._id);
    await downloadOrderDocument(
      `/orders/userOrders/${order._id}/credit-notes/${refund._id}`,
      `credit-note-${refund.creditNoteNumber ?? order.orderId}.pdf`.replaceAll('/', '-'),
      { failed: t('order.documentFailed'), network: t('common:errors.network') },
    );
    setSaving(null);
  };
  return (
    <section className={card} aria-labelledby="order-refunds">
      <h2 id="order-refunds" className={cardTitle}>
        {t('refunds.title')}
      </h2>
      <ul className="mt-3 divide-y divide-brand-100">
        {order.refunds.map((refund) => {
          return (
            <li key={refund._id} className="py-3 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold text-ink">{formatINR(refund.amount, language)}</span>
                <span
                  className={`rounded-full px-3 py-1 text-xs font-semibold ${REFUND_TONES[refund.status]}`}
                >
                  {t(`refunds.state.${refund.status}`)}
                </span>
              </div>
              <p className="mt-1 text-sm text-stone-700">
                {refund.status === 'PROCESSED' && refund.processedAt ? (
                  <Trans
                    t={t}
                    i18nKey="refunds.processed"
                    values={{ date: stepTime(refund.processedAt, language) }}
                    components={{ time: <time dateTime={refund.processedAt} /> }}
                  />
                ) : refund.status === 'PENDING' ? (
                  t('refunds.pending')
                ) : (
                  t('refunds.failed')
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
                  {t('refunds.creditNote', { number: refund.creditNoteNumber })}
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
  const { t } = useT(['account', 'common']);
  const language = useLanguage();
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
            {failed ? t('order.failedTitle') : t('order.notFoundTitle')}
          </h1>
          <p className="mt-3 text-stone-600">{failed ? t('order.failedText') : t('order.notFoundText')}</p>
          <ButtonLink to="/user/my-orders" className="mt-6">
            {t('order.backToOrders')}
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
      { failed: t('order.documentFailed'), network: t('common:errors.network') },
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
            {t('order.title', { id: order.orderId })}
          </h1>
          <p className="mt-1 text-stone-600">
            <Trans
              t={t}
              i18nKey="order.placedOn"
              values={{ date: orderDate(order.createdAt, language) }}
              components={{ time: <time dateTime={order.createdAt} /> }}
            />
          </p>
        </div>
        {order.invoiceNumber ? (
          <Button variant="secondary" size="sm" busy={savingInvoice} onClick={downloadInvoice}>
            {savingInvoice ? t('order.preparingInvoice') : t('order.downloadInvoice')}
          </Button>
        ) : null}
      </header>

      <section
        className="mt-6 rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:p-6"
        aria-label={t('order.status')}
      >
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <StatusBadge status={order.orderStatus} />
          <p className="font-medium text-brand-900">
            {t(`order.stateMessage.${status}`, { defaultValue: '' })}
          </p>
        </div>
        {order.tracking ? (
          <div className="mt-3 flex items-start gap-3 text-stone-700">
            <TruckIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
            <div className="min-w-0">
              <p>
                <Trans
                  t={t}
                  i18nKey="order.tracking"
                  values={{ carrier: order.tracking.carrier, number: order.tracking.number }}
                  components={{ number: <span className="font-medium break-words text-ink" /> }}
                />
              </p>
              {order.tracking.url ? (
                <a
                  href={order.tracking.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-1 inline-block font-medium text-brand-800 underline underline-offset-2 hover:text-brand-700"
                >
                  {t('order.trackParcel')}
                  <span className="sr-only">
                    {t('order.trackParcelOn', { carrier: order.tracking.carrier })}
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
                ? t('order.cancelUntil', { deadline: deadlineText(order.cancelUntil, language) })
                : order.returnUntil
                  ? t('order.returnUntil', { deadline: deadlineText(order.returnUntil, language) })
                  : null}
            </p>
            {order.canCancel ? (
              <Button variant="secondary" size="sm" onClick={() => setCancelling(true)}>
                {t('order.cancel')}
              </Button>
            ) : (
              <Button variant="secondary" size="sm" onClick={() => setReturning(true)}>
                {t('order.requestReturn')}
              </Button>
            )}
          </div>
        ) : null}
        {order.returnRequest ? (
          <p className="mt-3 text-sm text-stone-700">
            <Trans
              t={t}
              i18nKey="order.returnReason"
              values={{ reason: order.returnRequest.reason }}
              components={{ reason: <q className="text-ink" /> }}
            />
            {order.returnRequest.photoCount > 0
              ? t('order.photos', { count: order.returnRequest.photoCount })
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
            {t('order.progress')}
          </h2>
          <OrderTimeline order={order} />
        </section>
        {order.refunds.length > 0 ? <RefundsCard order={order} /> : null}
      </div>

      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <section className={card} aria-label={t('order.contact')}>
          <h2 className={cardTitle}>{t('order.contact')}</h2>
          <dl className="mt-3 space-y-1 text-stone-700">
            <div>
              <dt className="sr-only">{t('order.name')}</dt>
              <dd className="font-medium text-ink">{user.name ? <Typed>{user.name}</Typed> : '—'}</dd>
            </div>
            <div>
              <dt className="sr-only">{t('order.mobile')}</dt>
              <dd>{user.mobile ? `+91 ${user.mobile}` : '—'}</dd>
            </div>
            <div>
              <dt className="sr-only">{t('order.email')}</dt>
              <dd className="break-words">{user.email || '—'}</dd>
            </div>
          </dl>
        </section>
        <AddressBlock title={t('order.shippingAddress')} address={order.shippingAddress} />
        <AddressBlock title={t('order.billingAddress')} address={order.billingAddress} />
        <section className={card} aria-label={t('order.payment')}>
          <h2 className={cardTitle}>{t('order.payment')}</h2>
          <dl className="mt-3 space-y-2 text-stone-700">
            <div className="flex justify-between gap-3">
              <dt>{t('order.paymentMethod')}</dt>
              <dd className="font-medium text-ink">
                {namedMethod(order.paymentMethod)
                  ? t(`order.paymentMethods.${order.paymentMethod}`)
                  : order.paymentMethod}
              </dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt>{t('order.total')}</dt>
              <dd className="font-medium text-ink">{formatINR(order.totalAmount, language)}</dd>
            </div>
            <div className="flex items-center justify-between gap-3">
              <dt>{t('order.paymentStatus')}</dt>
              <dd>
                <StatusBadge status={order.paymentStatus} kind="payment" />
              </dd>
            </div>
          </dl>
        </section>
      </div>

      <section className={`${card} mt-6`} aria-labelledby="order-products">
        <h2 id="order-products" className={cardTitle}>
          {t('order.products')}
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
                    {t('order.sizeAndQty', { size: line.size.title, qty: line.qty })}
                  </span>
                </span>
              </Link>
              <span className="shrink-0 text-right font-medium text-ink">
                {formatINR(line.salePrice, language)}
                {line.qty > 1 ? (
                  <span className="block text-sm font-normal text-stone-600">
                    {t('order.lineTotal', { amount: formatINR(line.lineTotal, language) })}
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
        <dl className="mt-2 ml-auto max-w-sm space-y-2 border-t border-brand-100 pt-4 text-stone-700">
          <div className="flex justify-between gap-4">
            <dt>{t('order.subtotal')}</dt>
            <dd>{formatINR(order.subtotal, language)}</dd>
          </div>
          {order.bundleDiscountAmount > 0 ? (
            <div className="flex justify-between gap-4">
              <dt>{t('order.bundleDiscount')}</dt>
              <dd className="text-brand-700">-{formatINR(order.bundleDiscountAmount, language)}</dd>
            </div>
          ) : null}
          {order.couponCode && order.couponDiscountAmount > 0 ? (
            <div className="flex justify-between gap-4">
              <dt>
                <Trans
                  t={t}
                  i18nKey="order.couponDiscount"
                  values={{ code: order.couponCode }}
                  components={{ code: <span className="font-medium text-ink" /> }}
                />
              </dt>
              <dd className="text-brand-700">-{formatINR(order.couponDiscountAmount, language)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between gap-4">
            <dt>{t('order.shipping')}</dt>
            <dd>{order.shippingAmount > 0 ? formatINR(order.shippingAmount, language) : t('order.free')}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-brand-100 pt-3 text-lg font-semibold text-ink">
            <dt>{t('order.total')}</dt>
            <dd>{formatINR(order.totalAmount, language)}</dd>
          </div>
        </dl>
      </section>
    </article>
  );
}
