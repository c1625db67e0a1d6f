import { beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs } from '../../../test/shop.ts';
import { appForFile } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import { carts, orders } from '../../db/schema.ts';

// docs/carts.md#figures: the dashboard's cart figures from carts and orders written straight to the tables, read
// at a moment in 2032 when no other cart or order of the demo shop falls in the last 30 days.

const t = appForFile();
const NOW = new Date('2032-05-31T12:00:00Z');
const DAY = 24 * 3_600_000;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);
let admin: string;

let numbered = 0;
async function order(days: number, totalAmountPaise: number, orderStatus: 'PLACED' | 'CANCELLED' = 'PLACED') {
  const [row] = await t.app.db
    .insert(orders)
    .values({
      orderId: `ORD-2032-CART-${++numbered}`,
      orderStatus,
      subtotalPaise: totalAmountPaise,
      totalAmountPaise,
      paidAt: ago(days),
      paymentStatus: 'PAID',
      createdAt: ago(days),
    })
    .returning({ id: orders.id });
  if (!row) throw new Error('the order was not written');
  return row.id;
}

/** A cart reminded `days` ago, bought (closed) a day later by `orderId` when given. */
async function cart(
  days: number,
  { orderId, mobile = '9800000001' }: { orderId?: string; mobile?: string } = {},
) {
  await t.app.db.insert(carts).values({
    mobile,
    lines: [],
    remindersSent: 1,
    lastRemindedAt: ago(days),
    createdAt: ago(days + 1),
    ...(orderId ? { closedAt: ago(days - 1), recoveredOrderId: orderId } : {}),
  });
}

beforeAll(async () => {
  admin = (await loginAs(t.app, t.dataDir, 'ADMIN')).token;
  // In the last 30 days: four carts reminded, two bought after it (one order closing two carts of one buyer
  // counts once), one bought and then cancelled.
  await cart(3);
  const bought = await order(4, 125_000);
  await cart(5, { orderId: bought, mobile: '9800000002' });
  await cart(6, { orderId: bought, mobile: '9800000002' });
  await cart(10, { orderId: await order(9, 60_000) });
  await cart(12, { orderId: await order(11, 99_900, 'CANCELLED') });
  // Reminded and bought before the 30 days.
  await cart(45, { orderId: await order(44, 70_000) });
});

describe('the dashboard’s cart figures', () => {
  it('count carts reminded, orders recovered and their revenue over 30 days', async () => {
    expect((await t.app.services.dashboard.read(NOW)).carts).toEqual({
      remindedCarts: 5,
      recoveredOrders: 2,
      recoveredRevenuePaise: 185_000,
    });
  });

  it('count an order as recovered only when it bought the cart within 7 days of its last reminder', async () => {
    // A month of its own, a year on, with carts bought through the carts service as a placed order closes them.
    const later = new Date(NOW.getTime() + 365 * DAY);
    const before = (days: number) => new Date(later.getTime() - days * DAY);
    const boughtAfter = async (reminded: number, bought: number, mobile: string, total: number) => {
      await t.app.db.insert(carts).values({
        mobile,
        lines: [],
        remindersSent: 1,
        lastRemindedAt: before(reminded),
        createdAt: before(reminded + 1),
      });
      const orderId = await order(365 + bought, total);
      await t.app.db.transaction((tx) =>
        t.app.services.carts.orderPlaced(
          tx as Db,
          { id: orderId, userId: null, contactMobile: mobile },
          before(bought),
        ),
      );
    };
    await boughtAfter(10, 4, '9800000011', 50_000);
    await boughtAfter(12, 3, '9800000012', 80_000);
    expect((await t.app.services.dashboard.read(later)).carts).toEqual({
      remindedCarts: 2,
      recoveredOrders: 1,
      recoveredRevenuePaise: 50_000,
    });
  });

  it('are part of GET /admin/dashboard', async () => {
    const answer = await call(t.app, 'GET', '/admin/dashboard', { token: admin });
    expect(answer.statusCode).toBe(200);
    expect(answer.json.body.carts).toEqual({
      remindedCarts: expect.any(Number),
      recoveredOrders: expect.any(Number),
      recoveredRevenuePaise: expect.any(Number),
    });
  });
});
