import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { codParcel as codParcelOf } from '../../../test/cod-shop.ts';
import { applyScan, orderOf, scanOf } from '../../../test/shipping-shop.ts';
import { call, loginAs, multipartFile } from '../../../test/shop.ts';
import { shopForFile } from '../../../test/shop-for-file.ts';
import { auditLog, codRemittances, orderEvents, orders } from '../../db/schema.ts';

const { t, take } = shopForFile();

const codParcel = (delivered = true) => codParcelOf(t, take(), delivered ? 'DELIVERED' : 'SHIPPED');

const rupees = (paise: number) => (paise / 100).toFixed(2);

async function importReport(csv: string, token?: string) {
  const admin = token ?? (await loginAs(t.app, t.dataDir, 'ADMIN')).token;
  return call(t.app, 'POST', '/admin/cod-remittances', {
    token: admin,
    ...multipartFile(Buffer.from(csv), 'remittance.csv', 'text/csv'),
  });
}

describe('a COD parcel delivered', () => {
  it('makes the cash collected, paid for the money rules, and no earlier', async () => {
    const { order, awb } = await codParcel(false);
    expect(await orderOf(t, order._id)).toMatchObject({ paymentStatus: 'COD_PENDING', paidAt: null });
    await applyScan(t, awb, scanOf('DELIVERED', '2026-11-21T09:00:00.000Z'));
    const delivered = await orderOf(t, order._id);
    expect(delivered).toMatchObject({ orderStatus: 'DELIVERED', paymentStatus: 'COD_COLLECTED' });
    expect(delivered.paidAt?.toISOString()).toBe('2026-11-21T09:00:00.000Z');
  });
});

