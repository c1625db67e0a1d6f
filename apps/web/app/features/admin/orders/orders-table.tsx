import {
  type AdminOrderRow,
  formatINR,
  ORDER_STATE_LABELS,
  ORDER_STATES,
  PAYMENT_STATE_LABELS,
  PAYMENT_STATES,
  RISK_LEVELS,
} from '@shop/shared';
import { Link } from 'react-router';
import { type ColumnDef, ListFilters, TwoLines, whenColumn } from '#app/features/admin/index.ts';
import { isCod } from './cod-fields.ts';
import { OrderStateBadge, PaymentStateBadge } from './order-badges.tsx';
import { CodMarker, RiskBadge } from './risk-badge.tsx';

/** The orders list's columns: the order's id links to it. */
export const orderColumns: ColumnDef<AdminOrderRow>[] = [
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
    cell: ({ row }) => {
      const { name, mobile } = row.original.customer;
      return <TwoLines main={name ?? '–'} sub={mobile ? `+91 ${mobile}` : null} />;
    },
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
    cell: ({ row }) => (
      <span className="inline-flex items-center gap-1.5">
        {isCod(row.original) ? <CodMarker /> : null}
        <PaymentStateBadge state={row.original.paymentStatus} />
      </span>
    ),
  },
  {
    id: 'risk',
    header: 'Risk',
    cell: ({ row }) => (row.original.risk ? <RiskBadge risk={row.original.risk} /> : '–'),
  },
];

const RISK_LABELS = { low: 'Low', medium: 'Medium', high: 'High' } as const;

/** Search, state, payment, days and order: each kept in the address (the route's loader reads the same names). */
export const ORDER_FILTER_NAMES = [
  'status',
  'paymentStatus',
  'paymentMethod',
  'risk',
  'from',
  'to',
  'sort',
] as const;

export function OrderFilters() {
  return (
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
          name: 'paymentMethod',
          label: 'Paid by',
          options: [
            { value: 'ONLINE', label: 'Online' },
            { value: 'COD', label: 'Cash on delivery' },
          ],
        },
        {
          name: 'risk',
          label: 'Risk',
          options: RISK_LEVELS.map((level) => ({ value: level, label: RISK_LABELS[level] })),
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
  );
}
