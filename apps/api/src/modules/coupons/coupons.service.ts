import { couponDiscount, formatINR, type Message, msg } from '@shop/shared';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { coupons } from '../../db/schema.ts';
import { type Refusal, refusal } from '../../domain/refusal.ts';

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
  message: Message;
  field: Message;
}

/**
 * Why a coupon cannot be used on an order, or null when it can. The same rules run when the coupon is applied
 * and again when the payment completes, when the customer is known for certain and other orders may have used
 * the coupon meanwhile.
 */
export function couponRefusal(coupon: Coupon | undefined, context: CouponContext): CouponRefusal | null {
  if (context.isBundle)
    return { message: msg('coupon.notWithBundle'), field: msg('coupon.notWithBundleShort') };
  if (!coupon?.active || (coupon.startsAt && coupon.startsAt > context.now))
    return { message: msg('coupon.invalid'), field: msg('coupon.invalidShort') };
  if (coupon.expiresAt && coupon.expiresAt <= context.now)
    return { message: msg('coupon.expired'), field: msg('coupon.expiredShort') };
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses)
    return { message: msg('coupon.usedUp', { code: coupon.code }), field: msg('coupon.usedUpShort') };
  if (context.orderValue < coupon.minOrderPaise) {
    return {
      message: msg('coupon.addMore', {
        amount: formatINR(coupon.minOrderPaise - context.orderValue),
        code: coupon.code,
      }),
      field: msg('coupon.minimumOrder', { amount: formatINR(coupon.minOrderPaise) }),
    };
  }
  const customer = context.customer;
  if (customer && coupon.firstOrderOnly && customer.paidOrders > 0)
    return { message: msg('coupon.firstOrder', { code: coupon.code }), field: msg('coupon.firstOrderShort') };
  if (
    customer &&
    coupon.maxUsesPerCustomer !== null &&
    customer.paidOrdersWithCode >= coupon.maxUsesPerCustomer
  )
    return {
      message: msg('coupon.alreadyUsed', { code: coupon.code }),
      field: msg('coupon.alreadyUsedShort'),
    };
  return null;
}

/** What the coupon is applied to: the order value, whether it is a bundle, and when the coupon is judged. */
export type CouponOrder = Omit<CouponContext, 'customer'>;

/** A customer's paid orders, overall and with this code; owned by the orders module, asked for when needed. */
export type CustomerHistoryLookup = (
  couponCode: string,
) => Promise<{ paidOrders: number; paidOrdersWithCode: number }>;

export type CouponRefused = Refusal<'coupon_refused'>;

/** Owns the coupons table: judges a code against an order, and counts a use within the coupon's limits. */
export class CouponsService {
  constructor(private readonly db: Db) {}

  /**
   * The discount a code gives an order not yet paid, or why it gives none. Without `history` (a guest before the
   * checkout has their number) the customer's limits are not checked yet.
   */
  async evaluate(
    code: string,
    order: CouponOrder,
    history?: CustomerHistoryLookup,
  ): Promise<{ ok: true; coupon: Coupon; discount: number } | CouponRefused> {
    const [coupon] = await this.db
      .select()
      .from(coupons)
      .where(eq(coupons.code, normaliseCouponCode(code)));
    const customer = coupon && history ? await history(coupon.code) : null;
    const refused = couponRefusal(coupon, { ...order, customer });
    if (refused || !coupon) {
      const { message, field } = refused ?? {
        message: msg('coupon.invalid'),
        field: msg('coupon.invalidShort'),
      };
      return refusal('coupon_refused', message, { couponCode: field });
    }
    return { ok: true, coupon, discount: couponDiscount(coupon, order.orderValue) };
  }

  /**
   * Checks the coupon again once the buyer is known and counts its use, inside the transaction that marks the
   * order paid. The coupon stays locked until that transaction ends: completions of orders with one coupon run
   * one after the other, so the customer history each of them reads sees the orders completed before it. A
   * refusal's message completes "Sorry, ..." for the shopper.
   */
  /**
   * Gives back one use of a coupon redeemed by an order that was never paid for and is cancelled (a COD order
   * cancelled or not confirmed), so a coupon's total uses count orders, not attempts.
   */
  async release(code: string, tx: Db): Promise<void> {
    await tx
      .update(coupons)
      .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
      .where(eq(coupons.code, normaliseCouponCode(code)));
  }

  async redeem(
    code: string,
    order: CouponOrder,
    history: CustomerHistoryLookup,
    tx: Db,
  ): Promise<{ ok: true } | CouponRefused> {
    const [coupon] = await tx
      .select()
      .from(coupons)
      .where(eq(coupons.code, normaliseCouponCode(code)))
      .for('update');
    const refused = couponRefusal(coupon, { ...order, customer: await history(code) });
    if (refused || !coupon) {
      return refusal(
        'coupon_refused',
        msg('coupon.notUsable', { code, reason: refused?.message ?? msg('coupon.noLongerValid') }),
      );
    }
    const [counted] = await tx
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} + 1` })
      .where(
        and(
          eq(coupons.id, coupon.id),
          or(isNull(coupons.maxUses), lt(coupons.usedCount, sql`${coupons.maxUses}`)),
        ),
      )
      .returning({ id: coupons.id });
    if (!counted) return refusal('coupon_refused', msg('coupon.usedUpWhilePaying', { code }));
    return { ok: true };
  }
}

export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}
