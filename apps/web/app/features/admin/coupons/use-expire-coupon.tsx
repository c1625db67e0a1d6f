import type { AdminCoupon } from '@shop/shared';
import { useConfirm } from '#app/features/admin/index.ts';
import { post } from '#app/lib/api.ts';
import { toastError, toastSuccess } from '#app/lib/toast.ts';

/**
 * "Expire now", from the list or from the coupon's screen: asks first, then says how it went as a toast. `expire`
 * answers undefined when the member said no, else whether the server expired it and the coupon as it now stands.
 */
export function useExpireCoupon() {
  const { confirm, dialog } = useConfirm();
  const expire = async (coupon: AdminCoupon) => {
    const yes = await confirm({
      title: `Expire ${coupon.code} now?`,
      body: 'The checkout refuses it as expired from this moment. Orders already paid keep their discount.',
      action: 'Expire now',
    });
    if (!yes) return undefined;
    const res = await post<AdminCoupon>(`/admin/coupons/${coupon._id}/expire`, {});
    if (res?.status === 200) {
      toastSuccess(res.message);
      return { expired: true, coupon: res.body ?? coupon };
    }
    toastError(res?.message ?? 'The shop could not be reached. Please try again.');
    return { expired: false, coupon };
  };
  return { expire, dialog };
}
