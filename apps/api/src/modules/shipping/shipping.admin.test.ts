import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { movesOf, orderOf } from '../../../test/shipping-shop.ts';
import { call, line, login, loginAs, moveOrder, placePaidOrder, stockOf } from '../../../test/shop.ts';
import { shopForFile } from '../../../test/shop-for-file.ts';
import { shipments } from '../../db/schema.ts';

// Booking, labels, tracking and failed deliveries through the sandbox courier aggregator, the default provider,
// which speaks Shiprocket's protocol offline and posts its tracking webhooks to the shop.
const { t, take } = shopForFile();
let staff: string;

beforeAll(async () => {
  staff = (await loginAs(t.app, t.dataDir, 'STAFF')).token;
});

async function confirmedOrder() {
  const order = await placePaidOrder(t.app, [line(take(), 1)]);
  await moveOrder(t.app, staff, order._id, { to: 'CONFIRMED' });
  return order;
}

const book = (orderDbId: string, payload: object = {}) =>
  call(t.app, 'POST', `/admin/orders/${orderDbId}/shipment`, { token: staff, payload });

const advance = (awb: string, status: string) =>
  t.app.inject({ method: 'POST', url: '/sandbox/shiprocket/advance', payload: { awb, status } });

const get = (url: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { authorization: `Bearer ${staff}` } });

