import type { Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { movesOf, orderOf } from '../../../test/shipping-shop.ts';
import { call, line, login, loginAs, moveOrder, placePaidOrder, stockOf } from '../../../test/shop.ts';
import { shopForFile } from '../../../test/shop-for-file.ts';
import { sandboxShipments, shipments } from '../../db/schema.ts';
import { BULK_BOOKING_TIMEOUT_MS } from './shipping-desk.ts';
import { TrackingPoll } from './tracking-poll.ts';

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

  it('books an order asked for twice at the same time once at the aggregator', async () => {
    const order = await confirmedOrder();
    // The sandbox answers a second booking of one order with the first, as Shiprocket may not: its calls are
    // counted, and each AWB assigned is one the aggregator charges for. The first booking waits at the
    // aggregator until the other request has booked too or been answered, so the two overlap every run.
    const provider = t.app.services.shipping;
    if (!provider) throw new Error('the sandbox is the default provider');
    const calls: string[] = [];
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const { createShipment, assignAwb } = provider;
    provider.createShipment = async (request) => {
      calls.push('createShipment');
      if (calls.length === 1) await released;
      else release();
      return createShipment.call(provider, request);
    };
    provider.assignAwb = (id, courierId) => {
      calls.push('assignAwb');
      return assignAwb.call(provider, id, courierId);
    };
    const answers = await Promise.all([
      book(order._id).finally(release),
      book(order._id).finally(release),
    ]).finally(() => {
      provider.createShipment = createShipment;
      provider.assignAwb = assignAwb;
    });
    expect(calls).toEqual(['createShipment', 'assignAwb']);
    const booked = answers.filter((answer) => answer.statusCode === 200);
    expect(booked.length, JSON.stringify(answers.map((answer) => answer.json))).toBeGreaterThan(0);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json.message).toBe(
        'This order’s parcel is being booked right now; look again in a minute',
      );
    }
    const awbs = new Set(booked.map((answer) => answer.json.body.shipment.awb));
    expect(awbs.size).toBe(1);
    const atAggregator = await t.database.db
      .select()
      .from(sandboxShipments)
      .where(eq(sandboxShipments.channelOrderId, order.orderId));
    expect(atAggregator.map((row) => row.awb)).toEqual([...awbs]);
    const rows = await t.database.db.select().from(shipments).where(eq(shipments.orderId, order._id));
    expect(rows.map((row) => row.awb)).toEqual([...awbs]);
  });

  it('frees the claim when the aggregator refuses the AWB, and books the same aggregator order on retry', async () => {
    const order = await confirmedOrder();
    const refused = await book(order._id, { courierId: '999' });
    expect(refused.statusCode, JSON.stringify(refused.json)).toBe(409);
    expect(refused.json.message).toMatch(/^The courier aggregator: /);
    const [kept] = await t.database.db.select().from(shipments).where(eq(shipments.orderId, order._id));
    expect(kept).toMatchObject({ status: 'NEW', awb: null });
    expect(kept?.providerShipmentId).toBeTruthy();
    expect((await orderOf(t, order._id)).orderStatus).toBe('CONFIRMED');

    const retried = await book(order._id);
    expect(retried.statusCode, JSON.stringify(retried.json)).toBe(200);
    const atAggregator = await t.database.db
      .select()
      .from(sandboxShipments)
      .where(eq(sandboxShipments.channelOrderId, order.orderId));
    expect(atAggregator.map((row) => String(row.id))).toEqual([kept?.providerShipmentId]);
    const rows = await t.database.db.select().from(shipments).where(eq(shipments.orderId, order._id));
    expect(rows.map((row) => [row.id, row.awb])).toEqual([[kept?.id, retried.json.body.shipment.awb]]);
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

  it('books many orders with the courier the shop’s rule puts first, as booking one order preselects', async () => {
    const admin = (await loginAs(t.app, t.dataDir, 'ADMIN')).token;
    const rules = (await call(t.app, 'GET', '/admin/settings/shipping', { token: admin })).json.body;
    const setRule = (courierRule: string) =>
      call(t.app, 'PUT', '/admin/settings/shipping', { token: admin, payload: { ...rules, courierRule } });
    expect((await setRule('fastest')).statusCode).toBe(200);
    try {
      const order = await confirmedOrder();
      const choice = (await call(t.app, 'GET', `/admin/orders/${order._id}/couriers`, { token: staff })).json
        .body;
      const cheapest = [...choice.couriers].sort((a, b) => a.rate - b.rate)[0];
      // The aggregator's own choice is the cheapest: the rule must make the difference.
      expect(choice.couriers[0].courierId).not.toBe(cheapest.courierId);
      const bulk = await call(t.app, 'POST', '/admin/shipments', {
        token: staff,
        payload: { orderIds: [order._id] },
      });
      expect(bulk.statusCode, JSON.stringify(bulk.json)).toBe(200);
      expect(bulk.json.body.created).toMatchObject([
        { orderId: order.orderId, courierName: choice.couriers[0].courierName },
      ]);
      const [row] = await t.database.db.select().from(shipments).where(eq(shipments.orderId, order._id));
      expect(row?.courierId).toBe(choice.couriers[0].courierId);
    } finally {
      await setRule(rules.courierRule);
    }
  });

  it('books many orders four at a time, and lists each failure', async () => {
    const ready = [
      await confirmedOrder(),
      await confirmedOrder(),
      await confirmedOrder(),
      await confirmedOrder(),
    ];
    const fifth = await confirmedOrder();
    const provider = t.app.services.shipping;
    if (!provider) throw new Error('the sandbox is the default provider');
    // The first four bookings wait at the aggregator until all four are there: booked one after another, the
    // first would wait for ever.
    let waiting = 0;
    let most = 0;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const { createShipment } = provider;
    provider.createShipment = async (request) => {
      waiting++;
      most = Math.max(most, waiting);
      if (waiting === 4) release();
      await released;
      waiting--;
      return createShipment.call(provider, request);
    };
    const bulk = await call(t.app, 'POST', '/admin/shipments', {
      token: staff,
      payload: {
        orderIds: [...ready, fifth].map((order) => order._id).concat('00000000-0000-4000-8000-000000000000'),
      },
    }).finally(() => {
      provider.createShipment = createShipment;
    });
    expect(bulk.statusCode, JSON.stringify(bulk.json)).toBe(200);
    expect(most).toBe(4);
    expect(bulk.json.body.created.map((row: { orderId: string }) => row.orderId)).toEqual(
      [...ready, fifth].map((order) => order.orderId),
    );
    expect(bulk.json.body.failed).toEqual([
      { _id: '00000000-0000-4000-8000-000000000000', orderId: '', reason: 'Order not found' },
    ]);
  });

  it('gives the bulk booking’s own socket a timeout long enough for fifty orders', async () => {
    const order = await confirmedOrder();
    const provider = t.app.services.shipping;
    if (!provider) throw new Error('the sandbox is the default provider');
    const origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const sockets: Socket[] = [];
    t.app.server.on('connection', (socket: Socket) => sockets.push(socket));
    // Read while the request is at work, at the aggregator.
    const timeouts: (number | undefined)[] = [];
    const { createShipment } = provider;
    provider.createShipment = (request) => {
      timeouts.push(...sockets.map((socket) => socket.timeout));
      return createShipment.call(provider, request);
    };
    const bulk = await fetch(`${origin}/api/v1/admin/shipments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staff}`, 'content-type': 'application/json' },
      body: JSON.stringify({ orderIds: [order._id] }),
    }).finally(() => {
      provider.createShipment = createShipment;
    });
    expect(bulk.status).toBe(200);
    expect(timeouts).toEqual([BULK_BOOKING_TIMEOUT_MS]);
    expect(BULK_BOOKING_TIMEOUT_MS).toBeGreaterThan(t.app.config.CONNECTION_TIMEOUT_MS);
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

  it('asks after each quiet parcel once per quiet period, so a silent one does not crowd out the rest', async () => {
    const first = await confirmedOrder();
    const second = await confirmedOrder();
    const firstAwb = (await book(first._id)).json.body.shipment.awb as string;
    const secondAwb = (await book(second._id)).json.body.shipment.awb as string;
    // Quieter than any other parcel of this file, and the courier never answers anything new of either.
    for (const [awb, hours] of [
      [firstAwb, 30],
      [secondAwb, 29],
    ] as const) {
      await t.database.db
        .update(shipments)
        .set({ lastNewsAt: new Date(Date.now() - hours * 3_600_000) })
        .where(eq(shipments.awb, awb));
    }
    const asked: string[] = [];
    const [row] = await t.database.db.select().from(shipments).where(eq(shipments.awb, firstAwb));
    const silent = {
      trackMany: async (awbs: string[]) => {
        asked.push(...awbs);
        return [];
      },
    };
    const poll = new TrackingPoll(
      t.database.db,
      silent,
      t.app.services.shipments.tracking,
      row?.provider ?? '',
      () => {},
      1,
    );
    await poll.pollQuiet();
    await poll.pollQuiet();
    expect(asked).toEqual([firstAwb, secondAwb]);
    // Both asked after within the quiet period: neither is asked again yet.
    await poll.pollQuiet();
    expect(asked).toHaveLength(2);
  });
});
