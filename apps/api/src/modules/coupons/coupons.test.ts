import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, checkoutDetails, line, login, newMobile, orderRow as orderRowIn } from '../../../test/shop.ts';
import { shopForFile } from '../../../test/shop-for-file.ts';
import { coupons, orders, sandboxOrders } from '../../db/schema.ts';

const { t, take } = shopForFile();
let couponSeq = 0;
/** A coupon of this test's own: 5% off any order, with the limits given. */
async function newCoupon(limits: Partial<typeof coupons.$inferInsert>) {
  const code = `TEST${process.pid % 1000}X${couponSeq++}`;
  await t.database.db.insert(coupons).values({ code, kind: 'PERCENT', value: 5, ...limits });
  return code;
}
const usedCount = async (code: string) =>
  (await t.database.db.select().from(coupons).where(eq(coupons.code, code)))[0]?.usedCount;
const orderRow = (id: string) => orderRowIn(t.app, id);

async function start(token?: string) {
  const created = await call(t.app, 'POST', '/orders/create-razorpay-order', {
    payload: { products: [line(take())] },
    token: token ?? null,
  });
  if (created.statusCode !== 200) throw new Error(JSON.stringify(created.json));
  return created.json.body as { id: string; _id: string; amount: number };
}
const apply = (razorpayOrderId: string, couponCode: string | null, contact?: string) =>
  call(t.app, 'POST', '/orders/apply-coupon', {
    payload: { razorpayOrderId, couponCode, ...(contact ? { contact } : {}) },
  });
async function payAndVerify(providerOrderId: string, mobile: string) {
  const paid = await call(t.app, 'POST', `/payments/sandbox/orders/${providerOrderId}/pay`, {
    payload: checkoutDetails(mobile),
  });
  if (paid.statusCode !== 200) throw new Error(JSON.stringify(paid.json));
  return verifyPaid(paid.json.body.razorpay_order_id, paid.json.body);
}
/** Hands the sandbox's answer back to the shop, as the browser does after paying. */
const verifyPaid = (
  razorpayOrderId: string,
  paid: { razorpay_payment_id: string; razorpay_signature: string },
) =>
  call(t.app, 'POST', '/orders/verify-payment-signature', {
    payload: {
      razorpayPaymentId: paid.razorpay_payment_id,
      razorpayOrderId,
      razorpaySignature: paid.razorpay_signature,
    },
  });

describe('coupon limits', () => {
  it('keeps a first-order coupon to first orders, by account and by number', async () => {
    const code = await newCoupon({ firstOrderOnly: true });
    const returning = await login(t.app, t.dataDir);
    const earlier = await start(returning.token);
    expect((await payAndVerify(earlier.id, returning.mobile)).statusCode).toBe(200);

    const byAccount = await start(returning.token);
    const refused = await apply(byAccount.id, code);
    expect(refused.statusCode).toBe(400);
    expect(refused.json.message).toBe(`${code} is for your first order only`);
    // A guest whose number has bought before, when the checkout says the number.
    const asGuest = await start();
    expect((await apply(asGuest.id, code, `+91${returning.mobile}`)).json.message).toBe(
      `${code} is for your first order only`,
    );
    const newcomer = await start();
    expect((await apply(newcomer.id, code, newMobile())).statusCode).toBe(200);
  });

  it('checks again when the payment completes, and refunds a payment the coupon cannot cover', async () => {
    const code = await newCoupon({ firstOrderOnly: true });
    const mobile = newMobile();
    const first = await start();
    expect((await payAndVerify(first.id, mobile)).statusCode).toBe(200);
    // A guest applies it before the checkout knows who they are, then pays with a number that has bought before.
    const second = await start();
    expect((await apply(second.id, code)).statusCode).toBe(200);
    const verified = await payAndVerify(second.id, mobile);
    expect(verified.statusCode).toBe(409);
    expect(verified.json.message).toMatch(
      new RegExp(
        `^Sorry, the coupon ${code} could not be used: ${code} is for your first order only\\. Your payment of ₹[\\d,.]+ will be refunded`,
      ),
    );
    expect(await orderRow(second._id)).toMatchObject({ paymentStatus: 'REFUNDED', orderStatus: 'CANCELLED' });
    expect(await usedCount(code)).toBe(0);
  });

  it('holds each customer to their uses of a coupon', async () => {
    const code = await newCoupon({ maxUsesPerCustomer: 1 });
    const mobile = newMobile();
    const first = await start();
    await apply(first.id, code, mobile);
    expect((await payAndVerify(first.id, mobile)).statusCode).toBe(200);
    expect(await usedCount(code)).toBe(1);
    const again = await start();
    const refused = await apply(again.id, code, mobile);
    expect(refused.statusCode).toBe(400);
    expect(refused.json.errors.couponCode).toBe('Already used');
  });

  it('lets only as many payments use a coupon as its total limit allows, even when they race', async () => {
    const code = await newCoupon({ maxUses: 1 });
    const a = await start();
    const b = await start();
    expect((await apply(a.id, code)).statusCode).toBe(200);
    expect((await apply(b.id, code)).statusCode).toBe(200);
    const results = await Promise.all([payAndVerify(a.id, newMobile()), payAndVerify(b.id, newMobile())]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((result) => result.statusCode === 409)?.json.message).toMatch(
      `the coupon ${code} could not be used: ${code} has been fully used`,
    );
    expect(await usedCount(code)).toBe(1);
    expect((await apply((await start()).id, code)).json.message).toBe(`${code} has been fully used`);
  });
});

