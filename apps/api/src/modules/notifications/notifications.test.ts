import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type CatalogSize,
  call,
  line,
  loginAs,
  newMobile,
  placePaidOrder,
  sellableSizes,
} from '../../../test/shop.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { ConsoleEmail } from '../../adapters/email/console-email.ts';
import type { EmailMessage } from '../../adapters/email/email.ts';
import { ConsoleSms } from '../../adapters/sms/console-sms.ts';
import type { SmsMessage, SmsSender } from '../../adapters/sms/sms.ts';
import { notifications, orders } from '../../db/schema.ts';
import {
  type DispatcherDeps,
  type InvoicePdf,
  MAX_ATTEMPTS,
  NotificationDispatcher,
  NotificationSchedule,
} from './notification-dispatcher.ts';

let t: TestApp;
let sizes: CatalogSize[];
let staffToken: string;
beforeAll(async () => {
  t = await createTestApp();
  sizes = await sellableSizes(t.app);
  staffToken = (await loginAs(t.app, t.dataDir, 'STAFF')).token;
});
afterAll(() => t.close());

interface SmsLine {
  to: string;
  text: string;
  templateId?: string;
  variables?: Record<string, string>;
}
interface EmailLine {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; bytes: number; file: string }[];
}

const outbox = async <T>(file: string): Promise<T[]> => {
  const content = await readFile(path.join(t.dataDir, 'outbox', file), 'utf8').catch(() => '');
  return content
    .split('\n')
    .filter(Boolean)
    .map((row) => JSON.parse(row) as T);
};
const smsTo = async (mobile: string) =>
  (await outbox<SmsLine>('sms.jsonl')).filter((sms) => sms.to === mobile && sms.templateId);
const emailsAbout = async (orderId: string) =>
  (await outbox<EmailLine>('email.jsonl')).filter((email) => email.subject.includes(orderId));

const rowsOf = (orderDbId: string) =>
  t.app.db.select().from(notifications).where(eq(notifications.orderId, orderDbId));

let sizeIndex = 0;
const paidOrder = async () => {
  const mobile = newMobile();
  const size = sizes[sizeIndex++ % sizes.length] as CatalogSize;
  const order = await placePaidOrder(t.app, [line(size)], { mobile });
  return { order, mobile };
};

/** A dispatcher on the test app's database with senders and a clock of the test's choosing. */
const dispatcher = (deps: Partial<DispatcherDeps> = {}) =>
  new NotificationDispatcher({
    db: t.app.db,
    sms: new ConsoleSms(t.dataDir, () => {}),
    email: new ConsoleEmail(t.dataDir, () => {}),
    smsTemplateIds: { ORDER_PAID: 'dlt-paid', ORDER_SHIPPED: 'dlt-shipped', REFUND_PROCESSED: 'dlt-refund' },
    invoicePdf: async () => null,
    ...deps,
  });

const ship = async (orderDbId: string, trackingNumber: string) => {
  for (const to of ['CONFIRMED', 'PACKED'] as const) {
    const moved = await call(t.app, 'POST', `/admin/orders/${orderDbId}/transitions`, {
      token: staffToken,
      payload: { to },
    });
    expect(moved.statusCode).toBe(200);
  }
  const shipped = await call(t.app, 'POST', `/admin/orders/${orderDbId}/transitions`, {
    token: staffToken,
    payload: { to: 'SHIPPED', carrier: 'Delhivery', trackingNumber },
  });
  expect(shipped.statusCode).toBe(200);
};

