import { formatINR } from '@shop/shared';
import { Link } from 'react-router';
import { ChevronLeftIcon } from '#app/components/icons.tsx';
import { ButtonLink } from '#app/components/ui/button.tsx';
import { Thumbnail } from '#app/components/ui/thumbnail.tsx';
import { accountGet } from '#app/features/account/account-api.ts';
import { LoadingState } from '#app/features/account/loading-state.tsx';
import { orderDate } from '#app/features/account/order-date.ts';
import { StatusBadge } from '#app/features/account/status-badge.tsx';
import type { Order, OrderAddress } from '#app/features/account/types.ts';
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
        <address className="mt-3 text-stone-700 not-italic leading-relaxed">
          <span className="font-medium text-ink">{address.name}</span>
          <br />
          {address.line1}
          {address.line2 ? (
            <>
              <br />
              {address.line2}
            </>
          ) : null}
          <br />
          {address.city}, {address.state} {address.zipcode}
          <br />
          {address.country}
        </address>
      ) : (
        <p className="mt-3 text-stone-600">Not given</p>
      )}
    </section>
  );
}

/** /user/my-orders/{id} (docs/product.md#order-detail): everything about one order. */
export default function UserOrder({ loaderData }: Route.ComponentProps) {
  const { order, failed } = loaderData;
  if (!order) {
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

  const { user } = order;
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
      </header>

      <section
        className="mt-6 flex flex-wrap items-center gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:p-6"
        aria-label="Order status"
      >
        <StatusBadge status={order.orderStatus} />
        <p className="font-medium text-brand-900">We've received your order.</p>
      </section>

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
                <StatusBadge status={order.paymentStatus} />
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
