import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { codParcel } from '../../../test/cod-shop.ts';
import { call, loginAs } from '../../../test/shop.ts';
import { shopForFile } from '../../../test/shop-for-file.ts';
import { orders, refunds, sandboxPayoutEntities } from '../../db/schema.ts';

// A COD refund paid out through the shop's own payouts sandbox, which speaks RazorpayX's protocol and tells the
// shop of each move with a signed webhook: the whole path, with no double in between.
const { t, take } = shopForFile();
let admin: { token: string };

beforeAll(async () => {
  admin = await loginAs(t.app, t.dataDir, 'ADMIN');
});

async function collectedTo(vpa: string) {
  const parcel = await codParcel(t, take(), 'DELIVERED');
  const id = parcel.order._id as string;
  await t.database.db
    .update(orders)
    .set({ refundTo: { kind: 'upi', vpa } })
    .where(eq(orders.id, id));
  return { id, total: parcel.total };
}
const refundsOf = (id: string) =>
  t.database.db.select().from(refunds).where(eq(refunds.orderId, id)).orderBy(asc(refunds.createdAt));
const refund = (id: string, key: string, payload: object) =>
  call(t.app, 'POST', `/admin/orders/${id}/refunds`, {
    token: admin.token,
    payload,
    headers: { 'idempotency-key': key },
  });
const advance = (payoutId: string, status: string) =>
  t.app.inject({
    method: 'POST',
    url: `/sandbox/razorpayx/payouts/${payoutId}/advance`,
    payload: { status },
  });

describe('a COD refund paid out through the payouts sandbox', () => {
  it('pays once per key, and completes on the signed webhook with the UTR and a credit note', async () => {
    const { id } = await collectedTo('asha.k@okhdfcbank');
    const asked = await refund(id, `payout-${id}`, { amount: 5000, reason: 'Damaged lid', method: 'PAYOUT' });
    expect(asked.statusCode, JSON.stringify(asked.json)).toBe(200);
    const again = await refund(id, `payout-${id}`, { amount: 5000, reason: 'Damaged lid', method: 'PAYOUT' });
    expect(again.statusCode).toBe(200);
    const [pending] = await refundsOf(id);
    expect(pending).toMatchObject({
      method: 'PAYOUT',
      status: 'PENDING',
      payoutId: expect.stringMatching(/^pout_/),
    });
    const made = await t.database.db
      .select()
      .from(sandboxPayoutEntities)
      .where(eq(sandboxPayoutEntities.entity, 'payout'));
    expect(made.filter((row) => row.id === pending?.payoutId)).toHaveLength(1);
    expect(made.filter((row) => String(row.body.reference_id).startsWith(pending?.id ?? '-'))).toHaveLength(
      1,
    );

    expect((await advance(pending?.payoutId ?? '', 'processed')).statusCode).toBe(200);
    const [done] = await refundsOf(id);
    expect(done).toMatchObject({ status: 'PROCESSED', utr: expect.stringMatching(/\S/) });
    expect(done?.creditNoteNumber).toMatch(/\S/);
    expect((await refundsOf(id)).length).toBe(1);
  });

  it('holds a reversed payout as owed and pays it again by hand on the same credit note', async () => {
    const { id } = await collectedTo('ravi.m@okaxis');
    const asked = await refund(id, `reverse-${id}`, {
      amount: 4000,
      reason: 'Wrong shade',
      method: 'PAYOUT',
    });
    expect(asked.statusCode, JSON.stringify(asked.json)).toBe(200);
    const [pending] = await refundsOf(id);
    await advance(pending?.payoutId ?? '', 'processed');
    const [processed] = await refundsOf(id);
    await advance(pending?.payoutId ?? '', 'reversed');
    const [reversed] = await refundsOf(id);
    expect(reversed).toMatchObject({ status: 'REVERSED', creditNoteNumber: processed?.creditNoteNumber });
    // Still owed: the amount stays held, so no second refund can take it.
    expect((await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]?.refundedPaise).toBe(4000);
    // Its credit note stands: the goods came back, and the money is still owed on it.
    const creditNote = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/orders/${id}/credit-notes/${reversed?.id}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(creditNote.statusCode).toBe(200);

    const paidAgain = await call(t.app, 'POST', `/admin/orders/${id}/refunds/${reversed?.id}/pay-again`, {
      token: admin.token,
      payload: { method: 'BY_HAND', utr: 'HDFCN52026112812345' },
    });
    expect(paidAgain.statusCode, JSON.stringify(paidAgain.json)).toBe(200);
    const [repaid] = await refundsOf(id);
    expect(repaid).toMatchObject({
      status: 'PROCESSED',
      utr: 'HDFCN52026112812345',
      creditNoteNumber: processed?.creditNoteNumber,
    });
  });

  it('refuses a webhook whose signature does not match, and changes nothing', async () => {
    const { id } = await collectedTo('meena.s@oksbi');
    await refund(id, `forged-${id}`, { amount: 3000, reason: 'Leaked', method: 'PAYOUT' });
    const [pending] = await refundsOf(id);
    const forged = JSON.stringify({
      entity: 'event',
      event: 'payout.processed',
      contains: ['payout'],
      payload: {
        payout: { entity: { id: pending?.payoutId, status: 'processed', amount: 3000, utr: 'X1' } },
      },
      created_at: Math.floor(Date.now() / 1000),
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payouts/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'f'.repeat(64) },
      payload: forged,
    });
    expect(response.statusCode).toBe(401);
    expect((await refundsOf(id))[0]).toMatchObject({ status: 'PENDING' });
  });
});
