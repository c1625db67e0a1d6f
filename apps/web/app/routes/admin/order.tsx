import { AdminPageHeader } from '#app/features/admin/index.ts';
import { loadAdminOrder, OrderScreen } from '#app/features/admin/orders/index.ts';
import type { Route } from './+types/order';

// docs/admin.md#orders: one order, everything the team needs to fulfil it, and the moves it allows now.
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return loadAdminOrder(request, params.id);
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminPageHeader title="Order" description="Loading…" />;
}

export default function OrderPage({ loaderData }: Route.ComponentProps) {
  return <OrderScreen loaded={loaderData.order} error={loaderData.error} />;
}
