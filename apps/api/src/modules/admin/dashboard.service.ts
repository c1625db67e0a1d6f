import type { AdminDashboard, LowStockSize, SalesFigures, ShippingFigures } from '@shop/shared';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productSizes, products } from '../../db/schema.ts';
import type { ShopSettingsService } from '../settings/shop-settings.service.ts';
import { cartFigures } from './cart-figures.ts';
import { codFigures } from './cod-figures.ts';

/** Sizes the dashboard lists at most, lowest stock first; the rest are counted. */
const LOW_STOCK_ROWS = 50;
const CHART_DAYS = 30;
const SHIPPING_DAYS = 30;
/**
 * The courier figures reach parcels and deliveries through orders paid this many days back (the paid_at index),
 * never through every order: an order is booked and delivered well within it.
 */
const SHIPPING_REACH_DAYS = 90;

/**
 * docs/admin.md#the-dashboard: the figures the team opens the back office to. Days and months are Indian calendar
 * days (Asia/Kolkata), whatever the server's zone. An order counts on the day it was paid, whatever became of it
 * later; a refund counts against the day it completed, so a past day's takings never change afterwards and a day
 * with more refunded than paid shows a loss.
 *
 * NOTE: a read-only report across orders, refunds, reviews, messages and stock. It reads those tables itself, in
 * four statements, rather than through each module's service (a dozen queries for one page); it never writes.
 */
export class DashboardService {
  constructor(
    private readonly db: Db,
    /** The COD confirmation window, which decides which orders the confirmation rate judges. */
    private readonly settings: Pick<ShopSettingsService, 'payments'>,
  ) {}

  async read(now: Date = new Date()): Promise<AdminDashboard> {
    const [figures, days, lowStock, shipping, cod, carts] = await Promise.all([
      this.figures(now),
      this.revenueByDay(now),
      this.lowStock(),
      this.shipping(now),
      this.settings.payments().then((payments) => codFigures(this.db, now, payments.codConfirmWithinHours)),
      cartFigures(this.db, now),
    ]);
    return { ...figures, shipping, cod, carts, revenueByDay: days, ...lowStock };
  }

  /**
   * Parcels to hand over use the live shipments' partial index (its predicate repeated so the planner may take
   * it); failed deliveries the orders' state index; the 30-day figures start from orders paid in reach.
   */
  private async shipping(now: Date): Promise<ShippingFigures> {
    const { rows } = (await this.db.execute(sql`
      with bounds as (
        select ${now.toISOString()}::timestamptz - make_interval(days => ${SHIPPING_DAYS}::int) as since,
          ${now.toISOString()}::timestamptz - make_interval(days => ${SHIPPING_REACH_DAYS}::int) as reach
      ), recent as (
        select o.id, o.paid_at, o.delivered_at from orders o, bounds
        where o.paid_at >= bounds.reach and o.paid_at <= ${now.toISOString()}::timestamptz
      ), shipped as (
        select
          count(*) as shipped,
          count(*) filter (where s.status in ('RTO_INITIATED', 'RTO_DELIVERED')) as rto
        from shipments s join recent on recent.id = s.order_id, bounds
        where s.kind = 'FORWARD' and s.created_at >= bounds.since
          and s.status not in ('NEW', 'AWB_ASSIGNED', 'PICKUP_SCHEDULED', 'CANCELLED')
      ), delivered as (
        select count(*) as delivered,
          avg(extract(epoch from recent.delivered_at - recent.paid_at)) / 86400 as days
        from recent, bounds
        where recent.delivered_at >= bounds.since and recent.delivered_at <= ${now.toISOString()}::timestamptz
      )
      select
        (select count(*) from shipments
          where kind = 'FORWARD' and awb is not null and status in ('AWB_ASSIGNED', 'PICKUP_SCHEDULED')
            and status not in ('DELIVERED', 'RTO_DELIVERED', 'CANCELLED'))::int as to_hand_over,
        (select count(*) from orders where order_status = 'DELIVERY_FAILED')::int as failed_deliveries,
        shipped.shipped::int as shipped,
        shipped.rto::int as rto,
        delivered.delivered::int as delivered,
        delivered.days::float8 as days
      from shipped, delivered
    `)) as unknown as { rows: Record<string, string | number | null>[] };
    const row = rows[0];
    if (!row) throw new Error('dashboard shipping figures returned no row');
    const shipped = Number(row.shipped ?? 0);
    const returnedToOrigin = Number(row.rto ?? 0);
    return {
      toHandOver: Number(row.to_hand_over ?? 0),
      failedDeliveries: Number(row.failed_deliveries ?? 0),
      shipped,
      returnedToOrigin,
      rtoRate: shipped === 0 ? null : returnedToOrigin / shipped,
      averageDaysToDelivery: Number(row.delivered ?? 0) === 0 ? null : Math.round(Number(row.days) * 10) / 10,
    };
  }

