import { type AdminCoupon, formatINR } from '@shop/shared';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { formatWhen } from '#app/features/admin/index.ts';
import { CouponStatusBadge, couponTerms } from './coupon-terms.tsx';

/** Whether "Expire now" still means something for the coupon. */
const canExpire = (coupon: AdminCoupon) => coupon.status !== 'expired';

/** The coupons table: code, status, terms, dates, use, and for an admin "Expire now". */
export function couponColumns(isAdmin: boolean, expire: (coupon: AdminCoupon) => void) {
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
