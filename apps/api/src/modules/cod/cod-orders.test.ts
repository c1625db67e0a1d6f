import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  couponDiscount,
  DEFAULT_PAYMENT_SETTINGS,
  deliveryChargeFor,
  deliveryTermsOf,
  type PaymentSettings,
  shownPrice,
} from '@shop/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CatalogSize, call, line, login, loginAs, orderRow, stockOf } from '../../../test/shop.ts';
import { shopForFile } from '../../../test/shop-for-file.ts';
import { auditLog, coupons, notifications, orderEvents, orders, users } from '../../db/schema.ts';

const { t, sizes } = shopForFile();
let staff: { token: string };

beforeAll(async () => {
  staff = await loginAs(t.app, t.dataDir, 'STAFF');
  // The courier's answer for the test's PIN code, asked once and kept: COD is refused where it is not known yet.
  for (let tries = 0; tries < 50; tries++) {
    const estimate = await t.app.services.deliveryEstimates.estimate(ADDRESS.zipcode);
    if (!estimate.approximate) break;
  }
});

const SYSTEM = { id: null, mobile: 'test', role: 'ADMIN' as const };
const setPayments = (changes: Partial<PaymentSettings>) =>
  t.app.services.settings.set(SYSTEM, 'payments', { ...DEFAULT_PAYMENT_SETTINGS, ...changes });

const ADDRESS = {
  name: 'Ananya Iyer',
  line1: '12 Lake Palace Road',
  line2: 'Near Gulab Bagh',
  city: 'Udaipur',
  state: 'Rajasthan',
  zipcode: '313001',
};

let nextAddress = 0;
/** An address of its own per order: orders to one address in a day raise each other's risk. */
const anAddress = () => ({ ...ADDRESS, line1: `${++nextAddress} Lake Palace Road` });

let nextSize = 0;
/** A cart of one demo size no other test took, enough units to be over COD's minimum of ₹299. */
function cart() {
  const size = sizes[nextSize++] as CatalogSize;
  const qty = Math.ceil(DEFAULT_PAYMENT_SETTINGS.codMinimumPaise / shownPrice(size));
  return { size, qty, goods: shownPrice(size) * qty, products: [line(size, qty)] };
}

const placeCod = (token: string | null, payload: object, headers: Record<string, string> = {}) =>
  call(t.app, 'POST', '/orders/cod', { token, payload, headers });
const body = (products: object[], address: object = anAddress()) => ({
  products,
  name: 'Ananya Iyer',
  email: 'ananya@example.com',
  shippingAddress: address,
});
const answerLink = (token: string, cancel = false) =>
  call(t.app, 'POST', '/orders/cod/confirm', { payload: cancel ? { token, cancel } : { token } });

/** The token of the confirmation link texted to `mobile` for `orderId`, once the queued messages are sent. */
async function linkTokenTexted(mobile: string, orderId: string): Promise<string> {
  await t.app.services.jobs.runDue();
  const texts = (await readFile(path.join(t.dataDir, 'outbox', 'sms.jsonl'), 'utf8'))
    .trim()
    .split('\n')
    .map((row) => JSON.parse(row) as { to: string; text: string });
  const link = texts
    .filter((text) => text.to === mobile && text.text.includes(orderId))
    .at(-1)
    ?.text.match(/\S+\/cod\/confirm\?token=(\S+)/);
  if (!link?.[1]) throw new Error(`no confirmation link texted to ${mobile}`);
  return link[1];
}

/** A new shopper's COD order of a fresh cart: its answer, the shopper and the cart. */
async function placedOrder() {
  const shopper = await login(t.app, t.dataDir);
  const bought = cart();
  const placed = await placeCod(shopper.token, body(bought.products));
  expect(placed.statusCode, JSON.stringify(placed.json)).toBe(200);
  const order = placed.json.body;
  return { shopper, bought, order, token: await linkTokenTexted(shopper.mobile, order.orderId) };
}

const adminMove = (id: string, payload: object) =>
  call(t.app, 'POST', `/admin/orders/${id}/transitions`, { token: staff.token, payload });
const teamConfirm = (id: string, note: string) =>
  call(t.app, 'POST', `/admin/orders/${id}/cod-confirm`, { token: staff.token, payload: { note } });

