import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  emailsAbout,
  nextSize,
  openNotificationShop,
  paidOrder,
  rowsOf,
  sendDue,
  ship,
  smsTo,
  t,
  worker,
} from '../../../test/notification-shop.ts';
import { line, newMobile, placePaidOrder } from '../../../test/shop.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { orders } from '../../db/schema.ts';
import type { InvoicePdf } from './notification-dispatcher.ts';

openNotificationShop();

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
});

describe('a worker instance', () => {
  it('sends the messages of a payment by itself, with nobody asking', async () => {
    const shop = await createTestApp({ JOBS_WORKER: 'true' });
    try {
      const mobile = newMobile();
      const size = nextSize();
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