describe('importing the courier’s COD remittance report', () => {
  it('marks each matched order paid, lists every mismatch, and changes nothing when imported again', async () => {
    const paid = await codParcel();
    const short = await codParcel();
    const onTheWay = await codParcel(false);
    const csv = [
      'AWB No,Order ID,COD Amount,Remitted On,UTR No',
      `${paid.awb},${paid.orderId},"${Number(rupees(paid.total)).toLocaleString('en-IN', { minimumFractionDigits: 2 })}",25-11-2026,UTR0001`,
      `${short.awb},${short.orderId},${rupees(short.total - 100)},2026-11-25,UTR0002`,
      `${onTheWay.awb},,${rupees(onTheWay.total)},2026-11-25,UTR0003`,
      'NOSUCHAWB123,,499.00,2026-11-25,UTR0004',
      `${paid.awb},ORD-1999-000001,${rupees(paid.total)},2026-11-25,UTR0001`,
      ',,,,',
      `${short.awb},${short.orderId},abc,2026-11-25,UTR0005`,
    ].join('\n');

    const first = await importReport(csv);
    expect(first.statusCode).toBe(200);
    expect(first.json.body).toEqual({
      matched: 1,
      alreadyRemitted: 0,
      mismatches: [
        expect.objectContaining({ line: 3, reason: 'amount_mismatch', expectedPaise: short.total }),
        expect.objectContaining({ line: 4, reason: 'not_delivered', orderId: onTheWay.orderId }),
        expect.objectContaining({ line: 5, reason: 'unknown_awb', awb: 'NOSUCHAWB123' }),
        expect.objectContaining({ line: 6, reason: 'order_mismatch', orderId: paid.orderId }),
        expect.objectContaining({ line: 7, reason: 'unreadable' }),
        expect.objectContaining({ line: 8, reason: 'unreadable' }),
      ],
    });
    expect(await orderOf(t, paid.order._id)).toMatchObject({ paymentStatus: 'PAID' });
    expect(await orderOf(t, short.order._id)).toMatchObject({ paymentStatus: 'COD_COLLECTED' });
    const [remitted] = await t.database.db
      .select()
      .from(codRemittances)
      .where(eq(codRemittances.orderId, paid.order._id));
    expect(remitted).toMatchObject({ utr: 'UTR0001', amountPaise: paid.total, remittedOn: '2026-11-25' });
    const notes = await t.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, paid.order._id));
    expect(notes.map((row) => row.note)).toContainEqual(expect.stringContaining('UTR UTR0001'));

    const again = await importReport(csv);
    expect(again.json.body).toMatchObject({ matched: 0, alreadyRemitted: 1 });
    expect(again.json.body.mismatches).toHaveLength(6);
    expect(
      await t.database.db.select().from(codRemittances).where(eq(codRemittances.orderId, paid.order._id)),
    ).toHaveLength(1);
    const notesAfter = await t.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, paid.order._id));
    expect(notesAfter).toHaveLength(notes.length);

    // The same order under another UTR is money the shop cannot have had twice: listed, nothing written.
    const other = await importReport(
      `AWB,Amount,Remitted on,UTR\n${paid.awb},${rupees(paid.total)},2026-11-26,UTR9999\n`,
    );
    expect(other.json.body.mismatches).toEqual([
      expect.objectContaining({ line: 2, reason: 'already_remitted' }),
    ]);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'cod_remittance.import'));
    expect(audits.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses a file it cannot read, and lets only an admin import', async () => {
    const missing = await importReport('AWB,Amount\nX1234,10\n');
    expect(missing.statusCode).toBe(400);
    expect(missing.json.message).toMatch(/missing: remitted on, UTR/);
    const staff = await loginAs(t.app, t.dataDir, 'STAFF');
    const refused = await importReport('AWB,Amount,Remitted on,UTR\n', staff.token);
    expect(refused.statusCode).toBe(403);
  });

  it('lists delivered COD orders whose cash is not in ten days after delivery', async () => {
    const late = await codParcel();
    const recent = await codParcel();
    await t.database.db
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - 11 * 24 * 60 * 60_000) })
      .where(eq(orders.id, late.order._id));
    await t.database.db
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - 9 * 24 * 60 * 60_000) })
      .where(eq(orders.id, recent.order._id));
    const staff = await loginAs(t.app, t.dataDir, 'STAFF');
    const overdue = await call(t.app, 'GET', '/admin/cod-remittances/overdue', { token: staff.token });
    expect(overdue.statusCode).toBe(200);
    const ids = (overdue.json.body as { orderId: string; awb: string }[]).map((row) => row.orderId);
    expect(ids).toContain(late.orderId);
    expect(ids).not.toContain(recent.orderId);
    expect(overdue.json.body).toContainEqual(
      expect.objectContaining({ orderId: late.orderId, awb: late.awb }),
    );
  });
});

describe('the same report imported twice at the same moment', () => {
  it('marks each order paid once between them', async () => {
    const parcels = [await codParcel(), await codParcel()];
    const csv = [
      'AWB No,Order ID,COD Amount,Remitted On,UTR No',
      ...parcels.map(
        (parcel, i) => `${parcel.awb},${parcel.orderId},${rupees(parcel.total)},2026-11-25,UTRRACE${i}`,
      ),
    ].join('\n');
    const { token } = await loginAs(t.app, t.dataDir, 'ADMIN');
    const [one, two] = await Promise.all([importReport(csv, token), importReport(csv, token)]);
    expect([one?.statusCode, two?.statusCode]).toEqual([200, 200]);
    expect((one?.json.body.matched ?? 0) + (two?.json.body.matched ?? 0)).toBe(2);
    expect((one?.json.body.alreadyRemitted ?? 0) + (two?.json.body.alreadyRemitted ?? 0)).toBe(2);
    for (const parcel of parcels) {
      expect(await orderOf(t, parcel.order._id)).toMatchObject({ paymentStatus: 'PAID' });
      const remitted = await t.app.db
        .select()
        .from(codRemittances)
        .where(eq(codRemittances.orderId, parcel.order._id));
      expect(remitted).toHaveLength(1);
    }
  });
});
