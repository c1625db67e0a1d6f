import { describe, expect, it } from 'vitest';
import { applyScan, bookedOrder, COURIER, scanOf } from '../../../test/shipping-shop.ts';
import { call, login, newMobile } from '../../../test/shop.ts';
import { shopForFile } from '../../../test/shop-for-file.ts';
import { getJson } from '../../../test/test-app.ts';

const { t, take } = shopForFile();

const T1 = '2026-11-24T06:00:00.000Z';
const T2 = '2026-11-24T14:30:00.000Z';

describe('following a parcel', () => {
  it('shows the order’s state and scans to anyone with its id and mobile, and nothing to a wrong pair', async () => {
    const { order, awb, mobile } = await bookedOrder(t, take());
    await applyScan(t, awb, scanOf('PICKED_UP', T1, { location: 'Udaipur Hub' }), {
      estimatedDelivery: '2026-11-28',
    });
    await applyScan(t, awb, scanOf('IN_TRANSIT', T2, { location: 'Jaipur Hub', activity: 'Arrived at hub' }));

    const tracked = await getJson(t.app, `/track?orderId=${order.orderId}&mobile=${mobile}`);
    expect(tracked.statusCode).toBe(200);
    expect(tracked.json.body).toEqual({
      orderId: order.orderId,
      orderStatus: 'IN_TRANSIT',
      shipment: {
        awb,
        courierName: COURIER,
        status: 'IN_TRANSIT',
        estimatedDelivery: '2026-11-28',
        trackingUrl: `/track?orderId=${order.orderId}`,
        scans: [
          { at: T1, status: 'PICKED_UP', location: 'Udaipur Hub', activity: null },
          { at: T2, status: 'IN_TRANSIT', location: 'Jaipur Hub', activity: 'Arrived at hub' },
        ],
      },
    });

    // A wrong mobile and an order that does not exist answer alike.
    const wrongPair = await getJson(t.app, `/track?orderId=${order.orderId}&mobile=${newMobile()}`);
    const unknown = await getJson(t.app, `/track?orderId=ORD-2020-999999&mobile=${mobile}`);
    expect(wrongPair.statusCode).toBe(404);
    expect([unknown.statusCode, unknown.json.message]).toEqual([404, wrongPair.json.message]);
    expect(wrongPair.json.message).toBe('We found no order with this ID placed with this mobile number');

    const hindi = await t.app.inject({
      method: 'GET',
      url: `/api/v1/track?orderId=${order.orderId}&mobile=${newMobile()}`,
      headers: { 'accept-language': 'hi' },
    });
    expect(hindi.json().message).toBe('इस ID का कोई ऑर्डर इस मोबाइल नंबर से नहीं मिला');

    const malformed = await getJson(t.app, `/track?orderId=12345&mobile=${mobile}`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json.errors.orderId).toBe('Order ID must look like ORD-2026-000123');
  });

  it('puts the parcel on the shopper’s order page and on the back office’s', async () => {
    const shopper = await login(t.app, t.dataDir);
    const { order, awb, admin } = await bookedOrder(t, take(), 'PACKED', shopper);
    // Before any scan the shopper sees the booked parcel with no timeline yet.
    const booked = await call(t.app, 'GET', `/orders/userOrders/${order._id}`, { token: shopper.token });
    expect(booked.statusCode).toBe(200);
    expect(booked.json.body.shipment).toMatchObject({ awb, status: 'AWB_ASSIGNED', scans: [] });

    await applyScan(t, awb, scanOf('UNDELIVERED', T2), { failureReason: 'Door locked' });
    const mine = await call(t.app, 'GET', `/orders/userOrders/${order._id}`, { token: shopper.token });
    expect(mine.json.body).toMatchObject({
      orderStatus: 'DELIVERY_FAILED',
      shipment: {
        awb,
        courierName: COURIER,
        status: 'UNDELIVERED',
        scans: [{ at: T2, status: 'UNDELIVERED' }],
      },
    });
    expect(mine.json.body.shipment.labelUrl).toBeUndefined();

    const theirs = await call(t.app, 'GET', `/admin/orders/${order._id}`, { token: admin.token });
    expect(theirs.json.body.shipment).toMatchObject({
      awb,
      status: 'UNDELIVERED',
      failedAttempts: 1,
      lastFailureReason: 'Door locked',
      labelUrl: `/api/v1/admin/orders/${order._id}/shipment/label`,
    });
    // The courier's states offer the back office one move: delivered by hand.
    expect(theirs.json.body.allowedMoves).toEqual(['DELIVERED']);
  });
});
