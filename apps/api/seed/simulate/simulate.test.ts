import type { OrderState } from '@shop/shared';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import * as schema from '../../src/db/schema.ts';
import { everyMove } from '../../src/modules/orders/order-state-machine.ts';
import { call, line, loginAs, placePaidOrder, sellableSizes } from '../../test/shop.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  SIMULATED_MOBILES_FROM,
  SimulationRefused,
  type SimulationReport,
  simulateShop,
} from './simulate.ts';

// A small shop, its history ending on a fixed day, so every run (and both databases) makes the same one.
const SIZE = { orders: 400, customers: 120, products: 90, reviews: 150, years: 2, seed: 7 };
const UNTIL = new Date('2026-11-01T00:00:00+05:30');
const RAN_AT = new Date('2026-11-01T09:00:00+05:30');

let t: TestApp;
let report: SimulationReport;
let demoReviews: number;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every order's rows, as one digest: two runs of a seed make the same shop. */
async function digest(): Promise<string> {
  const [row] = await rows<{ digest: string }>(sql`
    select md5(string_agg(concat_ws('|', o.id, o.order_id, o.order_status, o.payment_status, o.total_amount_paise,
      o.invoice_number, o.created_at, (select count(*) from order_events e where e.order_id = o.id)), ',' order by o.order_id))
      as digest
    from orders o`);
  return row?.digest ?? '';
}

