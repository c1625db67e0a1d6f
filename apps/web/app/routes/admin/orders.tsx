import type { AdminOrderRow } from '@shop/shared';
import { useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { AdminPageHeader, adminGet, ListedTable, listPage, listQuery } from '#app/features/admin/index.ts';
import {
  ExportOrdersDialog,
  ORDER_FILTER_NAMES,
  OrderFilters,
  orderColumns,
} from '#app/features/admin/orders/index.ts';
import type { Route } from './+types/orders';

// docs/admin.md#orders: every paid order, newest first, with filters in the address.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = listQuery(request, ORDER_FILTER_NAMES);
  return listPage(await adminGet<AdminOrderRow[]>(`/admin/orders?${query}`, request));
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminPageHeader title="Orders" description="Loading…" />;
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const [exporting, setExporting] = useState(false);
  return (
    <>
      <AdminPageHeader
        title="Orders"
        description="Paid orders, newest first. Times are Indian Standard Time."
        actions={
          <Button size="sm" variant="outline" onClick={() => setExporting(true)}>
            Export CSV
          </Button>
        }
      />
      <OrderFilters />
      <ListedTable
        page={loaderData}
        label="Orders"
        columns={orderColumns}
        empty="No orders match."
        rowHref={(row) => `/admin/orders/${row._id}`}
      />
      <ExportOrdersDialog open={exporting} onClose={() => setExporting(false)} />
    </>
  );
}
