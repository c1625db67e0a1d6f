import { RefundToSchema } from '@shop/shared';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { codParcel } from '../../../test/cod-shop.ts';
import { PayoutsDouble } from '../../../test/payouts-double.ts';
import { call, login, loginAs } from '../../../test/shop.ts';
import { shopForFile } from '../../../test/shop-for-file.ts';
import { auditLog, orderEvents, orders, refunds, users } from '../../db/schema.ts';
import { CodRefundsService, referenceOf } from './cod-refunds.service.ts';

const { t, take } = shopForFile();
let admin: { token: string };
let payouts: PayoutsDouble;
let service: CodRefundsService;

const UPI = { kind: 'upi', vpa: 'asha.k@okhdfcbank' } as const;

beforeAll(async () => {
  admin = await loginAs(t.app, t.dataDir, 'ADMIN');
});

beforeEach(() => {
  // The app's own payout provider is whatever PAYOUT_PROVIDER says; the service under test pays through the double.
  payouts = new PayoutsDouble();
  service = new CodRefundsService(t.database.db, t.app.services.refunds, payouts, t.app.services.audit);
});

const orderRow = async (id: string) => {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error('no order');
  return row;
};
const refundsOf = (id: string) =>
  t.database.db.select().from(refunds).where(eq(refunds.orderId, id)).orderBy(asc(refunds.createdAt));

/** A delivered COD order, its cash collected by the courier, with the shopper's UPI id unless told otherwise. */
async function collected(refundTo: typeof UPI | null = UPI) {
  const parcel = await codParcel(t, take(), 'DELIVERED');
  const id = parcel.order._id as string;
  await t.database.db.update(orders).set({ refundTo }).where(eq(orders.id, id));
  const row = await orderRow(id);
  expect(row.paymentStatus).toBe('COD_COLLECTED');
  return { id, total: row.totalAmountPaise };
}

const adminRefund = (id: string, payload: object, key: string) =>
  call(t.app, 'POST', `/admin/orders/${id}/refunds`, {
    token: admin.token,
    payload,
    headers: { 'idempotency-key': key },
  });

