import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CatalogSize,
  call,
  line,
  login,
  loginAs,
  moveOrder,
  placePaidOrder,
  sellableSizes,
  sizeDealer,
  stockOf as stockOfSize,
  TO_DELIVERED,
} from '../../../test/shop.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { orderEvents, orders, refunds, sandboxOrders } from '../../db/schema.ts';

let t: TestApp;
let admin: { token: string };
let staff: { token: string };
let shopper: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  freshSize = sizeDealer(await sellableSizes(t.app));
  admin = await loginAs(t.app, t.dataDir, 'ADMIN');
  staff = await loginAs(t.app, t.dataDir, 'STAFF');
  shopper = await login(t.app, t.dataDir);
});
afterAll(() => t.close());

let freshSize: () => CatalogSize;
const stockOf = (sizeId: string) => stockOfSize(t.app, sizeId);
const orderRow = async (id: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const history = async (id: string) =>
  t.database.db
    .select({ from: orderEvents.fromStatus, to: orderEvents.toStatus, role: orderEvents.actorRole })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, id))
    .orderBy(asc(orderEvents.createdAt));
const refundsOf = (id: string) =>
  t.database.db.select().from(refunds).where(eq(refunds.orderId, id)).orderBy(asc(refunds.createdAt));

const move = (id: string, payload: object, token = staff.token) =>
  call(t.app, 'POST', `/admin/orders/${id}/transitions`, { token, payload });
const refund = (id: string, payload: object, key: string, token = admin.token) =>
  call(t.app, 'POST', `/admin/orders/${id}/refunds`, { token, payload, headers: { 'idempotency-key': key } });
const ship = { to: 'SHIPPED', carrier: 'Delhivery', trackingNumber: 'DLV1234567' };

async function paidOrder(qty = 2, token = shopper.token) {
  const size = freshSize();
  const order = await placePaidOrder(t.app, [line(size, qty)], { token });
  return { id: order._id, total: order.totalAmount, size };
}

async function deliveredOrder() {
  const order = await paidOrder();
  await moveOrder(t.app, staff.token, order.id, ...TO_DELIVERED);
  return order;
}

/** The gateway's `refund.processed` for a refund, signed and posted to the shop's webhook as Razorpay does. */
async function refundProcessed(refundId: string) {
  const [row] = await t.database.db.select().from(refunds).where(eq(refunds.id, refundId));
  if (!row?.providerRefundId) throw new Error('the refund never reached the gateway');
  const sandbox = t.app.services.sandbox;
  if (!sandbox) throw new Error('the tests run on the sandbox gateway');
  const { body, signature, eventId } = sandbox.signedWebhook('refund.processed', {
    refund: {
      entity: { id: row.providerRefundId, amount: row.amountPaise, receipt: row.id, status: 'processed' },
    },
  });
  const delivered = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signature,
      'x-razorpay-event-id': eventId,
    },
    payload: body,
  });
  expect(delivered.statusCode).toBe(200);
}

