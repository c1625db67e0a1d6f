import { bundleTotals, formatINR, shownPrice } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoCoupons } from '../../../seed/data/coupons.ts';
import {
  buy,
  type CatalogSize,
  call,
  checkoutDetails,
  line,
  login,
  newMobile,
  stockOf as stockIn,
} from '../../../test/shop.ts';
import { shopForFile } from '../../../test/shop-for-file.ts';
import { orders, productSizes } from '../../db/schema.ts';

const { t, sizes } = shopForFile();

const stockOf = (sizeId: string) => stockIn(t.app, sizeId);
const setStock = (sizeId: string, stock: number) =>
  t.database.db.update(productSizes).set({ stock }).where(eq(productSizes.id, sizeId));
const create = (payload: unknown, token?: string) =>
  call(t.app, 'POST', '/orders/create-razorpay-order', { payload, token: token ?? null });
const verify = (payload: unknown, token?: string) =>
  call(t.app, 'POST', '/orders/verify-payment-signature', { payload, token: token ?? null });
/** Each test takes sizes no other test touches, so stock assertions stay exact. */
const used = new Set<CatalogSize>();
const takeWhere = (count: number, wanted: (size: CatalogSize) => boolean) => {
  const taken = sizes.filter((size) => !used.has(size) && wanted(size)).slice(0, count);
  if (taken.length < count) throw new Error('ran out of demo sizes');
  for (const size of taken) used.add(size);
  return taken;
};
const take = (count = 1) => takeWhere(count, () => true);
const shown = (size: CatalogSize) => shownPrice(size);

