import { COD_PAYMENT_METHOD, type OrderState } from '@shop/shared';
import { and, gte, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderEvents, orders } from '../../db/schema.ts';
import { AVERAGE_WINDOW_DAYS, PINCODE_WINDOW_DAYS, RECENT_WINDOW_HOURS, type RiskFacts } from './cod-risk.ts';

const DAY = 86_400_000;

/** The states of an order whose parcel left the shop: a PIN code's rate counts these. */
const SHIPPED_STATES: OrderState[] = [
  'SHIPPED',
  'IN_TRANSIT',
  'OUT_FOR_DELIVERY',
  'DELIVERY_FAILED',
  'DELIVERED',
  'RETURN_REQUESTED',
  'RETURNED',
  'RTO',
  'RTO_RECEIVED',
  'REFUNDED',
];
/**
 * An order whose parcel turned back to the shop, whatever came after: read from its history, since a prepaid
 * parcel back at the shop moves on to REFUNDED once its refund completes.
 */
const returnedToOrigin: SQL = sql`exists (select 1 from ${orderEvents} where ${orderEvents.orderId} = ${orders.id} and ${orderEvents.toStatus} in ('RTO', 'RTO_RECEIVED'))`;

/** An order that was placed: paid at the gateway, or a COD order (placed in the transaction that wrote it). */
const wasPlaced: SQL = or(
  isNotNull(orders.paidAt),
  sql`${orders.paymentMethod} = ${COD_PAYMENT_METHOD}`,
) as SQL;
/** The goods of an order after its discounts, as the COD rules and the risk judge them. */
const goods = sql`(${orders.subtotalPaise} - ${orders.bundleDiscountPaise} - ${orders.couponDiscountPaise})`;

/** The order being placed, as the risk facts need it: not yet written when they are read. */
export interface RiskSubject {
  goodsPaise: number;
  userId: string;
  /** The account's proven number (ten digits). */
  mobile: string;
  pincode: string;
  line1: string;
}

/**
 * The facts of docs/cod.md#risk, read in the placing transaction (after the number's lock, so two orders placed
 * at once count each other). Three reads: the number's own orders, the shop's recent orders, the PIN code's.
 */
export async function readRiskFacts(tx: Db, subject: RiskSubject, now: Date): Promise<RiskFacts> {
  const recentSince = new Date(now.getTime() - RECENT_WINDOW_HOURS * 3_600_000);
  const [own] = await tx
    .select({
      earlierPlaced: sql<number>`count(*) filter (where ${wasPlaced})::int`,
      returnsToOrigin: sql<number>`count(*) filter (where ${returnedToOrigin})::int`,
      recentCod: sql<number>`count(*) filter (where ${orders.paymentMethod} = ${COD_PAYMENT_METHOD} and ${orders.createdAt} >= ${recentSince})::int`,
    })
    .from(orders)
    .where(or(sql`${orders.contactMobile} = ${subject.mobile}`, sql`${orders.userId} = ${subject.userId}`));

  const [toAddress] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        sql`${orders.paymentMethod} = ${COD_PAYMENT_METHOD}`,
        gte(orders.createdAt, recentSince),
        sql`${orders.shippingAddress} ->> 'zipcode' = ${subject.pincode}`,
        sql`lower(trim(${orders.shippingAddress} ->> 'line1')) = ${subject.line1.trim().toLowerCase()}`,
      ),
    );

  const [shop] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      average: sql<number>`coalesce(round(avg(${goods})), 0)::int`,
    })
    .from(orders)
    .where(and(wasPlaced, gte(orders.createdAt, new Date(now.getTime() - AVERAGE_WINDOW_DAYS * DAY))));

  const [pincode] = await tx
    .select({
      shipped: sql<number>`count(*)::int`,
      returned: sql<number>`count(*) filter (where ${returnedToOrigin})::int`,
    })
    .from(orders)
    .where(
      and(
        sql`${orders.shippingAddress} ->> 'zipcode' = ${subject.pincode}`,
        gte(orders.createdAt, new Date(now.getTime() - PINCODE_WINDOW_DAYS * DAY)),
        inArray(orders.orderStatus, SHIPPED_STATES),
      ),
    );

  return {
    goodsPaise: subject.goodsPaise,
    earlierPlacedOrders: own?.earlierPlaced ?? 0,
    recentOrders: { count: shop?.count ?? 0, averageGoodsPaise: shop?.average ?? 0 },
    pincodeParcels: { shipped: pincode?.shipped ?? 0, returnedToOrigin: pincode?.returned ?? 0 },
    numberReturnsToOrigin: own?.returnsToOrigin ?? 0,
    // This order is not written yet: it counts itself.
    recentCodOrders: { byNumber: (own?.recentCod ?? 0) + 1, byAddress: (toAddress?.count ?? 0) + 1 },
  };
}