describe('moving an order through its states', () => {
  it('takes a paid order from placed to delivered, with its history, and the shopper sees each step', async () => {
    const order = await paidOrder();
    const steps = [{ to: 'CONFIRMED' }, { to: 'PACKED' }, ship, { to: 'DELIVERED' }];
    for (const step of steps) {
      const moved = await move(order.id, step);
      expect(moved.statusCode).toBe(200);
      expect(moved.json.body.orderStatus).toBe(step.to);
      const seen = await call(t.app, 'GET', `/orders/userOrders/${order.id}`, { token: shopper.token });
      expect(seen.json.body.orderStatus).toBe(step.to);
    }
    expect(await history(order.id)).toEqual([
      { from: 'PENDING', to: 'PLACED', role: 'SYSTEM' },
      { from: 'PLACED', to: 'CONFIRMED', role: 'STAFF' },
      { from: 'CONFIRMED', to: 'PACKED', role: 'STAFF' },
      { from: 'PACKED', to: 'SHIPPED', role: 'STAFF' },
      { from: 'SHIPPED', to: 'DELIVERED', role: 'STAFF' },
    ]);
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ carrier: 'Delhivery', trackingNumber: 'DLV1234567' });
    expect(row?.deliveredAt).toBeInstanceOf(Date);
  });

  it('refuses a move the machine does not have with 409, and changes nothing', async () => {
    const order = await paidOrder();
    const before = await orderRow(order.id);
    const skipped = await move(order.id, ship);
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json.message).toBe('An order that is placed cannot be shipped');
    expect((await move(order.id, { to: 'RETURNED' })).statusCode).toBe(409);
    expect(await orderRow(order.id)).toEqual(before);
    expect(await history(order.id)).toHaveLength(1);
  });

  it('ships only with a carrier and a tracking number', async () => {
    const order = await paidOrder();
    await move(order.id, { to: 'CONFIRMED' });
    await move(order.id, { to: 'PACKED' });
    const bare = await move(order.id, { to: 'SHIPPED' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json.errors).toMatchObject({ carrier: 'Carrier is required' });
    const badNumber = await move(order.id, { ...ship, trackingNumber: 'x' });
    expect(badNumber.statusCode).toBe(400);
    expect((await orderRow(order.id))?.orderStatus).toBe('PACKED');
  });

  it('lets only one of two people make a move at the same moment', async () => {
    const order = await paidOrder();
    const answers = await Promise.all([
      move(order.id, { to: 'CONFIRMED' }),
      move(order.id, { to: 'CONFIRMED' }, admin.token),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);

    // The shopper cancels while the packer packs: the order ends up one or the other, never both.
    const next = await paidOrder();
    await move(next.id, { to: 'CONFIRMED' });
    const raced = await Promise.all([
      move(next.id, { to: 'PACKED' }),
      call(t.app, 'POST', `/orders/userOrders/${next.id}/cancel`, { token: shopper.token }),
    ]);
    expect(raced.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await history(next.id)).toHaveLength(3);
    const packedWon = raced[0]?.statusCode === 200;
    expect((await orderRow(next.id))?.orderStatus).toBe(packedWon ? 'PACKED' : 'CANCELLED');
    expect(await refundsOf(next.id)).toHaveLength(packedWon ? 0 : 1);
  });

  it('answers 404 for a shopper moving someone else’s order, and for an unknown order', async () => {
    const order = await paidOrder();
    const stranger = await login(t.app, t.dataDir);
    const cancelled = await call(t.app, 'POST', `/orders/userOrders/${order.id}/cancel`, {
      token: stranger.token,
    });
    expect(cancelled.statusCode).toBe(404);
    const returned = await call(t.app, 'POST', `/orders/userOrders/${order.id}/return`, {
      token: stranger.token,
      payload: { reason: 'It is not what I ordered' },
    });
    expect(returned.statusCode).toBe(404);
    expect(
      (await call(t.app, 'GET', `/orders/userOrders/${order.id}`, { token: stranger.token })).statusCode,
    ).toBe(404);
    expect((await orderRow(order.id))?.orderStatus).toBe('PLACED');
    expect((await move('00000000-0000-4000-8000-000000000000', { to: 'CONFIRMED' })).statusCode).toBe(404);
  });
});