describe('POST /orders/cod', () => {
  it('is for a logged-in shopper only', async () => {
    const { statusCode } = await placeCod(null, body(cart().products));
    expect(statusCode).toBe(401);
  });

  it('places the order at once: COD delivery and the fee on top of the goods, stock taken, risk judged', async () => {
    const shopper = await login(t.app, t.dataDir);
    const { size, qty, goods, products } = cart();
    const before = (await stockOf(t.app, size.sizeId)) ?? 0;
    const address = anAddress();
    const { statusCode, json } = await placeCod(shopper.token, body(products, address));
    expect(statusCode, JSON.stringify(json)).toBe(200);
    const delivery = deliveryChargeFor(
      deliveryTermsOf(await t.app.services.settings.shipping()),
      goods,
      'COD',
    );
    expect(json.body).toMatchObject({
      orderStatus: 'PLACED',
      paymentMethod: 'COD',
      paymentStatus: 'COD_PENDING',
      codFeePaise: DEFAULT_PAYMENT_SETTINGS.codFeePaise,
      codConfirmedAt: null,
      subtotal: goods,
      shippingAmount: delivery,
      totalAmount: goods + delivery + DEFAULT_PAYMENT_SETTINGS.codFeePaise,
      paidAt: null,
      invoiceNumber: null,
      canCancel: true,
      user: { mobile: shopper.mobile, name: 'Ananya Iyer', email: 'ananya@example.com' },
      shippingAddress: { ...address, country: 'India' },
    });
    expect(await stockOf(t.app, size.sizeId)).toBe(before - qty);
    const row = await orderRow(t.app, json.body._id);
    // A first order from the number: medium, and no raw token kept.
    expect(row).toMatchObject({ riskLevel: 'medium', riskReasons: ['first_order'], invoiceNumber: null });
    expect(row?.codConfirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers a double click with the first order', async () => {
    const shopper = await login(t.app, t.dataDir);
    const { size, qty, products } = cart();
    const before = (await stockOf(t.app, size.sizeId)) ?? 0;
    const address = anAddress();
    const first = await placeCod(shopper.token, body(products, address));
    const second = await placeCod(shopper.token, body(products, address));
    expect(second.statusCode).toBe(200);
    expect(second.json.body._id).toBe(first.json.body._id);
    expect(await stockOf(t.app, size.sizeId)).toBe(before - qty);
  });

  it('refuses with the rule’s reason: below the minimum, and a second unconfirmed order', async () => {
    const shopper = await login(t.app, t.dataDir);
    const { goods, products } = cart();
    await setPayments({ codMinimumPaise: goods + 1 });
    try {
      const refused = await placeCod(shopper.token, body(products));
      expect(refused.statusCode).toBe(409);
      expect(refused.json).toMatchObject({ reason: 'cod_below_minimum' });
      expect(refused.json.message).toContain('Cash on delivery is available on orders of');
    } finally {
      await setPayments({});
    }
    expect((await placeCod(shopper.token, body(products))).statusCode).toBe(200);
    const again = await placeCod(shopper.token, body(cart().products));
    expect(again.statusCode).toBe(409);
    expect(again.json.reason).toBe('cod_too_many_open');
  });

  it('takes a coupon’s discount off the goods, and counts a COD order as the customer’s first', async () => {
    const shopper = await login(t.app, t.dataDir);
    const size = sizes[nextSize++] as CatalogSize;
    const qty = Math.ceil(49_900 / shownPrice(size));
    const goods = shownPrice(size) * qty;
    const placed = await placeCod(shopper.token, { ...body([line(size, qty)]), couponCode: 'welcome10' });
    expect(placed.statusCode, JSON.stringify(placed.json)).toBe(200);
    const discount = couponDiscount({ kind: 'PERCENT', value: 10, maxDiscountPaise: 30_000 }, goods);
    const delivery = deliveryChargeFor(
      deliveryTermsOf(await t.app.services.settings.shipping()),
      goods - discount,
      'COD',
    );
    expect(placed.json.body).toMatchObject({
      couponCode: 'WELCOME10',
      couponDiscountAmount: discount,
      totalAmount: goods - discount + delivery + DEFAULT_PAYMENT_SETTINGS.codFeePaise,
    });
    await teamConfirm(placed.json.body._id, 'Called: the shopper confirmed');
    const again = await placeCod(shopper.token, { ...body(cart().products), couponCode: 'WELCOME10' });
    expect(again.statusCode).toBe(400);
    expect(again.json.reason).toBe('coupon_refused');
  });

  it('gives a coupon’s use back when its COD order is cancelled, so placing and cancelling spends none', async () => {
    const usesOf = async () =>
      (await t.database.db.select().from(coupons).where(eq(coupons.code, 'WELCOME10')))[0]?.usedCount ?? -1;
    const before = await usesOf();
    const shopper = await login(t.app, t.dataDir);
    const { products } = cart();
    const placed = await placeCod(shopper.token, { ...body(products), couponCode: 'WELCOME10' });
    expect(placed.statusCode, JSON.stringify(placed.json)).toBe(200);
    expect(await usesOf()).toBe(before + 1);
    const token = await linkTokenTexted(shopper.mobile, placed.json.body.orderId);
    // Once sent, the outbox no longer holds the link's token: the order keeps only its hash.
    const sent = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, placed.json.body._id), eq(notifications.template, 'COD_CONFIRM')));
    expect(sent.length).toBeGreaterThan(0);
    for (const row of sent) {
      expect(row.status).toBe('SENT');
      expect(JSON.stringify(row.data)).not.toContain(token);
    }
    expect((await answerLink(token, true)).statusCode).toBe(200);
    expect(await usesOf()).toBe(before);
  });

  it('asks for exactly one address, a state of India and a six-digit PIN code', async () => {
    const shopper = await login(t.app, t.dataDir);
    const { products } = cart();
    const bad = await placeCod(
      shopper.token,
      body(products, { ...ADDRESS, state: 'Atlantis', zipcode: '3130' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json.errors).toMatchObject({
      'shippingAddress.state': 'Choose a state of India',
      'shippingAddress.zipcode': 'PIN code must be 6 digits',
    });
    const { shippingAddress: _, ...noAddress } = body(products);
    const none = await placeCod(shopper.token, noAddress);
    expect(none.json.errors.shippingAddress).toBe('Choose a saved address or enter one, not both');
  });
});

