import type { AdminCoupon } from '@shop/shared';
import { CouponForm } from '#app/features/admin/coupons/index.ts';
import { AdminErrorPage, adminGet } from '#app/features/admin/index.ts';
import type { Route } from './+types/coupon-edit';

// docs/admin.md#coupons: one coupon's terms, dates and limits; amounts in rupees and dates in Indian time.

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  if (!params.id) return { coupon: undefined, error: undefined };
  const res = await adminGet<AdminCoupon>(`/admin/coupons/${params.id}`, request);
  return { coupon: res.body, error: res.status === 200 ? undefined : res.message };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p className="text-stone-600">Loading…</p>;
}

export default function CouponEdit({ loaderData }: Route.ComponentProps) {
  if (loaderData.error) return <AdminErrorPage title="Coupon" message={loaderData.error} />;
  // A new key remounts the form, so moving from one coupon to another never keeps the last one's values.
  return <CouponForm key={loaderData.coupon?._id ?? 'new'} coupon={loaderData.coupon} />;
}
