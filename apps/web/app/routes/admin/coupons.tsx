import { type AdminCoupon, COUPON_STATUS_LABELS, COUPON_STATUSES } from '@shop/shared';
import { useRevalidator } from 'react-router';
import { ButtonLink } from '#app/components/ui/button.tsx';
import { couponColumns, useExpireCoupon } from '#app/features/admin/coupons/index.ts';
import {
  AdminPageHeader,
  adminGet,
  ListedTable,
  ListFilters,
  listPage,
  listQuery,
  useAdminUser,
} from '#app/features/admin/index.ts';
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

export default function Coupons({ loaderData }: Route.ComponentProps) {
  const user = useAdminUser();
  const isAdmin = user.role === 'ADMIN';
  const { expire, dialog } = useExpireCoupon();
  const { revalidate } = useRevalidator();
  const columns = couponColumns(isAdmin, async (coupon) => {
    if (await expire(coupon)) await revalidate();
  });

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
      <ListedTable page={loaderData} label="Coupons" columns={columns} empty="No coupons match." />
      {dialog}
    </>
  );
}
