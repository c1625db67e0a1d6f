import { type AdminCoupon, COUPON_STATUSES } from '@shop/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, checkoutDetails, line, loginAs, newMobile } from '../../../test/shop.ts';
import { shopForFile } from '../../../test/shop-for-file.ts';

// docs/admin.md#coupons: the back office makes, changes and ends coupons; the checkout refuses them as it says.

const { t, take } = shopForFile();
let admin: string;
let staff: string;
beforeAll(async () => {
  admin = (await loginAs(t.app, t.dataDir, 'ADMIN')).token;
  staff = (await loginAs(t.app, t.dataDir, 'STAFF')).token;
});
let seq = 0;
const newCode = () => `Spring${process.pid % 1000}x${seq++}`;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const create = (body: object, token = admin) =>
  call(t.app, 'POST', '/admin/coupons', { token, payload: body });
const patch = (id: string, body: object) =>
  call(t.app, 'PATCH', `/admin/coupons/${id}`, { token: admin, payload: body });
async function created(body: object = {}): Promise<AdminCoupon> {
  const res = await create({ code: newCode(), kind: 'PERCENT', value: 10, ...body });
  expect(res.statusCode, JSON.stringify(res.json)).toBe(200);
  return res.json.body;
}

/** A new unpaid order of one line, as the checkout starts it: the gateway's order id. */
async function startOrder(): Promise<string> {
  const res = await call(t.app, 'POST', '/orders/create-razorpay-order', {
    payload: { products: [line(take())] },
  });
  expect(res.statusCode, JSON.stringify(res.json)).toBe(200);
  return res.json.body.id;
}
const applyCoupon = (razorpayOrderId: string, couponCode: string, contact?: string) =>
  call(t.app, 'POST', '/orders/apply-coupon', {
    payload: { razorpayOrderId, couponCode, ...(contact ? { contact: `+91${contact}` } : {}) },
  });
async function payAndVerify(razorpayOrderId: string, mobile: string) {
  const paid = await call(t.app, 'POST', `/payments/sandbox/orders/${razorpayOrderId}/pay`, {
    payload: checkoutDetails(mobile),
  });
  expect(paid.statusCode).toBe(200);
  const body = paid.json.body;
  const verified = await call(t.app, 'POST', '/orders/verify-payment-signature', {
    payload: {
      razorpayPaymentId: body.razorpay_payment_id,
      razorpayOrderId: body.razorpay_order_id,
      razorpaySignature: body.razorpay_signature,
    },
  });
  expect(verified.statusCode, JSON.stringify(verified.json)).toBe(200);
}