  private async figures(now: Date): Promise<Pick<AdminDashboard, 'today' | 'sales' | 'queues'>> {
    const { rows } = (await this.db.execute(sql`
      with b as (
        select (${now.toISOString()}::timestamptz at time zone 'Asia/Kolkata')::date as today
      ), bounds as (
        select today,
          today::timestamp at time zone 'Asia/Kolkata' as day_start,
          (today + 1)::timestamp at time zone 'Asia/Kolkata' as day_end,
          date_trunc('month', today)::timestamp at time zone 'Asia/Kolkata' as month_start
        from b
      ), paid as (
        select
          count(*) filter (where o.paid_at >= bounds.day_start) as day_orders,
          sum(o.total_amount_paise) filter (where o.paid_at >= bounds.day_start) as day_paid,
          count(*) as month_orders,
          sum(o.total_amount_paise) as month_paid
        from orders o, bounds
        where o.paid_at >= bounds.month_start and o.paid_at < bounds.day_end
          and o.payment_status not in ('PENDING', 'FAILED')
      ), refunded as (
        select
          sum(r.amount_paise) filter (where r.processed_at >= bounds.day_start) as day_refunded,
          sum(r.amount_paise) as month_refunded
        from refunds r, bounds
        where r.status = 'PROCESSED' and r.processed_at >= bounds.month_start and r.processed_at < bounds.day_end
          -- A credit note for a COD parcel back unpaid gave back no money: its takings were never counted.
          and r.method <> 'UNCOLLECTED'
      )
      select
        to_char(bounds.today, 'YYYY-MM-DD') as today,
        paid.day_orders::int as day_orders,
        coalesce(paid.day_paid, 0)::bigint as day_paid,
        coalesce(refunded.day_refunded, 0)::bigint as day_refunded,
        paid.month_orders::int as month_orders,
        coalesce(paid.month_paid, 0)::bigint as month_paid,
        coalesce(refunded.month_refunded, 0)::bigint as month_refunded,
        (select count(*) from orders where order_status = 'PLACED')::int as to_confirm,
        (select count(*) from orders where order_status = 'CONFIRMED')::int as to_pack,
        (select count(*) from orders where order_status = 'PACKED')::int as packed,
        (select count(*) from reviews where review_status = 'PENDING')::int as pending_reviews,
        (select count(*) from contact_messages where read_at is null)::int as unread_messages
      from bounds, paid, refunded
    `)) as unknown as { rows: Record<string, string | number | bigint>[] };
    const row = rows[0];
    if (!row) throw new Error('dashboard figures returned no row');
    const n = (name: string) => Number(row[name] ?? 0);
    return {
      today: String(row.today),
      sales: {
        today: sales(n('day_orders'), n('day_paid'), n('day_refunded')),
        month: sales(n('month_orders'), n('month_paid'), n('month_refunded')),
      },
      queues: {
        toConfirm: n('to_confirm'),
        toShip: n('to_pack') + n('packed'),
        toPack: n('to_pack'),
        packed: n('packed'),
        pendingReviews: n('pending_reviews'),
        unreadMessages: n('unread_messages'),
      },
    };
  }

  /** The last 30 Indian days, oldest first; a day without sales is there with zeros. */
  private async revenueByDay(now: Date): Promise<AdminDashboard['revenueByDay']> {
    const { rows } = (await this.db.execute(sql`
      with b as (
        select (${now.toISOString()}::timestamptz at time zone 'Asia/Kolkata')::date as today
      ), bounds as (
        select (today - ${CHART_DAYS - 1}::int)::timestamp at time zone 'Asia/Kolkata' as since,
          (today + 1)::timestamp at time zone 'Asia/Kolkata' as until
        from b
      ), days as (
        select d::date as day from b, generate_series(
          (b.today - ${CHART_DAYS - 1}::int)::timestamp, b.today::timestamp, interval '1 day'
        ) d
      ), paid as (
        select (o.paid_at at time zone 'Asia/Kolkata')::date as day, count(*) as orders,
          sum(o.total_amount_paise) as paid
        from orders o, bounds
        where o.paid_at >= bounds.since and o.paid_at < bounds.until
          and o.payment_status not in ('PENDING', 'FAILED')
        group by 1
      ), refunded as (
        select (r.processed_at at time zone 'Asia/Kolkata')::date as day, sum(r.amount_paise) as refunded
        from refunds r, bounds
        where r.status = 'PROCESSED' and r.processed_at >= bounds.since and r.processed_at < bounds.until
        group by 1
      )
      select to_char(days.day, 'YYYY-MM-DD') as day, coalesce(paid.orders, 0)::int as orders,
        (coalesce(paid.paid, 0) - coalesce(refunded.refunded, 0))::bigint as revenue
      from days
        left join paid on paid.day = days.day
        left join refunded on refunded.day = days.day
      order by days.day
    `)) as unknown as { rows: { day: string; orders: number; revenue: string | number | bigint }[] };
    return rows.map((row) => ({
      day: row.day,
      orders: Number(row.orders),
      revenuePaise: Number(row.revenue),
    }));
  }

  /** Sizes of products not deleted (on sale or switched off) with fewer units than their product's threshold. */
  private async lowStock(): Promise<Pick<AdminDashboard, 'lowStock' | 'lowStockTotal'>> {
    const rows = await this.db
      .select({
        productId: products.id,
        productName: products.name,
        sizeId: productSizes.id,
        size: productSizes.title,
        stock: productSizes.stock,
        threshold: products.lowStockThreshold,
        total: sql<number>`(count(*) over ())::int`,
      })
      .from(productSizes)
      .innerJoin(products, eq(products.id, productSizes.productId))
      .where(and(isNull(products.deletedAt), lt(productSizes.stock, products.lowStockThreshold)))
      .orderBy(asc(productSizes.stock), asc(products.name), asc(productSizes.position))
      .limit(LOW_STOCK_ROWS);
    return {
      lowStock: rows.map(({ total: _total, ...size }): LowStockSize => size),
      lowStockTotal: rows[0]?.total ?? 0,
    };
  }
}

function sales(orders: number, paidPaise: number, refundedPaise: number): SalesFigures {
  return {
    orders,
    revenuePaise: paidPaise - refundedPaise,
    paidPaise,
    refundedPaise,
    averageOrderPaise: orders === 0 ? 0 : Math.round(paidPaise / orders),
  };
}
