import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, line, loginAs, moveOrder, placePaidOrder } from '../../../test/shop.ts';
import { shopForFile } from '../../../test/shop-for-file.ts';
import { orders } from '../../db/schema.ts';

// Booking many orders at once: an order that fails for an unexpected reason is listed as "see the server log",
// and the server log has it.
const { t, take } = shopForFile();
const lines: string[] = [];
let logging: Awaited<ReturnType<typeof import('../../app.ts')['buildApp']>>;
let staff: string;

beforeAll(async () => {
  staff = (await loginAs(t.app, t.dataDir, 'STAFF')).token;
  // Another app on the file's database, whose log output is kept.
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const { buildApp } = await import('../../app.ts');
  logging = await buildApp({ config: t.app.config, database: t.database, logger: { level: 'info', stream } });
});

afterAll(() => logging?.close());

describe('booking many orders at once', () => {
  it('logs each order that failed, with its id and why', async () => {
    const order = await placePaidOrder(t.app, [line(take(), 1)]);
    await moveOrder(t.app, staff, order._id, { to: 'CONFIRMED' });
    // An order without its address cannot be booked.
    await t.database.db.update(orders).set({ shippingAddress: null }).where(eq(orders.id, order._id));

    const bulk = await call(logging, 'POST', '/admin/shipments', {
      token: staff,
      payload: { orderIds: [order._id] },
    });
    expect(bulk.statusCode, JSON.stringify(bulk.json)).toBe(200);
    expect(bulk.json.body.failed).toHaveLength(1);
    const [failure] = bulk.json.body.failed;
    expect(failure).toMatchObject({ _id: order._id, orderId: order.orderId });
    const logged = lines
      .map((entry) => JSON.parse(entry).msg as string)
      .filter((msg) => msg?.includes(order._id));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain(order.orderId);
    expect(logged[0]).toContain(failure.reason);
  });
});
