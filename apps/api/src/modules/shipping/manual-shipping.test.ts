import { describe, expect, it } from 'vitest';
import { call, line, loginAs, moveOrder, placePaidOrder } from '../../../test/shop.ts';
import { shopForFile } from '../../../test/shop-for-file.ts';
import { getJson } from '../../../test/test-app.ts';

// A shop without a courier aggregator (SHIPPING_PROVIDER=manual) ships by hand, as before.
const { t, take } = shopForFile({ SHIPPING_PROVIDER: 'manual' });

describe('shipping by hand', () => {
  it('has no courier routes or webhook, and /track shows the order with no parcel', async () => {
    const admin = await loginAs(t.app, t.dataDir, 'ADMIN');
    const mobile = '9812345670';
    const order = await placePaidOrder(t.app, [line(take(), 1)], { mobile });
    await moveOrder(t.app, admin.token, order._id, { to: 'CONFIRMED' });

    const couriers = await call(t.app, 'GET', `/admin/orders/${order._id}/couriers`, { token: admin.token });
    expect(couriers.statusCode).toBe(404);
    expect(couriers.json.message).toBe(
      'This shop ships by hand (SHIPPING_PROVIDER=manual): there is no courier aggregator',
    );
    const booked = await call(t.app, 'POST', `/admin/orders/${order._id}/shipment`, {
      token: admin.token,
      payload: {},
    });
    expect(booked.statusCode).toBe(404);
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/courier-tracking',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(webhook.statusCode).toBe(404);

    await moveOrder(
      t.app,
      admin.token,
      order._id,
      { to: 'PACKED' },
      { to: 'SHIPPED', carrier: 'Delhivery', trackingNumber: 'DLV7654321' },
    );
    const tracked = await getJson(t.app, `/track?orderId=${order.orderId}&mobile=${mobile}`);
    expect(tracked.statusCode).toBe(200);
    expect(tracked.json.body).toEqual({ orderId: order.orderId, orderStatus: 'SHIPPED', shipment: null });
  });
});