describe('cancelling', () => {
  it('puts the stock back and refunds a cancelled paid order in full', async () => {
    const size = freshSize();
    const stockBefore = await stockOf(size.sizeId);
    const order = await placePaidOrder(t.app, [line(size, 3)], { token: shopper.token });
    expect(await stockOf(size.sizeId)).toBe((stockBefore ?? 0) - 3);

    const cancelled = await call(t.app, 'POST', `/orders/userOrders/${order._id}/cancel`, {
      token: shopper.token,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json.body.orderStatus).toBe('CANCELLED');
    expect(await stockOf(size.sizeId)).toBe(stockBefore);

    const [made] = await refundsOf(order._id);
    expect(made).toMatchObject({
      amountPaise: order.totalAmount,
      status: 'PENDING',
      idempotencyKey: `cancel-${order._id}`,
    });
    expect((await orderRow(order._id))?.refundedPaise).toBe(order.totalAmount);

    await refundProcessed(made?.id ?? '');
    const settled = await orderRow(order._id);
    expect(settled).toMatchObject({ orderStatus: 'CANCELLED', paymentStatus: 'REFUNDED' });
    expect((await refundsOf(order._id))[0]).toMatchObject({
      status: 'PROCESSED',
      creditNoteNumber: expect.stringMatching(/^VN\/CN\/\d{4}-\d{2}\/\d{6}$/),
    });
  });

  it('refuses the shopper after the hour and after packing', async () => {
    const late = await paidOrder();
    await t.database.db
      .update(orders)
      .set({ paidAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(orders.id, late.id));
    const tooLate = await call(t.app, 'POST', `/orders/userOrders/${late.id}/cancel`, {
      token: shopper.token,
    });
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json.message).toMatch(/within 60 minutes/);

    const packed = await paidOrder();
    await move(packed.id, { to: 'CONFIRMED' });
    await move(packed.id, { to: 'PACKED' });
    const afterPacking = await call(t.app, 'POST', `/orders/userOrders/${packed.id}/cancel`, {
      token: shopper.token,
    });
    expect(afterPacking.statusCode).toBe(409);
    expect(await refundsOf(packed.id)).toEqual([]);
  });
});

describe('money follows the order', () => {
  const fullRefund = (id: string) => refund(id, { reason: 'Refunded in full' }, `full-${id}`);

  it('refuses STAFF cancelling a paid order: nothing is refunded, restocked or moved', async () => {
    const order = await paidOrder();
    await move(order.id, { to: 'CONFIRMED' });
    const stock = await stockOf(order.size.sizeId);
    const before = await orderRow(order.id);
    const refused = await move(order.id, { to: 'CANCELLED', note: 'Customer rang' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json.message).toBe(
      'Only an admin may cancel a paid order, since cancelling refunds the payment',
    );
    expect(await orderRow(order.id)).toEqual(before);
    expect(await refundsOf(order.id)).toEqual([]);
    expect(await stockOf(order.size.sizeId)).toBe(stock);
    expect(await history(order.id)).toHaveLength(2);

    // What is left after a partial refund is still money going back.
    await refund(order.id, { amount: 500, reason: 'Late delivery' }, `part-${order.id}`);
    expect((await move(order.id, { to: 'CANCELLED' })).statusCode).toBe(403);
    expect(await refundsOf(order.id)).toHaveLength(1);
  });

  it('lets an admin cancel a paid order, which refunds it in full', async () => {
    const order = await paidOrder();
    const cancelled = await move(order.id, { to: 'CANCELLED' }, admin.token);
    expect(cancelled.statusCode).toBe(200);
    expect(await refundsOf(order.id)).toMatchObject([
      { amountPaise: order.total, idempotencyKey: `cancel-${order.id}` },
    ]);
  });

  it('lets STAFF cancel an order with nothing to give back: never paid, or refunded in full already', async () => {
    // The shop places an order only once it is paid, so an unpaid one is made by hand.
    const unpaid = await paidOrder();
    await t.database.db
      .update(orders)
      .set({ paidAt: null, providerPaymentId: null, paymentStatus: 'PENDING' })
      .where(eq(orders.id, unpaid.id));
    expect((await move(unpaid.id, { to: 'CANCELLED' })).statusCode).toBe(200);
    expect(await refundsOf(unpaid.id)).toEqual([]);

    const refunded = await paidOrder();
    await fullRefund(refunded.id);
    const stock = await stockOf(refunded.size.sizeId);
    expect((await move(refunded.id, { to: 'CANCELLED' })).statusCode).toBe(200);
    expect(await refundsOf(refunded.id)).toHaveLength(1);
    expect(await stockOf(refunded.size.sizeId)).toBe((stock ?? 0) + 2);
  });

  it('takes an order refunded in full no further: not confirmed, packed, shipped or delivered', async () => {
    const next = [{ to: 'CONFIRMED' }, { to: 'PACKED' }, ship, { to: 'DELIVERED' }];
    for (const [index, step] of next.entries()) {
      const order = await paidOrder();
      await moveOrder(t.app, staff.token, order.id, ...next.slice(0, index));
      const before = await orderRow(order.id);
      // The refund is still with the gateway: money on its way back stops the goods as well.
      const made = (await fullRefund(order.id)).json.body.refund;
      expect(made.status).toBe('PENDING');
      for (const token of [staff.token, admin.token]) {
        const refused = await move(order.id, step, token);
        expect(refused.statusCode, step.to).toBe(409);
        expect(refused.json.message).toBe(
          "This order's payment has been refunded in full; it cannot be confirmed, packed, shipped or delivered",
        );
      }
      await refundProcessed(made.id);
      expect((await move(order.id, step, admin.token)).statusCode, step.to).toBe(409);
      expect((await orderRow(order.id))?.orderStatus).toBe(before?.orderStatus);
      const moves = (await history(order.id)).filter((event) => event.to !== null);
      expect(moves).toHaveLength(index + 1);
    }
  });

  it('goes on after a partial refund, and after a full refund the gateway refused', async () => {
    const partly = await paidOrder();
    await refund(partly.id, { amount: 500, reason: 'Late delivery' }, `part-${partly.id}`);
    expect((await move(partly.id, { to: 'CONFIRMED' })).statusCode).toBe(200);

    const failed = await paidOrder();
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, failed.id));
    await t.database.db
      .update(sandboxOrders)
      .set({ refundedPaise: failed.total })
      .where(eq(sandboxOrders.id, row?.providerOrderId ?? ''));
    expect((await fullRefund(failed.id)).statusCode).toBe(502);
    expect((await move(failed.id, { to: 'CONFIRMED' })).statusCode).toBe(200);
  });
});

