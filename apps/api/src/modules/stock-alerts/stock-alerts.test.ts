import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, login, loginAs, productCopy, sellableSizes } from '../../../test/shop.ts';
import { appForFile } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import { messagingConsents, notifications, productSizes, stockAlerts } from '../../db/schema.ts';
import { JobQueue } from '../jobs/job-queue.ts';
import { MessageOutbox } from '../notifications/message-outbox.ts';
import { NOTIFICATION_JOB } from '../notifications/notification-dispatcher.ts';
import { STOCK_ALERTS_JOB, StockAlertsService } from './stock-alerts.service.ts';

const t = appForFile();
let admin: string;
let queue: JobQueue;

// 12:00 India time; each reading a second later, so the order alerts are told in shows in notifiedAt.
const NOON_IST = Date.parse('2026-11-28T06:30:00Z');
// 22:00 India time: eleven hours before marketing may go out again.
const NIGHT_IST = new Date('2026-11-28T16:30:00Z');

const ticking = (from: number) => {
  let now = from;
  return () => {
    now += 1000;
    return new Date(now);
  };
};

/** A service like the app's, on its database and queue, with a clock of the test's choosing. */
const serviceAt = (
  clock: () => Date,
  enqueueJob?: ConstructorParameters<typeof StockAlertsService>[2]['enqueueJob'],
) =>
  new StockAlertsService(t.app.db, t.app.services.inventory, {
    enqueueJob:
      enqueueJob ??
      ((tx, sizeId, startAfterSeconds) =>
        t.app.services.jobs.send(
          STOCK_ALERTS_JOB,
          { sizeId },
          { tx, singletonKey: sizeId, startAfterSeconds },
        )),
    outbox: new MessageOutbox(t.app.db, async (tx, messages) => {
      for (const message of messages)
        await t.app.services.jobs.send(NOTIFICATION_JOB, message, { tx, id: message.notificationId });
    }),
    consentGranted: (db, mobile, purpose) => t.app.services.consents.granted(db, mobile, purpose),
    publicUrl: 'https://shop.example/',
    clock,
  });

/** Works the stock-alert jobs due, at noon India time, whatever the time the test runs at. */
const runAlertJobs = () => queue.runDue({ names: [STOCK_ALERTS_JOB], ignoreStartAfter: true });

beforeAll(async () => {
  admin = (await loginAs(t.app, t.dataDir, 'ADMIN')).token;
  const noon = serviceAt(ticking(NOON_IST));
  queue = new JobQueue(t.app.db, { worker: false, schema: t.app.config.JOBS_SCHEMA, log: () => {} });
  queue.define<{ sizeId: string }>({
    name: STOCK_ALERTS_JOB,
    policy: 'short',
    retryLimit: 0,
    retryDelaySeconds: 1,
    handler: async ({ data }) => void (await noon.notify(data.sizeId)),
  });
});
afterAll(() => queue.stop());

let copies = 0;
/** A product of the test's own, with a Hindi name, whose one size is out of stock. */
async function soldOutProduct() {
  const [size] = await sellableSizes(t.app);
  if (!size) throw new Error('no demo size');
  const name = `Saffron Glow Oil ${++copies}`;
  const hindiName = `केसर ग्लो ऑयल ${copies}`;
  const copy = await productCopy(t.app, size, name, hindiName);
  await setStock(copy.sizeId, 0);
  return { ...copy, name, hindiName };
}

const setStock = (sizeId: string, stock: number) =>
  t.app.db.update(productSizes).set({ stock }).where(eq(productSizes.id, sizeId));

/** The back office's edit of the stock: the restock that owes the alerts. */
async function restock(productId: string, stock: number) {
  const product = (await call(t.app, 'GET', `/admin/products/${productId}`, { token: admin })).json.body;
  const patched = await call(t.app, 'PATCH', `/admin/products/${productId}`, {
    token: admin,
    payload: { sizes: product.sizes.map((size: object) => ({ ...size, stock })) },
  });
  expect(patched.statusCode).toBe(200);
}

