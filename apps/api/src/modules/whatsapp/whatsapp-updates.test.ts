import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { replyBody, signedDelivery, statusDelivery } from '../../../test/fake-whatsapp-cloud.ts';
import { call, line, login, newMobile, placePaidOrder } from '../../../test/shop.ts';
import { shopForFile } from '../../../test/shop-for-file.ts';
import { toWhatsAppNumber } from '../../adapters/whatsapp/whatsapp-provider.ts';
import { consentRecords, messagingConsents, notifications } from '../../db/schema.ts';
import { MessageOutbox } from '../notifications/message-outbox.ts';
import { NOTIFICATION_JOB } from '../notifications/notification-dispatcher.ts';

// The shop signs and checks WhatsApp's webhooks with these, as the sandbox does when they are set: the test
// signs its own deliveries with them.
const APP_SECRET = 'an-app-secret-the-test-signs-with';
const VERIFY_TOKEN = 'a-verify-token-of-the-test';
const { t, take } = shopForFile({ WHATSAPP_APP_SECRET: APP_SECRET, WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN });

interface WhatsAppLine {
  to: string;
  template: string;
  language: string;
  parameters: string[];
  buttons: string[];
  at: string;
}

const whatsappTo = async (mobile: string): Promise<WhatsAppLine[]> => {
  const content = await readFile(path.join(t.dataDir, 'outbox', 'whatsapp.jsonl'), 'utf8').catch(() => '');
  return content
    .split('\n')
    .filter(Boolean)
    .map((row) => JSON.parse(row) as WhatsAppLine)
    .filter((message) => message.to === mobile);
};
const smsTo = async (mobile: string) => {
  const content = await readFile(path.join(t.dataDir, 'outbox', 'sms.jsonl'), 'utf8').catch(() => '');
  return content
    .split('\n')
    .filter(Boolean)
    .map((row) => JSON.parse(row) as { to: string; templateId?: string; text: string })
    .filter((sms) => sms.to === mobile && sms.templateId);
};

const sendDue = () => t.app.services.jobs.runDue({ names: [NOTIFICATION_JOB] });
const rowsOf = (orderDbId: string) =>
  t.app.db.select().from(notifications).where(eq(notifications.orderId, orderDbId));
const rowOn = async (orderDbId: string, channel: 'SMS' | 'WHATSAPP' | 'EMAIL') =>
  (
    await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, orderDbId), eq(notifications.channel, channel)))
  )[0];

const deliver = (body: unknown, headers?: Record<string, string>) => {
  const signed = signedDelivery(body, APP_SECRET);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/whatsapp',
    headers: headers ?? signed.headers,
    payload: signed.rawBody,
  });
};
const deliverStatus = (status: Parameters<typeof statusDelivery>[1]) => {
  const { rawBody, headers } = statusDelivery(APP_SECRET, status);
  return t.app.inject({ method: 'POST', url: '/api/v1/webhooks/whatsapp', headers, payload: rawBody });
};
let replies = 0;
const reply = (from: string, message: Record<string, unknown>) =>
  deliver(replyBody(from, `wamid.test-reply-${++replies}`, message));

/** A shopper who chose WhatsApp order updates in their account. */
async function whatsappShopper(mobile?: string) {
  const shopper = await login(t.app, t.dataDir, mobile ?? newMobile());
  const chosen = await call(t.app, 'PUT', '/users/consents', {
    token: shopper.token,
    payload: { whatsappUpdates: true },
  });
  expect(chosen.statusCode, JSON.stringify(chosen.json)).toBe(200);
  return shopper;
}

type Shopper = Awaited<ReturnType<typeof login>>;
const paidOrderOf = (shopper: Shopper) =>
  placePaidOrder(t.app, [line(take())], { token: shopper.token, mobile: shopper.mobile });

beforeAll(async () => {
  // The sandbox's own status webhooks arrive as a real account's would; the tests wait for them where they matter.
  await sendDue();
});