describe('refunds', () => {
  it('refunds once for one key, however often and however fast it is asked', async () => {
    const order = await paidOrder();
    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        refund(order.id, { amount: 1000, reason: 'Damaged lid' }, 'key-once-1234'),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await refundsOf(order.id)).toHaveLength(1);
    expect((await orderRow(order.id))?.refundedPaise).toBe(1000);
    const [atGateway] = await t.database.db
      .select({ refunded: sandboxOrders.refundedPaise })
      .from(sandboxOrders)
      .innerJoin(orders, eq(orders.providerOrderId, sandboxOrders.id))
      .where(eq(orders.id, order.id));
    expect(atGateway?.refunded).toBe(1000);
  });

  it('never gives back more than was paid, across partial refunds asked at once', async () => {
    const order = await paidOrder();
    const part = Math.floor(order.total * 0.4);
    const answers = await Promise.all(
      ['part-one-1234', 'part-two-1234', 'part-three-12'].map((key) =>
        refund(order.id, { amount: part, reason: 'Partial goodwill' }, key),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json.message).toMatch(/^At most ₹/);
    const made = await refundsOf(order.id);
    expect(made.reduce((sum, row) => sum + row.amountPaise, 0)).toBe(part * 2);

    // What is left can still be refunded, and then nothing more.
    const rest = await refund(order.id, { reason: 'The rest' }, 'the-rest-1234');
    expect(rest.statusCode).toBe(200);
    expect((await orderRow(order.id))?.refundedPaise).toBe(order.total);
    const more = await refund(order.id, { amount: 1, reason: 'One more paisa' }, 'one-more-1234');
    expect(more.statusCode).toBe(409);

    for (const row of await refundsOf(order.id)) await refundProcessed(row.id);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'REFUNDED', orderStatus: 'PLACED' });
  });

  it('marks the payment partly refunded when a part has come back', async () => {
    const order = await paidOrder();
    const answer = await refund(order.id, { amount: 500, reason: 'Late delivery' }, 'late-delivery-1');
    await refundProcessed(answer.json.body.refund.id);
    expect((await orderRow(order.id))?.paymentStatus).toBe('PARTIALLY_REFUNDED');
    // The same event delivered again changes nothing.
    await refundProcessed(answer.json.body.refund.id);
    expect((await refundsOf(order.id)).map((row) => row.status)).toEqual(['PROCESSED']);
  });

  it('releases the amount when the gateway will not refund', async () => {
    const order = await paidOrder();
    // The gateway believes the payment was refunded already, so it refuses.
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    await t.database.db
      .update(sandboxOrders)
      .set({ refundedPaise: order.total })
      .where(eq(sandboxOrders.id, row?.providerOrderId ?? ''));
    const failed = await refund(order.id, { reason: 'Damaged' }, 'gateway-says-no');
    expect(failed.statusCode).toBe(502);
    expect(failed.json.message).toMatch(/Nothing was refunded/);
    expect((await refundsOf(order.id))[0]).toMatchObject({ status: 'FAILED' });
    expect((await orderRow(order.id))?.refundedPaise).toBe(0);
  });

  it('is for an admin only, with an idempotency key', async () => {
    const order = await paidOrder();
    expect((await refund(order.id, { reason: 'Damaged' }, 'staff-tries-1', staff.token)).statusCode).toBe(
      403,
    );
    const keyless = await call(t.app, 'POST', `/admin/orders/${order.id}/refunds`, {
      token: admin.token,
      payload: { reason: 'Damaged' },
    });
    expect(keyless.statusCode).toBe(400);
    expect(await refundsOf(order.id)).toEqual([]);
  });
});

