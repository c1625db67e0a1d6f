import type { AdminDashboard } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, line, loginAs, newMobile, placePaidOrder } from '../../../test/shop.ts';
import { shopForFile } from '../../../test/shop-for-file.ts';
import { orders, productSizes, products, refunds, shipments } from '../../db/schema.ts';

// docs/admin.md#the-dashboard. The app's database is shared by the tests of this file, so each test compares the
// figures before and after what it does, or reads them at a moment no other test has orders in.

const { t, take } = shopForFile();
let staff: string;
let admin: string;
beforeAll(async () => {
  staff = (await loginAs(t.app, t.dataDir, 'STAFF')).token;
  admin = (await loginAs(t.app, t.dataDir, 'ADMIN')).token;
});

async function dashboard(): Promise<AdminDashboard> {
  const res = await call(t.app, 'GET', '/admin/dashboard', { token: staff });
  expect(res.statusCode).toBe(200);
  return res.json.body;
}
const lastDay = (figures: AdminDashboard) =>
  figures.revenueByDay.at(-1) as { orders: number; revenuePaise: number };

async function move(orderId: string, to: string, extra: object = {}) {
  const res = await call(t.app, 'POST', `/admin/orders/${orderId}/transitions`, {
    token: staff,
    payload: { to, ...extra },
  });
  expect(res.statusCode, JSON.stringify(res.json)).toBe(200);
}