describe('shipping an order through the courier aggregator', () => {
  it('lists the couriers by the shop’s rule, books the chosen one, packs the order, and books it once', async () => {
    const order = await confirmedOrder();
    const couriers = await call(t.app, 'GET', `/admin/orders/${order._id}/couriers`, { token: staff });
    expect(couriers.statusCode, JSON.stringify(couriers.json)).toBe(200);
    const choice = couriers.json.body;
    expect(choice.rule).toBe('cheapest');
    expect(choice.couriers.length).toBeGreaterThan(1);
    const rates = choice.couriers.map((courier: { rate: number }) => courier.rate);
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
    expect(choice.preselectedCourierId).toBe(choice.couriers[0].courierId);
    expect(choice.parcel.weightGrams).toBeGreaterThan(100);

    const chosen = choice.couriers.at(-1);
    const booked = await book(order._id, { courierId: chosen.courierId });
    expect(booked.statusCode, JSON.stringify(booked.json)).toBe(200);
    const shipment = booked.json.body.shipment;
    expect(booked.json.body.orderStatus).toBe('PACKED');
    expect(shipment).toMatchObject({
      courierName: chosen.courierName,
      courierId: chosen.courierId,
      rate: chosen.rate,
      labelUrl: `/api/v1/admin/orders/${order._id}/shipment/label`,
    });
    expect(shipment.awb).toBeTruthy();

    // Asked again (a double click), it answers the parcel already booked.
    const again = await book(order._id);
    expect(again.statusCode).toBe(200);
    expect(again.json.body.shipment.awb).toBe(shipment.awb);
    const rows = await t.database.db.select().from(shipments).where(eq(shipments.orderId, order._id));
    expect(rows).toHaveLength(1);

    const label = await get(`/admin/orders/${order._id}/shipment/label`);
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    expect(label.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses an order that is not confirmed or packed, or refunded in full, and stores nothing', async () => {
    const order = await placePaidOrder(t.app, [line(take(), 1)]);
    const refused = await book(order._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json.message).toBe('Only a confirmed or packed order can be shipped; this one is PLACED');
    const rows = await t.database.db.select().from(shipments).where(eq(shipments.orderId, order._id));
    expect(rows).toEqual([]);

    // An order refunded in full goes no further: nothing is booked for it.
    const refunded = await confirmedOrder();
    const admin = await loginAs(t.app, t.dataDir, 'ADMIN');
    const refund = await call(t.app, 'POST', `/admin/orders/${refunded._id}/refunds`, {
      token: admin.token,
      payload: { amount: refunded.totalAmount, reason: 'Out of stock after all' },
      headers: { 'idempotency-key': `refund-${refunded._id}` },
    });
    expect(refund.statusCode, JSON.stringify(refund.json)).toBe(200);
    const blocked = await book(refunded._id);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json.message).toMatch(/refunded in full/);
    const none = await t.database.db.select().from(shipments).where(eq(shipments.orderId, refunded._id));
    expect(none).toEqual([]);
  });

  it('follows the sandbox’s webhooks to delivery, and takes each scan once', async () => {
    const order = await confirmedOrder();
    const awb = (await book(order._id)).json.body.shipment.awb as string;
    for (const status of ['PICKED_UP', 'IN_TRANSIT', 'OUT_FOR_DELIVERY', 'DELIVERED']) {
      expect((await advance(awb, status)).statusCode).toBe(200);
      expect((await orderOf(t, order._id)).orderStatus).toBe(status === 'PICKED_UP' ? 'SHIPPED' : status);
    }
    expect((await orderOf(t, order._id)).deliveredAt).not.toBeNull();
    expect((await movesOf(t, order._id)).slice(-4)).toEqual([
      'PACKED→SHIPPED by COURIER',
      'SHIPPED→IN_TRANSIT by COURIER',
      'IN_TRANSIT→OUT_FOR_DELIVERY by COURIER',
      'OUT_FOR_DELIVERY→DELIVERED by COURIER',
    ]);
    const read = await call(t.app, 'GET', `/admin/orders/${order._id}`, { token: staff });
    expect(read.json.body.shipment.scans.map((scan: { status: string }) => scan.status)).toEqual([
      'PICKED_UP',
      'IN_TRANSIT',
      'OUT_FOR_DELIVERY',
      'DELIVERED',
    ]);
  });

  it('books many orders at once, listing the failures, with one label PDF, one manifest and one pickup', async () => {
    const ready = [await confirmedOrder(), await confirmedOrder(), await confirmedOrder()];
    const notReady = await placePaidOrder(t.app, [line(take(), 1)]);
    const bulk = await call(t.app, 'POST', '/admin/shipments', {
      token: staff,
      payload: { orderIds: [...ready.map((order) => order._id), notReady._id] },
    });
    expect(bulk.statusCode, JSON.stringify(bulk.json)).toBe(200);
    const { created, failed, labelUrl, manifestUrl } = bulk.json.body;
    expect(created.map((row: { orderId: string }) => row.orderId)).toEqual(
      ready.map((order) => order.orderId),
    );
    expect(failed).toEqual([
      {
        _id: notReady._id,
        orderId: notReady.orderId,
        reason: 'Only a confirmed or packed order can be shipped; this one is PLACED',
      },
    ]);
    const rows = await t.database.db.select().from(shipments);
    const booked = rows.filter((row) => ready.some((order) => order._id === row.orderId));
    expect(booked.every((row) => row.status === 'PICKUP_SCHEDULED' && row.pickupRequestedAt)).toBe(true);

    for (const url of [labelUrl, manifestUrl]) {
      const pdf = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${staff}` } });
      expect(pdf.statusCode, url).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
    }
    const labels = await t.app.inject({
      method: 'GET',
      url: labelUrl,
      headers: { authorization: `Bearer ${staff}` },
    });
    // One page per parcel.
    expect(labels.rawPayload.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(3);
    const unknown = await get('/admin/shipments/labels?ids=00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });

  it('cancels a parcel before pickup and not after', async () => {
    const order = await confirmedOrder();
    const first = (await book(order._id)).json.body.shipment.awb as string;
    const cancelled = await call(t.app, 'DELETE', `/admin/orders/${order._id}/shipment`, { token: staff });
    expect(cancelled.statusCode, JSON.stringify(cancelled.json)).toBe(200);
    expect(cancelled.json.body).toMatchObject({
      orderStatus: 'PACKED',
      shipment: { status: 'CANCELLED', labelUrl: null },
    });
    // Booked again: a new parcel.
    const second = (await book(order._id)).json.body.shipment.awb as string;
    expect(second).not.toBe(first);
    await advance(second, 'PICKED_UP');
    const late = await call(t.app, 'DELETE', `/admin/orders/${order._id}/shipment`, { token: staff });
    expect(late.statusCode).toBe(409);
    expect(late.json.message).toBe('The courier has picked this parcel up: it can no longer be cancelled');
  });

  it('queues a failed delivery and sends the team’s decision to the courier', async () => {
    const order = await confirmedOrder();
    const awb = (await book(order._id)).json.body.shipment.awb as string;
    const early = await call(t.app, 'POST', `/admin/orders/${order._id}/ndr`, {
      token: staff,
      payload: { action: 'reattempt' },
    });
    expect(early.statusCode).toBe(409);
    await advance(awb, 'PICKED_UP');
    await advance(awb, 'OUT_FOR_DELIVERY');
    await advance(awb, 'UNDELIVERED');
    const queue = await call(t.app, 'GET', '/admin/shipping/failed-deliveries', { token: staff });
    expect(queue.json.body).toContainEqual(
      expect.objectContaining({ _id: order._id, awb, failedAttempts: 1 }),
    );

    const bad = await call(t.app, 'POST', `/admin/orders/${order._id}/ndr`, {
      token: staff,
      payload: { action: 'reattempt', phone: '12345' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json.errors.phone).toBe('Phone must be a 10-digit Indian mobile number');
    const decided = await call(t.app, 'POST', `/admin/orders/${order._id}/ndr`, {
      token: staff,
      payload: { action: 'reattempt', date: '2026-12-02', phone: '9876543210' },
    });
    expect(decided.statusCode, JSON.stringify(decided.json)).toBe(200);
    const notes = decided.json.body.history.map((event: { note: string | null }) => event.note);
    expect(notes).toContain('Asked the courier to try again, on 2026-12-02, phone 9876543210');
    // The back office may still mark it delivered by hand.
    expect(decided.json.body.allowedMoves).toEqual(['DELIVERED']);
  });

  it('picks up an accepted return from the shopper, and its arrival at the warehouse makes the order RETURNED', async () => {
    const shopper = await login(t.app, t.dataDir);
    const size = take();
    const order = await placePaidOrder(t.app, [line(size, 1)], { token: shopper.token });
    await moveOrder(t.app, staff, order._id, { to: 'CONFIRMED' });
    const awb = (await book(order._id)).json.body.shipment.awb as string;
    for (const status of ['PICKED_UP', 'DELIVERED']) await advance(awb, status);
    const early = await call(t.app, 'POST', `/admin/orders/${order._id}/return-pickup`, { token: staff });
    expect(early.statusCode).toBe(409);
    const asked = await call(t.app, 'POST', `/orders/userOrders/${order._id}/return`, {
      token: shopper.token,
      payload: { reason: 'The bottle arrived cracked and leaking', photos: [] },
    });
    expect(asked.statusCode, JSON.stringify(asked.json)).toBe(200);

    const pickup = await call(t.app, 'POST', `/admin/orders/${order._id}/return-pickup`, { token: staff });
    expect(pickup.statusCode, JSON.stringify(pickup.json)).toBe(200);
    const returnShipment = pickup.json.body.returnShipment;
    expect(returnShipment).toMatchObject({ kind: 'RETURN', labelUrl: null });
    expect(returnShipment.awb).toBeTruthy();
    expect(pickup.json.body.shipment.awb).toBe(awb);
    const again = await call(t.app, 'POST', `/admin/orders/${order._id}/return-pickup`, { token: staff });
    expect(again.json.body.returnShipment.awb).toBe(returnShipment.awb);

    const before = await stockOf(t.app, size.sizeId);
    await advance(returnShipment.awb, 'PICKED_UP');
    expect((await orderOf(t, order._id)).orderStatus).toBe('RETURN_REQUESTED');
    await advance(returnShipment.awb, 'DELIVERED');
    expect((await orderOf(t, order._id)).orderStatus).toBe('RETURNED');
    expect((await movesOf(t, order._id)).at(-1)).toBe('RETURN_REQUESTED→RETURNED by COURIER');
    expect(await stockOf(t.app, size.sizeId)).toBe((before ?? 0) + 1);
  });

  it('refuses a webhook without the token or with a body it cannot read, and answers a replay with nothing new', async () => {
    const sandbox = t.app.services.shippingSandbox;
    if (!sandbox) throw new Error('the sandbox is the default provider');
    const order = await confirmedOrder();
    const awb = (await book(order._id)).json.body.shipment.awb as string;
    const sent: { body: string; headers: Record<string, string> }[] = [];
    // Keep what the sandbox would post, and post it here instead.
    sandbox.deliverWebhooksTo(async (webhook) => void sent.push(webhook));
    await advance(awb, 'PICKED_UP');
    const [webhook] = sent;
    if (!webhook) throw new Error('the sandbox sent no webhook');
    const post = (body: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/v1/webhooks/courier-tracking', headers, payload: body });

    const forged = await post(webhook.body, { ...webhook.headers, 'x-api-key': 'not-the-token-at-all' });
    expect(forged.statusCode).toBe(401);
    const unread = await post('{"awb": ', webhook.headers);
    expect(unread.statusCode).toBe(400);
    expect((await orderOf(t, order._id)).orderStatus).toBe('PACKED');

    const first = await post(webhook.body, webhook.headers);
    expect(first.statusCode).toBe(200);
    expect(first.json().body).toEqual({ outcome: 'moved' });
    const replay = await post(webhook.body, webhook.headers);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().body).toEqual({ outcome: 'replay' });
    expect((await movesOf(t, order._id)).filter((move) => move.endsWith('by COURIER'))).toEqual([
      'PACKED→SHIPPED by COURIER',
    ]);
  });

  it('finds a scan whose webhook was lost when it asks after a quiet parcel', async () => {
    const sandbox = t.app.services.shippingSandbox;
    const poll = t.app.services.shipments.poll;
    if (!sandbox || !poll) throw new Error('the sandbox is the default provider');
    const order = await confirmedOrder();
    const awb = (await book(order._id)).json.body.shipment.awb as string;
    sandbox.deliverWebhooksTo(async () => {});
    await advance(awb, 'PICKED_UP');
    await advance(awb, 'IN_TRANSIT');
    expect((await orderOf(t, order._id)).orderStatus).toBe('PACKED');
    // Not yet quiet for six hours: not asked after.
    await poll.pollQuiet();
    expect((await orderOf(t, order._id)).orderStatus).toBe('PACKED');

    const [row] = await t.database.db.select().from(shipments).where(eq(shipments.awb, awb));
    await t.database.db
      .update(shipments)
      .set({ lastNewsAt: new Date(Date.now() - 7 * 3_600_000) })
      .where(eq(shipments.awb, awb));
    await poll.pollQuiet();
    expect((await orderOf(t, order._id)).orderStatus).toBe('IN_TRANSIT');
    const [polled] = await t.database.db.select().from(shipments).where(eq(shipments.awb, awb));
    expect(polled?.lastPolledAt).not.toBeNull();
    expect(polled?.lastNewsAt.getTime()).toBeGreaterThan(row?.lastNewsAt.getTime() ?? 0);
  });
});
