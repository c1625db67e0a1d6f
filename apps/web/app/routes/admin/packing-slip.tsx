import { Link } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { AdminErrorPage, AdminPageHeader } from '#app/features/admin/index.ts';
import { loadAdminOrder, PackingSlip } from '#app/features/admin/orders/index.ts';
import type { Route } from './+types/packing-slip';

// docs/admin.md#orders: what goes in the parcel, to tick off while packing. No prices: the slip travels with it.
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return loadAdminOrder(request, params.id);
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminPageHeader title="Packing slip" description="Loading…" />;
}

export default function PackingSlipPage({ loaderData }: Route.ComponentProps) {
  const { order, error } = loaderData;
  if (!order) return <AdminErrorPage title="Packing slip" message={error ?? ''} />;
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link
          to={`/admin/orders/${order._id}`}
          className="text-sm text-brand-800 underline-offset-2 hover:underline"
        >
          ← Order {order.orderId}
        </Link>
        <Button size="sm" onClick={() => window.print()}>
          Print
        </Button>
      </div>
      <PackingSlip order={order} />
    </>
  );
}
