import type { CartReminderFigures } from '@shop/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

const CART_DAYS = 30;

/**
 * docs/carts.md#figures: carts reminded in the last 30 days, and the orders that bought a reminded cart in them
 * with their revenue. One order can close two carts of one buyer (the account's and a guest's by the same number):
 * it counts once. A cancelled order recovered nothing.
 */
export async function cartFigures(db: Db, now: Date): Promise<CartReminderFigures> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const { rows } = (await db.execute(sql`
    with bounds as (
      select ${at} - make_interval(days => ${CART_DAYS}::int) as since
    ), recovered as (
      select distinct o.id, o.total_amount_paise
      from carts c join orders o on o.id = c.recovered_order_id, bounds
      where c.closed_at >= bounds.since and c.closed_at <= ${at} and o.order_status <> 'CANCELLED'
    )
    select
      (select count(*) from carts c, bounds
        where c.last_reminded_at >= bounds.since and c.last_reminded_at <= ${at})::int as reminded,
      (select count(*) from recovered)::int as recovered,
      (select coalesce(sum(total_amount_paise), 0) from recovered)::bigint as revenue
  `)) as unknown as { rows: Record<string, string | number | bigint | null>[] };
  const row = rows[0];
  if (!row) throw new Error('dashboard cart figures returned no row');
  return {
    remindedCarts: Number(row.reminded ?? 0),
    recoveredOrders: Number(row.recovered ?? 0),
    recoveredRevenuePaise: Number(row.revenue ?? 0),
  };
}
