import { randomUUID } from 'node:crypto';
import { ADMIN_ORDER_PAYMENT_METHODS, ADMIN_ORDER_SORTS } from '@shop/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { simulateShop } from '../../seed/simulate/simulate.ts';
import { call, login, loginAs } from '../../test/shop.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * docs/scaling.md#the-guard-in-ci: each listed back-office and storefront read, as the real services issue it,
 * planned by PostgreSQL on a shop of some tens of thousands of orders, must not read a big table whole.
 */

/** The tables that grow with the shop's history: a plan reading one of them whole grows with it. */
const BIG_TABLES = new Set(['orders', 'order_lines', 'reviews', 'users']);

/**
 * The ratchet: reads that still scan a big table today, each with the fix to come (issue 28). The test fails on a
 * scan of a read not listed here (a regression) and on a listed read that no longer scans (drop it from the list).
 */
const KNOWN_SEQUENTIAL_SCANS: Record<string, string> = {
  'admin orders: first page':
    'ordered by the placed-at CASE, which no index holds, and counted whole: a stored placed_at, its index, a capped count',
  'admin orders: sort newest': 'as the first page',
  'admin orders: sort oldest': 'as the first page (a backward walk of the same index)',
  'admin orders: sort amount':
    'no index on total_amount_paise: one on (total, placed_at, id) for placed orders',
  'admin orders: status DELIVERED':
    'most orders are delivered, so the state index does not pay: walk the placed_at index, cap the count',
  'admin orders: paymentStatus REFUNDED':
    'no index on payment_status: one on (payment_status, placed_at, id)',
  'admin orders: paymentMethod COD':
    'sorted by the placed-at CASE over every COD order (the COD-only contact index found them until 0020): the stored placed_at and its index',
  'admin orders: paymentMethod ONLINE':
    "payment_method <> 'COD' is no index condition: walk the placed_at index",
  'admin orders: days from/to':
    'the placed-at CASE hides paid_at from its index: the placed_at column and index',
  'admin orders: deep page': 'OFFSET over the unindexed order: a keyset cursor on (placed_at, id)',
  'admin orders: search order id':
    "ILIKE '%…%' on three columns: an exact ORD- number through orders_order_id_key, a trigram index",
  'admin orders: search mobile':
    "ILIKE '%…%' on contact_mobile, which orders_contact_idx cannot serve: equality for a full number, trigrams else",
  'admin orders: search name': 'no trigram index on orders: one over order id, mobile and name',
  'admin orders: CSV export of a month':
    'a batch of 500 orders is a fortieth of this shop, so its lines are read whole: check at 1M orders, else a smaller batch',
};

// Big enough that the planner prefers an index wherever one serves; small enough to build in seconds.
const SHOP = { orders: 20_000, customers: 5_000, products: 500, reviews: 6_000, years: 3, seed: 1 };
const UNTIL = new Date('2026-11-01T00:00:00+05:30');

interface Statement {
  text: string;
  values: unknown[];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Total Cost': number;
  Plans?: PlanNode[];
}

interface ReadPlan {
  label: string;
  statements: number;
  /** The big tables some statement of the read scans whole. */
  scanned: string[];
  /** Its costliest statement's plan (the planner's estimate), from the top down its first branch. */
  top: string;
}

const onPostgres = inject('testDatabase').kind === 'postgres';

