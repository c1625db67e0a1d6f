import type { AdminDashboard } from '@shop/shared';
import { formatINR } from '@shop/shared';

const card = 'rounded-xl border border-brand-100 bg-white p-4 sm:p-5';

/** Carts left behind and reminded on WhatsApp over the last 30 days (docs/carts.md#figures). */
export function CartsSection({ carts }: { carts: AdminDashboard['carts'] }) {
  const figures: [string, React.ReactNode][] = [
    ['Carts reminded', carts.remindedCarts],
    ['Orders recovered', carts.recoveredOrders],
    ['Revenue recovered', formatINR(carts.recoveredRevenuePaise)],
  ];
  return (
    <section aria-labelledby="dashboard-carts">
      <h2 id="dashboard-carts" className="mb-3 text-xl text-brand-900">
        Carts left behind, last 30 days
      </h2>
      <dl className={`${card} grid grid-cols-3 gap-2 sm:gap-3`}>
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-stone-600">{label}</dt>
            <dd className="break-words text-lg font-semibold text-brand-900 sm:text-2xl">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-stone-600">
        An order is recovered when it buys a cart that had been reminded; cancelled orders are left out.
      </p>
    </section>
  );
}
