import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CatalogSize,
  call,
  line,
  loginAs,
  newMobile,
  placePaidOrder,
  readOtp,
  sellableSizes,
} from '../../../test/shop.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { ConsoleEmail } from '../../adapters/email/console-email.ts';
import type { EmailMessage } from '../../adapters/email/email.ts';
import { ConsoleSms } from '../../adapters/sms/console-sms.ts';
import type { SmsMessage, SmsSender } from '../../adapters/sms/sms.ts';
import { notifications, orders } from '../../db/schema.ts';
import { JobQueue } from '../jobs/job-queue.ts';
import {
  type DispatcherDeps,
  type InvoicePdf,
  NOTIFICATION_JOB,
  NOTIFICATION_RETRIES,
  NotificationDispatcher,
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

/**
 * A second worker on the app's own queue, sending through the given dispatcher: as another instance would, it
 * takes jobs the app added.
 */
const worker = (deps: Partial<DispatcherDeps> = {}) => {
  const sender = dispatcher(deps);
  const queue = new JobQueue(t.app.db, { worker: false, schema: t.app.config.JOBS_SCHEMA, log: () => {} });
  queue.define<{ notificationId: string }>({
    name: NOTIFICATION_JOB,
    ...NOTIFICATION_RETRIES,
    handler: ({ data, lastAttempt }) => sender.deliver(data.notificationId, { lastAttempt }),
  });
  workers.push(queue);
  return queue;
};
const workers: JobQueue[] = [];
afterAll(async () => {
  for (const queue of workers) await queue.stop();
});
const sendDue = () => t.app.services.jobs.runDue({ names: [NOTIFICATION_JOB] });

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

    expect(await sendDue()).toEqual({ completed: 2, failed: 0 });

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
    expect(await sendDue()).toEqual({ completed: 0, failed: 0 });
  });

  it('attaches the invoice PDF to the order confirmation e-mail', async () => {
    const { order } = await paidOrder();
    const pdf = Buffer.from('%PDF-1.7 a tax invoice');
    const asked: string[] = [];
    const invoicePdf: InvoicePdf = async (orderDbId) => {
      asked.push(orderDbId);
      return { filename: `${order.orderId}.pdf`, content: pdf };
    };
    await worker({ invoicePdf }).runDue();

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
    await sendDue();

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
    await sendDue();
    await sendDue();

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

  it('a failed send leaves the order paid and the message waiting, and the queue tries it again later', async () => {
    const { order, mobile } = await paidOrder();
    let down = true;
    const sent: SmsMessage[] = [];
    const flaky: SmsSender = {
      name: 'flaky',
      sendOtp: async () => {},
      sendLoginAlert: async () => {},
      send: async (message) => {
        if (down) throw new Error('MSG91 refused the message: 503');
        sent.push(message);
      },
    };
    const queue = worker({ sms: flaky });

    expect(await queue.runDue()).toEqual({ completed: 1, failed: 1 });
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
    });

    // The retry waits out its back-off: nothing is due now.
    down = false;
    expect(await queue.runDue()).toEqual({ completed: 0, failed: 0 });
    // Once it is due, it goes.
    expect(await queue.runDue({ ignoreStartAfter: true })).toEqual({ completed: 1, failed: 0 });
    expect(sent.map((message) => [message.to, message.templateId])).toEqual([[mobile, 'dlt-paid']]);
    expect(await smsRow()).toMatchObject({ status: 'SENT', attempts: 2, lastError: null });
  });

  it('gives up after the last retry, records why, and an admin can send it again from the back office', async () => {
    const { order } = await paidOrder();
    let broken = true;
    const queue = worker({
      email: {
        name: 'flaky',
        send: async (_message: EmailMessage) => {
          if (broken) throw new Error('SMTP 554 mailbox unavailable');
        },
      },
    });
    const emailRow = async () =>
      (
        await t.app.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.orderId, order._id), eq(notifications.channel, 'EMAIL')))
      )[0];
    const attempts = NOTIFICATION_RETRIES.retryLimit + 1;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      await queue.runDue({ ignoreStartAfter: true });
      expect((await emailRow())?.status).toBe(attempt < attempts ? 'PENDING' : 'FAILED');
    }
    expect(await emailRow()).toMatchObject({ attempts, lastError: 'SMTP 554 mailbox unavailable' });
    expect((await rowsOf(order._id)).find((row) => row.channel === 'SMS')?.status).toBe('SENT');

    const admin = (await loginAs(t.app, t.dataDir, 'ADMIN')).token;
    const failed = await call(t.app, 'GET', `/admin/jobs/failed?name=${NOTIFICATION_JOB}&search=SMTP%20554`, {
      token: staffToken,
    });
    expect(failed.statusCode).toBe(200);
    const row = await emailRow();
    expect(failed.json.body).toMatchObject([
      { _id: row?.id, name: NOTIFICATION_JOB, error: 'SMTP 554 mailbox unavailable', attempts },
    ]);
    // Ids only: no address or phone number of the shopper.
    expect(JSON.stringify(failed.json.body)).not.toContain('ananya@example.com');

    // What metrics read: the queue's failures and depth.
    const stats = await call(t.app, 'GET', '/admin/jobs/stats', { token: staffToken });
    expect(stats.json.body).toContainEqual({ name: NOTIFICATION_JOB, queued: 0, active: 0, failed: 1 });

    broken = false;
    const retried = await call(t.app, 'POST', `/admin/jobs/${row?.id}/retry`, { token: admin });
    expect(retried.statusCode).toBe(200);
    expect(await queue.runDue()).toEqual({ completed: 1, failed: 0 });
    expect(await emailRow()).toMatchObject({ status: 'SENT', lastError: null });
    const again = await call(t.app, 'POST', `/admin/jobs/${row?.id}/retry`, { token: admin });
    expect(again.statusCode).toBe(404);
  });

  it('two workers at once send each message once', async () => {
    const first = await paidOrder();
    const second = await paidOrder();
    const sends: string[] = [];
    // Slow senders keep one worker busy while the other fetches.
    const slowSms: SmsSender = {
      name: 'slow',
      sendOtp: async () => {},
      sendLoginAlert: async () => {},
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
    const a = worker({ sms: slowSms, email: slowEmail });
    const b = worker({ sms: slowSms, email: slowEmail });
    await Promise.all([a.runDue(), b.runDue(), a.runDue(), b.runDue()]);
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

describe('a worker instance', () => {
  it('sends the messages of a payment by itself, with nobody asking', async () => {
    const shop = await createTestApp({ JOBS_WORKER: 'true' });
    try {
      const mobile = newMobile();
      const size = sizes[sizeIndex++ % sizes.length] as CatalogSize;
      const order = await placePaidOrder(shop.app, [line(size)], { mobile });
      const outboxFile = path.join(shop.dataDir, 'outbox', 'sms.jsonl');
      let texts: string[] = [];
      for (let waited = 0; texts.length === 0 && waited < 30_000; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        texts = (await readFile(outboxFile, 'utf8').catch(() => ''))
          .split('\n')
          .filter((row) => row.includes(`"templateId":"ORDER_PAID"`) && row.includes(mobile));
      }
      expect(texts).toHaveLength(1);
      expect(texts[0]).toContain(order.orderId);
    } finally {
      await shop.close();
    }
  });
});

describe('a Hindi shopper', () => {
  const hindi = { 'accept-language': 'hi-IN' };
  /** Logs in from a Hindi page, as the storefront's /hi/ pages ask: the account's language becomes Hindi. */
  const hindiLogin = async (mobile: string) => {
    const registered = await call(t.app, 'POST', '/users/register', { payload: { mobile }, headers: hindi });
    const otp = await readOtp(t.dataDir, mobile);
    const verified = await call(t.app, 'POST', '/users/verifyAccount', {
      token: registered.json.body.token,
      payload: { otp },
      headers: hindi,
    });
    return verified.json.body.token as string;
  };

  it('gets the order confirmation by SMS and e-mail in Hindi, with ₹ and a hi-IN date', async () => {
    const mobile = newMobile();
    const token = await hindiLogin(mobile);
    const size = sizes[sizeIndex++ % sizes.length] as CatalogSize;
    // The checkout itself is English (no header): the account's language decides, not the last request's.
    const order = await placePaidOrder(t.app, [line(size)], { token, mobile });
    await sendDue();

    const [sms] = await smsTo(mobile);
    // The console adapter stands in for MSG91: the Hindi template's name is its id.
    expect(sms?.templateId).toBe('ORDER_PAID_HI');
    expect(sms?.text).toContain(`ऑर्डर ${order.orderId} के ₹`);
    expect(sms?.text).toContain('धन्यवाद');
    expect(sms?.variables?.amount).toMatch(/^₹[\d,]+(\.\d{2})?$/);

    const [email] = await emailsAbout(order.orderId);
    expect(email?.subject).toBe(`ऑर्डर ${order.orderId} के लिए धन्यवाद | Vanya Naturals`);
    expect(email?.text).toContain('नमस्ते Ananya Iyer,');
    expect(email?.text).toContain('आपका GST टैक्स इनवॉइस इस ई-मेल के साथ जुड़ा है।');
    const paidOn = email?.text.match(/भुगतान की तारीख: (.+)/)?.[1];
    // hi-IN writes the month in Hindi: "24 नवंबर 2026".
    expect(paidOn).toMatch(/^\d{1,2} [\u0900-\u097F]+ \d{4}$/);
    expect(email?.html).toContain('<html lang="hi-IN">');
    expect(email?.text).not.toMatch(/Hello|Thank you/);
  });

  it('keeps English for a shopper who logged in from an English page', async () => {
    const mobile = newMobile();
    const registered = await call(t.app, 'POST', '/users/register', { payload: { mobile } });
    const verified = await call(t.app, 'POST', '/users/verifyAccount', {
      token: registered.json.body.token,
      payload: { otp: await readOtp(t.dataDir, mobile) },
    });
    const size = sizes[sizeIndex++ % sizes.length] as CatalogSize;
    const order = await placePaidOrder(t.app, [line(size)], { token: verified.json.body.token, mobile });
    await sendDue();
    const [sms] = await smsTo(mobile);
    expect(sms?.templateId).toBe('ORDER_PAID');
    expect(sms?.text).toMatch(/^Thank you for your Vanya Naturals order/);
    const [email] = await emailsAbout(order.orderId);
    expect(email?.subject).toBe(`Thank you for your order ${order.orderId} | Vanya Naturals`);
    expect(email?.text).toMatch(/Paid on: \d{1,2} [A-Z][a-z]+ \d{4}/);
  });

  it('gets English SMS where MSG91 has no Hindi template registered, and Hindi e-mail all the same', async () => {
    const mobile = newMobile();
    const token = await hindiLogin(mobile);
    const size = sizes[sizeIndex++ % sizes.length] as CatalogSize;
    const order = await placePaidOrder(t.app, [line(size)], { token, mobile });
    const sent: SmsMessage[] = [];
    const sms: SmsSender = {
      name: 'msg91-without-hindi',
      sendOtp: async () => {},
      sendLoginAlert: async () => {},
      send: async (message) => {
        sent.push(message);
      },
    };
    await worker({ sms, hindiSmsTemplateIds: {} }).runDue();
    const mine = sent.filter((message) => message.to === mobile);
    expect(mine).toMatchObject([{ templateId: 'dlt-paid', language: 'en' }]);
    expect(mine[0]?.text).toMatch(/^Thank you for your Vanya Naturals order .* of Rs\./);
    const [email] = await emailsAbout(order.orderId);
    expect(email?.subject).toContain('धन्यवाद');
  });
});
