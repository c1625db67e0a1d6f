import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { codParcel, PICKED_UP_AT } from '../../../test/cod-shop.ts';
import { readPdf } from '../../../test/pdf-text.ts';
import { applyScan, orderOf, scanOf } from '../../../test/shipping-shop.ts';
import { shopForFile } from '../../../test/shop-for-file.ts';
import { orders } from '../../db/schema.ts';

const { t, take } = shopForFile();

describe('the tax invoice of a COD order', () => {
  it('is issued when the parcel leaves, from the invoice series, with the fee taxed as its own line', async () => {
    const packed = await codParcel(t, take(), 'PACKED', 4_900);
    expect(await orderOf(t, packed.order._id)).toMatchObject({ invoiceNumber: null });
    // A prepaid order whose invoice is missing is not given one at pickup: its invoice is the payment's.
    const prepaid = await codParcel(t, take(), 'PACKED');
    await t.database.db
      .update(orders)
      .set({ paymentMethod: 'UPI', invoiceNumber: null })
      .where(eq(orders.id, prepaid.order._id));

    await applyScan(t, packed.awb, scanOf('PICKED_UP', PICKED_UP_AT));
    const shipped = await orderOf(t, packed.order._id);
    expect(shipped.orderStatus).toBe('SHIPPED');
    expect(shipped.invoiceNumber).toMatch(/^[A-Z0-9/-]+\d+$/);
    expect(shipped.invoicedAt).not.toBeNull();
    // A second pickup scan (a replay) keeps the number it was given.
    await applyScan(t, packed.awb, scanOf('PICKED_UP', PICKED_UP_AT));
    expect((await orderOf(t, packed.order._id)).invoiceNumber).toBe(shipped.invoiceNumber);
    // Prepaid orders are invoiced at payment, never at dispatch.
    await applyScan(t, prepaid.awb, scanOf('PICKED_UP', PICKED_UP_AT));
    expect((await orderOf(t, prepaid.order._id)).invoiceNumber).toBeNull();

    const file = await t.app.services.invoices.invoicePdf(packed.order._id);
    if (!file) throw new Error('no invoice');
    const text = (await readPdf(file.content)).pageTexts.join(' ');
    expect(text).toContain('Cash on delivery');
    expect(text).toContain('Cash on delivery fee');
    expect(text).toContain('996812');
    expect(text).toContain('49.00');
  });
});
