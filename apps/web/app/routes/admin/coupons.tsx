import { type AdminCoupon, COUPON_STATUS_LABELS, COUPON_STATUSES, formatINR } from '@shop/shared';
import { createColumnHelper } from '@tanstack/react-table';
import { Link, useRevalidator } from 'react-router';
import { Button, ButtonLink } from '#app/components/ui/button.tsx';
import { CouponStatusBadge, couponTerms } from '#app/features/admin/coupon-terms.tsx';
import {
  AdminLoadError,
  AdminPageHeader,
  adminGet,
  DataTable,
  formatWhen,
  ListFilters,
  listPage,
  listQuery,
  useAdminUser,
  useConfirm,
} from '#app/features/admin/index.ts';
import { post } from '#app/lib/api.ts';
import { toastError, toastSuccess } from '#app/lib/toast.ts';
import type { Route } from './+types/coupons';

// docs/admin.md#coupons: every coupon, newest first, with its terms, its dates, how often it was used and where it
// stands now.

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return listPage(await adminGet<AdminCoupon[]>(`/admin/coupons?${listQuery(request, ['status'])}`, request));
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p className="text-stone-600">Loading…</p>;
}

/** Whether "Expire now" still means something for the coupon. */
const canExpire = (coupon: AdminCoupon) => coupon.status !== 'expired';

export default function Coupons({ loaderData }: Route.ComponentProps) {
  const { rows, paging, error } = loaderData;
  const user = useAdminUser();
  const isAdmin = user.role === 'ADMIN';
  const { confirm, dialog } = useConfirm();
  const { revalidate } = useRevalidator();

  const expire = async (coupon: AdminCoupon) => {
    const yes = await confirm({
      title: `Expire ${coupon.code} now?`,
      body: 'The checkout refuses it as expired from this moment. Orders already paid keep their discount.',
      action: 'Expire now',
    });
    if (!yes) return;
    const res = await post<AdminCoupon>(`/admin/coupons/${coupon._id}/expire`, {});
    if (res?.status === 200) toastSuccess(res.message);
    else toastError(res?.message ?? 'The shop could not be reached. Please try again.');
    await revalidate();
  };

  const column = createColumnHelper<AdminCoupon>();
  const columns = [
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
      cell: (info) => {
        const { startsAt, expiresAt } = info.row.original;
        return (
          <span className="whitespace-nowrap text-sm">
            {startsAt ? `From ${formatWhen(startsAt)}` : 'From creation'}
            <br />
            {expiresAt ? `Until ${formatWhen(expiresAt)}` : 'No end'}
          </span>
        );
      },
    }),
    column.display({
      id: 'usage',
      header: 'Used',
      cell: (info) => {
        const { usedCount, maxUses } = info.row.original;
        return (
          <span className="whitespace-nowrap">
            {usedCount} / {maxUses ?? 'no limit'}
          </span>
        );
      },
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
                  onClick={() => void expire(info.row.original)}
                >
                  Expire now<span className="sr-only"> {info.row.original.code}</span>
                </Button>
              ) : null,
          }),
        ]
      : []),
  ];

  return (
    <>
      <AdminPageHeader
        title="Coupons"
        description="Codes shoppers type at the checkout. Only an admin can change them."
        actions={
          isAdmin ? (
            <ButtonLink to="/admin/coupons/new" size="sm">
              New coupon
            </ButtonLink>
          ) : undefined
        }
      />
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
      {error ? (
        <AdminLoadError message={error} />
      ) : (
        <DataTable label="Coupons" columns={columns} rows={rows} paging={paging} empty="No coupons match." />
      )}
      {dialog}
    </>
  );
}