describe('the amount a payment collects', () => {
  it('cannot change once the payment has started, so what is recorded is what was collected', async () => {
    const code = await newCoupon({});
    const order = await start();
    const discounted = (await apply(order.id, code)).json.body.amount as number;
    const paid = await call(t.app, 'POST', `/payments/sandbox/orders/${order.id}/pay`, {
      payload: checkoutDetails(newMobile()),
    });
    const removed = await apply(order.id, null);
    expect(removed.statusCode).toBe(409);
    expect(removed.json.message).toBe('The payment has already started: the coupon can no longer change');
    const verified = await verifyPaid(order.id, paid.json.body);
    expect(verified.statusCode).toBe(200);
    expect(verified.json.body.totalAmount).toBe(discounted);
    const [atGateway] = await t.database.db
      .select()
      .from(sandboxOrders)
      .where(eq(sandboxOrders.id, order.id));
    expect(atGateway?.paidAmountPaise).toBe(discounted);
  });

  it('refunds a captured amount that differs from the order total instead of leaving it unreconciled', async () => {
    const order = await start();
    const paid = await call(t.app, 'POST', `/payments/sandbox/orders/${order.id}/pay`, {
      payload: checkoutDetails(newMobile()),
    });
    // However it came about, the order now says another amount than the one collected.
    await t.database.db
      .update(orders)
      .set({ totalAmountPaise: order.amount + 15_000 })
      .where(eq(orders.id, order._id));
    const verified = await verifyPaid(order.id, paid.json.body);
    expect(verified.statusCode).toBe(409);
    expect(verified.json.message).toMatch(/^The amount paid \(₹[\d,.]+\) does not match the order total/);
    expect(await orderRow(order._id)).toMatchObject({
      paymentStatus: 'REFUNDED',
      orderStatus: 'CANCELLED',
      paymentFailure: { reason: 'amount_mismatch' },
    });
    const [atGateway] = await t.database.db
      .select()
      .from(sandboxOrders)
      .where(eq(sandboxOrders.id, order.id));
    expect(atGateway?.status).toBe('refunded');
  });
});

describe('coupons in Hindi', () => {
  const hindi = (razorpayOrderId: string, couponCode: string | null) =>
    call(t.app, 'POST', '/orders/apply-coupon', {
      payload: { razorpayOrderId, couponCode },
      headers: { 'accept-language': 'hi-IN' },
    });

  it('says what was saved, and why a coupon is refused, in the page’s language', async () => {
    const code = await newCoupon({ minOrderPaise: 100_000_000 });
    const order = await start();
    const refused = await hindi(order.id, code);
    expect(refused.statusCode).toBe(400);
    expect(refused.json.message).toMatch(new RegExp(`^${code} लगाने के लिए ₹[\\d,.]+ का सामान और जोड़ें$`));
    expect(refused.json.errors.couponCode).toMatch(/^कम से कम ₹[\d,.]+ का ऑर्डर$/);
    // The same refusal on an English page is as it always was.
    expect((await apply(order.id, code)).json.message).toMatch(
      new RegExp(`^Add ₹[\\d,.]+ more to use ${code}$`),
    );

    const open = await newCoupon({});
    const applied = await hindi(order.id, open);
    expect(applied.statusCode).toBe(200);
    expect(applied.json.message).toMatch(new RegExp(`^${open} लग गया: आपको ₹[\\d,.]+ की बचत$`));
    expect(applied.json.body.message).toBe(applied.json.message);
    expect((await hindi(order.id, null)).json.message).toBe('कूपन हटा दिया गया');
  });
});
