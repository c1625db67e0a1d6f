import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DEFAULT_PAYMENT_SETTINGS,
  DEFAULT_SHIPPING_SETTINGS,
  type ShippingSettings,
  shownPrice,
} from '@shop/shared';
import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type CatalogSize,
  call,
  checkoutDetails,
  line,
  login,
  loginAs,
  orderRow,
} from '../../../test/shop.ts';
import { shopForFile } from '../../../test/shop-for-file.ts';
import { webhookSignature } from '../../adapters/payments/razorpay/signatures.ts';
import { orderEvents, sandboxOrders, shipments } from '../../db/schema.ts';
import { loadSecrets } from '../../secrets.ts';

const { t, sizes } = shopForFile();
let staff: { token: string };
let webhookSecret: string;

beforeAll(async () => {
  staff = await loginAs(t.app, t.dataDir, 'STAFF');
  webhookSecret = (await loadSecrets(t.app.config)).sandboxWebhookSecret;
  // The courier's answer for the test's PIN code, asked once and kept: COD is refused where it is not known yet.
  for (let tries = 0; tries < 50; tries++) {
    const estimate = await t.app.services.deliveryEstimates.estimate('313001');
    if (!estimate.approximate) break;
  }
});

const SYSTEM = { id: null, mobile: 'test', role: 'ADMIN' as const };
const setShipping = (changes: Partial<ShippingSettings>) =>
  t.app.services.settings.set(SYSTEM, 'shipping', { ...DEFAULT_SHIPPING_SETTINGS, ...changes });
/** Every basket of these tests pays COD's delivery charge; prepaid ships free unless a test says otherwise. */
const CHARGED = { freeDeliveryMinimumPaise: 10_000_000 };
afterEach(() => setShipping(CHARGED));
beforeAll(() => setShipping(CHARGED));

let nextAddress = 0;
let nextSize = 0;
const FEE = DEFAULT_PAYMENT_SETTINGS.codFeePaise;
const DELIVERY = DEFAULT_SHIPPING_SETTINGS.deliveryChargePaise;

/** A new shopper's COD order of a fresh cart, over COD's minimum. */
async function placedOrder() {
  const shopper = await login(t.app, t.dataDir);
  const size = sizes[nextSize++] as CatalogSize;
  const qty = Math.ceil(DEFAULT_PAYMENT_SETTINGS.codMinimumPaise / shownPrice(size));
  const placed = await call(t.app, 'POST', '/orders/cod', {
    token: shopper.token,
    payload: {
      products: [line(size, qty)],
      name: 'Ananya Iyer',
      email: 'ananya@example.com',
      shippingAddress: {
        name: 'Ananya Iyer',
        line1: `${++nextAddress} Lake Palace Road`,
        line2: 'Near Gulab Bagh',
        city: 'Udaipur',
        state: 'Rajasthan',
        zipcode: '313001',
      },
    },
  });
  expect(placed.statusCode, JSON.stringify(placed.json)).toBe(200);
  return { shopper, goods: shownPrice(size) * qty, order: placed.json.body };
}

const payOnline = (token: string | null, id: string, headers: Record<string, string> = {}) =>
  call(t.app, 'POST', `/orders/cod/${id}/pay-online`, { token, headers });

/** Pays the gateway order in the sandbox: what the hosted checkout hands the browser. */
async function paySandbox(providerOrderId: string, mobile: string) {
  const paid = await call(t.app, 'POST', `/payments/sandbox/orders/${providerOrderId}/pay`, {
    payload: checkoutDetails(mobile),
  });
  expect(paid.statusCode, JSON.stringify(paid.json)).toBe(200);
  return paid.json.body as {
    razorpay_payment_id: string;
    razorpay_order_id: string;
    razorpay_signature: string;
  };
}

const shopperReturns = (paid: Awaited<ReturnType<typeof paySandbox>>) =>
  call(t.app, 'POST', '/orders/verify-payment-signature', {
    payload: {
      razorpayPaymentId: paid.razorpay_payment_id,
      razorpayOrderId: paid.razorpay_order_id,
      razorpaySignature: paid.razorpay_signature,
    },
  });

