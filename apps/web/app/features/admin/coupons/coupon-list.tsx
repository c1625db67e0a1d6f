import { type AdminCoupon, COUPON_STATUS_LABELS, COUPON_STATUSES, formatINR } from '@shop/shared';
import { createColumnHelper } from '@tanstack/react-table';
import { Link, useRevalidator } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { formatWhen, ListedTable, ListFilters, type ListPage } from '#app/features/admin/index.ts';
import { CouponStatusBadge, couponTerms } from './coupon-terms.tsx';
import { useExpireCoupon } from './use-expire-coupon.tsx';

/** Whether "Expire now" still means something for the coupon. */
const canExpire = (coupon: AdminCoupon) => coupon.status !== 'expired';

/** The coupons table: code, status, terms, dates, use, and for an admin "Expire now". */
function couponColumns(isAdmin: boolean, expire: (coupon: AdminCoupon) => void) {
  const column = createColumnHelper<AdminCoupon>();
  return [
    column.accessor('code', {
      header: 'Code',
      cell: (info) => (
        <>
          <Link
            to={`/admin/coupons/${info.row.original._id}`}
            className="font-mono font-medium text-brand-800 underline"
          >
            {info.getValue()}
          </Link>
          {info.row.original.description ? (
            <span className="block max-w-64 text-xs text-stone-600">{info.row.original.description}</span>
          ) : null}
        </>
      ),
    }),
    column.accessor('status', {
      header: 'Status',
      cell: (info) => <CouponStatusBadge status={info.getValue()} />,
    }),
    column.display({ id: 'terms', header: 'Discount', cell: (info) => couponTerms(info.row.original) }),
    column.accessor('minOrderPaise', {
      header: 'Min. order',
      cell: (info) => (info.getValue() > 0 ? formatINR(info.getValue()) : 'None'),
    }),
    column.display({
      id: 'dates',
      header: 'Dates',
      cell: ({ row: { original } }) => (
        <span className="whitespace-nowrap text-sm">
          {original.startsAt ? `From ${formatWhen(original.startsAt)}` : 'From creation'}
          <br />
          {original.expiresAt ? `Until ${formatWhen(original.expiresAt)}` : 'No end'}
        </span>
      ),
    }),
    column.display({
      id: 'usage',
      header: 'Used',
      cell: ({ row: { original } }) => (
        <span className="whitespace-nowrap">
          {original.usedCount} / {original.maxUses ?? 'no limit'}
        </span>
      ),
    }),
    ...(isAdmin
      ? [
          column.display({
            id: 'actions',
            header: 'Actions',
            cell: (info) =>
              canExpire(info.row.original) ? (
                <Button
                  size="sm"
                  variant="outline"
                  className="whitespace-nowrap"
                  onClick={() => expire(info.row.original)}
                >
                  Expire now<span className="sr-only"> {info.row.original.code}</span>
                </Button>
              ) : null,
          }),
        ]
      : []),
  ];
}

/** The coupons, filtered by where they stand; an admin may expire one from its row. */
export function CouponList({ page, isAdmin }: { page: ListPage<AdminCoupon>; isAdmin: boolean }) {
  const { expire, dialog } = useExpireCoupon();
  const { revalidate } = useRevalidator();
  const columns = couponColumns(isAdmin, async (coupon) => {
    if (await expire(coupon)) await revalidate();
  });
  return (
    <>
      <ListFilters
        searchLabel="Search codes and descriptions"
        filters={[
          {
            name: 'status',
            label: 'Status',
            options: COUPON_STATUSES.map((status) => ({
              value: status,
              label: COUPON_STATUS_LABELS[status],
            })),
          },
        ]}
      />
      <ListedTable page={page} label="Coupons" columns={columns} empty="No coupons match." />
      {dialog}
    </>
  );
}