describe('making and changing coupons', () => {
  it('creates a coupon with its code in capitals, active, unused and recorded in the audit log', async () => {
    const code = newCode();
    const res = await create({
      code: ` ${code.toLowerCase()} `,
      description: 'Spring sale',
      kind: 'FLAT',
      value: 15000,
      minOrderPaise: 99900,
      expiresAt: inDays(10),
      maxUses: 100,
      maxUsesPerCustomer: 1,
    });
    expect(res.statusCode, JSON.stringify(res.json)).toBe(200);
    expect(res.json.message).toBe('Coupon created');
    const coupon = res.json.body as AdminCoupon;
    expect(coupon).toMatchObject({
      code: code.toUpperCase(),
      kind: 'FLAT',
      value: 15000,
      minOrderPaise: 99900,
      maxDiscountPaise: null,
      startsAt: null,
      active: true,
      firstOrderOnly: false,
      maxUses: 100,
      maxUsesPerCustomer: 1,
      usedCount: 0,
      status: 'active',
    });
    const audit = await call(t.app, 'GET', `/admin/audit?entityType=coupon&entityId=${coupon._id}`, {
      token: admin,
    });
    expect(audit.json.body).toHaveLength(1);
    expect(audit.json.body[0]).toMatchObject({ action: 'create', entityId: coupon._id });

    const read = await call(t.app, 'GET', `/admin/coupons/${coupon._id}`, { token: staff });
    expect(read.json.body).toEqual(coupon);
  });

  it('refuses a code another coupon has, whatever its case, at the code field', async () => {
    const first = await created();
    const res = await create({ code: first.code.toLowerCase(), kind: 'PERCENT', value: 5 });
    expect(res.statusCode).toBe(400);
    expect(res.json.errors).toEqual({ code: 'Another coupon already has this code' });
    const other = await created();
    const renamed = await patch(other._id, { code: first.code });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json.errors).toEqual({ code: 'Another coupon already has this code' });
  });

  it('refuses a percentage over 100, an end before the start and a largest discount on a flat amount', async () => {
    const over = await create({ code: newCode(), kind: 'PERCENT', value: 101 });
    expect(over.statusCode).toBe(400);
    expect(over.json.errors).toEqual({ value: 'A percentage must be between 1 and 100' });
    const backwards = await create({
      code: newCode(),
      kind: 'PERCENT',
      value: 10,
      startsAt: inDays(5),
      expiresAt: inDays(2),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json.errors).toEqual({ expiresAt: 'The end must be after the start' });
    const capped = await create({ code: newCode(), kind: 'FLAT', value: 5000, maxDiscountPaise: 1000 });
    expect(capped.json.errors).toEqual({ maxDiscountPaise: 'Only a percentage takes a largest discount' });
    const badCode = await create({ code: 'no spaces', kind: 'FLAT', value: 5000 });
    expect(badCode.json.errors).toEqual({ code: 'Code is 3 to 40 letters, digits, dashes or underscores' });
  });

  it('saves the fields an edit sends, keeps the others, and checks the coupon as a whole', async () => {
    const coupon = await created({ description: 'Before', maxDiscountPaise: 30000 });
    const saved = await patch(coupon._id, { description: 'After', minOrderPaise: 49900 });
    expect(saved.statusCode, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.body).toMatchObject({
      code: coupon.code,
      description: 'After',
      minOrderPaise: 49900,
      maxDiscountPaise: 30000,
      value: 10,
    });
    // A coupon as read, sent back whole: what only the shop sets is left as it is.
    const resent = await patch(coupon._id, { ...saved.json.body, usedCount: 99, status: 'expired' });
    expect(resent.statusCode, JSON.stringify(resent.json)).toBe(200);
    expect(resent.json.body).toMatchObject({ usedCount: 0, status: 'active' });
    const refused = await patch(coupon._id, { value: 150 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json.errors).toEqual({ value: 'A percentage must be between 1 and 100' });
    const audit = await call(t.app, 'GET', `/admin/audit?entityType=coupon&entityId=${coupon._id}`, {
      token: admin,
    });
    // Newest first: the first edit is the last update listed.
    const update = (audit.json.body as { action: string; before: any; after: any }[])
      .filter((row) => row.action === 'update')
      .at(-1);
    expect(update?.before.description).toBe('Before');
    expect(update?.after.description).toBe('After');
  });

  it('lets the team read coupons but only an admin change them', async () => {
    const coupon = await created();
    expect((await call(t.app, 'GET', '/admin/coupons', { token: staff })).statusCode).toBe(200);
    expect((await create({ code: newCode(), kind: 'PERCENT', value: 5 }, staff)).statusCode).toBe(403);
    const staffPatch = await call(t.app, 'PATCH', `/admin/coupons/${coupon._id}`, {
      token: staff,
      payload: { description: 'x' },
    });
    expect(staffPatch.statusCode).toBe(403);
    const staffExpire = await call(t.app, 'POST', `/admin/coupons/${coupon._id}/expire`, { token: staff });
    expect(staffExpire.statusCode).toBe(403);
  });
});

describe('at the checkout', () => {
  it('an expired coupon is refused as expired from the moment it is expired', async () => {
    const coupon = await created({ expiresAt: inDays(30) });
    const order = await startOrder();
    expect((await applyCoupon(order, coupon.code)).statusCode).toBe(200);

    const expired = await call(t.app, 'POST', `/admin/coupons/${coupon._id}/expire`, { token: admin });
    expect(expired.statusCode, JSON.stringify(expired.json)).toBe(200);
    expect(expired.json.body.status).toBe('expired');
    expect(new Date(expired.json.body.expiresAt).getTime()).toBeLessThanOrEqual(Date.now());

    const refused = await applyCoupon(await startOrder(), coupon.code);
    expect(refused.statusCode).toBe(400);
    expect(refused.json.message).toBe('This coupon has expired');
    const again = await call(t.app, 'POST', `/admin/coupons/${coupon._id}/expire`, { token: admin });
    expect(again.statusCode).toBe(409);
    expect(again.json.message).toBe('This coupon has expired already');
  });

  it('expiring a coupon not started yet ends it too, and the end never comes before the start', async () => {
    const coupon = await created({ startsAt: inDays(3), expiresAt: inDays(10) });
    expect(coupon.status).toBe('scheduled');
    const expired = await call(t.app, 'POST', `/admin/coupons/${coupon._id}/expire`, { token: admin });
    expect(expired.json.body.status).toBe('expired');
    expect(expired.json.body.startsAt).toBe(expired.json.body.expiresAt);
    expect((await applyCoupon(await startOrder(), coupon.code)).json.message).toBe('This coupon has expired');
  });

  it('a used-up coupon is refused, keeps its code, and is accepted again once its limit is raised', async () => {
    const coupon = await created({ maxUses: 1 });
    const mobile = newMobile();
    const order = await startOrder();
    expect((await applyCoupon(order, coupon.code, mobile)).statusCode).toBe(200);
    await payAndVerify(order, mobile);

    const read = (await call(t.app, 'GET', `/admin/coupons/${coupon._id}`, { token: staff })).json.body;
    expect(read).toMatchObject({ usedCount: 1, status: 'usedUp' });
    const refused = await applyCoupon(await startOrder(), coupon.code);
    expect(refused.statusCode).toBe(400);
    expect(refused.json.message).toBe(`${coupon.code} has been fully used`);

    const renamed = await patch(coupon._id, { code: newCode() });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json.message).toBe(
      'This coupon has been used on 1 paid order, so its code cannot change. Expire it and create a new one instead.',
    );
    expect(renamed.json.errors.code).toBe(`Used on 1 paid order: the code stays ${coupon.code}`);
    const raised = await patch(coupon._id, { maxUses: 2, description: 'One more' });
    expect(raised.statusCode, JSON.stringify(raised.json)).toBe(200);
    expect(raised.json.body).toMatchObject({ status: 'active', usedCount: 1, maxUses: 2 });
    expect((await applyCoupon(await startOrder(), coupon.code)).statusCode).toBe(200);
  });
});