describe('refunding a COD order', () => {
  it('waits for the cash: refused before it is collected, then up to exactly what was collected', async () => {
    const shipped = await codParcel(t, take(), 'SHIPPED');
    const early = await service.refund(
      shipped.order._id,
      { reason: 'Lost parcel', idempotencyKey: 'not-collected-1' },
      null,
    );
    expect(early).toMatchObject({ ok: false, reason: 'not_paid' });
    expect(await refundsOf(shipped.order._id)).toEqual([]);

    payouts.answer = 'processed';
    const { id, total } = await collected();
    const over = await service.refund(
      id,
      { amount: total + 1, reason: 'Damaged', idempotencyKey: 'one-paisa-over' },
      null,
    );
    expect(over).toMatchObject({ ok: false, reason: 'too_much' });
    expect(payouts.calls).toHaveLength(0);

    const exact = await service.refund(
      id,
      { amount: total, reason: 'Damaged', idempotencyKey: 'exactly-all' },
      null,
    );
    expect(exact).toMatchObject({ ok: true, refund: { status: 'PROCESSED', method: 'PAYOUT' } });
    expect(await orderRow(id)).toMatchObject({ refundedPaise: total, paymentStatus: 'REFUNDED' });
    const more = await service.refund(id, { amount: 1, reason: 'More', idempotencyKey: 'after-all-1' }, null);
    expect(more).toMatchObject({ ok: false, reason: 'too_much' });
    expect(payouts.calls).toHaveLength(1);
    expect(payouts.calls[0]).toMatchObject({ amount: total, to: UPI });
  });

  it('makes one refund and asks for one payout per key, however often and however fast it is asked', async () => {
    const { id } = await collected();
    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        service.refund(id, { amount: 1000, reason: 'Damaged lid', idempotencyKey: 'cod-key-once' }, null),
      ),
    );
    expect(answers.every((answer) => answer.ok)).toBe(true);
    const made = await refundsOf(id);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      status: 'PENDING',
      payoutAttempt: 1,
      payoutId: expect.stringMatching(/^pout_/),
    });
    expect(payouts.calls.map((request) => request.reference)).toEqual([
      referenceOf(made[0] ?? { id: '', payoutAttempt: 0 }),
    ]);
    expect((await orderRow(id)).refundedPaise).toBe(1000);
    const again = await service.refund(
      id,
      { amount: 1000, reason: 'Damaged lid', idempotencyKey: 'cod-key-once' },
      null,
    );
    expect(again).toMatchObject({ ok: true, replayed: true, refund: { id: made[0]?.id } });
    expect(payouts.calls).toHaveLength(1);
  });

  it('releases the amount when the payout fails or the provider refuses it', async () => {
    const { id } = await collected();
    payouts.answer = 'failed';
    const failed = await service.refund(
      id,
      { amount: 700, reason: 'Damaged', idempotencyKey: 'payout-fails' },
      null,
    );
    expect(failed).toMatchObject({ ok: false, reason: 'payout_failed' });
    payouts.answer = 'refused';
    const refused = await service.refund(
      id,
      { amount: 700, reason: 'Damaged', idempotencyKey: 'payout-refused' },
      null,
    );
    expect(refused).toMatchObject({ ok: false, reason: 'payout_failed' });
    expect((await refundsOf(id)).map((row) => row.status)).toEqual(['FAILED', 'FAILED']);
    expect(await orderRow(id)).toMatchObject({ refundedPaise: 0, paymentStatus: 'COD_COLLECTED' });
  });

  it('keeps a refund whose call died unanswered held, and the poll pays it once under the same reference', async () => {
    const { id } = await collected();
    payouts.answer = 'throws';
    const died = await service.refund(
      id,
      { amount: 700, reason: 'Damaged', idempotencyKey: 'payout-dies' },
      null,
    );
    // The payout may have been made: nothing is released, so no second refund can pay it twice.
    expect(died).toMatchObject({ ok: true, refund: { status: 'PENDING', payoutId: null } });
    expect(await orderRow(id)).toMatchObject({ refundedPaise: 700 });

    payouts.answer = 'processed';
    const [refund] = await refundsOf(id);
    await service.poll(new Date(Date.now() + 16 * 60_000));
    const references = payouts.calls.map((call) => call.reference);
    expect(references.filter((reference) => reference === references.at(-1))).toHaveLength(2);
    expect((await refundsOf(id)).find((row) => row.id === refund?.id)).toMatchObject({ status: 'PROCESSED' });
    expect(await orderRow(id)).toMatchObject({ refundedPaise: 700 });
  });

  it('releases a refund whose call died once the poll hears the provider refuse it, so it cannot stay stuck', async () => {
    const { id } = await collected();
    payouts.answer = 'throws';
    await service.refund(id, { amount: 600, reason: 'Damaged', idempotencyKey: 'payout-dies-refused' }, null);
    expect(await orderRow(id)).toMatchObject({ refundedPaise: 600 });
    // Not yet old: the poll leaves it to its own call.
    payouts.answer = 'refused';
    await service.poll(new Date(Date.now() + 60_000));
    expect((await refundsOf(id))[0]).toMatchObject({ status: 'PENDING' });
    await service.poll(new Date(Date.now() + 16 * 60_000));
    expect((await refundsOf(id))[0]).toMatchObject({ status: 'FAILED' });
    expect(await orderRow(id)).toMatchObject({ refundedPaise: 0 });
  });

  it('refuses a UTR with a payout: it is the record of a transfer made by hand', async () => {
    const { id } = await collected();
    const refused = await adminRefund(
      id,
      { amount: 500, reason: 'Damaged', method: 'PAYOUT', utr: 'HDFCN52026112800001' },
      'payout-with-utr',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json.errors).toMatchObject({ utr: 'A UTR goes only with a refund paid by hand' });
    expect(await refundsOf(id)).toEqual([]);
  });

  it('pays by hand with the bank UTR at once, and refuses one without a UTR', async () => {
    const { id, total } = await collected(null);
    const noUtr = await adminRefund(
      id,
      { amount: 500, reason: 'Damaged', method: 'BY_HAND' },
      'by-hand-no-utr',
    );
    expect(noUtr.statusCode).toBe(400);
    expect(noUtr.json.errors).toMatchObject({ utr: 'UTR is a required field' });
    const badUtr = await adminRefund(
      id,
      { amount: 500, reason: 'Damaged', method: 'BY_HAND', utr: '12345' },
      'by-hand-bad-utr',
    );
    expect(badUtr.statusCode).toBe(400);
    expect(await refundsOf(id)).toEqual([]);

    const paid = await adminRefund(
      id,
      { amount: 500, reason: 'Damaged', method: 'BY_HAND', utr: 'HDFCR52026112800123' },
      'by-hand-with-utr',
    );
    expect(paid.statusCode).toBe(200);
    expect(paid.json.body.refund).toMatchObject({
      status: 'PROCESSED',
      method: 'BY_HAND',
      utr: 'HDFCR52026112800123',
    });
    expect(paid.json.body.refund.creditNoteNumber).toEqual(expect.any(String));
    expect(paid.json.body.order).toMatchObject({
      paymentStatus: 'PARTIALLY_REFUNDED',
      refundableAmount: total - 500,
      refunds: [{ method: 'BY_HAND', utr: 'HDFCR52026112800123', status: 'PROCESSED' }],
    });
  });

  it('pays out only to a destination the shopper gave, and keeps payout and by hand to COD orders', async () => {
    const { id, total } = await collected(null);
    const read = await call(t.app, 'GET', `/admin/orders/${id}`, { token: admin.token });
    expect(read.json.body).toMatchObject({ refundableAmount: total, refundTo: null });
    const refused = await adminRefund(
      id,
      { amount: 500, reason: 'Damaged', method: 'PAYOUT' },
      'payout-nowhere',
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json.message).toMatch(/has not given a UPI id or bank account/);
    expect(await refundsOf(id)).toEqual([]);

    const prepaid = await codParcel(t, take(), 'DELIVERED');
    await t.database.db
      .update(orders)
      .set({ paymentMethod: 'RAZORPAY', paymentStatus: 'PAID' })
      .where(eq(orders.id, prepaid.order._id));
    const notCod = await adminRefund(
      prepaid.order._id,
      { amount: 500, reason: 'Damaged', method: 'BY_HAND', utr: 'HDFCR5202611' },
      'prepaid-by-hand',
    );
    expect(notCod.statusCode).toBe(400);
    expect(await refundsOf(prepaid.order._id)).toEqual([]);
  });
});