describe('the confirmation link', () => {
  it('texts a link whose token confirms the order, once and again', async () => {
    const { order, token } = await placedOrder();
    const confirmed = await answerLink(token);
    expect(confirmed.statusCode, JSON.stringify(confirmed.json)).toBe(200);
    expect(confirmed.json.body).toMatchObject({ _id: order._id, orderStatus: 'PLACED' });
    expect(confirmed.json.body.codConfirmedAt).not.toBeNull();
    const again = await answerLink(token);
    expect(again.json.body.codConfirmedAt).toBe(confirmed.json.body.codConfirmedAt);
    expect(await orderRow(t.app, order._id)).toMatchObject({ codConfirmedBy: 'SHOPPER' });
    const notes = await t.app.db.select().from(orderEvents).where(eq(orderEvents.orderId, order._id));
    expect(notes.filter((row) => row.note?.startsWith('Confirmed by the shopper'))).toHaveLength(1);
    // The team may now confirm it for packing.
    expect((await adminMove(order._id, { to: 'CONFIRMED' })).statusCode).toBe(200);
  });

  it('writes to a Hindi shopper in Hindi, with the Hindi page’s link', async () => {
    const shopper = await login(t.app, t.dataDir);
    await t.app.db.update(users).set({ language: 'hi' }).where(eq(users.mobile, shopper.mobile));
    const placed = await placeCod(shopper.token, body(cart().products));
    expect(placed.statusCode).toBe(200);
    await t.app.services.jobs.runDue();
    const texts = (await readFile(path.join(t.dataDir, 'outbox', 'sms.jsonl'), 'utf8')).trim().split('\n');
    const sms = texts
      .map((row) => JSON.parse(row) as { to: string; text: string; templateId?: string })
      .find((text) => text.to === shopper.mobile && text.text.includes(placed.json.body.orderId));
    expect(sms?.templateId).toBe('COD_CONFIRM_HI');
    expect(sms?.text).toMatch(/कैश में देने हैं। .*\/hi\/cod\/confirm\?token=[A-Za-z0-9_-]{43}$/);
  });

  it('cancels with the link, putting the stock back', async () => {
    const { order, token, bought } = await placedOrder();
    const before = (await stockOf(t.app, bought.size.sizeId)) ?? 0;
    const cancelled = await answerLink(token, true);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json.body).toMatchObject({ _id: order._id, orderStatus: 'CANCELLED' });
    expect(await stockOf(t.app, bought.size.sizeId)).toBe(before + bought.qty);
    const confirm = await answerLink(token);
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json.message).toContain('was cancelled');
  });

  it('lets the shopper cancel from their account too, with nothing to refund', async () => {
    const { order, shopper, bought } = await placedOrder();
    expect(order).toMatchObject({ canCancel: true, cancelUntil: null });
    const before = (await stockOf(t.app, bought.size.sizeId)) ?? 0;
    const cancelled = await call(t.app, 'POST', `/orders/userOrders/${order._id}/cancel`, {
      token: shopper.token,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json).toMatchObject({
      message: `Order ${order.orderId} is cancelled. Nothing was charged.`,
      body: { orderStatus: 'CANCELLED', refunds: [] },
    });
    expect(await stockOf(t.app, bought.size.sizeId)).toBe(before + bought.qty);
    // Told in the page's language.
    const second = await placedOrder();
    const inHindi = await call(t.app, 'POST', `/orders/userOrders/${second.order._id}/cancel`, {
      token: second.shopper.token,
      headers: { 'accept-language': 'hi-IN' },
    });
    expect(inHindi.json.message).toBe(
      `ऑर्डर ${second.order.orderId} रद्द कर दिया गया है। कोई पैसा नहीं लिया गया।`,
    );
  });

  it('says an unknown token is not a valid link', async () => {
    const { statusCode, json } = await answerLink('A'.repeat(43));
    expect(statusCode).toBe(404);
    expect(json.message).toBe(
      'This confirmation link is not valid. Please open the link in our latest message.',
    );
  });
});

