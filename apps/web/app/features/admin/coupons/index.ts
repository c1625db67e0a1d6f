// The coupons' screens (docs/admin.md#coupons).

export { CouponForm } from './coupon-form.tsx';
export { CouponList } from './coupon-list.tsx';