describe('POST /orders/create-razorpay-order', () => {
  it('prices every line from the database, whatever the browser claims', async () => {
    const [a, b] = take(2) as [CatalogSize, CatalogSize];
    const tampered = [
      { ...line(a, 2), price: 1, salePrice: 1, mrp: 1, amount: 1 },
      { ...line(b, 1), price: 1 },
    ];
    const { statusCode, json } = await create({ products: tampered, amount: 100, totalAmount: 100 });
    expect(statusCode).toBe(200);
    const expected = shown(a) * 2 + shown(b);
    expect(json.body).toMatchObject({ amount: expected, currency: 'INR', key: 'rzp_test_sandbox' });
    expect(json.body.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(json.body.orderId).toMatch(/^ORD-\d{4}-\d{6}$/);
  });

  it('applies the bundle tier to the sum of MRPs', async () => {
    const bundle = take(3);
    const { json } = await create({ products: bundle.map((s) => line(s)), isBundle: true });
    const expected = bundleTotals(bundle.map((s) => ({ mrp: s.mrp, quantity: 1 })));
    expect(expected.percent).toBe(5);
    expect(json.body.amount).toBe(expected.total);
  });

  it('refuses a bundle of fewer than three items', async () => {
    const { statusCode, json } = await create({ products: take(2).map((s) => line(s)), isBundle: true });
    expect(statusCode).toBe(400);
    expect(json.message).toBe('A bundle needs at least 3 items');
  });

  it('refuses a bundle line of more than one unit', async () => {
    const [a] = take(1) as [CatalogSize];
    const { statusCode, json } = await create({ products: [line(a, 2)], isBundle: true });
    expect(statusCode).toBe(400);
    expect(json.message).toBe('Each bundle item is one unit');
  });

  it.each([
    [0, 'qty must be at least 1'],
    [100, 'qty must be at most 99'],
    [1.5, 'qty must be a whole number'],
  ])('refuses quantity %s', async (qty, message) => {
    const [a] = sizes as [CatalogSize];
    const { statusCode, json } = await create({ products: [{ ...line(a), qty }] });
    expect(statusCode).toBe(400);
    expect(json.errors['products.0.qty']).toBe(message);
  });

  it('refuses an empty cart, unknown products and a size of another product', async () => {
    expect((await create({ products: [] })).json.errors.products).toBe('Your cart is empty');
    const unknown = await create({
      products: [
        {
          product: '00000000-0000-4000-8000-000000000000',
          qty: 1,
          size: '00000000-0000-4000-8000-000000000001',
        },
      ],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json.message).toBe('One of the products in your cart is no longer available');
    const a = sizes[0] as CatalogSize;
    const b = sizes.find((s) => s.productId !== a.productId) as CatalogSize;
    const mixed = await create({ products: [{ product: a.productId, qty: 1, size: b.sizeId }] });
    expect(mixed.statusCode).toBe(400);
  });

  it('refuses what is out of stock and more than is left', async () => {
    const [a] = take(1) as [CatalogSize];
    await setStock(a.sizeId, 0);
    const out = await create({ products: [line(a)] });
    expect(out.statusCode).toBe(409);
    expect(out.json.message).toMatch(/is out of stock$/);
    await setStock(a.sizeId, 2);
    const more = await create({ products: [line(a, 3)] });
    expect(more.statusCode).toBe(409);
    expect(more.json.message).toMatch(/^Only 2 left of /);
  });
});

describe('paying and verifying', () => {
  it('marks the order paid once, decrements stock once, and answers with the order', async () => {
    const [a] = take(1) as [CatalogSize];
    const before = (await stockOf(a.sizeId)) as number;
    const { verifyPayload, created } = await buy(t.app, [line(a, 2)]);
    const first = await verify(verifyPayload);
    expect(first.statusCode).toBe(200);
    expect(first.json.body).toMatchObject({
      _id: created._id,
      orderId: created.orderId,
      totalAmount: created.amount,
      paymentStatus: 'PAID',
      orderStatus: 'PLACED',
      products: [
        expect.objectContaining({ qty: 2, product: expect.objectContaining({ sku: expect.any(String) }) }),
      ],
      shippingAddress: expect.objectContaining({ city: 'Udaipur', zipcode: '313001' }),
    });
    const again = await verify(verifyPayload);
    expect(again.statusCode).toBe(200);
    expect(again.json.body._id).toBe(first.json.body._id);
    expect(await stockOf(a.sizeId)).toBe(before - 2);
  });

  it('handles two verifications of one payment at once', async () => {
    const [a] = take(1) as [CatalogSize];
    const before = (await stockOf(a.sizeId)) as number;
    const { verifyPayload } = await buy(t.app, [line(a)]);
    const results = await Promise.all([verify(verifyPayload), verify(verifyPayload), verify(verifyPayload)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => r.json.body._id)).size).toBe(1);
    expect(await stockOf(a.sizeId)).toBe(before - 1);
  });

  it('rejects a forged signature and changes nothing', async () => {
    const [a] = take(1) as [CatalogSize];
    const before = await stockOf(a.sizeId);
    const { verifyPayload, created } = await buy(t.app, [line(a)]);
    const forged = await verify({ ...verifyPayload, razorpaySignature: 'a'.repeat(64) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json.message).toBe('Payment verification failed: the signature does not match');
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, created._id));
    expect(order?.paymentStatus).toBe('PENDING');
    expect(await stockOf(a.sizeId)).toBe(before);
  });

  it('rejects a genuine signature replayed for another order', async () => {
    const [a, b] = take(2) as [CatalogSize, CatalogSize];
    const paid = await buy(t.app, [line(a)]);
    const other = await create({ products: [line(b)] });
    const replay = await verify({ ...paid.verifyPayload, razorpayOrderId: other.json.body.id });
    expect(replay.statusCode).toBe(400);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, other.json.body._id));
    expect(order?.paymentStatus).toBe('PENDING');
  });

  it('lets only one of two buyers have the last unit and refunds the other', async () => {
    const [a] = take(1) as [CatalogSize];
    await setStock(a.sizeId, 1);
    const first = await buy(t.app, [line(a)]);
    const second = await buy(t.app, [line(a)]);
    const results = await Promise.all([verify(first.verifyPayload), verify(second.verifyPayload)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409);
    expect(loser?.json.message).toMatch(/sold out while you were paying.*refunded/);
    expect(await stockOf(a.sizeId)).toBe(0);
    const statuses = await t.database.db
      .select({ paymentStatus: orders.paymentStatus, orderStatus: orders.orderStatus })
      .from(orders)
      .where(
        eq(
          orders.providerOrderId,
          results[0]?.statusCode === 409 ? first.result.razorpay_order_id : second.result.razorpay_order_id,
        ),
      );
    expect(statuses[0]).toEqual({ paymentStatus: 'REFUNDED', orderStatus: 'CANCELLED' });
  });

  it('keeps a signed-in shopper’s order theirs and hides it from everyone else', async () => {
    const [a] = take(1) as [CatalogSize];
    const owner = await login(t.app, t.dataDir);
    const stranger = await login(t.app, t.dataDir);
    const { verifyPayload, created } = await buy(t.app, [line(a)], {
      token: owner.token,
      mobile: newMobile(),
    });
    const verified = await verify(verifyPayload, owner.token);
    expect(verified.statusCode).toBe(200);
    expect(verified.json.body.claimToken).toBeNull();
    expect(
      (await call(t.app, 'GET', `/orders/userOrders/${created._id}`, { token: owner.token })).statusCode,
    ).toBe(200);
    expect(
      (await call(t.app, 'GET', `/orders/userOrders/${created._id}`, { token: stranger.token })).statusCode,
    ).toBe(404);
    expect((await call(t.app, 'GET', '/orders/userOrders', { token: stranger.token })).json.body).toEqual([]);
    expect((await call(t.app, 'GET', '/orders/userOrders')).statusCode).toBe(401);
  });
});