describe('the team’s confirmation', () => {
  it('is needed before an unconfirmed order is confirmed, with a note in the history and the audit', async () => {
    const { order } = await placedOrder();
    const refused = await adminMove(order._id, { to: 'CONFIRMED' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json.message).toMatch(/^The shopper has not confirmed this cash-on-delivery order/);
    expect((await teamConfirm(order._id, 'ok')).statusCode).toBe(400);
    const confirmed = await teamConfirm(order._id, 'Called the shopper, who confirmed the order');
    expect(confirmed.statusCode, JSON.stringify(confirmed.json)).toBe(200);
    expect(await orderRow(t.app, order._id)).toMatchObject({ codConfirmedBy: 'TEAM' });
    const audited = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order._id), eq(auditLog.action, 'order.cod_confirm')));
    expect(audited).toHaveLength(1);
    expect((await adminMove(order._id, { to: 'CONFIRMED' })).statusCode).toBe(200);
  });

  it('holds a high-risk order until reviewed, and refuses COD to a number whose parcels came back', async () => {
    const shopper = await login(t.app, t.dataDir);
    // Back at the shop from a return to origin, as the courier's scans leave it: the state and its history.
    const setStatus = async (id: string) => {
      await t.app.db.update(orders).set({ orderStatus: 'RTO_RECEIVED' }).where(eq(orders.id, id));
      await t.app.db
        .insert(orderEvents)
        .values({ orderId: id, fromStatus: 'RTO', toStatus: 'RTO_RECEIVED', actorRole: 'COURIER' });
    };
    const first = await placeCod(shopper.token, body(cart().products));
    await setStatus(first.json.body._id);
    // Through placement: the number has had a parcel returned to origin, and this is its second COD order today.
    const second = await placeCod(shopper.token, body(cart().products));
    expect(second.statusCode).toBe(200);
    const id = second.json.body._id;
    expect(await orderRow(t.app, id)).toMatchObject({
      riskLevel: 'high',
      riskReasons: ['number_rto', 'many_orders_today'],
    });
    const confirmed = await answerLink(await linkTokenTexted(shopper.mobile, second.json.body.orderId));
    expect(confirmed.json.body?._id, JSON.stringify(confirmed.json)).toBe(id);
    const held = await adminMove(id, { to: 'CONFIRMED' });
    expect(held.statusCode).toBe(409);
    expect(held.json.message).toMatch(/is high risk: review it and confirm it with a note/);
    expect((await teamConfirm(id, 'Spoke to the shopper; address checked')).statusCode).toBe(200);
    expect((await orderRow(t.app, id))?.riskClearedAt).not.toBeNull();
    expect((await adminMove(id, { to: 'CONFIRMED' })).statusCode).toBe(200);
    expect((await adminMove(id, { to: 'PACKED' })).statusCode).toBe(200);

    // Two parcels back is more than the one the settings allow.
    await setStatus(id);
    const third = await placeCod(shopper.token, body(cart().products));
    expect(third.statusCode).toBe(409);
    expect(third.json.reason).toBe('cod_number_blocked');
  });
});

// Last: the job cancels every unconfirmed COD order of this file's shop that is due.
describe('the expiry job', () => {
  it('cancels an unconfirmed order once its window has passed, and not a minute before', async () => {
    const { order, bought, token } = await placedOrder();
    const placedAt = (await orderRow(t.app, order._id))?.createdAt as Date;
    const window = DEFAULT_PAYMENT_SETTINGS.codConfirmWithinHours * 3_600_000;
    const before = (await stockOf(t.app, bought.size.sizeId)) ?? 0;
    const { codConfirmation } = t.app.services;
    await codConfirmation.expireUnconfirmed(new Date(placedAt.getTime() + window - 60_000));
    expect((await orderRow(t.app, order._id))?.orderStatus).toBe('PLACED');
    await codConfirmation.expireUnconfirmed(new Date(placedAt.getTime() + window + 60_000));
    expect((await orderRow(t.app, order._id))?.orderStatus).toBe('CANCELLED');
    expect(await stockOf(t.app, bought.size.sizeId)).toBe(before + bought.qty);
    const [cancel] = await t.app.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order._id), eq(orderEvents.toStatus, 'CANCELLED')));
    expect(cancel).toMatchObject({ actorRole: 'SYSTEM', note: 'Not confirmed within 24 hours' });
    const late = await answerLink(token);
    expect(late.statusCode).toBe(409);
    expect(late.json.message).toContain('was not confirmed in time');
  });
});