describe('sales figures', () => {
  it("counts a paid order in today's and this month's orders and revenue, on today's bar and in the queue to confirm", async () => {
    const before = await dashboard();
    const order = await placePaidOrder(t.app, [line(take(), 2)]);
    // An order started and never paid counts nowhere.
    const unpaid = await call(t.app, 'POST', '/orders/create-razorpay-order', {
      payload: { products: [line(take())] },
    });
    expect(unpaid.statusCode).toBe(200);
    const after = await dashboard();

    for (const period of ['today', 'month'] as const) {
      expect(after.sales[period].orders).toBe(before.sales[period].orders + 1);
      expect(after.sales[period].revenuePaise).toBe(before.sales[period].revenuePaise + order.totalAmount);
      expect(after.sales[period].paidPaise).toBe(before.sales[period].paidPaise + order.totalAmount);
      expect(after.sales[period].averageOrderPaise).toBe(
        Math.round(after.sales[period].paidPaise / after.sales[period].orders),
      );
    }
    expect(lastDay(after).orders).toBe(lastDay(before).orders + 1);
    expect(lastDay(after).revenuePaise).toBe(lastDay(before).revenuePaise + order.totalAmount);
    expect(lastDay(after).revenuePaise).toBe(after.sales.today.revenuePaise);
    expect(after.queues.toConfirm).toBe(before.queues.toConfirm + 1);
    expect(after.queues.toShip).toBe(before.queues.toShip);
  });

  it('moves an order from the queue to confirm to the queue to ship, and out of both once shipped', async () => {
    const order = await placePaidOrder(t.app, [line(take())]);
    const placed = await dashboard();
    await move(order._id, 'CONFIRMED');
    const confirmed = await dashboard();
    expect(confirmed.queues.toConfirm).toBe(placed.queues.toConfirm - 1);
    expect(confirmed.queues.toShip).toBe(placed.queues.toShip + 1);
    expect(confirmed.queues.toPack).toBe(placed.queues.toPack + 1);
    await move(order._id, 'PACKED');
    const packed = await dashboard();
    expect(packed.queues.toShip).toBe(confirmed.queues.toShip);
    expect(packed.queues.toPack).toBe(placed.queues.toPack);
    expect(packed.queues.packed).toBe(placed.queues.packed + 1);
    await move(order._id, 'SHIPPED', { carrier: 'Delhivery', trackingNumber: 'DLV12345678' });
    const shipped = await dashboard();
    expect(shipped.queues.toShip).toBe(placed.queues.toShip);
    expect(shipped.queues.toConfirm).toBe(placed.queues.toConfirm - 1);
    // Shipping changes no money figure.
    expect(shipped.sales.today).toEqual(confirmed.sales.today);
  });

  it('takes a refund off the takings once it completes, leaving the count of orders and their average', async () => {
    const order = await placePaidOrder(t.app, [line(take())]);
    const before = await dashboard();
    const refunded = await call(t.app, 'POST', `/admin/orders/${order._id}/refunds`, {
      token: admin,
      payload: { amount: 1000, reason: 'Dented jar' },
      headers: { 'idempotency-key': `dashboard-refund-${order._id}` },
    });
    expect(refunded.statusCode, JSON.stringify(refunded.json)).toBe(200);
    // Asked of the gateway, not completed: nothing has left the shop yet.
    expect((await dashboard()).sales).toEqual(before.sales);

    const [refund] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    await t.app.services.refunds.settle({
      providerRefundId: refund?.providerRefundId ?? '',
      status: 'processed',
    });
    const after = await dashboard();
    for (const period of ['today', 'month'] as const) {
      expect(after.sales[period].revenuePaise).toBe(before.sales[period].revenuePaise - 1000);
      expect(after.sales[period].refundedPaise).toBe(before.sales[period].refundedPaise + 1000);
      expect(after.sales[period].orders).toBe(before.sales[period].orders);
      expect(after.sales[period].averageOrderPaise).toBe(before.sales[period].averageOrderPaise);
    }
    expect(lastDay(after).revenuePaise).toBe(lastDay(before).revenuePaise - 1000);

    // A credit note that moved no money (a COD parcel back unpaid) leaves the takings as they were.
    await t.database.db.insert(refunds).values({
      orderId: order._id,
      amountPaise: 500,
      reason: 'Returned to origin',
      idempotencyKey: `dashboard-uncollected-${order._id}`,
      method: 'UNCOLLECTED',
      status: 'PROCESSED',
      processedAt: new Date(),
    });
    expect((await dashboard()).sales).toEqual(after.sales);
  });

  it('keeps Indian days and months: an order paid at 00:15 in India counts on that Indian day', async () => {
    const lateFeb = await placePaidOrder(t.app, [line(take())]);
    const earlyMarch = await placePaidOrder(t.app, [line(take())]);
    // 23:45 on 28 February and 00:15 on 2 March, Indian time; both the day before in UTC.
    await t.database.db
      .update(orders)
      .set({ paidAt: new Date('2025-02-28T18:15:00Z') })
      .where(eq(orders.id, lateFeb._id));
    await t.database.db
      .update(orders)
      .set({ paidAt: new Date('2025-03-01T18:45:00Z') })
      .where(eq(orders.id, earlyMarch._id));

    // 11:30 on 2 March 2025 in India: no test of this file has other orders then.
    const figures = await t.app.services.dashboard.read(new Date('2025-03-02T06:00:00Z'));
    expect(figures.today).toBe('2025-03-02');
    expect(figures.sales.today).toEqual({
      orders: 1,
      revenuePaise: earlyMarch.totalAmount,
      paidPaise: earlyMarch.totalAmount,
      refundedPaise: 0,
      averageOrderPaise: earlyMarch.totalAmount,
    });
    expect(figures.sales.month.orders).toBe(1);

    const days = figures.revenueByDay;
    expect(days).toHaveLength(30);
    expect(days[0]?.day).toBe('2025-02-01');
    expect(days.at(-1)?.day).toBe('2025-03-02');
    // Every day present once, one after the other.
    for (const [index, day] of days.entries()) {
      expect(day.day).toBe(new Date(Date.UTC(2025, 1, 1 + index)).toISOString().slice(0, 10));
    }
    const byDay = Object.fromEntries(days.map((day) => [day.day, day]));
    expect(byDay['2025-02-28']).toEqual({ day: '2025-02-28', orders: 1, revenuePaise: lateFeb.totalAmount });
    expect(byDay['2025-03-01']).toEqual({ day: '2025-03-01', orders: 0, revenuePaise: 0 });
    expect(byDay['2025-03-02']).toEqual({
      day: '2025-03-02',
      orders: 1,
      revenuePaise: earlyMarch.totalAmount,
    });
    expect(days.filter((day) => day.orders > 0)).toHaveLength(2);

    // The February order is March's only when read in February's last Indian day.
    const lastOfFebruary = await t.app.services.dashboard.read(new Date('2025-02-28T18:20:00Z'));
    expect(lastOfFebruary.today).toBe('2025-02-28');
    expect(lastOfFebruary.sales.today.orders).toBe(1);
    expect(lastOfFebruary.sales.month.revenuePaise).toBe(lateFeb.totalAmount);
  });
});

