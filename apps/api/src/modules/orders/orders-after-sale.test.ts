import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  admin,
  deliveredOrder,
  freshSize,
  history,
  move,
  orderRow,
  paidOrder,
  refund,
  refundProcessed,
  refundsOf,
  ship,
  shopper,
  stockOf,
  t,
  useAfterSaleOrders,
} from '../../../test/after-sale-orders.ts';
import { call, line, login, placePaidOrder } from '../../../test/shop.ts';
import { orders } from '../../db/schema.ts';

useAfterSaleOrders();

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