const subscribe = (token: string | null, productId: string, sizeId: string, language = 'en-IN') =>
  call(t.app, 'POST', `/products/${productId}/stock-alerts`, {
    token,
    payload: { sizeId },
    headers: { 'accept-language': language },
  });

const raisedFor = (mobiles: string[]) =>
  t.app.db
    .select()
    .from(notifications)
    .where(inArray(notifications.recipient, mobiles))
    .orderBy(asc(notifications.recipient));

/** Which of these outbox rows have their send job in the queue (a job's id is its row's). */
const queuedSends = async (ids: string[]) => {
  const result = (await t.app.db.execute(
    sql`select id from ${sql.raw(t.app.config.JOBS_SCHEMA)}.job
        where name = ${NOTIFICATION_JOB} and id in (${sql.join(ids, sql`, `)})`,
  )) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id).sort();
};

describe('POST /products/{productId}/stock-alerts', () => {
  it('waits for an out-of-stock size once however often it is asked, lists it, and stops', async () => {
    const product = await soldOutProduct();
    const shopper = await login(t.app, t.dataDir);
    const first = await subscribe(shopper.token, product.productId, product.sizeId);
    expect(first.statusCode).toBe(200);
    expect(first.json).toMatchObject({
      message: "We'll message you when it's back",
      body: { waiting: true },
    });
    expect((await subscribe(shopper.token, product.productId, product.sizeId)).statusCode).toBe(200);
    const rows = await t.app.db.select().from(stockAlerts).where(eq(stockAlerts.sizeId, product.sizeId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ mobile: shopper.mobile, language: 'en', notifiedAt: null });

    const mine = await call(t.app, 'GET', `/products/${product.productId}/stock-alerts`, {
      token: shopper.token,
    });
    expect(mine.json.body).toEqual({ sizeIds: [product.sizeId] });
    const stopped = await call(
      t.app,
      'DELETE',
      `/products/${product.productId}/stock-alerts/${product.sizeId}`,
      {
        token: shopper.token,
      },
    );
    expect(stopped.statusCode).toBe(200);
    const after = await call(t.app, 'GET', `/products/${product.productId}/stock-alerts`, {
      token: shopper.token,
    });
    expect(after.json.body).toEqual({ sizeIds: [] });
    expect(await t.app.db.select().from(stockAlerts).where(eq(stockAlerts.sizeId, product.sizeId))).toEqual(
      [],
    );
  });

  it('refuses a size in stock (409), an unknown product or size or another product’s size (404), and a guest (401)', async () => {
    const product = await soldOutProduct();
    const other = await soldOutProduct();
    const { token } = await login(t.app, t.dataDir);
    const [inStock] = await sellableSizes(t.app);
    if (!inStock) throw new Error('no demo size');

    const conflict = await subscribe(token, inStock.productId, inStock.sizeId);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json.message).toBe('This size is in stock: you can order it now');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await subscribe(token, unknown, product.sizeId)).statusCode).toBe(404);
    expect((await subscribe(token, product.productId, unknown)).statusCode).toBe(404);
    expect((await subscribe(token, product.productId, other.sizeId)).statusCode).toBe(404);
    expect((await subscribe(null, product.productId, product.sizeId)).statusCode).toBe(401);
    const badBody = await call(t.app, 'POST', `/products/${product.productId}/stock-alerts`, {
      token,
      payload: { sizeId: 'x' },
    });
    expect(badBody.statusCode).toBe(400);
    expect(
      await t.app.db.select().from(stockAlerts).where(eq(stockAlerts.productId, product.productId)),
    ).toEqual([]);
  });

  it('answers Hindi refusals to a Hindi page', async () => {
    const [inStock] = await sellableSizes(t.app);
    const { token } = await login(t.app, t.dataDir);
    const refused = await subscribe(token, inStock?.productId as string, inStock?.sizeId as string, 'hi-IN');
    expect(refused.json.message).toBe('यह साइज़ स्टॉक में है: आप इसे अभी ऑर्डर कर सकते हैं');
  });
});