describe('the webhook', () => {
  it('answers the subscription handshake with the challenge for the right token only', async () => {
    const handshake = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1/webhooks/whatsapp?${query}` });
    const good = await handshake(
      `hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`,
    );
    expect(good.statusCode).toBe(200);
    expect(good.headers['content-type']).toMatch(/^text\/plain/);
    expect(good.body).toBe('1158201444');
    for (const query of [
      'hub.mode=subscribe&hub.verify_token=wrong-token-here&hub.challenge=1',
      `hub.mode=unsubscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1`,
      'hub.challenge=1',
    ]) {
      expect((await handshake(query)).statusCode, query).toBe(403);
    }
  });

  it('refuses a delivery whose signature does not hold, and changes nothing', async () => {
    const shopper = await whatsappShopper();
    const body = replyBody(shopper.mobile, 'wamid.forged-stop', { type: 'text', text: { body: 'STOP' } });
    const forged = signedDelivery(body, 'not-the-app-secret-at-all');
    expect((await deliver(body, forged.headers)).statusCode).toBe(401);
    const unsigned = { 'content-type': 'application/json' };
    expect((await deliver(body, unsigned)).statusCode).toBe(401);
    const profile = await call(t.app, 'GET', '/users/profile', { token: shopper.token });
    expect(profile.json.body).toMatchObject({ whatsappUpdates: true });
  });
});

describe('a status of a message the shop has no id of', () => {
  it('is asked again when it is fresh (it crossed its send’s answer), and let go when it is old', async () => {
    const status = { messageId: 'wamid.not-yet-known', recipient: '919812345678', status: 'sent' as const };
    expect((await deliverStatus({ ...status, at: new Date() })).statusCode).toBe(503);
    const old = new Date(Date.now() - 10 * 60_000);
    expect((await deliverStatus({ ...status, at: old })).statusCode).toBe(200);
  });
});

describe('order updates on WhatsApp', () => {
  it('go on WhatsApp instead of SMS for a number that chose them, in the shopper’s language', async () => {
    const shopper = await whatsappShopper();
    const order = await paidOrderOf(shopper);
    expect((await rowsOf(order._id)).map((row) => row.channel).sort()).toEqual(['EMAIL', 'WHATSAPP']);
    await sendDue();

    const [message, ...more] = await whatsappTo(shopper.mobile);
    expect(more).toEqual([]);
    expect(message).toMatchObject({ template: 'order_placed', language: 'en', buttons: [] });
    expect(message?.parameters[0]).toBe(order.orderId);
    expect(await smsTo(shopper.mobile)).toEqual([]);
    const row = await rowOn(order._id, 'WHATSAPP');
    expect(row).toMatchObject({ status: 'SENT', attempts: 1 });
    expect(row?.providerMessageId).toMatch(/^wamid\./);
    // The sandbox tells of it as WhatsApp would: sent, then delivered.
    await vi.waitFor(async () =>
      expect((await rowOn(order._id, 'WHATSAPP'))?.deliveryStatus).toBe('delivered'),
    );
  });

  it('still go by SMS for a number that did not choose WhatsApp', async () => {
    const mobile = newMobile();
    const order = await placePaidOrder(t.app, [line(take())], { mobile });
    await sendDue();
    expect((await rowsOf(order._id)).map((row) => row.channel).sort()).toEqual(['EMAIL', 'SMS']);
    expect(await whatsappTo(mobile)).toEqual([]);
    expect(await smsTo(mobile)).toHaveLength(1);
  });

  it('keeps a message’s statuses only forward, each once however often it is delivered', async () => {
    const shopper = await whatsappShopper();
    const order = await paidOrderOf(shopper);
    await sendDue();
    const sent = await rowOn(order._id, 'WHATSAPP');
    const messageId = sent?.providerMessageId ?? '';
    const at = new Date();
    const read = { messageId, recipient: toWhatsAppNumber(shopper.mobile), status: 'read' as const, at };
    expect((await deliverStatus(read)).statusCode).toBe(200);
    expect((await deliverStatus(read)).statusCode).toBe(200);
    // A late `delivered` after `read` changes nothing.
    await deliverStatus({ ...read, status: 'delivered', at: new Date(at.getTime() - 1000) });
    const row = await rowOn(order._id, 'WHATSAPP');
    expect(row).toMatchObject({ deliveryStatus: 'read', status: 'SENT' });
    expect(row?.readAt?.toISOString()).toBe(new Date(Math.floor(at.getTime() / 1000) * 1000).toISOString());
    expect(row?.deliveredAt).not.toBeNull();
  });

  it('goes by SMS once when WhatsApp reports the message failed, however often it says so', async () => {
    const shopper = await whatsappShopper();
    const order = await paidOrderOf(shopper);
    await sendDue();
    const sent = await rowOn(order._id, 'WHATSAPP');
    const failed = {
      messageId: sent?.providerMessageId ?? '',
      recipient: toWhatsAppNumber(shopper.mobile),
      status: 'failed' as const,
      error: { code: 131026, title: 'Message undeliverable', details: 'The number cannot receive it' },
    };
    expect((await deliverStatus(failed)).statusCode).toBe(200);
    expect((await deliverStatus(failed)).statusCode).toBe(200);
    await sendDue();
    const rows = await rowsOf(order._id);
    const whatsapp = rows.find((row) => row.channel === 'WHATSAPP');
    expect(whatsapp).toMatchObject({ status: 'FAILED', deliveryStatus: 'failed' });
    expect(whatsapp?.lastError).toContain('131026');
    const sms = rows.filter((row) => row.channel === 'SMS');
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ status: 'SENT', fallbackFor: whatsapp?.id, template: 'ORDER_PAID' });
    expect((await smsTo(shopper.mobile)).map((text) => text.templateId)).toEqual(['ORDER_PAID']);
  });

  it('goes by SMS when WhatsApp has not said it was delivered within half an hour (a lost webhook)', async () => {
    const shopper = await whatsappShopper();
    const order = await paidOrderOf(shopper);
    await sendDue();
    const sent = await rowOn(order._id, 'WHATSAPP');
    await vi.waitFor(async () =>
      expect((await rowOn(order._id, 'WHATSAPP'))?.deliveryStatus).toBe('delivered'),
    );
    const dispatcher = t.app.services.notifications;
    const later = new Date((sent?.sentAt ?? new Date()).getTime() + 31 * 60_000);
    // Delivered: nothing to do.
    expect(await dispatcher.sendUnconfirmedBySms(later)).toBe(0);
    // As if WhatsApp's word had never come.
    await t.app.db
      .update(notifications)
      .set({ deliveryStatus: 'sent', deliveredAt: null })
      .where(eq(notifications.id, sent?.id ?? ''));
    expect(await dispatcher.sendUnconfirmedBySms(new Date(later.getTime() - 2 * 60_000))).toBe(0);
    expect(await dispatcher.sendUnconfirmedBySms(later)).toBe(1);
    expect(await dispatcher.sendUnconfirmedBySms(later)).toBe(0);
    await sendDue();
    expect((await smsTo(shopper.mobile)).map((text) => text.templateId)).toEqual(['ORDER_PAID']);
  });

  it('goes by SMS at once when WhatsApp refuses the number', async () => {
    // The sandbox's numbers starting 6000 are not on WhatsApp.
    const shopper = await whatsappShopper(`6000${String(Date.now()).slice(-6)}`);
    const order = await paidOrderOf(shopper);
    await sendDue();
    await vi.waitFor(async () => expect((await rowOn(order._id, 'WHATSAPP'))?.deliveryStatus).toBe('failed'));
    await sendDue();
    expect((await smsTo(shopper.mobile)).map((text) => text.templateId)).toEqual(['ORDER_PAID']);
  });

  it('sends a message once when two workers are handed it at the same moment', async () => {
    const shopper = await whatsappShopper();
    const order = await paidOrderOf(shopper);
    const row = await rowOn(order._id, 'WHATSAPP');
    const dispatcher = t.app.services.notifications;
    await Promise.all([
      dispatcher.deliver(row?.id ?? '', { lastAttempt: false }),
      dispatcher.deliver(row?.id ?? '', { lastAttempt: false }),
    ]);
    await sendDue();
    expect(await whatsappTo(shopper.mobile)).toHaveLength(1);
    expect(await rowOn(order._id, 'WHATSAPP')).toMatchObject({ status: 'SENT', attempts: 1 });
  });
});

describe('STOP', () => {
  it('withdraws both choices at once, is confirmed by one last message, and the next update goes by SMS', async () => {
    const shopper = await whatsappShopper();
    await call(t.app, 'PUT', '/users/consents', {
      token: shopper.token,
      payload: { whatsappMarketing: true },
    });
    const first = await paidOrderOf(shopper);
    await sendDue();
    expect((await reply(shopper.mobile, { type: 'text', text: { body: 'Stop' } })).statusCode).toBe(200);

    const [state] = await t.app.db
      .select()
      .from(messagingConsents)
      .where(
        and(eq(messagingConsents.mobile, shopper.mobile), eq(messagingConsents.purpose, 'WHATSAPP_UPDATES')),
      );
    expect(state).toMatchObject({ granted: false, source: 'whatsapp_reply' });
    const withdrawn = await t.app.db
      .select()
      .from(consentRecords)
      .where(and(eq(consentRecords.mobile, shopper.mobile), eq(consentRecords.granted, false)));
    expect(withdrawn.map((record) => record.purpose).sort()).toEqual([
      'WHATSAPP_MARKETING',
      'WHATSAPP_UPDATES',
    ]);

    await sendDue();
    expect((await whatsappTo(shopper.mobile)).map((message) => message.template)).toEqual([
      'order_placed',
      'whatsapp_stopped',
    ]);
    // A second STOP has nothing left to withdraw and gets no reply.
    await reply(shopper.mobile, { type: 'text', text: { body: 'STOP' } });
    await sendDue();
    expect(await whatsappTo(shopper.mobile)).toHaveLength(2);

    const second = await paidOrderOf(shopper);
    await sendDue();
    expect((await rowsOf(second._id)).map((row) => row.channel).sort()).toEqual(['EMAIL', 'SMS']);
    expect(await whatsappTo(shopper.mobile)).toHaveLength(2);
    expect(second._id).not.toBe(first._id);
  });

  it('is obeyed by a message raised before it and sent after it: the update goes by SMS', async () => {
    const shopper = await whatsappShopper();
    const order = await paidOrderOf(shopper);
    await reply(shopper.mobile, { type: 'text', text: { body: 'STOP' } });
    await sendDue();
    await sendDue();
    expect((await whatsappTo(shopper.mobile)).map((message) => message.template)).toEqual([
      'whatsapp_stopped',
    ]);
    expect(await rowOn(order._id, 'WHATSAPP')).toMatchObject({ status: 'FAILED' });
    expect((await smsTo(shopper.mobile)).map((text) => text.templateId)).toEqual(['ORDER_PAID']);
  });
});

describe('a replayed reply', () => {
  it('is handled once', async () => {
    const shopper = await whatsappShopper();
    const body = replyBody(shopper.mobile, 'wamid.replayed-stop', { type: 'text', text: { body: 'STOP' } });
    expect((await deliver(body)).statusCode).toBe(200);
    // The shopper chooses WhatsApp again; the same STOP delivered again must not withdraw it.
    await call(t.app, 'PUT', '/users/consents', { token: shopper.token, payload: { whatsappUpdates: true } });
    expect((await deliver(body)).statusCode).toBe(200);
    const profile = await call(t.app, 'GET', '/users/profile', { token: shopper.token });
    expect(profile.json.body).toMatchObject({ whatsappUpdates: true });
  });
});

describe('marketing at night', () => {
  it('waits for 09:00 India time however late its job runs, and is then sent', async () => {
    const mobile = newMobile();
    await t.app.services.consents.record(
      t.app.db,
      { mobile, userId: null, language: 'en', source: 'account' },
      { whatsappMarketing: true },
    );
    const outbox = new MessageOutbox(t.app.db, async (tx, messages) => {
      for (const message of messages)
        await t.app.services.jobs.send(NOTIFICATION_JOB, message, { tx, id: message.notificationId });
    });
    const id = await outbox.raise(t.app.db, {
      channel: 'WHATSAPP',
      template: 'CART_REMINDER',
      recipient: mobile,
      data: { language: 'en', p1: 'Asha', p2: 'https://shop.example/cart/restore?token=x' },
      dedupeKey: `test-night:${mobile}`,
    });
    // 22:30 in India.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-28T17:00:00Z'));
      await sendDue();
      expect(await whatsappTo(mobile)).toEqual([]);
      const [waiting] = await t.app.db
        .select()
        .from(notifications)
        .where(eq(notifications.id, id ?? ''));
      expect(waiting).toMatchObject({ status: 'PENDING', attempts: 0 });
      // 09:00 the next morning: the job put off to then sends it.
      vi.setSystemTime(new Date('2026-11-29T03:30:00Z'));
      await t.app.services.jobs.runDue({ names: [NOTIFICATION_JOB], ignoreStartAfter: true });
    } finally {
      vi.useRealTimers();
    }
    expect((await whatsappTo(mobile)).map((message) => message.template)).toEqual(['cart_reminder']);
  });
});