describe('the list', () => {
  it('finds coupons by code and description, and by where they stand now', async () => {
    const tag = newCode();
    const active = await created({ code: `${tag}A`, description: 'Monsoon offer' });
    const scheduled = await created({ code: `${tag}S`, startsAt: inDays(2) });
    const off = await created({ code: `${tag}O`, active: false });
    const expired = await created({ code: `${tag}E`, expiresAt: inDays(1) });
    await call(t.app, 'POST', `/admin/coupons/${expired._id}/expire`, { token: admin });

    const search = await call(t.app, 'GET', `/admin/coupons?search=${tag.toLowerCase()}`, { token: staff });
    expect(search.json.totalRecords).toBe(4);
    const byDescription = await call(t.app, 'GET', '/admin/coupons?search=monsoon', { token: staff });
    expect((byDescription.json.body as AdminCoupon[]).map((c) => c._id)).toContain(active._id);

    const expected = { active, scheduled, off, expired } as Record<string, AdminCoupon>;
    for (const status of COUPON_STATUSES) {
      const listed = await call(t.app, 'GET', `/admin/coupons?status=${status}&limit=0`, { token: staff });
      expect(listed.statusCode).toBe(200);
      const rows = listed.json.body as AdminCoupon[];
      // The filter in SQL and the status each row carries agree, on every coupon in the shop.
      expect(
        rows.every((row) => row.status === status),
        status,
      ).toBe(true);
      const mine = rows.filter((row) => row.code.startsWith(tag.toUpperCase())).map((row) => row._id);
      expect(mine, status).toEqual(expected[status] ? [expected[status]._id] : []);
    }
    const all = await call(t.app, 'GET', '/admin/coupons?limit=0', { token: staff });
    const counted = await Promise.all(
      COUPON_STATUSES.map(
        async (status) =>
          (await call(t.app, 'GET', `/admin/coupons?status=${status}&limit=1`, { token: staff })).json
            .totalRecords as number,
      ),
    );
    expect(counted.reduce((sum, n) => sum + n, 0)).toBe(all.json.totalRecords);
    expect((await call(t.app, 'GET', '/admin/coupons?status=gone', { token: staff })).statusCode).toBe(400);
  });
});