describe('back in stock', () => {
  it('tells every waiting subscriber once, oldest first, on WhatsApp with consent and by SMS without', async () => {
    const product = await soldOutProduct();
    const shoppers = [];
    for (const language of ['en-IN', 'hi-IN', 'en-IN']) {
      const shopper = await login(t.app, t.dataDir);
      expect((await subscribe(shopper.token, product.productId, product.sizeId, language)).statusCode).toBe(
        200,
      );
      shoppers.push(shopper);
    }
    const [oldest, hindi, newest] = shoppers as [
      (typeof shoppers)[0],
      (typeof shoppers)[0],
      (typeof shoppers)[0],
    ];
    await t.app.db.insert(messagingConsents).values({
      mobile: hindi.mobile,
      purpose: 'WHATSAPP_MARKETING',
      granted: true,
      wordingVersion: 'test',
      source: 'account',
    });
    const mobiles = shoppers.map((shopper) => shopper.mobile);

    await restock(product.productId, 4);
    expect(await runAlertJobs()).toEqual({ completed: 1, failed: 0 });

    const raised = await raisedFor(mobiles);
    expect(raised).toHaveLength(3);
    const byMobile = new Map(raised.map((row) => [row.recipient, row]));
    expect(byMobile.get(oldest.mobile)).toMatchObject({
      orderId: null,
      channel: 'SMS',
      template: 'BACK_IN_STOCK',
      status: 'PENDING',
      data: {
        language: 'en',
        p1: `${product.name} ${product.title}`,
        p2: `https://shop.example/product/${product.slug}`,
      },
    });
    expect(byMobile.get(hindi.mobile)).toMatchObject({
      channel: 'WHATSAPP',
      template: 'BACK_IN_STOCK',
      data: {
        language: 'hi',
        p1: `${product.hindiName} ${product.title}`,
        p2: `https://shop.example/hi/product/${product.slug}`,
      },
    });
    expect(byMobile.get(newest.mobile)?.channel).toBe('SMS');

    const alerts = await t.app.db
      .select()
      .from(stockAlerts)
      .where(eq(stockAlerts.sizeId, product.sizeId))
      .orderBy(asc(stockAlerts.createdAt));
    expect(alerts.map((alert) => alert.mobile)).toEqual(mobiles);
    // Told oldest first: the ticking clock stamps each later.
    const told = alerts.map((alert) => alert.notifiedAt?.getTime() ?? 0);
    expect(told).toEqual([...told].sort((a, b) => a - b));
    expect(new Set(told).size).toBe(3);
    for (const alert of alerts) {
      expect(alert.notificationId).toBe(byMobile.get(alert.mobile)?.id);
      expect(byMobile.get(alert.mobile)?.dedupeKey).toBe(`stock-alert:${alert.id}`);
    }
    expect(await queuedSends(raised.map((row) => row.id))).toEqual(raised.map((row) => row.id).sort());

    // Sent: the Hindi subscriber's on WhatsApp in Hindi, the others' by SMS.
    // Sent at noon in India: marketing waits out the quiet hours whenever the test runs.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2027-01-05T06:30:00Z'));
      await t.app.services.jobs.runDue({ names: [NOTIFICATION_JOB] });
    } finally {
      vi.useRealTimers();
    }
    const outbox = async (file: string) =>
      (await readFile(path.join(t.dataDir, 'outbox', file), 'utf8'))
        .split('\n')
        .filter(Boolean)
        .map(
          (row) => JSON.parse(row) as { to: string; template?: string; templateId?: string; text?: string },
        );
    const whatsapp = (await outbox('whatsapp.jsonl')).filter((message) => mobiles.includes(message.to));
    expect(whatsapp).toMatchObject([{ to: hindi.mobile, template: 'back_in_stock', language: 'hi' }]);
    const texts = (await outbox('sms.jsonl')).filter((sms) => mobiles.includes(sms.to) && sms.templateId);
    expect(texts.map((sms) => [sms.to, sms.templateId]).sort()).toEqual(
      [
        [oldest.mobile, 'BACK_IN_STOCK'],
        [newest.mobile, 'BACK_IN_STOCK'],
      ].sort(),
    );
    expect(texts[0]?.text).toContain(`https://shop.example/product/${product.slug}`);

    // The waits ended: sold out and back again, nobody is told a second time.
    await restock(product.productId, 0);
    await restock(product.productId, 6);
    expect(await runAlertJobs()).toEqual({ completed: 0, failed: 0 });
    expect(await raisedFor(mobiles)).toHaveLength(3);
  });

  it('adds one job for two restocks in a row before it runs', async () => {
    const product = await soldOutProduct();
    const shopper = await login(t.app, t.dataDir);
    await subscribe(shopper.token, product.productId, product.sizeId);
    await restock(product.productId, 2);
    await restock(product.productId, 0);
    await restock(product.productId, 3);
    expect(await runAlertJobs()).toEqual({ completed: 1, failed: 0 });
    expect(await raisedFor([shopper.mobile])).toHaveLength(1);
  });

  it('tells nobody of a size sold out again before the job runs, and tells them at the next restock', async () => {
    const product = await soldOutProduct();
    const shopper = await login(t.app, t.dataDir);
    await subscribe(shopper.token, product.productId, product.sizeId);
    await restock(product.productId, 1);
    await setStock(product.sizeId, 0);
    expect(await runAlertJobs()).toEqual({ completed: 1, failed: 0 });
    expect(await raisedFor([shopper.mobile])).toEqual([]);
    const waiting = await t.app.db
      .select()
      .from(stockAlerts)
      .where(and(eq(stockAlerts.sizeId, product.sizeId), isNull(stockAlerts.notifiedAt)));
    expect(waiting).toHaveLength(1);

    await restock(product.productId, 1);
    expect(await runAlertJobs()).toEqual({ completed: 1, failed: 0 });
    expect(await raisedFor([shopper.mobile])).toHaveLength(1);
  });

  it('links an alert whose message was raised already to that message, raising no second one', async () => {
    const product = await soldOutProduct();
    const shopper = await login(t.app, t.dataDir);
    await subscribe(shopper.token, product.productId, product.sizeId);
    const [alert] = await t.app.db.select().from(stockAlerts).where(eq(stockAlerts.sizeId, product.sizeId));
    const [earlier] = await t.app.db
      .insert(notifications)
      .values({
        orderId: null,
        channel: 'SMS',
        template: 'BACK_IN_STOCK',
        recipient: shopper.mobile,
        data: { language: 'en', p1: 'x', p2: 'y' },
        dedupeKey: `stock-alert:${alert?.id}`,
      })
      .returning({ id: notifications.id });
    await restock(product.productId, 2);
    expect(await runAlertJobs()).toEqual({ completed: 1, failed: 0 });
    expect((await raisedFor([shopper.mobile])).map((row) => row.id)).toEqual([earlier?.id]);
    const [told] = await t.app.db
      .select()
      .from(stockAlerts)
      .where(eq(stockAlerts.id, alert?.id as string));
    expect(told?.notificationId).toBe(earlier?.id);
    expect(told?.notifiedAt).toBeInstanceOf(Date);
  });

  it('owes the alerts when a cancelled order puts the last units back on the shelf', async () => {
    const product = await soldOutProduct();
    const shopper = await login(t.app, t.dataDir);
    await subscribe(shopper.token, product.productId, product.sizeId);
    await t.app.db.transaction((tx) =>
      t.app.services.inventory.restock(
        [{ sizeId: product.sizeId, productId: product.productId, qty: 1 }],
        tx as Db,
      ),
    );
    expect(await runAlertJobs()).toEqual({ completed: 1, failed: 0 });
    expect(await raisedFor([shopper.mobile])).toHaveLength(1);
  });

  it('in the quiet hours puts the job off to 09:00 India time, and a job due then puts itself off', async () => {
    const product = await soldOutProduct();
    const shopper = await login(t.app, t.dataDir);
    await subscribe(shopper.token, product.productId, product.sizeId);
    await setStock(product.sizeId, 2);
    const queued: { sizeId: string; startAfterSeconds: number }[] = [];
    const night = serviceAt(
      () => NIGHT_IST,
      async (_tx, sizeId, startAfterSeconds) => void queued.push({ sizeId, startAfterSeconds }),
    );
    await t.app.db.transaction((tx) => night.restocked(tx as Db, [product.sizeId]));
    expect(queued).toEqual([{ sizeId: product.sizeId, startAfterSeconds: 11 * 3600 }]);

    expect(await night.notify(product.sizeId)).toEqual({ told: 0, putOff: true });
    expect(queued).toHaveLength(2);
    expect(await raisedFor([shopper.mobile])).toEqual([]);

    // The queue holds a job put off so: it is not due now.
    const nightOnQueue = serviceAt(() => NIGHT_IST);
    await t.app.db.transaction((tx) => nightOnQueue.restocked(tx as Db, [product.sizeId]));
    expect(await queue.runDue({ names: [STOCK_ALERTS_JOB] })).toEqual({ completed: 0, failed: 0 });
    expect(await runAlertJobs()).toEqual({ completed: 1, failed: 0 });
    expect(await raisedFor([shopper.mobile])).toHaveLength(1);
  });
});

