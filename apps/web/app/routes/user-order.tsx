import { lazy, Suspense, useEffect, useState } from 'react';
import { accountGet, loadProfile } from '#app/features/account/account-api.ts';
import { LoadingState } from '#app/features/account/loading-state.tsx';
import {
  BackToOrders,
  OrderAddressCard,
  OrderContactCard,
  OrderMissing,
  OrderPaymentCard,
  orderCard,
  orderCardTitle,
} from '#app/features/account/order-cards.tsx';
import { OrderHeader } from '#app/features/account/order-header.tsx';
import { OrderProducts } from '#app/features/account/order-products.tsx';
import { OrderStatusPanel } from '#app/features/account/order-status-panel.tsx';
import { OrderTimeline } from '#app/features/account/order-timeline.tsx';
import { OrderWhatsappPanel, offersOrderUpdates } from '#app/features/account/order-whatsapp.tsx';
import { RefundsCard } from '#app/features/account/refunds-card.tsx';
import type { Order } from '#app/features/account/types.ts';
import { useRefundPolling } from '#app/features/account/use-refund-polling.ts';
import { ParcelTracking } from '#app/features/tracking/parcel-tracking.tsx';
import { metaT, useT } from '#app/i18n/i18n.ts';
import { bodyOf } from '#app/lib/envelope.ts';
import { useLayoutData } from '#app/lib/layout-data.ts';
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
  // The profile says whether the number chose WhatsApp updates: the page offers them while the order is on its way.
  const [res, profile] = await Promise.all([
    accountGet<Order>(`/orders/userOrders/${encodeURIComponent(params.id)}`, request),
    loadProfile(request),
  ]);
  const order = bodyOf(res);
  if (order) return { order, profile, failed: false };
  // A malformed id (400) is as missing as an unknown one (404); anything else is a failure worth saying.
  const missing = res?.status === 404 || res?.status === 400;
  if (res && !missing) toastError(res.message);
  return { order: null, profile, failed: !missing };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <LoadingState />;
}

// Loaded when the shopper first asks: most visits to an order never cancel or return it.
const CancelOrderDialog = lazy(() => import('#app/features/account/cancel-order-dialog.tsx'));
const ReturnRequestForm = lazy(() => import('#app/features/account/return-request-form.tsx'));

/** /user/my-orders/{id} (docs/product.md#order-detail, docs/orders.md#the-shoppers-orders): everything about one order. */
export default function UserOrder({ loaderData }: Route.ComponentProps) {
  const { t } = useT(['account', 'common']);
  const whatsappOffered = useLayoutData().whatsapp;
  // The loader's order, replaced by the API's answer after a cancel or a return until the next load.
  const [order, setOrder] = useState(loaderData.order);
  useEffect(() => setOrder(loaderData.order), [loaderData.order]);
  const [cancelling, setCancelling] = useState(false);
  const [returning, setReturning] = useState(false);
  const reload = useRefundPolling(order);

  if (!order) return <OrderMissing failed={loaderData.failed} />;

  const changed = (next: Order | null) => {
    if (next) setOrder(next);
    reload();
  };

  return (
    <article aria-labelledby="order-title">
      <BackToOrders />
      <OrderHeader order={order} />
      <OrderStatusPanel
        order={order}
        returning={returning}
        onCancel={() => setCancelling(true)}
        onReturn={() => setReturning(true)}
      />

      {whatsappOffered && offersOrderUpdates(order, loaderData.profile) ? (
        <OrderWhatsappPanel order={order} profile={loaderData.profile} />
      ) : null}

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

      {order.shipment ? (
        <div className="mt-6">
          <ParcelTracking shipment={order.shipment} orderId={order.orderId} orderStatus={order.orderStatus} />
        </div>
      ) : null}

      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <section className={orderCard} aria-labelledby="order-progress">
          <h2 id="order-progress" className={orderCardTitle}>
            {t('order.progress')}
          </h2>
          <OrderTimeline order={order} />
        </section>
        {order.refunds.length > 0 ? <RefundsCard order={order} /> : null}
      </div>

      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <OrderContactCard user={order.user} />
        <OrderAddressCard title={t('order.shippingAddress')} address={order.shippingAddress} />
        <OrderAddressCard title={t('order.billingAddress')} address={order.billingAddress} />
        <OrderPaymentCard order={order} />
      </div>

      <OrderProducts order={order} />
    </article>
  );
}
