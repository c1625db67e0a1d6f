import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  admin,
  history,
  move,
  orderRow,
  paidOrder,
  refund,
  refundProcessed,
  refundsOf,
  ship,
  staff,
  stockOf,
  t,
  useAfterSaleOrders,
} from '../../../test/after-sale-orders.ts';
import { call, moveOrder } from '../../../test/shop.ts';
import { orders, sandboxOrders } from '../../db/schema.ts';

useAfterSaleOrders();

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