describe.skipIf(!onPostgres)('sequential scans of the listed reads', () => {
  let t: TestApp;
  const plans: ReadPlan[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    // Ends with ANALYZE, so the planner knows the tables' sizes.
    await simulateShop(t.database, { ...SHOP, until: UNTIL }, { now: UNTIL });
    const reads = await captureReads(t);
    const explainer = new pg.Client({ connectionString: t.database.url });
    await explainer.connect();
    try {
      for (const [label, statements] of reads) plans.push(await planOf(explainer, label, statements));
    } finally {
      await explainer.end();
    }
    console.log(tableOf(plans));
  });
  afterAll(() => t?.close());

  it('captured every read', () => {
    expect(plans.filter((plan) => plan.statements === 0).map((plan) => plan.label)).toEqual([]);
  });

  it('scans no big table in a read not known to scan one', () => {
    const regressions = plans.filter(
      (plan) => plan.scanned.length > 0 && !(plan.label in KNOWN_SEQUENTIAL_SCANS),
    );
    expect(regressions.map((plan) => `${plan.label}: ${plan.scanned.join(', ')}`)).toEqual([]);
  });

  it('still scans in every read known to scan (a fixed one leaves KNOWN_SEQUENTIAL_SCANS)', () => {
    const byLabel = new Map(plans.map((plan) => [plan.label, plan]));
    const fixed = Object.keys(KNOWN_SEQUENTIAL_SCANS).filter(
      (label) => (byLabel.get(label)?.scanned.length ?? 0) === 0,
    );
    expect(fixed).toEqual([]);
  });
});

/**
 * Calls each listed read through the shop's routes and services, recording the SELECTs each sends to the pool
 * (transactions included: their connections are acquired from the same pool).
 */
async function captureReads(t: TestApp): Promise<Map<string, Statement[]>> {
  const { app, database, dataDir } = t;
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const [order] = await rows<{ id: string; order_id: string; contact_mobile: string; contact_name: string }>(
    sql`select id, order_id, contact_mobile, contact_name from orders where order_status = 'DELIVERED'
        order by created_at desc limit 1`,
  );
  const [buyer] = await rows<{ id: string; mobile: string }>(
    sql`select u.id, u.mobile from users u join orders o on o.user_id = u.id
        group by u.id order by count(*) desc, u.id limit 1`,
  );
  const [product] = await rows<{ id: string; slug: string }>(
    sql`select p.id, p.slug from products p join reviews r on r.product_id = p.id
        where p.status and p.deleted_at is null group by p.id order by count(*) desc limit 1`,
  );
  if (!order || !buyer || !product)
    throw new Error('the simulated shop lacks an order, a buyer or a product');
  const admin = await loginAs(app, dataDir, 'ADMIN');
  const shopper = await login(app, dataDir, buyer.mobile);

  const reads = new Map<string, Statement[]>();
  let recording: Statement[] | undefined;
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const wrapped = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
      const [first, second] = args;
      const text = typeof first === 'string' ? first : (first as { text: string }).text;
      const values = (Array.isArray(second) ? second : (first as { values?: unknown[] }).values) ?? [];
      if (recording && /^\s*(select|with)\b/i.test(text)) recording.push({ text, values });
      return query(...args);
    };
  });
  const read = async (label: string, run: () => Promise<unknown>) => {
    recording = [];
    try {
      await run();
    } finally {
      reads.set(label, recording);
      recording = undefined;
    }
  };
  const get = (label: string, url: string, token: string | null = admin.token) =>
    read(label, async () => {
      const answer = await call(app, 'GET', url, { token });
      if (answer.statusCode !== 200)
        throw new Error(`${label}: ${answer.statusCode} ${JSON.stringify(answer.json)}`);
    });
  // The CSV answer is not JSON, so not through call().
  const getText = (label: string, url: string) =>
    read(label, async () => {
      const answer = await app.inject({
        url: `/api/v1${url}`,
        headers: { authorization: `Bearer ${admin.token}` },
      });
      if (answer.statusCode !== 200) throw new Error(`${label}: ${answer.statusCode} ${answer.body}`);
    });

  await get('admin orders: first page', '/admin/orders?page=1&limit=20');
  for (const sort of ADMIN_ORDER_SORTS) await get(`admin orders: sort ${sort}`, `/admin/orders?sort=${sort}`);
  await get('admin orders: status PLACED', '/admin/orders?status=PLACED');
  await get('admin orders: status DELIVERED', '/admin/orders?status=DELIVERED');
  await get('admin orders: paymentStatus REFUNDED', '/admin/orders?paymentStatus=REFUNDED');
  for (const method of ADMIN_ORDER_PAYMENT_METHODS) {
    await get(`admin orders: paymentMethod ${method}`, `/admin/orders?paymentMethod=${method}`);
  }
  await get('admin orders: days from/to', '/admin/orders?from=2026-10-01&to=2026-10-07');
  await get('admin orders: deep page', '/admin/orders?page=500&limit=20');
  await get('admin orders: search order id', `/admin/orders?q=${order.order_id}`);
  await get('admin orders: search mobile', `/admin/orders?q=${order.contact_mobile}`);
  await get('admin orders: search name', `/admin/orders?q=${encodeURIComponent(order.contact_name)}`);
  await get("storefront: a customer's orders", '/orders/userOrders', shopper.token);
  await get('admin dashboard', '/admin/dashboard');
  await get('admin audit: by record', `/admin/audit?entityType=order&entityId=${order.id}`);
  await get('admin message log: by order', `/admin/messages-log?orderId=${order.order_id}`);
  await get('admin message log: by mobile', `/admin/messages-log?mobile=${order.contact_mobile}`);
  await getText(
    'admin orders: CSV export of a month',
    '/admin/orders/export.csv?from=2026-10-01&to=2026-10-31',
  );
  await get('storefront: listing', '/products?page=1&limit=12', null);
  await get('storefront: product page', `/products/findBySlug/${product.slug}`, null);
  await get(
    'storefront: product reviews',
    `/productReviews?product=${product.id}&reviewStatus=ACTIVE&limit=10`,
    null,
  );
  await get('storefront: typo search', '/products?limit=4&status=true&searchQuery=kumkumadi%20serumm', null);
  await read('payment completion: customer history', () =>
    app.services.orderQueries.customerHistory(
      { userId: buyer.id, mobile: buyer.mobile },
      'WELCOME10',
      randomUUID(),
    ),
  );
  return reads;
}

