import { describe, expect, it } from 'vitest';
import {
  applyScan,
  bookedOrder,
  COURIER,
  movesOf,
  noticesOf,
  orderOf,
  scanOf,
  scansOf,
  shipmentOf,
} from '../../../test/shipping-shop.ts';
import { call, stockOf } from '../../../test/shop.ts';
import { shopForFile } from '../../../test/shop-for-file.ts';

const { t, take } = shopForFile();

const T1 = '2026-11-24T06:00:00.000Z';
const T2 = '2026-11-24T14:30:00.000Z';
const T3 = '2026-11-25T09:15:00.000Z';
const T4 = '2026-11-25T17:45:00.000Z';

describe('applying a courier’s scans', () => {
  it('ships a packed order at pickup with the courier and the AWB, once however often the scan comes', async () => {
    const { order, awb, shipment } = await bookedOrder(t, take());
    const pickup = scanOf('PICKED_UP', T1, { activity: 'Shipment picked up' });
    expect(await applyScan(t, awb, pickup, { estimatedDelivery: '2026-11-28' })).toEqual({
      outcome: 'moved',
      orderStatus: 'SHIPPED',
    });
    const shipped = await orderOf(t, order._id);
    expect(shipped).toMatchObject({ orderStatus: 'SHIPPED', carrier: COURIER, trackingNumber: awb });
    expect(await shipmentOf(t, shipment.id)).toMatchObject({
      status: 'PICKED_UP',
      estimatedDelivery: '2026-11-28',
    });
    // The pickup message carries the shop's own tracking page.
    const shippedNotices = await noticesOf(t, order._id, 'ORDER_SHIPPED');
    expect(shippedNotices.length).toBeGreaterThan(0);
    expect(shippedNotices[0]?.data).toMatchObject({
      carrier: COURIER,
      trackingNumber: awb,
      trackingUrl: `/track?orderId=${order.orderId}`,
    });

    // A webhook retried, then the same scan from the poll: one scan, one move, one message each.
    expect(await applyScan(t, awb, pickup)).toEqual({ outcome: 'replay', orderStatus: 'SHIPPED' });
    expect(await applyScan(t, awb, pickup, { source: 'poll' })).toEqual({
      outcome: 'replay',
      orderStatus: 'SHIPPED',
    });
    expect(await scansOf(t, shipment.id)).toHaveLength(1);
    expect(await movesOf(t, order._id)).toEqual([
      'PENDING→PLACED by SYSTEM',
      'PLACED→CONFIRMED by ADMIN',
      'CONFIRMED→PACKED by ADMIN',
      'PACKED→SHIPPED by COURIER',
    ]);
    expect(await noticesOf(t, order._id, 'ORDER_SHIPPED')).toHaveLength(shippedNotices.length);
  });

  it('takes a parcel scanned on its way before its pickup scan through SHIPPED, and never back', async () => {
    const { order, awb, shipment } = await bookedOrder(t, take());
    expect(await applyScan(t, awb, scanOf('IN_TRANSIT', T2))).toEqual({
      outcome: 'moved',
      orderStatus: 'IN_TRANSIT',
    });
    expect(await orderOf(t, order._id)).toMatchObject({ carrier: COURIER, trackingNumber: awb });
    // The pickup scan arrives late: kept in the timeline, moving nothing back.
    expect(await applyScan(t, awb, scanOf('PICKED_UP', T1))).toEqual({
      outcome: 'recorded',
      orderStatus: 'IN_TRANSIT',
    });
    expect(await shipmentOf(t, shipment.id)).toMatchObject({ status: 'IN_TRANSIT' });
    expect((await shipmentOf(t, shipment.id)).statusAt?.toISOString()).toBe(T2);
    expect((await scansOf(t, shipment.id)).map((scan) => scan.status)).toEqual(['PICKED_UP', 'IN_TRANSIT']);
    expect((await movesOf(t, order._id)).slice(-2)).toEqual([
      'PACKED→SHIPPED by COURIER',
      'SHIPPED→IN_TRANSIT by COURIER',
    ]);
  });

  it('counts failed attempts with the courier’s reason, and delivery starts the return window', async () => {
    const { order, awb, shipment, admin } = await bookedOrder(t, take());
    await applyScan(t, awb, scanOf('PICKED_UP', T1));
    await applyScan(t, awb, scanOf('UNDELIVERED', T2), { failureReason: 'Customer not available' });
    expect(await orderOf(t, order._id)).toMatchObject({ orderStatus: 'DELIVERY_FAILED' });
    await applyScan(t, awb, scanOf('OUT_FOR_DELIVERY', T3));
    await applyScan(
      t,
      awb,
      scanOf('UNDELIVERED', T3.replace('09:15', '13:00'), { activity: 'Address incomplete' }),
    );
    expect(await shipmentOf(t, shipment.id)).toMatchObject({
      status: 'UNDELIVERED',
      failedAttempts: 2,
      lastFailureReason: 'Address incomplete',
    });
    // The shopper hears of each failed attempt once, by SMS and e-mail, however often the courier says it.
    await applyScan(t, awb, scanOf('UNDELIVERED', T2), { failureReason: 'Customer not available' });
    const failedNotices = await noticesOf(t, order._id, 'DELIVERY_FAILED');
    expect(failedNotices.map((row) => `${row.channel} ${row.data.reason}`).sort()).toEqual([
      'EMAIL Address incomplete',
      'EMAIL Customer not available',
      'SMS Address incomplete',
      'SMS Customer not available',
    ]);
    expect(failedNotices[0]?.data).toMatchObject({
      carrier: COURIER,
      awb,
      trackingUrl: `/track?orderId=${order.orderId}`,
    });
    expect(await noticesOf(t, order._id, 'ORDER_OUT_FOR_DELIVERY')).toHaveLength(2);
    // The failed deliveries queue lists it for the team.
    const queue = await call(t.app, 'GET', '/admin/shipping/failed-deliveries', { token: admin.token });
    expect(queue.statusCode).toBe(200);
    expect(queue.json.body).toContainEqual(
      expect.objectContaining({ _id: order._id, awb, failedAttempts: 2, reason: 'Address incomplete' }),
    );

    expect(await applyScan(t, awb, scanOf('DELIVERED', T4))).toEqual({
      outcome: 'moved',
      orderStatus: 'DELIVERED',
    });
    expect((await orderOf(t, order._id)).deliveredAt?.toISOString()).toBe(T4);
    await applyScan(t, awb, scanOf('DELIVERED', T4), { source: 'poll' });
    expect(await noticesOf(t, order._id, 'ORDER_DELIVERED')).toHaveLength(2);
    const again = await call(t.app, 'GET', '/admin/shipping/failed-deliveries', { token: admin.token });
    expect(again.json.body.map((row: { _id: string }) => row._id)).not.toContain(order._id);
  });

  it('records a scan the order cannot follow from where it is, and moves nothing', async () => {
    const { order, awb, shipment } = await bookedOrder(t, take());
    await applyScan(t, awb, scanOf('DELIVERED', T1));
    // A delivered order does not go back to origin: the courier's word is kept, the order stays.
    expect(await applyScan(t, awb, scanOf('RTO_INITIATED', T2))).toEqual({
      outcome: 'recorded',
      orderStatus: 'DELIVERED',
    });
    expect(await shipmentOf(t, shipment.id)).toMatchObject({ status: 'RTO_INITIATED' });
    expect(await movesOf(t, order._id)).not.toContain('DELIVERED→RTO by COURIER');
  });

  it('returns a parcel to origin from out for delivery and puts its units back on the shelf', async () => {
    const size = take();
    const { order, awb } = await bookedOrder(t, size);
    const before = await stockOf(t.app, size.sizeId);
    await applyScan(t, awb, scanOf('OUT_FOR_DELIVERY', T1));
    expect(await applyScan(t, awb, scanOf('RTO_INITIATED', T2))).toEqual({
      outcome: 'moved',
      orderStatus: 'RTO',
    });
    expect(await applyScan(t, awb, scanOf('RTO_DELIVERED', T3))).toEqual({
      outcome: 'moved',
      orderStatus: 'RTO_RECEIVED',
    });
    expect(await stockOf(t.app, size.sizeId)).toBe((before ?? 0) + 1);
    expect((await movesOf(t, order._id)).slice(-3)).toEqual([
      'SHIPPED→OUT_FOR_DELIVERY by COURIER',
      'OUT_FOR_DELIVERY→RTO by COURIER',
      'RTO→RTO_RECEIVED by COURIER',
    ]);
  });

  it('takes a parcel back at the shop whose return-to-origin scan was lost through RTO, and restocks', async () => {
    const size = take();
    const { order, awb } = await bookedOrder(t, size);
    const before = await stockOf(t.app, size.sizeId);
    await applyScan(t, awb, scanOf('PICKED_UP', T1));
    expect(await applyScan(t, awb, scanOf('RTO_DELIVERED', T3))).toEqual({
      outcome: 'moved',
      orderStatus: 'RTO_RECEIVED',
    });
    expect(await stockOf(t.app, size.sizeId)).toBe((before ?? 0) + 1);
    expect((await movesOf(t, order._id)).slice(-3)).toEqual([
      'PACKED→SHIPPED by COURIER',
      'SHIPPED→RTO by COURIER',
      'RTO→RTO_RECEIVED by COURIER',
    ]);
  });

  it('returns a parcel to origin and puts its units back on the shelf when it arrives', async () => {
    const size = take();
    const { order, awb } = await bookedOrder(t, size);
    const before = await stockOf(t.app, size.sizeId);
    await applyScan(t, awb, scanOf('IN_TRANSIT', T1));
    await applyScan(t, awb, scanOf('RTO_INITIATED', T2));
    expect(await orderOf(t, order._id)).toMatchObject({ orderStatus: 'RTO' });
    expect(await applyScan(t, awb, scanOf('RTO_DELIVERED', T3))).toEqual({
      outcome: 'moved',
      orderStatus: 'RTO_RECEIVED',
    });
    expect(await stockOf(t.app, size.sizeId)).toBe((before ?? 0) + 1);
  });

  it('ignores an AWB that is no parcel of this shop', async () => {
    expect(await applyScan(t, 'NOT-OURS-123', scanOf('DELIVERED', T1))).toEqual({ outcome: 'unknown' });
  });
});