describe('returns', () => {
  it('takes a return from request to refund, restocking what came back', async () => {
    const order = await deliveredOrder();
    const stockAfterSale = await stockOf(order.size.sizeId);
    const asked = await call(t.app, 'POST', `/orders/userOrders/${order.id}/return`, {
      token: shopper.token,
      payload: { reason: 'The serum bottle arrived cracked' },
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json.body.orderStatus).toBe('RETURN_REQUESTED');
    const again = await call(t.app, 'POST', `/orders/userOrders/${order.id}/return`, {
      token: shopper.token,
      payload: { reason: 'The serum bottle arrived cracked' },
    });
    expect(again.statusCode).toBe(409);

    expect((await move(order.id, { to: 'RETURNED' })).statusCode).toBe(200);
    expect(await stockOf(order.size.sizeId)).toBe((stockAfterSale ?? 0) + 2);
    const refunded = await refund(order.id, { reason: 'Returned: cracked bottle' }, 'return-refund-1');
    await refundProcessed(refunded.json.body.refund.id);
    expect(await orderRow(order.id)).toMatchObject({ orderStatus: 'REFUNDED', paymentStatus: 'REFUNDED' });
    expect((await history(order.id)).at(-1)).toEqual({ from: 'RETURNED', to: 'REFUNDED', role: 'SYSTEM' });
  });

  it('refuses a return two days after delivery', async () => {
    const order = await deliveredOrder();
    await t.database.db
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - 49 * 3600_000) })
      .where(and(eq(orders.id, order.id)));
    const late = await call(t.app, 'POST', `/orders/userOrders/${order.id}/return`, {
      token: shopper.token,
      payload: { reason: 'Changed my mind about it' },
    });
    expect(late.statusCode).toBe(409);
    expect((await orderRow(order.id))?.orderStatus).toBe('DELIVERED');
  });
});
