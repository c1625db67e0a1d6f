import type { Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderOf } from '../../../test/shipping-shop.ts';
import { call, line, loginAs, moveOrder, placePaidOrder } from '../../../test/shop.ts';
import { shopForFile } from '../../../test/shop-for-file.ts';
import { sandboxShipments, shipments } from '../../db/schema.ts';
import { BULK_BOOKING_TIMEOUT_MS } from './shipping-desk.ts';

// Booking through the sandbox courier aggregator when requests overlap or many orders go at once: each order is
// booked (and paid for) once, with the shop's courier rule, within the connection's time.
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

describe('booking an order once, and many at a time', () => {
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
    // The back office sees no parcel yet, so it offers to book again.
    const read = await call(t.app, 'GET', `/admin/orders/${order._id}`, { token: staff });
    expect(read.json.body.shipment).toBeNull();

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
});
