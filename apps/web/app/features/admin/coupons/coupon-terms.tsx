import { type AdminCoupon, COUPON_STATUS_LABELS, type CouponStatus, formatINR } from '@shop/shared';

const BADGE: Record<CouponStatus, string> = {
  active: 'bg-brand-100 text-brand-900',
  scheduled: 'bg-sky-100 text-sky-900',
  expired: 'bg-stone-200 text-stone-800',
  usedUp: 'bg-amber-100 text-amber-900',
  off: 'bg-stone-100 text-stone-700',
};

export function CouponStatusBadge({ status }: { status: CouponStatus }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-medium ${BADGE[status]}`}>
      {COUPON_STATUS_LABELS[status]}
    </span>
  );
}

/** "10% off, up to ₹300" or "₹150 off". */
export function couponTerms(coupon: Pick<AdminCoupon, 'kind' | 'value' | 'maxDiscountPaise'>): string {
  if (coupon.kind === 'FLAT') return `${formatINR(coupon.value)} off`;
  return coupon.maxDiscountPaise === null
    ? `${coupon.value}% off`
    : `${coupon.value}% off, up to ${formatINR(coupon.maxDiscountPaise)}`;
}
