// The coupons' screens (docs/admin.md#coupons).

export { couponColumns } from './coupon-columns.tsx';
export { CouponForm } from './coupon-form.tsx';
export { CouponStatusBadge, couponTerms } from './coupon-terms.tsx';
export { useExpireCoupon } from './use-expire-coupon.tsx';
