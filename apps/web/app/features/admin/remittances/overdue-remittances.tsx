import { formatINR, type OverdueRemittance } from '@shop/shared';
import { Link } from 'react-router';
import { type ColumnDef, DataTable, formatWhen, TwoLines } from '#app/features/admin/index.ts';

type Row = OverdueRemittance & { _id: string };

const DAY_MS = 24 * 60 * 60_000;

/** COD orders delivered more than 10 days ago whose cash has not come in: the ones to chase with the courier. */
export function OverdueRemittances({ rows: loaded, now }: { rows: OverdueRemittance[]; now: number }) {
  const rows: Row[] = loaded.map((row) => ({ ...row, _id: row.id }));
  const columns: ColumnDef<Row>[] = [
    {
      id: 'order',
      header: 'Order',
      cell: ({ row }) => (
        <Link
          to={`/admin/orders/${row.original.id}`}
          className="font-medium whitespace-nowrap text-brand-800 underline-offset-2 hover:underline"
        >
          {row.original.orderId}
        </Link>
      ),
    },
    {
      id: 'delivered',
      header: 'Delivered',
      cell: ({ row }) => (
        <TwoLines
          main={formatWhen(row.original.deliveredAt)}
          sub={`${Math.floor((now - new Date(row.original.deliveredAt).getTime()) / DAY_MS)} days waiting`}
        />
      ),
    },
    {
      id: 'amount',
      header: 'Cash',
      cell: ({ row }) => <span className="tabular-nums">{formatINR(row.original.amountPaise)}</span>,
    },
    {
      id: 'parcel',
      header: 'Parcel',
      cell: ({ row }) => <TwoLines main={row.original.awb ?? '–'} sub={row.original.courierName ?? ''} />,
    },
  ];
  return (
    <DataTable
      label="Cash not in after 10 days"
      columns={columns}
      rows={rows}
      empty="Every COD order delivered more than 10 days ago has been remitted."
    />
  );
}
