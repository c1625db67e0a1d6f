import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  openNotificationShop,
  paidOrder,
  sendDue,
  smsTo,
  staffToken,
  t,
} from '../../../test/notification-shop.ts';
import { call, loginAs, newMobile } from '../../../test/shop.ts';
import { auditLog, notifications } from '../../db/schema.ts';

openNotificationShop();

type NewRow = typeof notifications.$inferInsert;

/** Outbox rows written as the senders would leave them, for statuses a test cannot wait for. */
const insertRows = async (rows: Omit<NewRow, 'dedupeKey'>[]) =>
  t.app.db
    .insert(notifications)
    .values(rows.map((row) => ({ ...row, dedupeKey: `test:${randomUUID()}` })))
    .returning();

const messageLog = async (query: Record<string, string>, token = staffToken) =>
  call(t.app, 'GET', `/admin/messages-log?${new URLSearchParams(query)}`, { token });

const idsOf = (answer: { json: { body: { items: { _id: string }[] } } }) =>
  answer.json.body.items.map((row) => row._id);

// A COD order's confirmation link is a key to the order: the log must never show it.
const SECRET_LINK = 'https://shop.example/cod/confirm/Sup3rSecretToken';

describe('the message log', () => {
  let orderA: Awaited<ReturnType<typeof paidOrder>>;
  let orderB: Awaited<ReturnType<typeof paidOrder>>;
  const variety = newMobile();
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    orderA = await paidOrder();
    orderB = await paidOrder();
    // No order: a number's search also finds every message of the orders it was told about.
    const base = { recipient: variety, data: { language: 'en' } };
    const [failed, sent, delivered, read, pending, codConfirm] = await insertRows([
      {
        ...base,
        channel: 'SMS',
        template: 'ORDER_SHIPPED',
        status: 'FAILED',
        attempts: 9,
        lastError: 'MSG91 503',
      },
      { ...base, channel: 'SMS', template: 'ORDER_DELIVERED', status: 'SENT', sentAt: new Date() },
      {
        ...base,
        channel: 'WHATSAPP',
        template: 'ORDER_SHIPPED',
        status: 'SENT',
        deliveryStatus: 'delivered',
      },
      { ...base, channel: 'WHATSAPP', template: 'ORDER_DELIVERED', status: 'SENT', deliveryStatus: 'read' },
      { ...base, channel: 'SMS', template: 'DELIVERY_FAILED', status: 'PENDING' },
      {
        ...base,
        orderId: null,
        channel: 'SMS',
        template: 'COD_CONFIRM',
        status: 'FAILED',
        lastError: 'DLT template rejected',
        data: { language: 'hi', link: SECRET_LINK },
      },
    ]);
    Object.assign(ids, {
      failed: failed?.id,
      sent: sent?.id,
      delivered: delivered?.id,
      read: read?.id,
      pending: pending?.id,
      codConfirm: codConfirm?.id,
    });
  });

  it("finds a number's messages, and the e-mails of the orders it was told about, newest first", async () => {
    const answer = await messageLog({ mobile: orderA.mobile });
    expect(answer.statusCode).toBe(200);
    const rows = answer.json.body.items;
    expect(rows.map((row: { channel: string }) => row.channel).sort()).toEqual(['EMAIL', 'SMS']);
    expect(rows[0]).toMatchObject({
      template: 'ORDER_PAID',
      orderId: orderA.order.orderId,
      orderDbId: orderA.order._id,
      status: 'PENDING',
      attempts: 0,
      language: 'en',
    });
    expect(rows.find((row: { channel: string }) => row.channel === 'SMS').recipient).toBe(orderA.mobile);
    // Order B's e-mail went to the same address, but it is not this number's order.
    expect(rows.every((row: { orderDbId: string }) => row.orderDbId === orderA.order._id)).toBe(true);
    expect(answer.json.body.next).toBeNull();
  });

  it('narrows to an order by its number, a channel and a status, each on its own and together', async () => {
    const byOrder = await messageLog({ orderId: orderB.order.orderId.toLowerCase() });
    expect(byOrder.statusCode).toBe(200);
    expect(byOrder.json.body.items.map((row: { channel: string }) => row.channel).sort()).toEqual([
      'EMAIL',
      'SMS',
    ]);
    const email = await messageLog({ orderId: orderB.order.orderId, channel: 'EMAIL' });
    expect(email.json.body.items).toMatchObject([{ channel: 'EMAIL', recipient: 'ananya@example.com' }]);
    expect((await messageLog({ orderId: 'ORD-2020-999999' })).json.body).toEqual({
      items: [],
      limit: 50,
      next: null,
    });

    const byStatus = async (status: string) => idsOf(await messageLog({ mobile: variety, status }));
    expect(await byStatus('FAILED')).toEqual([ids.codConfirm, ids.failed].sort(newestFirst));
    expect(await byStatus('PENDING')).toEqual([ids.pending]);
    expect((await byStatus('SENT')).sort()).toEqual([ids.sent, ids.delivered, ids.read].sort());
    // Delivered counts a message read too; read only those opened.
    expect((await byStatus('DELIVERED')).sort()).toEqual([ids.delivered, ids.read].sort());
    expect(await byStatus('READ')).toEqual([ids.read]);
    expect(
      (await messageLog({ mobile: variety, channel: 'WHATSAPP', status: 'READ' })).json.body.items,
    ).toMatchObject([{ _id: ids.read, channel: 'WHATSAPP', deliveryStatus: 'read' }]);
    // The number and the order together: order A's e-mail is the number's, order B's is not.
    const numberAndOrder = (orderId: string) =>
      messageLog({ mobile: orderA.mobile, orderId, channel: 'EMAIL' });
    expect((await numberAndOrder(orderA.order.orderId)).json.body.items).toMatchObject([
      { channel: 'EMAIL', orderDbId: orderA.order._id },
    ]);
    expect((await numberAndOrder(orderB.order.orderId)).json.body.items).toEqual([]);
  });

  it('pages by cursor through every row exactly once, rows written together included', async () => {
    const mobile = newMobile();
    const written = await insertRows(
      Array.from({ length: 7 }, (_, index) => ({
        channel: 'SMS' as const,
        template: 'ORDER_SHIPPED',
        recipient: mobile,
        data: { n: index },
      })),
    );
    // One statement: every row has the same time, so only the id tells them apart.
    expect(new Set(written.map((row) => row.createdAt.getTime())).size).toBe(1);
    const [older] = await insertRows([
      { channel: 'EMAIL', template: 'ORDER_PAID', recipient: 'x@example.com', data: {} },
    ]);
    await t.app.db
      .update(notifications)
      .set({ createdAt: sql`now() - interval '1 day'`, recipient: mobile })
      .where(eq(notifications.id, older?.id ?? ''));
    const seen: string[] = [];
    let before: string | undefined;
    for (let page = 0; page < 5; page++) {
      const answer = await messageLog({ mobile, limit: '3', ...(before ? { before } : {}) });
      expect(answer.statusCode).toBe(200);
      seen.push(...idsOf(answer));
      before = answer.json.body.next ?? undefined;
      if (!before) break;
    }
    expect(seen).toHaveLength(8);
    expect(new Set(seen).size).toBe(8);
    expect(seen.slice(0, 7).sort()).toEqual(written.map((row) => row.id).sort());
    expect(seen.at(-1)).toBe(older?.id);
    expect(seen.slice(0, 7)).toEqual([...seen.slice(0, 7)].sort(newestFirst));
  });

  it('refuses what it cannot read, and changes nothing', async () => {
    for (const [query, field] of [
      [{ mobile: '98765' }, 'mobile'],
      [{ orderId: 'ORD-12' }, 'orderId'],
      [{ channel: 'FAX' }, 'channel'],
      [{ status: 'LOST' }, 'status'],
      [{ limit: '0' }, 'limit'],
      [{ before: 'not-a-cursor' }, 'before'],
    ] as const) {
      const answer = await messageLog(query);
      expect(answer.statusCode, field).toBe(400);
      expect(JSON.stringify(answer.json), field).toContain(field);
    }
  });

  it('is for the team with its second factor: a shopper and a login code alone are refused', async () => {
    const shopper = await loginAs(t.app, t.dataDir, 'CUSTOMER');
    expect((await messageLog({}, shopper.token)).statusCode).toBe(403);
    const staffOnCode = await loginAs(t.app, t.dataDir, 'STAFF', { loginCodeOnly: true });
    const refused = await messageLog({}, staffOnCode.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json.reason).toBe('second_factor_required');
    const resend = await call(t.app, 'POST', `/admin/messages-log/${ids.failed}/resend`, {
      token: staffOnCode.token,
    });
    expect(resend.statusCode).toBe(401);
    const [untouched] = await t.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, ids.failed ?? ''));
    expect(untouched?.status).toBe('FAILED');
  });

  it('sends a failed message again once, records who asked, and refuses a message not failed', async () => {
    const resend = (id: string | undefined) =>
      call(t.app, 'POST', `/admin/messages-log/${id}/resend`, { token: staffToken });
    const answer = await resend(ids.failed);
    expect(answer.statusCode).toBe(200);
    expect(answer.json.body).toMatchObject({
      _id: ids.failed,
      status: 'PENDING',
      attempts: 9,
      lastError: 'MSG91 503',
    });
    // A second press finds it waiting to be sent.
    expect((await resend(ids.failed)).statusCode).toBe(409);
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'notification'), eq(auditLog.entityId, ids.failed ?? '')));
    expect(audit).toMatchObject({ action: 'resend', actorRole: 'STAFF', after: { status: 'PENDING' } });

    await sendDue();
    const [sent] = await t.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, ids.failed ?? ''));
    expect(sent).toMatchObject({ status: 'SENT', attempts: 10, lastError: null });
    expect((await smsTo(variety)).map((sms) => sms.templateId)).toContain('ORDER_SHIPPED');

    for (const id of [ids.sent, ids.pending, ids.failed]) {
      const refused = await resend(id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json.message).toMatch(/Only a failed message can be sent again/);
    }
    expect((await resend(randomUUID())).statusCode).toBe(404);
    expect((await resend('not-an-id')).statusCode).toBe(400);
  });

  it('sends a failed WhatsApp message on WhatsApp again, leaving the SMS that stood in for it', async () => {
    const mobile = newMobile();
    const [whatsapp] = await insertRows([
      {
        channel: 'WHATSAPP',
        template: 'ORDER_SHIPPED',
        recipient: mobile,
        data: { language: 'en' },
        status: 'FAILED',
        providerMessageId: `wamid.${randomUUID()}`,
        deliveryStatus: 'failed',
        lastError: '131026 message undeliverable',
      },
    ]);
    const [standIn] = await insertRows([
      {
        channel: 'SMS',
        template: 'ORDER_SHIPPED',
        recipient: mobile,
        data: { language: 'en' },
        status: 'SENT',
        fallbackFor: whatsapp?.id ?? null,
      },
    ]);
    const answer = await call(t.app, 'POST', `/admin/messages-log/${whatsapp?.id}/resend`, {
      token: staffToken,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json.body).toMatchObject({ channel: 'WHATSAPP', status: 'PENDING', deliveryStatus: null });
    const { rows: jobs } = (await t.app.db.execute(
      sql`select data from ${sql.identifier(t.app.config.JOBS_SCHEMA)}.job
          where data->>'notificationId' = ${whatsapp?.id ?? ''}`,
    )) as unknown as { rows: { data: Record<string, unknown> }[] };
    expect(jobs.map((job) => job.data)).toEqual([
      { notificationId: whatsapp?.id, orderId: null, channel: 'WHATSAPP', template: 'ORDER_SHIPPED' },
    ]);
    const listed = await messageLog({ mobile });
    const byChannel = (a: { channel: string }, b: { channel: string }) => a.channel.localeCompare(b.channel);
    expect(listed.json.body.items.sort(byChannel)).toMatchObject([
      { _id: standIn?.id, channel: 'SMS', status: 'SENT', fallbackFor: whatsapp?.id },
      { _id: whatsapp?.id, channel: 'WHATSAPP', status: 'PENDING' },
    ]);
  });

  it('never answers the data a message was filled with, so no confirmation link leaks', async () => {
    const listed = await messageLog({ mobile: variety });
    const resent = await call(t.app, 'POST', `/admin/messages-log/${ids.codConfirm}/resend`, {
      token: staffToken,
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.json.body).toMatchObject({ template: 'COD_CONFIRM', language: 'hi', orderId: null });
    for (const answer of [listed, resent]) {
      expect(JSON.stringify(answer.json)).not.toContain('Sup3rSecretToken');
      expect(JSON.stringify(answer.json)).not.toContain('"data"');
    }
  });
});

/** Rows in the log's order, for ids whose rows were written in one statement (same time): by id, descending. */
function newestFirst(a: string | undefined, b: string | undefined): number {
  const [left, right] = [a ?? '', b ?? ''];
  return left < right ? 1 : left > right ? -1 : 0;
}
