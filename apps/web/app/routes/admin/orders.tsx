import type { AdminOrderRow } from '@shop/shared';
import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import {
  AdminPageHeader,
  adminGet,
  ListedTable,
  listPage,
  listQuery,
  useShopAggregator,
} from '#app/features/admin/index.ts';
import {
  BulkShipmentsBar,
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
  const [selection, setSelection] = useState<Record<string, boolean>>({});
  const aggregator = useShopAggregator();
  const { revalidate } = useRevalidator();
  // Another page or filter: what was selected is no longer on screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the rows change only
  useEffect(() => setSelection({}), [loaderData.rows]);
  const selected = loaderData.rows.filter((row) => selection[row._id]);
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
      {aggregator ? <BulkShipmentsBar selected={selected} onBooked={() => void revalidate()} /> : null}
      <ListedTable
        page={loaderData}
        label="Orders"
        columns={orderColumns}
        empty="No orders match."
        rowHref={(row) => `/admin/orders/${row._id}`}
        {...(aggregator ? { selection, onSelectionChange: setSelection } : {})}
      />
      <ExportOrdersDialog open={exporting} onClose={() => setExporting(false)} />
    </>
  );
}
