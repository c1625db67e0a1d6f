import { COD_PAYMENT_METHOD, type CodFigures, ORDER_STATES } from '@shop/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

const COD_DAYS = 30;
/**
 * Cash awaiting remittance is read from COD orders placed this many days back: couriers remit within days of
 * delivery, and cash still missing long after is the remittance import's list of mismatches, not a balance.
 */
const REMITTANCE_REACH_DAYS = 365;
/** Every state but a checkout never paid, spelt out so the (order_status, created_at) index serves the range. */
const PLACED_STATES = ORDER_STATES.filter((state) => state !== 'PENDING');

const rate = (part: number, whole: number) => (whole === 0 ? null : part / whole);

/**
 * docs/cod.md#figures: the dashboard's cash-on-delivery figures over the orders placed in the last 30 days, and
 * the cash couriers hold. Orders are reached by their state and creation time (the state index), never by a scan
 * of every order; an order shipped or returned to origin is known by its history (SHIPPED, RTO), which every
 * parcel passes through, so a prepaid parcel refunded after coming back still counts as returned.
 */
export async function codFigures(db: Db, now: Date, confirmWithinHours: number): Promise<CodFigures> {
  const states = sql.join(
    PLACED_STATES.map((state) => sql`${state}`),
    sql`, `,
  );
  const at = sql`${now.toISOString()}::timestamptz`;
  const { rows } = (await db.execute(sql`
    with bounds as (
      select ${at} - make_interval(days => ${COD_DAYS}::int) as since,
        ${at} - make_interval(days => ${REMITTANCE_REACH_DAYS}::int) as reach,
        ${at} - make_interval(hours => ${confirmWithinHours}::int) as window_ended
    ), recent as (
      select o.id, o.payment_method = ${COD_PAYMENT_METHOD} as cod, o.cod_confirmed_at, o.created_at
      from orders o, bounds
      where o.order_status in (${states}) and o.created_at >= bounds.since and o.created_at <= ${at}
        and (o.payment_method = ${COD_PAYMENT_METHOD} or o.paid_at is not null)
    ), placed as (
      select count(*) as placed,
        count(*) filter (where cod) as cod,
        count(*) filter (where cod and cod_confirmed_at is not null) as confirmed,
        count(*) filter (where cod and (cod_confirmed_at is not null or created_at <= bounds.window_ended)) as due
      from recent, bounds
    ), shipped as (
      select r.cod, bool_or(e.to_status = 'RTO') as rto
      from recent r join order_events e on e.order_id = r.id and e.to_status in ('SHIPPED', 'RTO')
      group by r.id, r.cod
    ), returned as (
      select count(*) filter (where cod) as cod_shipped,
        count(*) filter (where cod and rto) as cod_rto,
        count(*) filter (where not cod) as prepaid_shipped,
        count(*) filter (where not cod and rto) as prepaid_rto
      from shipped
    ), awaiting as (
      select coalesce(sum(o.total_amount_paise), 0) as cash, count(*) as orders
      from orders o, bounds
      where o.order_status in (${states}) and o.created_at >= bounds.reach and o.created_at <= ${at}
        and o.payment_method = ${COD_PAYMENT_METHOD} and o.payment_status = 'COD_COLLECTED'
    )
    select placed.placed::int as placed, placed.cod::int as cod, placed.confirmed::int as confirmed,
      placed.due::int as due, returned.cod_shipped::int as cod_shipped, returned.cod_rto::int as cod_rto,
      returned.prepaid_shipped::int as prepaid_shipped, returned.prepaid_rto::int as prepaid_rto,
      awaiting.cash::bigint as cash, awaiting.orders::int as awaiting_orders
    from placed, returned, awaiting
  `)) as unknown as { rows: Record<string, string | number | bigint | null>[] };
  const row = rows[0];
  if (!row) throw new Error('dashboard COD figures returned no row');
  const n = (name: string) => Number(row[name] ?? 0);
  return {
    placedOrders: n('placed'),
    codOrders: n('cod'),
    codShare: rate(n('cod'), n('placed')),
    confirmed: n('confirmed'),
    confirmationDue: n('due'),
    confirmationRate: rate(n('confirmed'), n('due')),
    rto: {
      cod: { shipped: n('cod_shipped'), returned: n('cod_rto'), rate: rate(n('cod_rto'), n('cod_shipped')) },
      prepaid: {
        shipped: n('prepaid_shipped'),
        returned: n('prepaid_rto'),
        rate: rate(n('prepaid_rto'), n('prepaid_shipped')),
      },
    },
    awaitingRemittancePaise: n('cash'),
    awaitingRemittanceOrders: n('awaiting_orders'),
  };
}