describe("the payout provider's word", () => {
  it('never moves a refund backwards: a late pending after processed, a late processed after reversed', async () => {
    const { id } = await collected();
    const asked = await service.refund(
      id,
      { amount: 900, reason: 'Damaged', idempotencyKey: 'out-of-order' },
      null,
    );
    if (!asked.ok) throw new Error(asked.message);
    const payoutId = asked.refund.payoutId ?? '';
    const processed = payouts.move(payoutId, 'processed');
    await service.payoutUpdate(processed);
    await service.payoutUpdate(processed);
    await service.payoutUpdate({ ...processed, status: 'pending', utr: null });
    const [done] = await refundsOf(id);
    expect(done).toMatchObject({ status: 'PROCESSED', utr: processed.utr });
    const creditNote = done?.creditNoteNumber;
    expect(creditNote).toEqual(expect.any(String));
    expect((await orderRow(id)).paymentStatus).toBe('PARTIALLY_REFUNDED');

    const reversed = payouts.move(payoutId, 'reversed');
    await service.payoutUpdate(reversed);
    await service.payoutUpdate({ ...reversed, status: 'processed' });
    const [back] = await refundsOf(id);
    expect(back).toMatchObject({ status: 'REVERSED', creditNoteNumber: creditNote });
    // Still owed: the amount stays held, and the payment is as the refunds that stand say.
    expect(await orderRow(id)).toMatchObject({ refundedPaise: 900, paymentStatus: 'COD_COLLECTED' });
    const notes = await t.database.db
      .select({ note: orderEvents.note })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, id));
    expect(notes.map((row) => row.note)).toContainEqual(expect.stringMatching(/sent back the refund of ₹9/));

    // A failure while pending releases; one for an unknown payout changes nothing.
    await service.payoutUpdate({ ...reversed, id: 'pout_stranger', reference: 'not-ours', status: 'failed' });
    expect((await refundsOf(id))[0]?.status).toBe('REVERSED');
  });

  it('pays a reversed refund again on the same refund, keeping its one credit note', async () => {
    const { id } = await collected();
    payouts.answer = 'processed';
    const asked = await service.refund(
      id,
      { amount: 1200, reason: 'Damaged', idempotencyKey: 'reverse-again' },
      null,
    );
    if (!asked.ok) throw new Error(asked.message);
    const creditNote = asked.refund.creditNoteNumber;
    await service.payoutUpdate(payouts.move(asked.refund.payoutId ?? '', 'reversed'));

    const [adminUser] = await t.database.db.select().from(users).where(eq(users.role, 'ADMIN')).limit(1);
    if (!adminUser) throw new Error('no admin');
    const again = await service.payAgain(id, asked.refund.id, { method: 'PAYOUT' }, adminUser);
    expect(again).toMatchObject({
      ok: true,
      refund: { status: 'PROCESSED', payoutAttempt: 2, creditNoteNumber: creditNote },
    });
    expect(payouts.calls.map((request) => request.reference)).toEqual([
      `${asked.refund.id}-1`,
      `${asked.refund.id}-2`,
    ]);
    // The first payout's late word is history now.
    await service.payoutUpdate(payouts.move(asked.refund.payoutId ?? '', 'reversed'));
    expect(await refundsOf(id)).toMatchObject([{ status: 'PROCESSED', creditNoteNumber: creditNote }]);
    expect(await orderRow(id)).toMatchObject({ refundedPaise: 1200, paymentStatus: 'PARTIALLY_REFUNDED' });
    const notAgain = await service.payAgain(id, asked.refund.id, { method: 'PAYOUT' }, adminUser);
    expect(notAgain).toMatchObject({ ok: false, reason: 'not_reversed' });
  });

  it('lets an admin pay a reversed refund again by hand, audited, with its credit note kept', async () => {
    const { id } = await collected();
    payouts.answer = 'processed';
    const asked = await service.refund(
      id,
      { amount: 800, reason: 'Damaged', idempotencyKey: 'reverse-by-hand' },
      null,
    );
    if (!asked.ok) throw new Error(asked.message);
    await service.payoutUpdate(payouts.move(asked.refund.payoutId ?? '', 'reversed'));
    const url = `/admin/orders/${id}/refunds/${asked.refund.id}/pay-again`;
    const noUtr = await call(t.app, 'POST', url, { token: admin.token, payload: { method: 'BY_HAND' } });
    expect(noUtr.statusCode).toBe(400);
    const paid = await call(t.app, 'POST', url, {
      token: admin.token,
      payload: { method: 'BY_HAND', utr: 'SBIN2026112899' },
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json.body.refund).toMatchObject({
      status: 'PROCESSED',
      method: 'BY_HAND',
      utr: 'SBIN2026112899',
      creditNoteNumber: asked.refund.creditNoteNumber,
    });
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'order.refund_pay_again')));
    expect(audited).toHaveLength(1);
  });

  it('the polling job settles a pending payout, and pays again under the same reference a call that died', async () => {
    const { id } = await collected();
    const asked = await service.refund(
      id,
      { amount: 600, reason: 'Damaged', idempotencyKey: 'poll-settles' },
      null,
    );
    if (!asked.ok) throw new Error(asked.message);
    const later = new Date(Date.now() + 6 * 60_000);
    payouts.move(asked.refund.payoutId ?? '', 'processed');
    expect(await service.poll(later)).toMatchObject({ asked: 1 });
    expect((await refundsOf(id))[0]).toMatchObject({ status: 'PROCESSED', utr: expect.any(String) });

    // Written down, but the call never came back: no payout id.
    const { id: other } = await collected();
    const [held] = await t.database.db
      .insert(refunds)
      .values({
        orderId: other,
        amountPaise: 400,
        reason: 'Damaged',
        idempotencyKey: 'call-died-1',
        method: 'PAYOUT',
        payoutAttempt: 1,
      })
      .returning();
    if (!held) throw new Error('no refund');
    await t.database.db.update(orders).set({ refundedPaise: 400 }).where(eq(orders.id, other));
    payouts.answer = 'processed';
    expect(await service.poll(new Date(Date.now() + 10 * 60_000))).toMatchObject({ paidAgain: 0 });
    expect(await service.poll(new Date(Date.now() + 16 * 60_000))).toMatchObject({ paidAgain: 1 });
    expect(payouts.calls.at(-1)).toMatchObject({ reference: `${held.id}-1`, amount: 400 });
    expect((await refundsOf(other))[0]).toMatchObject({ status: 'PROCESSED', payoutId: expect.any(String) });
  });

  it('refuses a webhook delivery the provider cannot vouch for', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payouts/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'forged' },
      payload: JSON.stringify({ event: 'payout.processed', payload: {} }),
    });
    expect([400, 401]).toContain(refused.statusCode);
  });
});

