import { formatINR } from '@shop/shared';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { coupons } from '../../db/schema.ts';

export type Coupon = typeof coupons.$inferSelect;

/** What the rules need to know of the order and of the customer's history with the shop. */
export interface CouponContext {
  /** The order value the coupon applies to, in paise (after any bundle discount, before shipping). */
  orderValue: number;
  isBundle: boolean;
  now: Date;
  /** Unknown until the customer is known (a guest before the checkout has their number): not checked then. */
  customer: { paidOrders: number; paidOrdersWithCode: number } | null;
}

export interface CouponRefusal {
  message: string;
  field: string;
}

/**
 * Why a coupon cannot be used on an order, or null when it can. The same rules run when the coupon is applied
 * and again when the payment completes, when the customer is known for certain and other orders may have used
 * the coupon meanwhile.
 */
export function couponRefusal(coupon: Coupon | undefined, context: CouponContext): CouponRefusal | null {
  if (context.isBundle)
    return { message: 'Coupons cannot be combined with the bundle discount', field: 'Not valid on bundles' };
  if (!coupon?.active || (coupon.startsAt && coupon.startsAt > context.now))
    return { message: 'This coupon code is not valid', field: 'Invalid coupon' };
  if (coupon.expiresAt && coupon.expiresAt <= context.now)
    return { message: 'This coupon has expired', field: 'Expired' };
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses)
    return { message: `${coupon.code} has been fully used`, field: 'Fully used' };
  if (context.orderValue < coupon.minOrderPaise) {
    return {
      message: `Add ${formatINR(coupon.minOrderPaise - context.orderValue)} more to use ${coupon.code}`,
      field: `Minimum order ${formatINR(coupon.minOrderPaise)}`,
    };
  }
  const customer = context.customer;
  if (customer && coupon.firstOrderOnly && customer.paidOrders > 0)
    return { message: `${coupon.code} is for your first order only`, field: 'First order only' };
  if (
    customer &&
    coupon.maxUsesPerCustomer !== null &&
    customer.paidOrdersWithCode >= coupon.maxUsesPerCustomer
  )
    return { message: `You have already used ${coupon.code}`, field: 'Already used' };
  return null;
}

/** Owns the coupons table: finds a code, and counts a use within the coupon's total limit. */
export class CouponsService {
  constructor(private readonly db: Db) {}

  async find(code: string): Promise<Coupon | undefined> {
    const [coupon] = await this.db
      .select()
      .from(coupons)
      .where(eq(coupons.code, normaliseCouponCode(code)));
    return coupon;
  }

  /**
   * The coupon, locked until the transaction ends: completions of orders with one coupon run one after the
   * other, so the per-customer counts each of them takes see the orders completed before it.
   */
  async lock(code: string, tx: Db): Promise<Coupon | undefined> {
    const [coupon] = await tx
      .select()
      .from(coupons)
      .where(eq(coupons.code, normaliseCouponCode(code)))
      .for('update');
    return coupon;
  }

  /** Counts one use inside the transaction that marks the order paid; false when the total limit is reached. */
  async redeem(couponId: string, tx: Db): Promise<boolean> {
    const [counted] = await tx
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} + 1` })
      .where(
        and(
          eq(coupons.id, couponId),
          or(isNull(coupons.maxUses), lt(coupons.usedCount, sql`${coupons.maxUses}`)),
        ),
      )
      .returning({ id: coupons.id });
    return counted !== undefined;
  }
}

export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}
