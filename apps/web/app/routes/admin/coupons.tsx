import type { AdminCoupon } from '@shop/shared';
import { ButtonLink } from '#app/components/ui/button.tsx';
import { CouponList } from '#app/features/admin/coupons/index.ts';
import { AdminPageHeader, adminGet, listPage, listQuery, useAdminUser } from '#app/features/admin/index.ts';
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
      <CouponList page={loaderData} isAdmin={isAdmin} />
    </>
  );
}