describe('order notifications', () => {
  it('paying an order queues an SMS and an e-mail, and the dispatcher sends both', async () => {
    const { order, mobile } = await paidOrder();
    const queued = await rowsOf(order._id);
    expect(queued.map((row) => [row.channel, row.template, row.status]).sort()).toEqual([
      ['EMAIL', 'ORDER_PAID', 'PENDING'],
      ['SMS', 'ORDER_PAID', 'PENDING'],
    ]);

    expect(await t.app.services.notifications.dispatchDue({ orderId: order._id })).toEqual({
      sent: 2,
      retrying: 0,
      failed: 0,
    });

    const [sms, ...moreSms] = await smsTo(mobile);
    expect(moreSms).toEqual([]);
    // The console adapter stands in for MSG91: the template's name is its id.
    expect(sms).toMatchObject({ templateId: 'ORDER_PAID', variables: { order: order.orderId } });
    expect(sms?.text).toContain(order.orderId);
    expect(sms?.text).toMatch(/Rs\.[\d,]+/);
    const [email, ...moreEmail] = await emailsAbout(order.orderId);
    expect(moreEmail).toEqual([]);
    // The shop's own invoice, numbered when the payment completed.
    const [paidRow] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
    const invoiceFile = `${paidRow?.invoiceNumber?.replaceAll('/', '-')}.pdf`;
    expect(email).toMatchObject({
      to: 'ananya@example.com',
      attachments: [{ filename: invoiceFile, contentType: 'application/pdf' }],
    });
    expect((await readFile(email?.attachments[0]?.file ?? '')).subarray(0, 5).toString()).toBe('%PDF-');
    expect(email?.text).toContain('Hello Ananya Iyer,');
    expect(email?.html).toContain('Vanya Naturals');
    expect(email?.text).toContain('invoice is attached');

    const sent = await rowsOf(order._id);
    expect(sent.every((row) => row.status === 'SENT' && row.sentAt && row.attempts === 1)).toBe(true);
    // Sent once: a second round finds nothing due.
    expect(await t.app.services.notifications.dispatchDue({ orderId: order._id })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
  });

  it('attaches the invoice PDF to the order confirmation e-mail', async () => {
    const { order } = await paidOrder();
    const pdf = Buffer.from('%PDF-1.7 a tax invoice');
    const asked: string[] = [];
    const invoicePdf: InvoicePdf = async (orderDbId) => {
      asked.push(orderDbId);
      return { filename: `${order.orderId}.pdf`, content: pdf };
    };
    await dispatcher({ invoicePdf }).dispatchDue({ orderId: order._id });

    expect(asked).toEqual([order._id]);
    const [email] = await emailsAbout(order.orderId);
    expect(email?.text).toContain('Your GST tax invoice is attached');
    expect(email?.attachments).toMatchObject([
      { filename: `${order.orderId}.pdf`, contentType: 'application/pdf', bytes: pdf.length },
    ]);
    // Beside the outbox, for a developer to open.
    const file = email?.attachments[0]?.file ?? '';
    expect(path.dirname(file)).toBe(path.join(t.dataDir, 'outbox', 'email-files'));
    expect(await readFile(file)).toEqual(pdf);
  });

  it('shipping tells the shopper the carrier, the tracking number and the tracking link', async () => {
    const { order, mobile } = await paidOrder();
    await ship(order._id, 'DLV-1234567890');
    await t.app.services.notifications.dispatchDue({ orderId: order._id });

    const shipped = (await smsTo(mobile)).filter((sms) => sms.templateId === 'ORDER_SHIPPED');
    expect(shipped).toHaveLength(1);
    const link = 'https://www.delhivery.com/track/package/DLV-1234567890';
    expect(shipped[0]?.variables).toEqual({
      order: order.orderId,
      carrier: 'Delhivery',
      tracking: 'DLV-1234567890',
      link,
    });
    expect(shipped[0]?.text).toBe(
      `Vanya Naturals order ${order.orderId} has shipped via Delhivery, tracking no. DLV-1234567890. Track it ${link}`,
    );
    const email = (await emailsAbout(order.orderId)).find((sent) => sent.subject.includes('has shipped'));
    expect(email?.text).toContain(`Track your parcel: ${link}`);
    expect(email?.html).toContain('DLV-1234567890');
    expect(email?.html).toContain(`href="${link}"`);
  });

  it('a settled refund tells the shopper once, however often the gateway repeats it', async () => {
    const { order, mobile } = await paidOrder();
    const refunded = await t.app.services.refunds.refund(
      order._id,
      { amount: 5000, reason: 'Damaged in transit', idempotencyKey: `notify-${order._id}` },
      null,
    );
    if (!refunded.ok) throw new Error(refunded.message);
    const notice = {
      providerRefundId: refunded.refund.providerRefundId ?? '',
      receipt: refunded.refund.id,
      status: 'processed' as const,
    };
    await t.app.services.refunds.settle(notice);
    await t.app.services.refunds.settle(notice);
    await t.app.services.notifications.dispatchDue({ orderId: order._id });
    await t.app.services.notifications.dispatchDue({ orderId: order._id });

    const [settled] = await t.app.services.refunds.listForOrder(order._id);
    expect(settled?.creditNoteNumber).toMatch(/^VN\/CN\//);
    const sms = (await smsTo(mobile)).filter((sent) => sent.templateId === 'REFUND_PROCESSED');
    expect(sms).toHaveLength(1);
    expect(sms[0]?.text).toContain(`Rs.50 for order ${order.orderId}`);
    expect(sms[0]?.text).toContain(`Credit note ${settled?.creditNoteNumber}`);
    const emails = (await emailsAbout(order.orderId)).filter((sent) => sent.subject.startsWith('Refund'));
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toContain('Refund of ₹50 for order');
    expect(emails[0]?.text).toContain(`Credit note: ${settled?.creditNoteNumber}`);
  });

  it('a failed send leaves the order paid and the message waiting, and a later round sends it', async () => {
    const { order, mobile } = await paidOrder();
    let clock = new Date('2030-01-01T10:00:00Z');
    let down = true;
    const sent: SmsMessage[] = [];
    const flaky: SmsSender = {
      name: 'flaky',
      sendOtp: async () => {},
      send: async (message) => {
        if (down) throw new Error('MSG91 refused the message: 503');
        sent.push(message);
      },
    };
    const flakyDispatcher = dispatcher({ sms: flaky, now: () => clock });

    expect(await flakyDispatcher.dispatchDue({ orderId: order._id })).toEqual({
      sent: 1,
      retrying: 1,
      failed: 0,
    });
    const [paid] = await t.app.db.select().from(orders).where(eq(orders.id, order._id));
    expect(paid).toMatchObject({ paymentStatus: 'PAID', orderStatus: 'PLACED' });
    const smsRow = async () =>
      (
        await t.app.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.orderId, order._id), eq(notifications.channel, 'SMS')))
      )[0];
    expect(await smsRow()).toMatchObject({
      status: 'PENDING',
      attempts: 1,
      lastError: 'MSG91 refused the message: 503',
      nextAttemptAt: new Date('2030-01-01T10:01:00Z'),
    });

    // Not due yet: nothing is tried.
    clock = new Date('2030-01-01T10:00:30Z');
    down = false;
    expect((await flakyDispatcher.dispatchDue({ orderId: order._id })).sent).toBe(0);
    clock = new Date('2030-01-01T10:01:00Z');
    expect((await flakyDispatcher.dispatchDue({ orderId: order._id })).sent).toBe(1);
    expect(sent.map((message) => [message.to, message.templateId])).toEqual([[mobile, 'dlt-paid']]);
    expect(await smsRow()).toMatchObject({ status: 'SENT', attempts: 2, lastError: null });
  });

  it('gives up after the last retry and records why', async () => {
    const { order } = await paidOrder();
    let clock = new Date('2030-02-01T00:00:00Z');
    const broken = dispatcher({
      email: {
        name: 'broken',
        send: async (_message: EmailMessage) => {
          throw new Error('SMTP 554 mailbox unavailable');
        },
      },
      now: () => clock,
    });
    const delays: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await broken.dispatchDue({ orderId: order._id });
      const [row] = await t.app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.orderId, order._id), eq(notifications.channel, 'EMAIL')));
      if (row?.status === 'PENDING') {
        delays.push((row.nextAttemptAt.getTime() - clock.getTime()) / 60_000);
        clock = row.nextAttemptAt;
      } else {
        expect(attempt).toBe(MAX_ATTEMPTS);
        expect(row).toMatchObject({
          status: 'FAILED',
          attempts: MAX_ATTEMPTS,
          lastError: 'SMTP 554 mailbox unavailable',
        });
      }
    }
    expect(delays).toEqual([1, 5, 30, 120, 720]);
    expect((await rowsOf(order._id)).find((row) => row.channel === 'SMS')?.status).toBe('SENT');
  });

  it('two rounds at once send each message once', async () => {
    const first = await paidOrder();
    const second = await paidOrder();
    const sends: string[] = [];
    // Slow senders keep the first round busy while the second one claims.
    const slowSms: SmsSender = {
      name: 'slow',
      sendOtp: async () => {},
      send: async (message) => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        sends.push(`sms ${message.to}`);
      },
    };
    const slowEmail = {
      name: 'slow',
      send: async (message: EmailMessage) => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        sends.push(`email ${message.subject}`);
      },
    };
    const a = dispatcher({ sms: slowSms, email: slowEmail, batchSize: 1 });
    const b = dispatcher({ sms: slowSms, email: slowEmail, batchSize: 1 });
    await Promise.all(
      [first, second].flatMap(({ order }) => [
        a.dispatchDue({ orderId: order._id }),
        b.dispatchDue({ orderId: order._id }),
      ]),
    );
    expect(sends).toHaveLength(4);
    expect(new Set(sends).size).toBe(4);
    for (const { order } of [first, second]) {
      const rows = await rowsOf(order._id);
      expect(rows.map((row) => [row.status, row.attempts])).toEqual([
        ['SENT', 1],
        ['SENT', 1],
      ]);
    }
  });
});

