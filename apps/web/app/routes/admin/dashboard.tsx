import { type AdminDashboard, formatINR, type SalesFigures } from '@shop/shared';
import { Link } from 'react-router';
import { AdminLoadError, AdminPageHeader, adminGet, useAdminUser } from '#app/features/admin/index.ts';
import { RevenueChart } from '#app/features/admin/revenue-chart.tsx';
import type { Route } from './+types/dashboard';

// docs/admin.md#the-dashboard: the sales of today and this month, what waits for the team, and what runs out.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const res = await adminGet<AdminDashboard>('/admin/dashboard', request);
  return { error: res.status === 200 ? undefined : res.message, dashboard: res.body };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p className="text-stone-600">Loading…</p>;
}

const card = 'rounded-xl border border-brand-100 bg-white p-4 sm:p-5';
const tileLink =
  'block h-full rounded-xl border border-brand-100 bg-white p-4 hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-clay-500 sm:p-5';

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const user = useAdminUser();
  const { error, dashboard } = loaderData;
  return (
    <>
      <AdminPageHeader title="Dashboard" description={`Signed in as ${user.name}.`} />
      {error || !dashboard ? (
        <AdminLoadError message={error ?? ''} />
      ) : (
        <div className="space-y-8">
          <section aria-labelledby="dashboard-sales">
            <h2 id="dashboard-sales" className="mb-3 text-xl text-brand-900">
              Sales
            </h2>
            <div className="grid gap-4 md:grid-cols-2">
              <Sales title="Today" figures={dashboard.sales.today} />
              <Sales title="This month" figures={dashboard.sales.month} />
            </div>
          </section>

          <section aria-labelledby="dashboard-queues">
            <h2 id="dashboard-queues" className="mb-3 text-xl text-brand-900">
              Waiting for the team
            </h2>
            <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
              <Queue
                to="/admin/orders?status=PLACED"
                count={dashboard.queues.toConfirm}
                label="Orders to confirm"
              />
              <li className={`${card} h-full`}>
                <span className="block text-3xl font-semibold text-brand-900">{dashboard.queues.toShip}</span>
                <span className="mt-1 block text-sm text-stone-600">Orders to ship</span>
                <span className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm">
                  <Link to="/admin/orders?status=CONFIRMED" className="text-brand-800 underline">
                    {dashboard.queues.toPack} to pack
                  </Link>
                  <Link to="/admin/orders?status=PACKED" className="text-brand-800 underline">
                    {dashboard.queues.packed} packed
                  </Link>
                </span>
              </li>
              <Queue
                to="/admin/reviews"
                count={dashboard.queues.pendingReviews}
                label="Reviews waiting for approval"
              />
              <Queue
                to="/admin/messages?read=false"
                count={dashboard.queues.unreadMessages}
                label="Unread messages"
              />
            </ul>
          </section>

          <RevenueChart days={dashboard.revenueByDay} />

          <section aria-labelledby="dashboard-stock" className={card}>
            <h2 id="dashboard-stock" className="text-lg font-semibold text-brand-900">
              Low on stock
            </h2>
            {dashboard.lowStock.length === 0 ? (
              <p className="mt-2 text-sm text-stone-600">
                Every size has more units than its product's threshold.
              </p>
            ) : (
              <>
                <p className="mt-1 text-sm text-stone-600">
                  Sizes with fewer units than their product's threshold, fewest first
                  {dashboard.lowStockTotal > dashboard.lowStock.length
                    ? ` (the ${dashboard.lowStock.length} lowest of ${dashboard.lowStockTotal})`
                    : ''}
                  .
                </p>
                <ul className="mt-3 divide-y divide-brand-100">
                  {dashboard.lowStock.map((row) => (
                    <li
                      key={row.sizeId}
                      className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2"
                    >
                      <span>
                        <Link
                          to={`/admin/products/${row.productId}`}
                          className="font-medium text-brand-800 underline"
                        >
                          {row.productName}
                        </Link>{' '}
                        <span className="text-stone-600">{row.size}</span>
                      </span>
                      <span
                        className={`text-sm ${row.stock === 0 ? 'font-semibold text-clay-800' : 'text-stone-700'}`}
                      >
                        {row.stock === 0 ? 'Out of stock' : `${row.stock} left`} · threshold {row.threshold}
                      </span>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
        </div>
      )}
    </>
  );
}

function Sales({ title, figures }: { title: string; figures: SalesFigures }) {
  return (
    <div className={card}>
      <h3 className="text-base font-semibold text-brand-900">{title}</h3>
      <dl className="mt-3 grid grid-cols-3 gap-2 sm:gap-3">
        <div>
          <dt className="text-sm text-stone-600">Revenue</dt>
          <dd className="break-words text-lg font-semibold text-brand-900 sm:text-2xl">
            {formatINR(figures.revenuePaise)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-stone-600">Paid orders</dt>
          <dd className="break-words text-lg font-semibold text-brand-900 sm:text-2xl">{figures.orders}</dd>
        </div>
        <div>
          <dt className="text-sm text-stone-600">Average order</dt>
          <dd className="break-words text-lg font-semibold text-brand-900 sm:text-2xl">
            {formatINR(figures.averageOrderPaise)}
          </dd>
        </div>
      </dl>
      {figures.refundedPaise > 0 ? (
        <p className="mt-2 text-sm text-stone-600">
          {formatINR(figures.paidPaise)} paid, less {formatINR(figures.refundedPaise)} refunded.
        </p>
      ) : null}
    </div>
  );
}

function Queue({ to, count, label }: { to: string; count: number; label: string }) {
  return (
    <li>
      <Link to={to} className={tileLink}>
        <span className="block text-3xl font-semibold text-brand-900">{count}</span>
        <span className="mt-1 block text-sm text-stone-600">{label}</span>
      </Link>
    </li>
  );
}
