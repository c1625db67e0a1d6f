import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buy, type CatalogSize, call, line, sellableSizes, sizeDealer, stockOf } from '../../../test/shop.ts';
import { appForFile } from '../../../test/test-app.ts';
import { notifications, orderEvents, orders } from '../../db/schema.ts';

const t = appForFile();
let nextSize: () => CatalogSize;
beforeAll(async () => {
  // From the end of the list, as the file's tests always have.
  nextSize = sizeDealer((await sellableSizes(t.app)).reverse());
});

const orderOf = async (providerOrderId: string) => {
  const [row] = await t.app.db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId));
  if (!row) throw new Error(`no order ${providerOrderId}`);
  return row;
};
/** Moves an order's creation back in time, as if the shopper had started paying that long ago. */
const createdAgo = (providerOrderId: string, minutes: number) =>
  t.app.db
    .update(orders)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(orders.providerOrderId, providerOrderId));
const historyOf = (orderDbId: string) =>
  t.app.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderDbId));
const runJob = async (name: string) => {
  await t.app.services.jobs.send(name, {});
  return t.app.services.jobs.runDue({ names: [name] });
};

describe('payment reconciliation', () => {
  it('completes, once, an order paid at the gateway whose browser and webhook never came back', async () => {
    const size = nextSize();
    const stockBefore = await stockOf(t.app, size.sizeId);
    // Paid in the sandbox with its webhooks off, and the browser never calls verify.
    const { result } = await buy(t.app, [line(size)]);
    await createdAgo(result.razorpay_order_id, 5);
    expect((await orderOf(result.razorpay_order_id)).paymentStatus).toBe('PENDING');

    await runJob('payments.reconcile');
    const paid = await orderOf(result.razorpay_order_id);
    expect(paid).toMatchObject({
      paymentStatus: 'PAID',
      orderStatus: 'PLACED',
      providerPaymentId: result.razorpay_payment_id,
    });
    expect(paid.invoiceNumber).toMatch(/^VN\//);
    expect(await stockOf(t.app, size.sizeId)).toBe((stockBefore ?? 0) - 1);

    // Run again: nothing is paid, taken or told twice.
    await runJob('payments.reconcile');
    expect((await historyOf(paid.id)).filter((event) => event.toStatus === 'PLACED')).toHaveLength(1);
    expect(await stockOf(t.app, size.sizeId)).toBe((stockBefore ?? 0) - 1);
    const told = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, paid.id), eq(notifications.template, 'ORDER_PAID')));
    expect(told.map((row) => row.channel).sort()).toEqual(['EMAIL', 'SMS']);
    expect((await orderOf(result.razorpay_order_id)).invoiceNumber).toBe(paid.invoiceNumber);
  });

  it('leaves the browser and the webhook their first two minutes', async () => {
    const { result } = await buy(t.app, [line(nextSize())]);
    await runJob('payments.reconcile');
    expect((await orderOf(result.razorpay_order_id)).paymentStatus).toBe('PENDING');
  });
});

describe('expiry of unpaid orders', () => {
  const startCheckout = async (size: CatalogSize) => {
    const created = await call(t.app, 'POST', '/orders/create-razorpay-order', {
      payload: { products: [line(size)], isBundle: false },
    });
    expect(created.statusCode).toBe(200);
    return created.json.body.id as string;
  };

  it('cancels an order never paid after a day, releasing nothing it never held, with a history row', async () => {
    const size = nextSize();
    const stockBefore = await stockOf(t.app, size.sizeId);
    const stale = await startCheckout(size);
    const recent = await startCheckout(size);
    await createdAgo(stale, 25 * 60);
    await createdAgo(recent, 23 * 60);

    await runJob('orders.expire-unpaid');
    const expired = await orderOf(stale);
    expect(expired).toMatchObject({ orderStatus: 'CANCELLED', paymentStatus: 'PENDING' });
    expect(await historyOf(expired.id)).toMatchObject([
      { fromStatus: 'PENDING', toStatus: 'CANCELLED', actorRole: 'SYSTEM', note: 'Not paid within 24 hours' },
    ]);
    expect((await orderOf(recent)).orderStatus).toBe('PENDING');
    expect(await stockOf(t.app, size.sizeId)).toBe(stockBefore);

    await runJob('orders.expire-unpaid');
    expect(await historyOf(expired.id)).toHaveLength(1);
  });

  it('completes instead of cancelling an old order whose payment went through', async () => {
    const { result } = await buy(t.app, [line(nextSize())]);
    await createdAgo(result.razorpay_order_id, 25 * 60);
    await runJob('orders.expire-unpaid');
    expect(await orderOf(result.razorpay_order_id)).toMatchObject({
      paymentStatus: 'PAID',
      orderStatus: 'PLACED',
    });
  });

  it('gives back a payment that arrives for an order already cancelled as unpaid, and leaves it cancelled', async () => {
    const size = nextSize();
    const stockBefore = await stockOf(t.app, size.sizeId);
    const { result } = await buy(t.app, [line(size)]);
    // Expired before the payment was heard of: the state machine has no move from CANCELLED to PLACED.
    await t.app.db
      .update(orders)
      .set({ orderStatus: 'CANCELLED' })
      .where(eq(orders.providerOrderId, result.razorpay_order_id));
    const order = await orderOf(result.razorpay_order_id);

    const completed = await t.app.services.paymentCompletion.complete(order.id, result.razorpay_payment_id);
    expect(completed).toMatchObject({ ok: false, reason: 'order_cancelled' });
    expect(await orderOf(result.razorpay_order_id)).toMatchObject({
      orderStatus: 'CANCELLED',
      paymentStatus: 'REFUNDED',
      paidAt: null,
      invoiceNumber: null,
    });
    expect(await stockOf(t.app, size.sizeId)).toBe(stockBefore);
    expect(await historyOf(order.id)).toEqual([]);
  });
});