describe('what waits for the team', () => {
  it('counts reviews waiting for approval and unread messages', async () => {
    const before = await dashboard();
    const shopper = await loginAs(t.app, t.dataDir, 'CUSTOMER');
    const reviewed = await call(t.app, 'POST', '/productReviews/userReviews', {
      token: shopper.token,
      payload: { product: take().productId, rating: 5, displayName: 'Meera', reviewText: 'Lovely' },
    });
    expect(reviewed.statusCode, JSON.stringify(reviewed.json)).toBe(200);
    const sent = await call(t.app, 'POST', '/contactUs', {
      payload: { name: 'Meera', email: 'meera@example.com', number: newMobile(), message: 'Hello' },
    });
    expect(sent.statusCode, JSON.stringify(sent.json)).toBe(200);
    const after = await dashboard();
    expect(after.queues.pendingReviews).toBe(before.queues.pendingReviews + 1);
    expect(after.queues.unreadMessages).toBe(before.queues.unreadMessages + 1);
  });

  it("lists a size below its product's low-stock threshold until restocked, raised above or deleted", async () => {
    const size = take();
    const low = { productId: size.productId, sizeId: size.sizeId };
    const listed = async () => (await dashboard()).lowStock.find((row) => row.sizeId === size.sizeId);
    const [product] = await t.database.db.select().from(products).where(eq(products.id, size.productId));
    const [stored] = await t.database.db.select().from(productSizes).where(eq(productSizes.id, size.sizeId));

    await t.database.db.update(productSizes).set({ stock: 0 }).where(eq(productSizes.id, size.sizeId));
    await t.database.db.update(products).set({ lowStockThreshold: 3 }).where(eq(products.id, size.productId));
    expect(await listed()).toEqual({
      ...low,
      productName: product?.name,
      size: stored?.title,
      stock: 0,
      threshold: 3,
    });
    const figures = await dashboard();
    expect(figures.lowStockTotal).toBeGreaterThanOrEqual(figures.lowStock.length);
    // Lowest stock first.
    const stocks = figures.lowStock.map((row) => row.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));

    await t.database.db.update(productSizes).set({ stock: 3 }).where(eq(productSizes.id, size.sizeId));
    expect(await listed()).toBeUndefined();
    await t.database.db.update(products).set({ lowStockThreshold: 4 }).where(eq(products.id, size.productId));
    expect((await listed())?.stock).toBe(3);

    const deleted = await call(t.app, 'DELETE', `/admin/products/${size.productId}`, { token: admin });
    expect(deleted.statusCode).toBe(200);
    expect(await listed()).toBeUndefined();
  });

  it('is for the shop team only', async () => {
    const shopper = await loginAs(t.app, t.dataDir, 'CUSTOMER');
    expect((await call(t.app, 'GET', '/admin/dashboard', { token: shopper.token })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/admin/dashboard')).statusCode).toBe(401);
  });
});

describe('parcels with the courier aggregator (the sandbox)', () => {
  const advance = async (awb: string, ...statuses: string[]) => {
    for (const status of statuses) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/sandbox/shiprocket/advance',
        payload: { awb, status },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  };
  /** A paid order confirmed and booked with the sandbox's preselected courier; its AWB. */
  async function booked() {
    const order = await placePaidOrder(t.app, [line(take())]);
    await move(order._id, 'CONFIRMED');
    const res = await call(t.app, 'POST', `/admin/orders/${order._id}/shipment`, {
      token: staff,
      payload: {},
    });
    expect(res.statusCode, JSON.stringify(res.json)).toBe(200);
    return { order, awb: res.json.body.shipment.awb as string };
  }

  it('counts parcels to hand over until picked up or cancelled, and failed deliveries until decided', async () => {
    const before = (await dashboard()).shipping;
    const waiting = await booked();
    const failing = await booked();
    expect((await dashboard()).shipping.toHandOver).toBe(before.toHandOver + 2);

    await advance(failing.awb, 'PICKED_UP', 'OUT_FOR_DELIVERY', 'UNDELIVERED');
    const failed = (await dashboard()).shipping;
    expect(failed.toHandOver).toBe(before.toHandOver + 1);
    expect(failed.failedDeliveries).toBe(before.failedDeliveries + 1);

    const cancelled = await call(t.app, 'DELETE', `/admin/orders/${waiting.order._id}/shipment`, {
      token: staff,
    });
    expect(cancelled.statusCode, JSON.stringify(cancelled.json)).toBe(200);
    await advance(failing.awb, 'OUT_FOR_DELIVERY');
    const after = (await dashboard()).shipping;
    expect(after.toHandOver).toBe(before.toHandOver);
    expect(after.failedDeliveries).toBe(before.failedDeliveries);
  });

  it('rates returns to origin among the parcels shipped in the last 30 days, and averages payment to delivery', async () => {
    const delivered = [await booked(), await booked()];
    const returned = await booked();
    const notPickedUp = await booked();
    const longAgo = await booked();
    for (const { awb } of [...delivered, longAgo]) await advance(awb, 'PICKED_UP', 'DELIVERED');
    await advance(returned.awb, 'PICKED_UP', 'UNDELIVERED', 'RTO_INITIATED');

    // Moved to June 2024, which no other test has orders in: paid, booked and delivered on known days.
    const dated = async (
      { order }: { order: { _id: string } },
      paid: string,
      bookedAt: string,
      deliveredAt: string | null,
    ) => {
      await t.database.db
        .update(orders)
        .set({ paidAt: new Date(paid), ...(deliveredAt ? { deliveredAt: new Date(deliveredAt) } : {}) })
        .where(eq(orders.id, order._id));
      await t.database.db
        .update(shipments)
        .set({ createdAt: new Date(bookedAt) })
        .where(eq(shipments.orderId, order._id));
    };
    await dated(
      delivered[0] as { order: { _id: string } },
      '2024-06-10T00:00:00Z',
      '2024-06-10T06:00:00Z',
      '2024-06-13T00:00:00Z',
    );
    await dated(
      delivered[1] as { order: { _id: string } },
      '2024-06-12T00:00:00Z',
      '2024-06-12T06:00:00Z',
      '2024-06-14T00:00:00Z',
    );
    await dated(returned, '2024-06-15T00:00:00Z', '2024-06-15T06:00:00Z', null);
    await dated(notPickedUp, '2024-06-16T00:00:00Z', '2024-06-16T06:00:00Z', null);
    // Paid, booked and delivered more than 30 days before the reading: in no figure.
    await dated(longAgo, '2024-05-01T00:00:00Z', '2024-05-01T06:00:00Z', '2024-05-20T00:00:00Z');

    const { shipping } = await t.app.services.dashboard.read(new Date('2024-06-30T00:00:00Z'));
    expect(shipping).toMatchObject({ shipped: 3, returnedToOrigin: 1, averageDaysToDelivery: 2.5 });
    expect(shipping.rtoRate).toBeCloseTo(1 / 3);

    // Before anything shipped, no rate and no average.
    const empty = await t.app.services.dashboard.read(new Date('2024-01-01T00:00:00Z'));
    expect(empty.shipping).toMatchObject({
      shipped: 0,
      returnedToOrigin: 0,
      rtoRate: null,
      averageDaysToDelivery: null,
    });
  });
});
