// The back office's side of orders after the sale (moves, cancels, refunds, returns), shared by
// orders-after-sale.test.ts and order-refunds.test.ts. Each test file that calls useAfterSaleOrders() gets an app
// of its own; the bindings below are live, set in that file's beforeAll.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { orderEvents, orders, refunds } from '../src/db/schema.ts';
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
} from './shop.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export let t: TestApp;
export let admin: { token: string };
export let staff: { token: string };
export let shopper: { token: string };
export let freshSize: () => CatalogSize;

export function useAfterSaleOrders(): void {
  beforeAll(async () => {
    t = await createTestApp();
    freshSize = sizeDealer(await sellableSizes(t.app));
    admin = await loginAs(t.app, t.dataDir, 'ADMIN');
    staff = await loginAs(t.app, t.dataDir, 'STAFF');
    shopper = await login(t.app, t.dataDir);
  });
  afterAll(() => t.close());
}

export const stockOf = (sizeId: string) => stockOfSize(t.app, sizeId);
export const orderRow = async (id: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
export const history = async (id: string) =>
  t.database.db
    .select({ from: orderEvents.fromStatus, to: orderEvents.toStatus, role: orderEvents.actorRole })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, id))
    .orderBy(asc(orderEvents.createdAt));
export const refundsOf = (id: string) =>
  t.database.db.select().from(refunds).where(eq(refunds.orderId, id)).orderBy(asc(refunds.createdAt));

export const move = (id: string, payload: object, token = staff.token) =>
  call(t.app, 'POST', `/admin/orders/${id}/transitions`, { token, payload });
export const refund = (id: string, payload: object, key: string, token = admin.token) =>
  call(t.app, 'POST', `/admin/orders/${id}/refunds`, { token, payload, headers: { 'idempotency-key': key } });
export const ship = { to: 'SHIPPED', carrier: 'Delhivery', trackingNumber: 'DLV1234567' };

export async function paidOrder(qty = 2, token = shopper.token) {
  const size = freshSize();
  const order = await placePaidOrder(t.app, [line(size, qty)], { token });
  return { id: order._id, total: order.totalAmount, size };
}

export async function deliveredOrder() {
  const order = await paidOrder();
  await moveOrder(t.app, staff.token, order.id, ...TO_DELIVERED);
  return order;
}

/** The gateway's `refund.processed` for a refund, signed and posted to the shop's webhook as Razorpay does. */
export async function refundProcessed(refundId: string) {
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
