import type { AdminDashboard } from '@shop/shared';
import {
  CartsSection,
  LowStockSection,
  MostWantedSection,
  QueuesSection,
  RevenueChart,
  SalesSection,
  ShippingSection,
  type WantedSize,
} from '#app/features/admin/dashboard/index.ts';
import { AdminLoadError, AdminPageHeader, adminGet, useAdminUser } from '#app/features/admin/index.ts';
import type { Route } from './+types/dashboard';

// docs/admin.md#the-dashboard: the sales of today and this month, what waits for the team, and what runs out.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [res, wanted] = await Promise.all([
    adminGet<AdminDashboard>('/admin/dashboard', request),
    adminGet<WantedSize[]>('/admin/stock-alerts/most-wanted', request),
  ]);
  return {
    error: res.status === 200 ? undefined : res.message,
    dashboard: res.body,
    wanted: wanted.body ?? [],
  };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p className="text-stone-600">Loading…</p>;
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const user = useAdminUser();
  const { error, dashboard, wanted } = loaderData;
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
          <MostWantedSection sizes={wanted} />
        </div>
      )}
    </>
  );
}