describe('the return form of a COD order', () => {
  async function deliveredToShopper() {
    const parcel = await codParcel(t, take(), 'DELIVERED');
    const id = parcel.order._id as string;
    const shopper = await login(t.app, t.dataDir, parcel.mobile);
    const [owner] = await t.database.db.select().from(users).where(eq(users.mobile, parcel.mobile));
    // The shopper's own, delivered just now, so the return window is open.
    await t.database.db
      .update(orders)
      .set({ deliveredAt: new Date(), userId: owner?.id ?? null })
      .where(eq(orders.id, id));
    return { id, token: shopper.token };
  }
  const reason = 'The bottle arrived cracked and leaking';

  it('asks where the refund goes, checks the bank and the account typed twice, and keeps it masked', async () => {
    const { id, token } = await deliveredToShopper();
    const ask = (payload: object) =>
      call(t.app, 'POST', `/orders/userOrders/${id}/return`, { token, payload: { reason, ...payload } });

    const none = await ask({});
    expect(none.statusCode).toBe(400);
    expect(none.json.message).toMatch(/Tell us where to send the refund/);

    const bank = { kind: 'bank', name: 'Asha Kulkarni', ifsc: 'zzzz0123456', accountNumber: '123456789012' };
    const unknownBank = await ask({ refundTo: { ...bank, accountNumberAgain: '123456789012' } });
    expect(unknownBank.statusCode).toBe(400);
    expect(unknownBank.json.message).toMatch(/No bank in India uses the IFSC code ZZZZ0123456/);

    const differing = await ask({
      refundTo: { ...bank, ifsc: 'HDFC0001234', accountNumberAgain: '123456789013' },
    });
    expect(differing.statusCode).toBe(400);
    expect((await orderRow(id)).orderStatus).toBe('DELIVERED');
    expect((await orderRow(id)).refundTo).toBeNull();

    const taken = await ask({
      refundTo: { ...bank, ifsc: 'hdfc0001234', accountNumberAgain: '123456789012' },
    });
    expect(taken.statusCode).toBe(200);
    expect(taken.json.body).toMatchObject({
      orderStatus: 'RETURN_REQUESTED',
      refundTo: 'Asha Kulkarni · HDFC0001234 · ••••9012',
    });
    expect((await orderRow(id)).refundTo).toEqual({
      kind: 'bank',
      name: 'Asha Kulkarni',
      ifsc: 'HDFC0001234',
      accountNumber: '123456789012',
    });
    const read = await call(t.app, 'GET', `/admin/orders/${id}`, { token: admin.token });
    expect(read.json.body.refundTo).toBe('Asha Kulkarni · HDFC0001234 · ••••9012');
  });

  it('has the shared schema refuse account numbers that differ', () => {
    const parsed = RefundToSchema.safeParse({
      kind: 'bank',
      name: 'Asha Kulkarni',
      ifsc: 'SBIN0001234',
      accountNumber: '123456789012',
      accountNumberAgain: '123456789021',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['accountNumberAgain']);
  });
});
