import type { AdminDashboard } from '@shop/shared';
import {
  CartsSection,
  LowStockSection,
  QueuesSection,
  RevenueChart,
  SalesSection,
  ShippingSection,
} from '#app/features/admin/dashboard/index.ts';
import { AdminLoadError, AdminPageHeader, adminGet, useAdminUser } from '#app/features/admin/index.ts';
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
          <SalesSection sales={dashboard.sales} />
          <QueuesSection queues={dashboard.queues} />
          <ShippingSection shipping={dashboard.shipping} />
          <CartsSection carts={dashboard.carts} />
          <RevenueChart days={dashboard.revenueByDay} />
          <LowStockSection dashboard={dashboard} />
        </div>
      )}
    </>
  );
}