describe('simulateShop', () => {
  beforeAll(async () => {
    t = await createTestApp();
    demoReviews = await t.database.db.$count(schema.reviews);
    report = await simulateShop(t.database, { ...SIZE, until: UNTIL }, { now: RAN_AT });
  });
  afterAll(() => t?.close());

  it('makes the shop it was asked for and reports each table', async () => {
    const { db } = t.database;
    expect(await db.$count(schema.orders)).toBe(SIZE.orders);
    expect(await db.$count(schema.products)).toBe(SIZE.products);
    expect(await db.$count(schema.reviews)).toBe(demoReviews + SIZE.reviews);
    const [customers] = await rows<{ count: number }>(
      sql`select count(*)::int as count from users where role = 'CUSTOMER' and mobile >= ${String(SIMULATED_MOBILES_FROM)}`,
    );
    expect(customers?.count).toBe(SIZE.customers);
    expect(report.tables.orders?.rows).toBe(SIZE.orders);
    expect(report.tables.order_events?.rows).toBe(await db.$count(schema.orderEvents));
    // A believable mix: most delivered, some cancelled, returned or sent back, both ways of paying.
    expect(report.orderStates.DELIVERED ?? 0).toBeGreaterThan(SIZE.orders / 2);
    expect(report.orderStates.CANCELLED ?? 0).toBeGreaterThan(0);
    expect((report.orderStates.REFUNDED ?? 0) + (report.orderStates.RTO_RECEIVED ?? 0)).toBeGreaterThan(0);
    expect(report.paymentMethods.COD ?? 0).toBeGreaterThan(0);
    expect(report.paymentMethods.UPI ?? 0).toBeGreaterThan(0);
    // The order numbers continue from the simulation's.
    const [sequence] = await rows<{ last: number }>(
      sql`select last_value::int as last from order_number_seq`,
    );
    expect(sequence?.last).toBe(SIZE.orders);
  });

  it('prices every order as checkout does: lines, discounts, delivery and the COD fee add up', async () => {
    const [wrong] = await rows<{ totals: number; lines: number; bundles: number; refunds: number }>(sql`
      select
        (select count(*)::int from orders where total_amount_paise <>
          subtotal_paise - bundle_discount_paise - coupon_discount_paise + shipping_paise + cod_fee_paise) as totals,
        (select count(*)::int from orders o where not is_bundle and subtotal_paise <>
          (select sum(line_total_paise) from order_lines l where l.order_id = o.id)) as lines,
        (select count(*)::int from orders o where is_bundle and subtotal_paise <>
          (select sum(mrp_paise * qty) from order_lines l where l.order_id = o.id)) as bundles,
        (select count(*)::int from orders o where refunded_paise <>
          coalesce((select sum(amount_paise) from refunds r where r.order_id = o.id and r.method = 'GATEWAY'), 0))
          as refunds`);
    expect(wrong).toEqual({ totals: 0, lines: 0, bundles: 0, refunds: 0 });
  });

  it('numbers invoices and credit notes gap-free per financial year, in date order, and the series continue', async () => {
    const documents = await rows<{ number: string; at: string }>(sql`
      select invoice_number as number, invoiced_at as at from orders where invoice_number is not null
      union all
      select credit_note_number, processed_at from refunds where credit_note_number is not null`);
    const bySeries = new Map<string, { n: number; at: number }[]>();
    for (const { number, at } of documents) {
      const parts = number.split('/');
      const series = `${parts.length === 4 ? 'CREDIT_NOTE' : 'INVOICE'}:${parts.at(-2)}`;
      bySeries.set(series, [
        ...(bySeries.get(series) ?? []),
        { n: Number(parts.at(-1)), at: new Date(at).getTime() },
      ]);
    }
    expect(bySeries.size).toBeGreaterThan(2);
    const counters = await t.database.db.select().from(schema.documentSeries);
    for (const [series, numbers] of bySeries) {
      numbers.sort((a, b) => a.n - b.n);
      expect(
        numbers.map((each) => each.n),
        series,
      ).toEqual(numbers.map((_, index) => index + 1));
      expect(
        numbers.every((each, index) => index === 0 || (numbers[index - 1] as { at: number }).at <= each.at),
      ).toBe(true);
      expect(counters.find((counter) => counter.series === series)?.lastNumber).toBe(numbers.length);
    }
  });

  it('moves every order only as the state machine allows, and its state is where its history ends', async () => {
    const allowed = new Set(
      everyMove().flatMap(([from, to, movers]) => movers.map((mover) => `${from}>${to}>${mover}`)),
    );
    const events = await rows<{
      order_id: string;
      from_status: OrderState;
      to_status: OrderState;
      actor_role: string;
    }>(sql`
      select order_id, from_status, to_status, actor_role from order_events
      where to_status is not null order by order_id, created_at, id`);
    // The history's role is the machine's mover: STAFF, ADMIN, SHOPPER, SYSTEM or COURIER.
    const illegal = events.filter(
      (event) => !allowed.has(`${event.from_status}>${event.to_status}>${event.actor_role}`),
    );
    expect(illegal).toEqual([]);
    const [mismatched] = await rows<{ count: number }>(sql`
      select count(*)::int as count from orders o
      where o.order_status <> coalesce((select e.to_status from order_events e where e.order_id = o.id
        and e.to_status is not null order by e.created_at desc, e.id desc limit 1), 'PENDING')`);
    expect(mismatched?.count).toBe(0);
  });

  it('opens its orders in the back office through the shop’s own routes', async () => {
    const staff = await loginAs(t.app, t.dataDir, 'STAFF');
    const listed = await call(t.app, 'GET', '/admin/orders?page=1&limit=20', { token: staff.token });
    expect(listed.statusCode, JSON.stringify(listed.json)).toBe(200);
    expect(listed.json.totalRecords).toBe(SIZE.orders);
    // One order of each state the history reached.
    const samples = await rows<{ id: string; order_status: string }>(sql`
      select distinct on (order_status) id, order_status from orders order by order_status, created_at desc`);
    for (const sample of samples) {
      const opened = await call(t.app, 'GET', `/admin/orders/${sample.id}`, { token: staff.token });
      expect(opened.statusCode, `${sample.order_status}: ${JSON.stringify(opened.json)}`).toBe(200);
      expect(opened.json.body.orderStatus).toBe(sample.order_status);
    }
  });

  it('makes the same shop again from the same seed, emptying its own earlier one', async () => {
    const before = await digest();
    // The demo shop is seeded again around it, from the run's images.
    await simulateShop(
      t.database,
      { ...SIZE, until: UNTIL },
      { now: RAN_AT, uploadsDir: inject('uploadsDir') },
    );
    expect(await digest()).toBe(before);
  });

  it('refuses a database holding orders it did not make, and changes nothing', async () => {
    const [size] = await sellableSizes(t.app);
    if (!size) throw new Error('no sellable size');
    await placePaidOrder(t.app, [line(size, 1)]);
    const orders = async () => (await t.database.db.select({ n: count() }).from(schema.orders))[0]?.n;
    const held = await orders();
    await expect(simulateShop(t.database, { ...SIZE, until: UNTIL }, { now: RAN_AT })).rejects.toThrow(
      SimulationRefused,
    );
    expect(await orders()).toBe(held);
    // Without the simulator's note, every order is someone else's.
    await t.database.db.delete(schema.shopSettings).where(eq(schema.shopSettings.key, 'simulation'));
    await expect(simulateShop(t.database, { ...SIZE, until: UNTIL }, { now: RAN_AT })).rejects.toThrow(
      /did not make/,
    );
    expect(await orders()).toBe(held);
  });
});