describe('coupons', () => {
  const seeded = (code: string) => demoCoupons.find((coupon) => coupon.code === code)!;
  const apply = (razorpayOrderId: string, couponCode: string) =>
    call(t.app, 'POST', '/orders/apply-coupon', { payload: { razorpayOrderId, couponCode } });

  it('takes WELCOME10 off a large enough order, capped, and charges the new amount', async () => {
    const welcome = seeded('WELCOME10');
    // Two of a size that makes the order large enough for the coupon.
    const [size] = takeWhere(1, (s) => shown(s) * 2 >= welcome.minOrderPaise) as [CatalogSize];
    const amount = shown(size) * 2;
    const order = (await create({ products: [line(size, 2)] })).json.body;
    expect(order.amount).toBe(amount);
    const discount = Math.min(Math.floor((amount * welcome.value) / 100), welcome.maxDiscountPaise as number);
    const applied = await apply(order.id, 'welcome10');
    expect(applied.statusCode).toBe(200);
    expect(applied.json.body).toEqual({
      couponCode: 'WELCOME10',
      couponDiscountAmount: discount,
      amount: amount - discount,
      message: `WELCOME10 applied: you save ${formatINR(discount)}`,
    });
    const paid = await call(t.app, 'POST', `/payments/sandbox/orders/${order.id}/pay`, {
      payload: checkoutDetails(newMobile()),
    });
    const body = paid.json.body;
    const verified = await verify({
      razorpayPaymentId: body.razorpay_payment_id,
      razorpayOrderId: body.razorpay_order_id,
      razorpaySignature: body.razorpay_signature,
    });
    expect(verified.json.body).toMatchObject({
      couponCode: 'WELCOME10',
      couponDiscountAmount: discount,
      totalAmount: amount - discount,
    });
  });

  it('refuses an unknown, an expired, a too-small and a bundle coupon', async () => {
    const order = (await create({ products: take(1).map((s) => line(s, 2)) })).json.body;
    expect((await apply(order.id, 'NOSUCHCODE')).json.message).toBe('This coupon code is not valid');
    expect((await apply(order.id, 'DIWALI2025')).json.message).toBe('This coupon has expired');
    const flat = seeded('FLAT150');
    const [cheap] = takeWhere(1, (s) => shown(s) < flat.minOrderPaise) as [CatalogSize];
    const small = await create({ products: [line(cheap)] });
    expect(small.json.body.amount).toBe(shown(cheap));
    const tooSmall = await apply(small.json.body.id, 'FLAT150');
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json.message).toBe(
      `Add ${formatINR(flat.minOrderPaise - shown(cheap))} more to use FLAT150`,
    );
    expect(tooSmall.json.errors).toEqual({ couponCode: `Minimum order ${formatINR(flat.minOrderPaise)}` });
    const bundle = await create({ products: take(3).map((s) => line(s)), isBundle: true });
    expect((await apply(bundle.json.body.id, 'FLAT150')).json.message).toBe(
      'Coupons cannot be combined with the bundle discount',
    );
  });
});
