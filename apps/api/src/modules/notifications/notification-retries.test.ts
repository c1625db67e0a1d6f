import { describe, expect, it } from 'vitest';
import {
  openNotificationShop,
  orderSms,
  paidOrder,
  rowOn,
  rowsOf,
  staffToken,
  t,
  worker,
} from '../../../test/notification-shop.ts';
import { call, loginAs, orderRow } from '../../../test/shop.ts';
import type { EmailMessage } from '../../adapters/email/email.ts';
import type { SmsMessage } from '../../adapters/sms/sms.ts';
import { NOTIFICATION_JOB, NOTIFICATION_RETRIES } from './notification-dispatcher.ts';

openNotificationShop();

describe('order notifications', () => {
  it('a failed send leaves the order paid and the message waiting, and the queue tries it again later', async () => {
    const { order, mobile } = await paidOrder();
    let down = true;
    const sent: SmsMessage[] = [];
    const flaky = orderSms('flaky', async (message) => {
      if (down) throw new Error('MSG91 refused the message: 503');
      sent.push(message);
    });
    const queue = worker({ sms: flaky });

    expect(await queue.runDue()).toEqual({ completed: 1, failed: 1 });
    const paid = await orderRow(t.app, order._id);
    expect(paid).toMatchObject({ paymentStatus: 'PAID', orderStatus: 'PLACED' });
    const smsRow = () => rowOn(order._id, 'SMS');
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
    const emailRow = () => rowOn(order._id, 'EMAIL');
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
    const slowSms = orderSms('slow', async (message) => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      sends.push(`sms ${message.to}`);
    });
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