describe('a STOP', () => {
  it('ends every wait of the number, so no back-in-stock message follows by SMS either', async () => {
    const [one, two] = [await soldOutProduct(), await soldOutProduct()];
    const stopper = await login(t.app, t.dataDir);
    const other = await login(t.app, t.dataDir);
    for (const product of [one, two]) await subscribe(stopper.token, product.productId, product.sizeId);
    await subscribe(other.token, one.productId, one.sizeId);

    const ended = await t.app.db.transaction((tx) =>
      t.app.services.stockAlerts.stopWaiting(tx as Db, stopper.mobile),
    );
    expect(ended).toBe(2);
    expect(await t.app.db.select().from(stockAlerts).where(eq(stockAlerts.mobile, stopper.mobile))).toEqual(
      [],
    );

    // Restocked: the other shopper is told, the number that said stop is not (it has no WhatsApp consent: SMS).
    await restock(one.productId, 3);
    await restock(two.productId, 3);
    expect(await runAlertJobs()).toEqual({ completed: 1, failed: 0 });
    expect(await raisedFor([stopper.mobile])).toEqual([]);
    expect(await raisedFor([other.mobile])).toHaveLength(1);
    expect(
      await t.app.db.transaction((tx) => t.app.services.stockAlerts.stopWaiting(tx as Db, stopper.mobile)),
    ).toBe(0);
  });
});

describe('the back office', () => {
  it('counts who waits per size, and ranks the most wanted sizes', async () => {
    const product = await soldOutProduct();
    for (let i = 0; i < 3; i++) {
      const { token } = await login(t.app, t.dataDir);
      await subscribe(token, product.productId, product.sizeId);
    }
    const counts = await call(t.app, 'GET', `/admin/products/${product.productId}/stock-alerts`, {
      token: admin,
    });
    expect(counts.json.body).toEqual({ [product.sizeId]: 3 });
    const wanted = await call(t.app, 'GET', '/admin/stock-alerts/most-wanted', { token: admin });
    expect(wanted.statusCode).toBe(200);
    expect(wanted.json.body[0]).toMatchObject({
      productId: product.productId,
      sizeId: product.sizeId,
      stock: 0,
      waiting: 3,
    });
    const shopper = await login(t.app, t.dataDir);
    expect(
      (await call(t.app, 'GET', '/admin/stock-alerts/most-wanted', { token: shopper.token })).statusCode,
    ).toBe(403);
  });
});
