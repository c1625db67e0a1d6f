import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { codParcel } from '../../../test/cod-shop.ts';
import { applyScan, movesOf, orderOf, scanOf } from '../../../test/shipping-shop.ts';
import { call, loginAs, stockOf } from '../../../test/shop.ts';
import { shopForFile } from '../../../test/shop-for-file.ts';
import { orders, refunds } from '../../db/schema.ts';
import { toOrderDto } from '../orders/orders.dto.ts';

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

  it('cancels the invoice drawn at dispatch with a credit note for all of it, once, moving no money', async () => {
    const parcel = await codParcel(t, take(), 'SHIPPED', 4900);
    const invoiced = await orderOf(t, parcel.order._id);
    expect(invoiced.invoiceNumber).not.toBeNull();
    await applyScan(t, parcel.awb, scanOf('RTO_INITIATED', '2026-11-22T06:00:00.000Z'));
    await applyScan(t, parcel.awb, scanOf('RTO_DELIVERED', '2026-11-24T06:00:00.000Z'));
    // The courier's webhook told twice: still one credit note.
    await applyScan(t, parcel.awb, scanOf('RTO_DELIVERED', '2026-11-24T06:00:00.000Z'));

    const credits = await t.app.db.select().from(refunds).where(eq(refunds.orderId, parcel.order._id));
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({
      method: 'UNCOLLECTED',
      status: 'PROCESSED',
      amountPaise: parcel.total,
      creditNoteNumber: expect.stringMatching(/\S/),
    });
    const back = await orderOf(t, parcel.order._id);
    expect(back).toMatchObject({ refundedPaise: 0, paymentStatus: 'COD_PENDING' });

    const admin = await loginAs(t.app, t.dataDir, 'ADMIN');
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/orders/${parcel.order._id}/credit-notes/${credits[0]?.id}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toMatch(/pdf/);

    // The shopper paid nothing, so nothing shows as refunded to them.
    expect(toOrderDto(back, [], { events: [], refunds: credits })).toMatchObject({
      refunds: [],
      refundedAmount: 0,
    });
  });

  it('draws no credit note for a COD order that was never invoiced', async () => {
    const parcel = await codParcel(t, take(), 'PACKED');
    await t.app.db.update(orders).set({ orderStatus: 'RTO' }).where(eq(orders.id, parcel.order._id));
    await applyScan(t, parcel.awb, scanOf('RTO_DELIVERED', '2026-11-24T06:00:00.000Z'));
    expect((await orderOf(t, parcel.order._id)).orderStatus).toBe('RTO_RECEIVED');
    expect(await t.app.db.select().from(refunds).where(eq(refunds.orderId, parcel.order._id))).toEqual([]);
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
