import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { ConsoleEmail } from '../src/adapters/email/console-email.ts';
import { ConsoleSms } from '../src/adapters/sms/console-sms.ts';
import type { SmsSender } from '../src/adapters/sms/sms.ts';
import { templateNames } from '../src/adapters/whatsapp/whatsapp-templates.ts';
import { notifications } from '../src/db/schema.ts';
import { JobQueue } from '../src/modules/jobs/job-queue.ts';
import {
  type DispatcherDeps,
  NOTIFICATION_JOB,
  NOTIFICATION_RETRIES,
  NotificationDispatcher,
} from '../src/modules/notifications/notification-dispatcher.ts';
import { type CatalogSize, call, line, loginAs, newMobile, placePaidOrder, sellableSizes } from './shop.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// The shop the notification tests share within one test file, and readers of the console outboxes its messages
// land in. Exported bindings are live: a test reads them once beforeAll has run.

export let t: TestApp;
export let sizes: CatalogSize[];
export let staffToken: string;
const workers: JobQueue[] = [];

/** Opens the shop before the file's tests; closes it, and the workers the tests started, after them. */
export function openNotificationShop(): void {
  beforeAll(async () => {
    t = await createTestApp();
    sizes = await sellableSizes(t.app);
    staffToken = (await loginAs(t.app, t.dataDir, 'STAFF')).token;
  });
  afterAll(() => t.close());
  afterAll(async () => {
    for (const queue of workers) await queue.stop();
  });
}

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
export const smsTo = async (mobile: string) =>
  (await outbox<SmsLine>('sms.jsonl')).filter((sms) => sms.to === mobile && sms.templateId);
export const emailsAbout = async (orderId: string) =>
  (await outbox<EmailLine>('email.jsonl')).filter((email) => email.subject.includes(orderId));

export const rowsOf = (orderDbId: string) =>
  t.app.db.select().from(notifications).where(eq(notifications.orderId, orderDbId));

/** The order's one notification on a channel. */
export const rowOn = async (orderDbId: string, channel: (typeof notifications.$inferSelect)['channel']) =>
  (
    await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, orderDbId), eq(notifications.channel, channel)))
  )[0];

/** An SMS sender of the test's own for order messages; it never sends a login code or alert. */
export const orderSms = (name: string, send: SmsSender['send']): SmsSender => ({
  name,
  sendOtp: async () => {},
  sendLoginAlert: async () => {},
  send,
});

let sizeIndex = 0;
/** The next of the demo's sizes, round and round. */
export const nextSize = () => sizes[sizeIndex++ % sizes.length] as CatalogSize;

export const paidOrder = async () => {
  const mobile = newMobile();
  const size = nextSize();
  const order = await placePaidOrder(t.app, [line(size)], { mobile });
  return { order, mobile };
};

/** A dispatcher on the test app's database with senders and a clock of the test's choosing. */
const dispatcher = (deps: Partial<DispatcherDeps> = {}) =>
  new NotificationDispatcher({
    db: t.app.db,
    sms: new ConsoleSms(t.dataDir, () => {}),
    email: new ConsoleEmail(t.dataDir, () => {}),
    smsTemplateIds: {
      ORDER_PAID: 'dlt-paid',
      ORDER_SHIPPED: 'dlt-shipped',
      REFUND_PROCESSED: 'dlt-refund',
      ORDER_OUT_FOR_DELIVERY: 'dlt-out-for-delivery',
      ORDER_DELIVERED: 'dlt-delivered',
      DELIVERY_FAILED: 'dlt-delivery-failed',
      COD_CONFIRM: 'dlt-cod-confirm',
    },
    invoicePdf: async () => null,
    whatsapp: t.app.services.whatsapp,
    whatsappTemplateNames: templateNames(undefined),
    enqueueSends: async (tx, messages) => {
      for (const message of messages)
        await t.app.services.jobs.send(NOTIFICATION_JOB, message, { tx, id: message.notificationId });
    },
    mayMessage: (db, mobile, purpose) => t.app.services.consents.granted(db, mobile, purpose),
    enqueueLater: (tx, message, startAfterSeconds) =>
      t.app.services.jobs.send(NOTIFICATION_JOB, message, { tx, startAfterSeconds }),
    ...deps,
  });

/**
 * A second worker on the app's own queue, sending through the given dispatcher: as another instance would, it
 * takes jobs the app added.
 */
export const worker = (deps: Partial<DispatcherDeps> = {}) => {
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

export const sendDue = () => t.app.services.jobs.runDue({ names: [NOTIFICATION_JOB] });

export const ship = async (orderDbId: string, trackingNumber: string) => {
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
