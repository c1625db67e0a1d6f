import { brand } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  admin,
  download,
  openInvoiceShop,
  pdfText,
  shopper,
  staff,
  stored,
  t,
  take,
} from '../../../test/invoice-shop.ts';
import { call, line, loginAs, placePaidOrder } from '../../../test/shop.ts';
import { invoicePdfs, orders } from '../../db/schema.ts';
import { INVOICE_JOB } from './invoice.service.ts';

openInvoiceShop();

describe('credit notes', () => {
  it('issues a credit note once a refund completes, against the invoice, for shopper and staff', async () => {
    const placed = await placePaidOrder(t.app, [line(take(1)[0]!, 2)], { token: shopper.token });
    const refunded = await call(t.app, 'POST', `/admin/orders/${placed._id}/refunds`, {
      token: admin.token,
      payload: { amount: 12_345, reason: 'One jar arrived cracked' },
      headers: { 'idempotency-key': `invoice-test-${placed._id}` },
    });
    expect(refunded.statusCode).toBe(200);
    const refund = refunded.json.body.refund as { id: string; providerRefundId: string; status: string };
    expect(refund.status).toBe('PENDING');

    const early = await download(`/admin/orders/${placed._id}/credit-notes/${refund.id}`, staff.token);
    expect(early.statusCode).toBe(409);
    expect(early.json?.message).toMatch(/once the payment gateway completes the refund/);

    await t.app.services.refunds.settle({
      providerRefundId: refund.providerRefundId,
      receipt: refund.id,
      status: 'processed',
    });
    const { order } = await stored(placed._id);
    const [settled] = await t.app.services.refunds.listForOrder(placed._id);
    expect(settled?.creditNoteNumber).toMatch(/^VN\/CN\/\d{4}-\d{2}\/\d{6}$/);

    const note = await download(`/orders/userOrders/${placed._id}/credit-notes/${refund.id}`, shopper.token);
    expect(note.statusCode).toBe(200);
    expect(note.headers['content-disposition']).toBe(
      `attachment; filename="${settled?.creditNoteNumber?.replaceAll('/', '-')}.pdf"`,
    );
    const text = await pdfText(note.pdf);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(settled?.creditNoteNumber);
    expect(text).toContain(order.invoiceNumber);
    expect(text).toContain('One jar arrived cracked');
    expect(text).toContain('₹123.45');
    expect(text).toContain(`GSTIN: ${brand.tax.gstin}`);
    expect(text).toContain('Rupees One Hundred Twenty Three and Forty Five Paise Only');

    const asStaff = await download(`/admin/orders/${placed._id}/credit-notes/${refund.id}`, staff.token);
    expect(asStaff.statusCode).toBe(200);
    const stranger = await loginAs(t.app, t.dataDir, 'CUSTOMER');
    expect(
      (await download(`/orders/userOrders/${placed._id}/credit-notes/${refund.id}`, stranger.token))
        .statusCode,
    ).toBe(404);
    const other = await placePaidOrder(t.app, [line(take(1)[0]!)], { token: shopper.token });
    // A refund of one order is not found under another.
    expect(
      (await download(`/admin/orders/${other._id}/credit-notes/${refund.id}`, staff.token)).statusCode,
    ).toBe(404);
  });
});

describe('invoicePdf', () => {
  it('gives the e-mail its attachment, and nothing for an order without an invoice', async () => {
    const placed = await placePaidOrder(t.app, [line(take(1)[0]!)], { token: shopper.token });
    const { order } = await stored(placed._id);
    const file = await t.app.services.invoices.invoicePdf(placed._id);
    expect(file?.filename).toBe(`${order.invoiceNumber?.replaceAll('/', '-')}.pdf`);
    expect(file?.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await t.app.services.invoices.invoicePdf('00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});

describe('the issued invoice', () => {
  it('is drawn once by a job after the payment and served as issued, whatever changes on the order later', async () => {
    const placed = await placePaidOrder(t.app, [line(take(1)[0]!)], { token: shopper.token });
    const kept = () => t.app.db.select().from(invoicePdfs).where(eq(invoicePdfs.orderId, placed._id));
    expect(await kept()).toEqual([]);

    await t.app.services.jobs.runDue({ names: [INVOICE_JOB] });
    const [issued] = await kept();
    expect(issued?.pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // The buyer's name on the order changes after the sale: the invoice already issued does not.
    await t.app.db.update(orders).set({ contactName: 'Someone Else' }).where(eq(orders.id, placed._id));
    const downloaded = await download(`/orders/userOrders/${placed._id}/invoice`, shopper.token);
    expect(downloaded.statusCode).toBe(200);
    expect(Buffer.compare(downloaded.pdf ?? Buffer.alloc(0), issued?.pdf ?? Buffer.alloc(1))).toBe(0);
    expect(await pdfText(downloaded.pdf)).not.toContain('Someone Else');

    // A second run of the job keeps the first drawing.
    await t.app.services.jobs.send(INVOICE_JOB, { orderId: placed._id });
    await t.app.services.jobs.runDue({ names: [INVOICE_JOB] });
    expect((await kept()).map((row) => row.createdAt)).toEqual([issued?.createdAt]);
  });
});