/** The gateway's payment.captured webhook for the payment. */
function captured(paid: Awaited<ReturnType<typeof paySandbox>>, amount: number) {
  const body = JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: {
      payment: {
        entity: {
          id: paid.razorpay_payment_id,
          order_id: paid.razorpay_order_id,
          amount,
          status: 'captured',
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': webhookSignature(webhookSecret, body),
    },
    payload: body,
  });
}

const notes = async (id: string) =>
  (
    await t.app.db
      .select({ note: orderEvents.note })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, id))
      .orderBy(asc(orderEvents.createdAt))
  ).map((row) => row.note);

/** The day after tomorrow, when every COD order placed now is past its confirmation window. */
const afterTheWindow = () => new Date(Date.now() + 48 * 3_600_000);

describe('POST /orders/cod/:id/pay-online', () => {
  it('asks for the total without the COD fee and without the delivery a prepaid order does not pay', async () => {
    const { shopper, goods, order } = await placedOrder();
    expect(order.totalAmount).toBe(goods + DELIVERY + FEE);
    expect(order.codOffer).toEqual({
      confirmWithinHours: DEFAULT_PAYMENT_SETTINGS.codConfirmWithinHours,
      payNow: { amountPaise: goods, savingPaise: DELIVERY + FEE },
    });
    const { statusCode, json } = await payOnline(shopper.token, order._id);
    expect(statusCode, JSON.stringify(json)).toBe(200);
    expect(json.body).toMatchObject({
      amount: goods,
      currency: 'INR',
      orderId: order.orderId,
      _id: order._id,
      savingPaise: DELIVERY + FEE,
    });
    expect(json.body.id).toMatch(/^order_/);
    expect(typeof json.body.key).toBe('string');
    const [atGateway] = await t.app.db.select().from(sandboxOrders).where(eq(sandboxOrders.id, json.body.id));
    expect(atGateway?.amountPaise).toBe(goods);
  });

  it('is offered by the confirmation SMS: the saving, and the same link', async () => {
    const { shopper, order } = await placedOrder();
    await t.app.services.jobs.runDue();
    const texts = (await readFile(path.join(t.dataDir, 'outbox', 'sms.jsonl'), 'utf8'))
      .trim()
      .split('\n')
      .map((row) => JSON.parse(row) as { to: string; text: string; variables: Record<string, string> });
    const sms = texts.find((text) => text.to === shopper.mobile && text.text.includes(order.orderId));
    expect(sms?.variables).toMatchObject({ order: order.orderId, saving: 'Rs.98' });
    expect(sms?.text).toMatch(/pay online now and save Rs\.98, here \S+\/cod\/confirm\?token=\S+$/);
  });

  it('keeps the delivery charge where a prepaid order of that value pays it too: only the fee goes', async () => {
    const { shopper, goods, order } = await placedOrder();
    await setShipping({ ...CHARGED, freeOnPrepaid: false });
    const { json } = await payOnline(shopper.token, order._id);
    expect(json.body).toMatchObject({ amount: goods + DELIVERY, savingPaise: FEE });
  });

  it('answers the open gateway order when asked twice, and a new one only when the amount changed', async () => {
    const { shopper, order } = await placedOrder();
    const first = await payOnline(shopper.token, order._id);
    const again = await payOnline(shopper.token, order._id);
    expect(again.json.body.id).toBe(first.json.body.id);
    const opened = await t.app.db
      .select()
      .from(sandboxOrders)
      .where(eq(sandboxOrders.receipt, order.orderId));
    expect(opened).toHaveLength(1);

    await setShipping({ ...CHARGED, freeOnPrepaid: false });
    const changed = await payOnline(shopper.token, order._id);
    expect(changed.json.body.id).not.toBe(first.json.body.id);
    expect(changed.json.body.amount).toBe(first.json.body.amount + DELIVERY);
  });

  it('answers one gateway order to two opens at the same moment', async () => {
    const { shopper, order } = await placedOrder();
    const [one, two] = await Promise.all([
      payOnline(shopper.token, order._id),
      payOnline(shopper.token, order._id),
    ]);
    expect(one?.statusCode).toBe(200);
    expect(one?.json.body.id).toBe(two?.json.body.id);
    expect((await orderRow(t.app, order._id))?.providerOrderId).toBe(one?.json.body.id);
  });

  it('is for the logged-in shopper’s own order', async () => {
    const { order } = await placedOrder();
    expect((await payOnline(null, order._id)).statusCode).toBe(401);
    const someoneElse = await login(t.app, t.dataDir);
    expect((await payOnline(someoneElse.token, order._id)).statusCode).toBe(404);
  });

  it('is refused once the order is cancelled, and once it is packed', async () => {
    const cancelled = await placedOrder();
    const cancel = await call(t.app, 'POST', `/orders/userOrders/${cancelled.order._id}/cancel`, {
      token: cancelled.shopper.token,
    });
    expect(cancel.statusCode, JSON.stringify(cancel.json)).toBe(200);
    const refused = await payOnline(cancelled.shopper.token, cancelled.order._id, {
      'accept-language': 'hi-IN',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json.reason).toBe('cancelled');
    expect(refused.json.message).toContain('रद्द');

    const packed = await placedOrder();
    const id = packed.order._id;
    const confirm = await call(t.app, 'POST', `/admin/orders/${id}/cod-confirm`, {
      token: staff.token,
      payload: { note: 'Called the shopper, who confirmed' },
    });
    expect(confirm.statusCode, JSON.stringify(confirm.json)).toBe(200);
    for (const to of ['CONFIRMED', 'PACKED']) {
      const moved = await call(t.app, 'POST', `/admin/orders/${id}/transitions`, {
        token: staff.token,
        payload: { to },
      });
      expect(moved.statusCode, JSON.stringify(moved.json)).toBe(200);
    }
    const late = await payOnline(packed.shopper.token, id);
    expect(late.statusCode).toBe(409);
    expect(late.json.reason).toBe('too_late');
    expect(late.json.message).toContain('on its way');
  });
});

describe('paying a COD order online', () => {
  it('turns it prepaid once, whether the return or the webhook comes first', async () => {
    for (const webhookFirst of [false, true]) {
      const { shopper, goods, order } = await placedOrder();
      const opened = (await payOnline(shopper.token, order._id)).json.body;
      const paid = await paySandbox(opened.id, shopper.mobile);
      const arrivals = webhookFirst
        ? [() => captured(paid, goods), () => shopperReturns(paid)]
        : [() => shopperReturns(paid), () => captured(paid, goods)];
      for (const arrive of arrivals) expect((await arrive()).statusCode).toBe(200);

      const row = await orderRow(t.app, order._id);
      expect(row).toMatchObject({
        orderStatus: 'PLACED',
        paymentStatus: 'PAID',
        providerPaymentId: paid.razorpay_payment_id,
        codFeePaise: 0,
        shippingPaise: 0,
        totalAmountPaise: goods,
        codConfirmedBy: 'SHOPPER',
        codConfirmTokenHash: null,
      });
      expect(row?.paymentMethod).not.toBe('COD');
      expect(row?.paidAt).toBeInstanceOf(Date);
      expect(row?.codConfirmedAt).toBeInstanceOf(Date);
      expect(row?.invoiceNumber).toMatch(/\d/);
      const paidNotes = (await notes(order._id)).filter((note) => note?.startsWith('Paid online'));
      expect(paidNotes).toEqual([
        'Paid online: the COD fee of ₹49 and the delivery charge of ₹49 were removed',
      ]);

      // The shopper's return answers the order as paid; a third arrival changes nothing.
      const late = await shopperReturns(paid);
      expect(late.json.body).toMatchObject({ paymentStatus: 'PAID', totalAmount: goods, codFeePaise: 0 });
      expect((await orderRow(t.app, order._id))?.invoiceNumber).toBe(row?.invoiceNumber);
    }
  });

  it('leaves it to the expiry job no more: an unconfirmed order paid online is not cancelled', async () => {
    const { shopper, goods, order } = await placedOrder();
    const opened = (await payOnline(shopper.token, order._id)).json.body;
    await shopperReturns(await paySandbox(opened.id, shopper.mobile));
    await t.app.services.codConfirmation.expireUnconfirmed(afterTheWindow());
    expect(await orderRow(t.app, order._id)).toMatchObject({
      orderStatus: 'PLACED',
      paymentStatus: 'PAID',
      totalAmountPaise: goods,
    });
    // The link's token is gone: paying was the confirmation.
    expect((await payOnline(shopper.token, order._id)).json.reason).toBe('already_paid');
  });

  it('refunds in full a payment captured after the expiry job cancelled the order', async () => {
    const { shopper, goods, order } = await placedOrder();
    const opened = (await payOnline(shopper.token, order._id)).json.body;
    const paid = await paySandbox(opened.id, shopper.mobile);
    await t.app.services.codConfirmation.expireUnconfirmed(afterTheWindow());
    expect((await orderRow(t.app, order._id))?.orderStatus).toBe('CANCELLED');

    const back = await shopperReturns(paid);
    expect(back.statusCode).toBe(409);
    expect(back.json.message).toContain('refund');
    expect((await captured(paid, goods)).statusCode).toBe(200);

    const payment = await t.app.services.gateway.fetchPayment(paid.razorpay_payment_id);
    expect(payment.status).toBe('refunded');
    const [atGateway] = await t.app.db.select().from(sandboxOrders).where(eq(sandboxOrders.id, opened.id));
    expect(atGateway?.refundedPaise).toBe(goods);
    expect(await orderRow(t.app, order._id)).toMatchObject({
      orderStatus: 'CANCELLED',
      paymentStatus: 'REFUNDED',
      invoiceNumber: null,
    });
  });

  it('is refused, and a capture refunded, once the parcel is booked with the courier to collect cash', async () => {
    const { shopper, goods, order } = await placedOrder();
    const opened = (await payOnline(shopper.token, order._id)).json.body;
    const paid = await paySandbox(opened.id, shopper.mobile);
    await call(t.app, 'POST', `/admin/orders/${order._id}/cod-confirm`, {
      token: staff.token,
      payload: { note: 'Called the shopper, who confirmed' },
    });
    await call(t.app, 'POST', `/admin/orders/${order._id}/transitions`, {
      token: staff.token,
      payload: { to: 'CONFIRMED' },
    });
    // Booked while still CONFIRMED: the courier's label asks for the cash.
    const awb = `SBPREPAY${Date.now()}`;
    await t.app.db.insert(shipments).values({
      orderId: order._id,
      provider: t.app.config.SHIPPING_PROVIDER,
      providerOrderId: `P${awb}`,
      providerShipmentId: `S${awb}`,
      awb,
      courierId: '1',
      courierName: 'Delhivery',
      status: 'AWB_ASSIGNED',
      codAmountPaise: order.totalAmount,
      parcel: { weightGrams: 350, lengthCm: 10, breadthCm: 8, heightCm: 5 },
    });
    const refused = await payOnline(shopper.token, order._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json.reason).toBe('too_late');

    expect((await captured(paid, goods)).statusCode).toBe(200);
    const [atGateway] = await t.app.db.select().from(sandboxOrders).where(eq(sandboxOrders.id, opened.id));
    expect(atGateway?.refundedPaise).toBe(goods);
    expect(await orderRow(t.app, order._id)).toMatchObject({
      orderStatus: 'CONFIRMED',
      paymentMethod: 'COD',
      paymentStatus: 'COD_PENDING',
      codFeePaise: FEE,
    });
  });

  it('refunds a payment captured after the order was packed, and leaves it cash on delivery', async () => {
    const { shopper, goods, order } = await placedOrder();
    const opened = (await payOnline(shopper.token, order._id)).json.body;
    const paid = await paySandbox(opened.id, shopper.mobile);
    await call(t.app, 'POST', `/admin/orders/${order._id}/cod-confirm`, {
      token: staff.token,
      payload: { note: 'Called the shopper, who confirmed' },
    });
    for (const to of ['CONFIRMED', 'PACKED']) {
      await call(t.app, 'POST', `/admin/orders/${order._id}/transitions`, {
        token: staff.token,
        payload: { to },
      });
    }
    const back = await shopperReturns(paid);
    expect(back.statusCode).toBe(409);
    expect(back.json.message).toContain('refund');
    expect((await captured(paid, goods)).statusCode).toBe(200);

    const [atGateway] = await t.app.db.select().from(sandboxOrders).where(eq(sandboxOrders.id, opened.id));
    expect(atGateway?.refundedPaise).toBe(goods);
    expect(await orderRow(t.app, order._id)).toMatchObject({
      orderStatus: 'PACKED',
      paymentMethod: 'COD',
      paymentStatus: 'COD_PENDING',
      codFeePaise: FEE,
      invoiceNumber: null,
    });
    const refundNotes = (await notes(order._id)).filter((note) => note?.startsWith('Online payment'));
    expect(refundNotes).toHaveLength(1);
  });
});