describe('the notification schedule', () => {
  // NOTE: on the PostgreSQL server every test file shares one database, and a running timer would send the other
  // files' messages too; on PGlite this app has its own copy.
  it.skipIf(inject('testDatabase').kind === 'postgres')(
    'in a running shop, the SMS goes out right after the payment, not at the next round',
    async () => {
      const shop = await createTestApp({ NOTIFICATIONS_INTERVAL_MS: String(60 * 60_000) });
      try {
        const mobile = newMobile();
        const size = sizes[sizeIndex++ % sizes.length] as CatalogSize;
        const order = await placePaidOrder(shop.app, [line(size)], { mobile });
        const outboxFile = path.join(shop.dataDir, 'outbox', 'sms.jsonl');
        const deadline = Date.now() + 5000;
        let texts: string[] = [];
        while (Date.now() < deadline) {
          texts = (await readFile(outboxFile, 'utf8').catch(() => ''))
            .split('\n')
            .filter((row) => row.includes(`"templateId":"ORDER_PAID"`) && row.includes(mobile));
          if (texts.length > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(texts).toHaveLength(1);
        expect(texts[0]).toContain(order.orderId);
      } finally {
        await shop.close();
      }
    },
  );

  it('sends right after an order change, runs one round at a time, and stops cleanly', async () => {
    let rounds = 0;
    let running = 0;
    let overlapped = false;
    let release: () => void = () => {};
    const schedule = new NotificationSchedule(
      async () => {
        rounds++;
        running++;
        if (running > 1) overlapped = true;
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        running--;
      },
      60_000,
      () => {},
    );
    schedule.kick();
    expect(rounds).toBe(0); // not started: nothing runs
    schedule.start();
    expect(rounds).toBe(1);
    schedule.kick();
    schedule.kick();
    expect(rounds).toBe(1);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The kicks during the round make exactly one more.
    expect(rounds).toBe(2);
    const stopped = schedule.stop();
    release();
    await stopped;
    schedule.kick();
    expect(rounds).toBe(2);
    expect(overlapped).toBe(false);
  });

  it('with an interval of 0, as in tests, never runs by itself', async () => {
    let rounds = 0;
    const schedule = new NotificationSchedule(
      async () => void rounds++,
      0,
      () => {},
    );
    schedule.start();
    schedule.kick();
    await schedule.stop();
    expect(rounds).toBe(0);
  });
});
