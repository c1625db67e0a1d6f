import {
  type AdminOrderRow,
  formatINR,
  IsoDaySchema,
  ORDER_STATE_LABELS,
  ORDER_STATES,
  PAYMENT_STATE_LABELS,
  PAYMENT_STATES,
} from '@shop/shared';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Dialog, MODAL_CARD } from '#app/components/dialog.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Field } from '#app/components/ui/field.tsx';
import {
  AdminLoadError,
  AdminPageHeader,
  adminApi,
  adminGet,
  type ColumnDef,
  DataTable,
  indianDay,
  ListFilters,
  listPage,
  listQuery,
  OrderStateBadge,
  PaymentStateBadge,
  useQueryParams,
  whenColumn,
} from '#app/features/admin/index.ts';
import type { Route } from './+types/orders';

// docs/admin.md#orders: every paid order, newest first, with filters in the address.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = listQuery(request, ['status', 'paymentStatus', 'from', 'to', 'sort']);
  return listPage(await adminGet<AdminOrderRow[]>(`/admin/orders?${query}`, request));
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminPageHeader title="Orders" description="Loading…" />;
}

const columns: ColumnDef<AdminOrderRow>[] = [
  {
    id: 'order',
    header: 'Order',
    cell: ({ row }) => (
      <Link
        to={`/admin/orders/${row.original._id}`}
        className="font-medium whitespace-nowrap text-brand-800 underline-offset-2 hover:underline"
      >
        {row.original.orderId}
      </Link>
    ),
  },
  whenColumn('placed', 'Placed', (row) => row.placedAt),
  {
    id: 'customer',
    header: 'Customer',
    cell: ({ row }) => (
      <span className="flex flex-col">
        <span>{row.original.customer.name ?? '–'}</span>
        <span className="text-xs text-stone-600">
          {row.original.customer.mobile ? `+91 ${row.original.customer.mobile}` : ''}
        </span>
      </span>
    ),
  },
  { id: 'items', header: 'Items', cell: ({ row }) => row.original.itemCount },
  {
    id: 'total',
    header: 'Total',
    cell: ({ row }) => <span className="whitespace-nowrap">{formatINR(row.original.totalAmount)}</span>,
  },
  { id: 'state', header: 'State', cell: ({ row }) => <OrderStateBadge state={row.original.orderStatus} /> },
  {
    id: 'payment',
    header: 'Payment',
    cell: ({ row }) => <PaymentStateBadge state={row.original.paymentStatus} />,
  },
];

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { rows, paging, error } = loaderData;
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
      <ListFilters
        searchLabel="Order id, mobile or name"
        dateRange
        filters={[
          {
            name: 'status',
            label: 'State',
            options: ORDER_STATES.map((state) => ({ value: state, label: ORDER_STATE_LABELS[state] })),
          },
          {
            name: 'paymentStatus',
            label: 'Payment',
            options: PAYMENT_STATES.map((state) => ({ value: state, label: PAYMENT_STATE_LABELS[state] })),
          },
          {
            name: 'sort',
            label: 'Sort',
            anyLabel: 'Newest first',
            options: [
              { value: 'oldest', label: 'Oldest first' },
              { value: 'amount', label: 'Largest amount' },
            ],
          },
        ]}
      />
      {error ? (
        <AdminLoadError message={error} />
      ) : (
        <DataTable
          label="Orders"
          columns={columns}
          rows={rows}
          paging={paging}
          empty="No orders match."
          rowHref={(row) => `/admin/orders/${row._id}`}
        />
      )}
      <ExportDialog open={exporting} onClose={() => setExporting(false)} />
    </>
  );
}

function ExportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      className={`${MODAL_CARD} w-[min(28rem,calc(100vw-2rem))] p-6`}
    >
      <ExportForm titleId={titleId} onClose={onClose} />
    </Dialog>
  );
}

/** Mounted each time the dialog opens: the list's range when one is chosen, else this month so far. */
function ExportForm({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  const params = useQueryParams();
  const today = indianDay();
  const [range, setRange] = useState(() => ({
    from: params.get('from') || `${today.slice(0, 8)}01`,
    to: params.get('to') || today,
  }));
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found: { from?: string; to?: string } = {};
    if (!IsoDaySchema.safeParse(range.from).success) found.from = 'Choose the first day';
    if (!IsoDaySchema.safeParse(range.to).success) found.to = 'Choose the last day';
    else if (range.from > range.to) found.to = 'The last day must not be before the first';
    setErrors(found);
    if (found.from || found.to) return;
    setBusy(true);
    const saved = await adminApi.download(
      `/admin/orders/export.csv?${new URLSearchParams(range)}`,
      `orders-${range.from}-to-${range.to}.csv`,
    );
    setBusy(false);
    if (saved) onClose();
  };

  return (
    <form onSubmit={submit} noValidate>
      <h2 id={titleId} className="text-xl text-brand-900">
        Export orders as CSV
      </h2>
      <p className="mt-2 text-sm text-stone-600">
        Every order paid on these days (Indian time), one row for each line of each order.
      </p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <Field
          label="From"
          type="date"
          value={range.from}
          error={errors.from}
          onChange={(event) => setRange({ ...range, from: event.currentTarget.value })}
        />
        <Field
          label="To"
          type="date"
          value={range.to}
          error={errors.to}
          onChange={(event) => setRange({ ...range, to: event.currentTarget.value })}
        />
      </div>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" size="sm" busy={busy}>
          Download CSV
        </Button>
      </div>
    </form>
  );
}
