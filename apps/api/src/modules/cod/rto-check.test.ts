import { describe, expect, it } from 'vitest';
import { codParcel } from '../../../test/cod-shop.ts';
import { applyScan, movesOf, orderOf, scanOf } from '../../../test/shipping-shop.ts';
import { call, loginAs, stockOf } from '../../../test/shop.ts';
import { shopForFile } from '../../../test/shop-for-file.ts';

const { t, take } = shopForFile();

describe('a COD parcel back from a return to origin', () => {
  it('waits for the team to check it before its units go back on the shelf, once, and refunds nothing', async () => {
    const size = take();
    const parcel = await codParcel(t, size, 'SHIPPED');
    const stockBefore = await stockOf(t.app, size.sizeId);
    await applyScan(t, parcel.awb, scanOf('RTO_INITIATED', '2026-11-22T06:00:00.000Z'));
    await applyScan(t, parcel.awb, scanOf('RTO_DELIVERED', '2026-11-24T06:00:00.000Z'));
    const back = await orderOf(t, parcel.order._id);
    expect(back).toMatchObject({
      orderStatus: 'RTO_RECEIVED',
      paymentStatus: 'COD_PENDING',
      refundedPaise: 0,
    });
    expect(await stockOf(t.app, size.sizeId)).toBe(stockBefore);

    const staff = await loginAs(t.app, t.dataDir, 'STAFF');
    const checked = await call(t.app, 'POST', `/admin/orders/${parcel.order._id}/rto-check`, {
      token: staff.token,
      payload: { note: 'Seal intact' },
    });
    expect(checked.statusCode).toBe(200);
    expect(checked.json.body).toEqual({ ok: true, units: 1 });
    expect(await stockOf(t.app, size.sizeId)).toBe((stockBefore ?? 0) + 1);
    expect((await orderOf(t, parcel.order._id)).rtoCheckedAt).not.toBeNull();

    const again = await call(t.app, 'POST', `/admin/orders/${parcel.order._id}/rto-check`, {
      token: staff.token,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    expect(await stockOf(t.app, size.sizeId)).toBe((stockBefore ?? 0) + 1);
    expect(await movesOf(t, parcel.order._id)).toContain('RTO→RTO_RECEIVED by COURIER');
  });

  it('is refused for an order that is not a COD parcel back at the shop', async () => {
    const parcel = await codParcel(t, take(), 'SHIPPED');
    const staff = await loginAs(t.app, t.dataDir, 'STAFF');
    const refused = await call(t.app, 'POST', `/admin/orders/${parcel.order._id}/rto-check`, {
      token: staff.token,
      payload: {},
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json.message).toMatch(/back from a return to origin/);
  });
});
