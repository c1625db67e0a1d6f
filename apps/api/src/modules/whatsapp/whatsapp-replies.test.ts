import { DEFAULT_PAYMENT_SETTINGS, shownPrice } from '@shop/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { replyBody, signedDelivery } from '../../../test/fake-whatsapp-cloud.ts';
import { movesOf, orderOf } from '../../../test/shipping-shop.ts';
import { call, line, login, loginAs, moveOrder, newMobile, placePaidOrder } from '../../../test/shop.ts';
import { shopForFile } from '../../../test/shop-for-file.ts';
import type { WhatsAppSandbox } from '../../adapters/whatsapp/sandbox/whatsapp-sandbox.ts';
import { notifications, orderEvents } from '../../db/schema.ts';
import { NOTIFICATION_JOB } from '../notifications/notification-dispatcher.ts';

const APP_SECRET = 'an-app-secret-the-test-signs-with';
const { t, take } = shopForFile({ WHATSAPP_APP_SECRET: APP_SECRET });
let staff: string;

const ADDRESS = {
  name: 'Ananya Iyer',
  line1: '12 Lake Palace Road',
  line2: 'Near Gulab Bagh',
  city: 'Udaipur',
  state: 'Rajasthan',
  zipcode: '313001',
};
let nextAddress = 0;

beforeAll(async () => {
  staff = (await loginAs(t.app, t.dataDir, 'STAFF')).token;
  // COD is refused where the courier's answer for the PIN code is not known yet: ask until it is.
  for (let tries = 0; tries < 50; tries++) {
    const estimate = await t.app.services.deliveryEstimates.estimate(ADDRESS.zipcode);
    if (!estimate.approximate) break;
  }
});

const sandbox = (): WhatsAppSandbox => {
  const chosen = t.app.services.whatsappSandbox;
  if (!chosen) throw new Error('the tests need the WhatsApp sandbox');
  return chosen;
};
/** Sends what is due and lets the sandbox's webhooks (statuses, taps) reach the shop. */
const settle = async () => {
  await t.app.services.jobs.runDue({ names: [NOTIFICATION_JOB] });
  await sandbox().settled();
};

async function whatsappShopper() {
  const shopper = await login(t.app, t.dataDir, newMobile());
  const chosen = await call(t.app, 'PUT', '/users/consents', {
    token: shopper.token,
    payload: { whatsappUpdates: true },
  });
  expect(chosen.statusCode).toBe(200);
  return shopper;
}

/** The shop's one message on the shopper's phone that says `words`, as the sandbox shows it. */
async function messageTo(mobile: string, words: string) {
  const messages = (await sandbox().conversation(mobile)).filter(
    (message) => message.direction === 'out' && message.text.includes(words),
  );
  expect(messages).toHaveLength(1);
  const [message] = messages;
  if (message?.direction !== 'out') throw new Error(`no WhatsApp message to ${mobile} says ${words}`);
  return message;
}

async function codOrderOf(shopper: Awaited<ReturnType<typeof whatsappShopper>>) {
  const size = take();
  const qty = Math.ceil(DEFAULT_PAYMENT_SETTINGS.codMinimumPaise / shownPrice(size));
  const placed = await call(t.app, 'POST', '/orders/cod', {
    token: shopper.token,
    payload: {
      products: [line(size, qty)],
      name: 'Ananya Iyer',
      email: 'ananya@example.com',
      shippingAddress: { ...ADDRESS, line1: `${++nextAddress} Lake Palace Road` },
    },
  });
  expect(placed.statusCode, JSON.stringify(placed.json)).toBe(200);
  return placed.json.body as { _id: string; orderId: string };
}

describe('a COD order confirmed in one tap', () => {
  it('asks on WhatsApp with Confirm and Cancel, and the tap confirms the order', async () => {
    const shopper = await whatsappShopper();
    const order = await codOrderOf(shopper);
    await settle();
    const asked = await messageTo(shopper.mobile, `order ${order.orderId}: you chose to pay`);
    expect(asked.buttons.map((button) => button.label)).toEqual(['Confirm order', 'Cancel']);
    const [row] = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, order._id), eq(notifications.channel, 'SMS')));
    expect(row).toBeUndefined();

    expect(await sandbox().tap(asked.id, 0)).toHaveProperty('tapped');
    await settle();
    const confirmed = await orderOf(t, order._id);
    expect(confirmed).toMatchObject({ orderStatus: 'PLACED', codConfirmedBy: 'SHOPPER' });
    expect(confirmed.codConfirmedAt).not.toBeNull();
    const notes = await t.app.db.select().from(orderEvents).where(eq(orderEvents.orderId, order._id));
    expect(notes.map((event) => event.note)).toContain('Confirmed by the shopper on WhatsApp');
  });

  it('cancels the order through the one transition when the shopper taps Cancel', async () => {
    const shopper = await whatsappShopper();
    const order = await codOrderOf(shopper);
    await settle();
    const asked = await messageTo(shopper.mobile, `order ${order.orderId}: you chose to pay`);
    expect(await sandbox().tap(asked.id, 1)).toHaveProperty('tapped');
    await settle();
    expect((await orderOf(t, order._id)).orderStatus).toBe('CANCELLED');
    expect(await movesOf(t, order._id)).toContain('PLACED→CANCELLED by SHOPPER');
  });

  it('does nothing for a tap that comes from another number than the order’s', async () => {
    const shopper = await whatsappShopper();
    const order = await codOrderOf(shopper);
    await settle();
    const stranger = newMobile();
    const signed = signedDelivery(
      replyBody(stranger, 'wamid.stranger-cancels', {
        type: 'button',
        button: { payload: `cod-cancel:${order._id}`, text: 'Cancel' },
      }),
      APP_SECRET,
    );
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/whatsapp',
      headers: signed.headers,
      payload: signed.rawBody,
    });
    expect(answer.statusCode).toBe(200);
    expect((await orderOf(t, order._id)).orderStatus).toBe('PLACED');
  });
});

describe('a failed delivery answered on WhatsApp', () => {
  it('offers Deliver again and Return it, and a tap asks the courier and notes it as the shopper’s', async () => {
    const shopper = await whatsappShopper();
    const order = await placePaidOrder(t.app, [line(take(), 1)], {
      token: shopper.token,
      mobile: shopper.mobile,
    });
    await moveOrder(t.app, staff, order._id, { to: 'CONFIRMED' });
    const booked = await call(t.app, 'POST', `/admin/orders/${order._id}/shipment`, {
      token: staff,
      payload: {},
    });
    expect(booked.statusCode, JSON.stringify(booked.json)).toBe(200);
    const awb = booked.json.body.shipment.awb as string;
    for (const status of ['PICKED_UP', 'OUT_FOR_DELIVERY', 'UNDELIVERED']) {
      const moved = await t.app.inject({
        method: 'POST',
        url: '/sandbox/shiprocket/advance',
        payload: { awb, status },
      });
      expect(moved.statusCode).toBe(200);
    }
    await settle();
    expect((await orderOf(t, order._id)).orderStatus).toBe('DELIVERY_FAILED');
    const failed = await messageTo(shopper.mobile, 'could not deliver it today');
    expect(failed.buttons.map((button) => button.label)).toEqual(['Deliver again', 'Return it']);

    expect(await sandbox().tap(failed.id, 0)).toHaveProperty('tapped');
    await settle();
    const notes = await t.app.db.select().from(orderEvents).where(eq(orderEvents.orderId, order._id));
    expect(notes.map((event) => event.note)).toContain('Asked the courier to try again. Asked on WhatsApp');
  });
});
