import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { movesOf, orderOf } from '../../../test/shipping-shop.ts';
import { call, line, login, loginAs, moveOrder, placePaidOrder } from '../../../test/shop.ts';
import { shopForFile } from '../../../test/shop-for-file.ts';
import { RETURN_AWB_LATER_PINCODES } from '../../adapters/shipping/sandbox/sandbox-rules.ts';
import { orders, shipments } from '../../db/schema.ts';

// Return pickups through the sandbox courier aggregator, which books reverse pickups from some PIN codes
// without an AWB, as Shiprocket may.
const { t, take } = shopForFile();
let staff: string;

beforeAll(async () => {
  staff = (await loginAs(t.app, t.dataDir, 'STAFF')).token;
});

const advance = (awb: string, status: string) =>
  t.app.inject({ method: 'POST', url: '/sandbox/shiprocket/advance', payload: { awb, status } });

/** A delivered order whose shopper asked to return it, the shopper living at `pincode`. */
async function returnAsked(pincode: string) {
  const shopper = await login(t.app, t.dataDir);
  const order = await placePaidOrder(t.app, [line(take(), 1)], { token: shopper.token });
  await moveOrder(t.app, staff, order._id, { to: 'CONFIRMED' });
  const booked = await call(t.app, 'POST', `/admin/orders/${order._id}/shipment`, {
    token: staff,
    payload: {},
  });
  const awb = booked.json.body.shipment.awb as string;
  for (const status of ['PICKED_UP', 'DELIVERED']) await advance(awb, status);
  const asked = await call(t.app, 'POST', `/orders/userOrders/${order._id}/return`, {
    token: shopper.token,
    payload: { reason: 'The bottle arrived cracked and leaking', photos: [] },
  });
  expect(asked.statusCode, JSON.stringify(asked.json)).toBe(200);
  const row = await orderOf(t, order._id);
  if (!row.shippingAddress) throw new Error('no shipping address');
  await t.database.db
    .update(orders)
    .set({ shippingAddress: { ...row.shippingAddress, zipcode: pincode } })
    .where(eq(orders.id, order._id));
  return order;
}

describe('a return pickup', () => {
  it('booked without an AWB gets one at once, so its scans find it and its arrival makes the order RETURNED', async () => {
    const pincode = RETURN_AWB_LATER_PINCODES[0] ?? '';
    const order = await returnAsked(pincode);
    const pickup = await call(t.app, 'POST', `/admin/orders/${order._id}/return-pickup`, { token: staff });
    expect(pickup.statusCode, JSON.stringify(pickup.json)).toBe(200);
    const awb = pickup.json.body.returnShipment.awb as string;
    expect(awb).toMatch(/^SBX\d{10}$/);
    const [row] = await t.database.db
      .select()
      .from(shipments)
      .where(and(eq(shipments.orderId, order._id), eq(shipments.kind, 'RETURN')));
    expect(row).toMatchObject({ awb, status: 'PICKUP_SCHEDULED' });
    expect(row?.pickupRequestedAt).not.toBeNull();

    for (const status of ['PICKED_UP', 'DELIVERED']) {
      expect((await advance(awb, status)).statusCode).toBe(200);
    }
    expect((await orderOf(t, order._id)).orderStatus).toBe('RETURNED');
    expect((await movesOf(t, order._id)).at(-1)).toBe('RETURN_REQUESTED→RETURNED by COURIER');
  });
});
