import type { AdminDashboard, SalesFigures } from '@shop/shared';
import { formatINR } from '@shop/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const card = 'rounded-xl border border-brand-100 bg-white p-4 sm:p-5';
const tileLink =
  'block h-full rounded-xl border border-brand-100 bg-white p-4 hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-clay-500 sm:p-5';

/** Today's and this month's sales side by side. */
export function SalesSection({ sales }: { sales: AdminDashboard['sales'] }) {
  return (
    <section aria-labelledby="dashboard-sales">
      <h2 id="dashboard-sales" className="mb-3 text-xl text-brand-900">
        Sales
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <Sales title="Today" figures={sales.today} />
        <Sales title="This month" figures={sales.month} />
      </div>
    </section>
  );
}

function Sales({ title, figures }: { title: string; figures: SalesFigures }) {
  const amounts: [string, React.ReactNode][] = [
    ['Revenue', formatINR(figures.revenuePaise)],
    ['Paid orders', figures.orders],
    ['Average order', formatINR(figures.averageOrderPaise)],
  ];
  return (
    <div className={card}>
      <h3 className="text-base font-semibold text-brand-900">{title}</h3>
      <dl className="mt-3 grid grid-cols-3 gap-2 sm:gap-3">
        {amounts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-stone-600">{label}</dt>
            <dd className="break-words text-lg font-semibold text-brand-900 sm:text-2xl">{value}</dd>
          </div>
        ))}
      </dl>
      {figures.refundedPaise > 0 ? (
        <p className="mt-2 text-sm text-stone-600">
          {formatINR(figures.paidPaise)} paid, less {formatINR(figures.refundedPaise)} refunded.
        </p>
      ) : null}
    </div>
  );
}

/** What waits for the team, each a link to the list that holds it. */
export function QueuesSection({ queues }: { queues: AdminDashboard['queues'] }) {
  return (
    <section aria-labelledby="dashboard-queues">
      <h2 id="dashboard-queues" className="mb-3 text-xl text-brand-900">
        Waiting for the team
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <Queue to="/admin/orders?status=PLACED" count={queues.toConfirm} label="Orders to confirm" />
        <li className={`${card} h-full`}>
          <span className="block text-3xl font-semibold text-brand-900">{queues.toShip}</span>
          <span className="mt-1 block text-sm text-stone-600">Orders to ship</span>
          <span className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm">
            <Link to="/admin/orders?status=CONFIRMED" className="text-brand-800 underline">
              {queues.toPack} to pack
            </Link>
            <Link to="/admin/orders?status=PACKED" className="text-brand-800 underline">
              {queues.packed} packed
            </Link>
          </span>
        </li>
        <Queue to="/admin/reviews" count={queues.pendingReviews} label="Reviews waiting for approval" />
        <Queue to="/admin/messages?read=false" count={queues.unreadMessages} label="Unread messages" />
      </ul>
    </section>
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

/** The parcels of the day and how deliveries went over the last 30 days. */
export function ShippingSection({ shipping }: { shipping: AdminDashboard['shipping'] }) {
  const rate = shipping.rtoRate === null ? '–' : `${(shipping.rtoRate * 100).toFixed(1)}%`;
  return (
    <section aria-labelledby="dashboard-shipping">
      <h2 id="dashboard-shipping" className="mb-3 text-xl text-brand-900">
        Shipping
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <Queue
          to="/admin/orders?status=PACKED"
          count={shipping.toHandOver}
          label="Parcels to hand over today (booked, not picked up)"
        />
        <Queue
          to="/admin/shipping/failed-deliveries"
          count={shipping.failedDeliveries}
          label="Failed deliveries waiting"
        />
        <li className={`${card} h-full`}>
          <span className="block text-3xl font-semibold text-brand-900">{shipping.returnedToOrigin}</span>
          <span className="mt-1 block text-sm text-stone-600">
            Returns to origin, last 30 days: {rate} of {shipping.shipped} shipped
          </span>
        </li>
        <li className={`${card} h-full`}>
          <span className="block text-3xl font-semibold text-brand-900">
            {shipping.averageDaysToDelivery === null ? '–' : shipping.averageDaysToDelivery.toFixed(1)}
          </span>
          <span className="mt-1 block text-sm text-stone-600">
            Average days from payment to delivery, last 30 days
          </span>
        </li>
      </ul>
    </section>
  );
}

/** Sizes of products, each a link to its product, with a figure of its own on the right. */
function SizeList({
  rows,
}: {
  rows: { sizeId: string; productId: string; productName: string; sizeTitle: string; figure: ReactNode }[];
}) {
  return (
    <ul className="mt-3 divide-y divide-brand-100">
      {rows.map((row) => (
        <li key={row.sizeId} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
          <span>
            <Link to={`/admin/products/${row.productId}`} className="font-medium text-brand-800 underline">
              {row.productName}
            </Link>{' '}
            <span className="text-stone-600">{row.sizeTitle}</span>
          </span>
          <span className="text-sm">{row.figure}</span>
        </li>
      ))}
    </ul>
  );
}

/** The sizes that run out first, each a link to its product. */
export function LowStockSection({
  dashboard,
}: {
  dashboard: Pick<AdminDashboard, 'lowStock' | 'lowStockTotal'>;
}) {
  const { lowStock, lowStockTotal } = dashboard;
  return (
    <section aria-labelledby="dashboard-stock" className={card}>
      <h2 id="dashboard-stock" className="text-lg font-semibold text-brand-900">
        Low on stock
      </h2>
      {lowStock.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">Every size has more units than its product's threshold.</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-stone-600">
            Sizes with fewer units than their product's threshold, fewest first
            {lowStockTotal > lowStock.length ? ` (the ${lowStock.length} lowest of ${lowStockTotal})` : ''}.
          </p>
          <SizeList
            rows={lowStock.map((row) => ({
              ...row,
              sizeTitle: row.size,
              figure: (
                <span className={row.stock === 0 ? 'font-semibold text-clay-800' : 'text-stone-700'}>
                  {row.stock === 0 ? 'Out of stock' : `${row.stock} left`} · threshold {row.threshold}
                </span>
              ),
            }))}
          />
        </>
      )}
    </section>
  );
}

/** A size shoppers wait for (GET /admin/stock-alerts/most-wanted). */
export interface WantedSize {
  productId: string;
  productName: string;
  sizeId: string;
  sizeTitle: string;
  stock: number;
  waiting: number;
}

/** docs/back-in-stock.md: the ten sizes most shoppers wait for, a hint for what to restock first. */
export function MostWantedSection({ sizes }: { sizes: WantedSize[] }) {
  return (
    <section aria-labelledby="dashboard-wanted" className={card}>
      <h2 id="dashboard-wanted" className="text-lg font-semibold text-brand-900">
        Most wanted restocks
      </h2>
      {sizes.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">Nobody is waiting for a size to be back in stock.</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-stone-600">
            Sizes shoppers asked to be told about, most waiting first; each is told once when its stock is
            back.
          </p>
          <SizeList
            rows={sizes.map((row) => ({
              ...row,
              figure: (
                <span className="text-stone-700">
                  <span className="font-semibold text-clay-800">{row.waiting} waiting</span>
                  {row.stock > 0 ? ` · ${row.stock} in stock, being told` : ' · out of stock'}
                </span>
              ),
            }))}
          />
        </>
      )}
    </section>
  );
}
