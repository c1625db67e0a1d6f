import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  exportCsv,
  listOrders,
  move,
  paidOrder,
  setOrder,
  staff,
  t,
  unusedSize,
  useAdminOrders,
} from '../../../test/admin-orders.ts';
import { call, line, newMobile } from '../../../test/shop.ts';
import { orders } from '../../db/schema.ts';
import { OrderAdminQueriesService } from './order-admin-queries.service.ts';
import { guardFormula } from './order-export.ts';

useAdminOrders();

/** The rows of an exported CSV, without its byte-order mark; a small parser that honours quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
    } else if (char !== '\r') cell += char;
  }
  if (cell || row.length > 0) rows.push([...row, cell]);
  return rows;
}

describe('GET /admin/orders', () => {
  let first: Awaited<ReturnType<typeof paidOrder>>;
  let second: Awaited<ReturnType<typeof paidOrder>>;
  const name = `Zoravar Rathore ${process.pid}`;
  const mobile = newMobile();

  beforeAll(async () => {
    first = await paidOrder(1, mobile);
    second = await paidOrder(3, mobile);
    await setOrder(first._id, { contactName: name });
    await setOrder(second._id, { contactName: name });
  });

  it('finds an order by its id, by the mobile (with or without +91) and by part of the name', async () => {
    const byId = await listOrders(`q=${first.orderId}`);
    expect(byId.body.map((row) => row._id)).toEqual([first._id]);
    expect(byId.body[0]).toMatchObject({
      orderId: first.orderId,
      customer: { name, mobile },
      itemCount: 1,
      totalAmount: first.totalAmount,
      orderStatus: 'PLACED',
      paymentStatus: 'PAID',
    });
    expect(new Date(byId.body[0]?.placedAt ?? '').getTime()).toBe(new Date(first.paidAt ?? '').getTime());

    for (const typed of [mobile, `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`, mobile.slice(3)]) {
      const byMobile = await listOrders(`q=${encodeURIComponent(typed)}`);
      expect(byMobile.body.map((row) => row._id).sort(), typed).toEqual([first._id, second._id].sort());
    }
    const byName = await listOrders(`search=${encodeURIComponent(`rathore ${process.pid}`)}`);
    expect(byName.totalRecords).toBe(2);
    // An ILIKE wildcard typed in the box matches only itself.
    expect((await listOrders('q=%25')).totalRecords).toBe(0);
  });

  it('pages and sorts: newest first by default, oldest first, or the largest amount first', async () => {
    const q = `q=${mobile}`;
    const newest = await listOrders(`${q}&limit=1`);
    expect(newest).toMatchObject({ totalRecords: 2, totalPages: 2, page: 1 });
    expect(newest.body.map((row) => row._id)).toEqual([second._id]);
    const pageTwo = await listOrders(`${q}&limit=1&page=2`);
    expect(pageTwo.body.map((row) => row._id)).toEqual([first._id]);
    const oldest = await listOrders(`${q}&sort=oldest`);
    expect(oldest.body.map((row) => row._id)).toEqual([first._id, second._id]);
    const larger = first.totalAmount > second.totalAmount ? first : second;
    const byAmount = await listOrders(`${q}&sort=amount`);
    expect(byAmount.body[0]?._id).toBe(larger._id);
    const itemCounts = Object.fromEntries(byAmount.body.map((row) => [row._id, row.itemCount]));
    expect(itemCounts).toEqual({ [first._id]: 1, [second._id]: 3 });
  });

  it('filters by order state and payment state, and leaves unpaid checkouts out unless asked for', async () => {
    expect((await move(second._id, { to: 'CONFIRMED' })).statusCode).toBe(200);
    const confirmed = await listOrders(`q=${mobile}&status=CONFIRMED`);
    expect(confirmed.body.map((row) => row._id)).toEqual([second._id]);
    expect((await listOrders(`q=${mobile}&status=PACKED`)).totalRecords).toBe(0);
    expect((await listOrders(`q=${mobile}&paymentStatus=PAID`)).totalRecords).toBe(2);
    expect((await listOrders(`q=${mobile}&paymentStatus=REFUNDED`)).totalRecords).toBe(0);

    const size = unusedSize();
    const opened = await call(t.app, 'POST', '/orders/create-razorpay-order', {
      payload: { products: [line(size)], isBundle: false },
    });
    const [unpaid] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.providerOrderId, opened.json.body.id));
    if (!unpaid) throw new Error('no unpaid order');
    expect((await listOrders(`q=${unpaid.orderId}`)).totalRecords).toBe(0);
    const pending = await listOrders(`q=${unpaid.orderId}&status=PENDING`);
    expect(pending.body).toMatchObject([
      { _id: unpaid.id, orderStatus: 'PENDING', paymentStatus: 'PENDING' },
    ]);
  });

  it('takes a range of Indian days, both ends included', async () => {
    // 00:00 on 15 January 2031 in India is 18:30 on the 14th in UTC.
    await setOrder(first._id, { paidAt: new Date('2031-01-14T18:30:00Z') });
    await setOrder(second._id, { paidAt: new Date('2031-01-14T18:29:59Z') });
    const q = `q=${mobile}`;
    expect((await listOrders(`${q}&from=2031-01-15&to=2031-01-15`)).body.map((row) => row._id)).toEqual([
      first._id,
    ]);
    expect((await listOrders(`${q}&to=2031-01-14`)).body.map((row) => row._id)).toEqual([second._id]);
    expect((await listOrders(`${q}&from=2031-01-14`)).totalRecords).toBe(2);
    expect((await listOrders(`${q}&from=2031-01-16`)).totalRecords).toBe(0);
  });

  it('refuses filters it does not know, with the field named', async () => {
    for (const [query, field] of [
      ['status=LOST', 'status'],
      ['paymentStatus=MAYBE', 'paymentStatus'],
      ['from=2026-02-30', 'from'],
      ['to=yesterday', 'to'],
      ['from=2026-02-02&to=2026-02-01', 'to'],
      ['sort=random', 'sort'],
      ['limit=500', 'limit'],
    ] as const) {
      const { statusCode, json } = await call(t.app, 'GET', `/admin/orders?${query}`, { token: staff.token });
      expect(statusCode, query).toBe(400);
      expect(Object.keys(json.errors ?? {}), query).toContain(field);
    }
  });
});

describe('GET /admin/orders/export.csv', () => {
  const range = 'from=2032-03-01&to=2032-03-02';
  let inside: Awaited<ReturnType<typeof paidOrder>>[];
  let outside: Awaited<ReturnType<typeof paidOrder>>[];

  beforeAll(async () => {
    inside = [await paidOrder(1), await paidOrder(2), await paidOrder(1)];
    outside = [await paidOrder(1), await paidOrder(1)];
    const [a, b, c] = inside as [(typeof inside)[0], (typeof inside)[0], (typeof inside)[0]];
    const [before, after] = outside as [(typeof inside)[0], (typeof inside)[0]];
    // 00:00 IST on 1 March and 23:59 IST on 2 March are in; a minute either side is out.
    await setOrder(a._id, { paidAt: new Date('2032-02-29T18:30:00Z'), contactName: 'Singh, "Bobby"' });
    await setOrder(b._id, { paidAt: new Date('2032-03-01T10:00:00Z'), contactName: '=HYPERLINK("x")' });
    // The same moment as b: the keyset's tie is broken by the id.
    await setOrder(c._id, { paidAt: new Date('2032-03-01T10:00:00Z'), contactName: '@Riya' });
    await setOrder(before._id, { paidAt: new Date('2032-02-29T18:29:00Z') });
    await setOrder(after._id, { paidAt: new Date('2032-03-02T18:30:00Z') });
  });

  it('streams one row per line of the orders paid in the range, as an attachment named by the range', async () => {
    const response = await exportCsv(range);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="orders-2032-03-01-to-2032-03-02.csv"',
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(response.body);
    expect(header?.slice(0, 3)).toEqual(['Order ID', 'Paid at (IST)', 'Order state']);
    const column = (name: string) => (header ?? []).indexOf(name);
    const orderIds = rows.map((row) => row[column('Order ID')]);
    expect(new Set(orderIds)).toEqual(new Set(inside.map((order) => order.orderId)));
    for (const order of outside) expect(orderIds).not.toContain(order.orderId);
    // One row per line, the order's columns on each.
    expect(rows).toHaveLength(inside.reduce((sum, order) => sum + order.products.length, 0));

    const [a, b] = inside as [(typeof inside)[0], (typeof inside)[0]];
    const rowOf = (orderId: string) => rows.find((row) => row[column('Order ID')] === orderId) ?? [];
    expect(rowOf(a.orderId)[column('Paid at (IST)')]).toBe('2032-03-01 00:00');
    expect(rowOf(a.orderId)[column('Customer name')]).toBe('Singh, "Bobby"');
    expect(rowOf(a.orderId)[column('Order total')]).toBe((a.totalAmount / 100).toFixed(2));
    expect(rowOf(a.orderId)[column('SKU')]).toBe(a.products[0]?.product.sku);
    expect(rowOf(a.orderId)[column('Quantity')]).toBe('1');
    expect(rowOf(b.orderId)[column('Customer name')]).toBe(`'=HYPERLINK("x")`);
    expect(rowOf(b.orderId)[column('Quantity')]).toBe('2');
    expect(rows.some((row) => row[column('Customer name')] === "'@Riya")).toBe(true);
  });

  it('reads in batches without losing or repeating an order, ties in time included', async () => {
    const service = new OrderAdminQueriesService(t.database.db, t.app.services.audit, 2);
    let text = '';
    for await (const chunk of service.exportCsv('2032-03-01', '2032-03-02')) text += chunk;
    const [header, ...rows] = parseCsv(text);
    const ids = rows.map((row) => row[(header ?? []).indexOf('Order ID')]);
    expect([...new Set(ids)].sort()).toEqual(inside.map((order) => order.orderId).sort());
    expect(rows).toHaveLength(inside.length);
  });

  it('needs both ends of the range, the first not after the last', async () => {
    expect((await exportCsv('from=2032-03-01')).statusCode).toBe(400);
    expect((await exportCsv('from=2032-03-02&to=2032-03-01')).statusCode).toBe(400);
    const empty = await exportCsv('from=1999-01-01&to=1999-01-01');
    expect(parseCsv(empty.body)).toHaveLength(1);
  });

  it('never lets a cell start a formula', () => {
    expect(['=1+1', '+91', '-5', '@SUM', '\tx', 'Asha'].map(guardFormula)).toEqual([
      "'=1+1",
      "'+91",
      "'-5",
      "'@SUM",
      "'\tx",
      'Asha',
    ]);
  });

  it('guards the full-width and small signs, a carriage return, and signs behind any Unicode space', () => {
    const formulas = [
      '＝1+1',
      '＋91',
      '－1+2',
      '＠SUM(A1)',
      '﹦1+1',
      '﹢1',
      '﹣1',
      '﹫x',
      '\rx',
      ' =1+1',
      '\u00A0+1',
      '\u3000＝1+1',
      '\u2003\u2009-1',
      '\n@x',
      '\uFEFF=1',
      '\u200B＋1',
    ];
    for (const value of formulas) expect(guardFormula(value), JSON.stringify(value)).toBe(`'${value}`);
    for (const value of ['', ' ', 'Asha Rao', ' Asha', '1-2', 'A＝B', '9000000001', '\u3000Asha'])
      expect(guardFormula(value), JSON.stringify(value)).toBe(value);
  });
});