/** Each statement planned with its own parameters, as the service ran it. */
async function planOf(client: pg.Client, label: string, statements: Statement[]): Promise<ReadPlan> {
  const scanned = new Set<string>();
  let costliest: PlanNode | undefined;
  for (const statement of statements) {
    const { rows } = await client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
      `explain (format json) ${statement.text}`,
      statement.values,
    );
    const plan = rows[0]?.['QUERY PLAN'][0]?.Plan;
    if (!plan) throw new Error(`${label}: no plan for ${statement.text}`);
    if (!costliest || plan['Total Cost'] > costliest['Total Cost']) costliest = plan;
    for (const table of sequentialScans(plan)) scanned.add(table);
  }
  return {
    label,
    statements: statements.length,
    scanned: [...scanned].sort(),
    top: costliest ? firstBranch(costliest) : '-',
  };
}

function sequentialScans(node: PlanNode): string[] {
  const here =
    node['Node Type'] === 'Seq Scan' && node['Relation Name'] && BIG_TABLES.has(node['Relation Name'])
      ? [node['Relation Name']]
      : [];
  return [...here, ...(node.Plans ?? []).flatMap(sequentialScans)];
}

/** `Limit > Sort > Seq Scan orders`: a plan's top nodes, each node's first child, down to a leaf. */
function firstBranch(node: PlanNode): string {
  const here = [node['Node Type'], node['Relation Name'] ?? node['Index Name']].filter(Boolean).join(' ');
  const [child] = node.Plans ?? [];
  return child ? `${here} > ${firstBranch(child)}` : here;
}

function tableOf(plans: ReadPlan[]): string {
  const width = Math.max(...plans.map((plan) => plan.label.length));
  const row = (label: string, statements: string, scans: string, top: string) =>
    `${label.padEnd(width)}  ${statements.padStart(10)}  ${scans.padEnd(20)}  ${top}`;
  return [
    row('read', 'statements', 'scans whole', 'top of its costliest plan'),
    ...plans.map((plan) =>
      row(plan.label, String(plan.statements), plan.scanned.join(', ') || '-', plan.top),
    ),
  ].join('\n');
}
