import { brand, type Order } from '@shop/shared';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  download,
  openInvoiceShop,
  pdfText,
  shopper,
  staff,
  stored,
  t,
  take,
} from '../../../test/invoice-shop.ts';
import { call, checkoutDetails, line, loginAs, newMobile, placePaidOrder } from '../../../test/shop.ts';
import { orders } from '../../db/schema.ts';

openInvoiceShop();

/** Rupees as the invoice prints them: Indian grouping, two decimals. */
const figures = (paise: number) =>
  (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The whole checkout through HTTP, with a coupon and a delivery state of the test's choosing. */
async function checkout(
  lines: object[],
  {
    isBundle = false,
    coupon,
    state = 'Rajasthan',
  }: { isBundle?: boolean; coupon?: string; state?: string } = {},
): Promise<Order> {
  const mobile = newMobile();
  const created = await call(t.app, 'POST', '/orders/create-razorpay-order', {
    token: shopper.token,
    payload: { products: lines, isBundle },
  });
  expect(created.statusCode).toBe(200);
  const razorpayOrderId = created.json.body.id as string;
  if (coupon) {
    const applied = await call(t.app, 'POST', '/orders/apply-coupon', {
      payload: { razorpayOrderId, couponCode: coupon },
    });
    expect(applied.statusCode, JSON.stringify(applied.json)).toBe(200);
  }
  const details = checkoutDetails(mobile);
  const paid = await call(t.app, 'POST', `/payments/sandbox/orders/${razorpayOrderId}/pay`, {
    payload: { ...details, shippingAddress: { ...details.shippingAddress, state } },
  });
  expect(paid.statusCode).toBe(200);
  const verified = await call(t.app, 'POST', '/orders/verify-payment-signature', {
    payload: {
      razorpayPaymentId: paid.json.body.razorpay_payment_id,
      razorpayOrderId: paid.json.body.razorpay_order_id,
      razorpaySignature: paid.json.body.razorpay_signature,
    },
  });
  expect(verified.statusCode).toBe(200);
  return verified.json.body as Order;
}

describe('GET /orders/userOrders/:id/invoice', () => {
  it('answers a PDF tax invoice with the GSTIN, HSN codes, number, totals and the rupee sign', async () => {
    const bought = take(2);
    const placed = await checkout([line(bought[0]!, 2), line(bought[1]!)]);
    const { order, lines } = await stored(placed._id);
    expect(order.invoiceNumber).toMatch(/^VN\/\d{4}-\d{2}\/\d{6}$/);

    const invoice = await download(`/orders/userOrders/${placed._id}/invoice`, shopper.token);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    expect(invoice.headers['content-disposition']).toBe(
      `attachment; filename="${order.invoiceNumber?.replaceAll('/', '-')}.pdf"`,
    );
    expect(invoice.headers['cache-control']).toBe('no-store');
    const text = await pdfText(invoice.pdf);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain(brand.legalName);
    expect(text).toContain(`GSTIN: ${brand.tax.gstin}`);
    expect(text).toContain(order.invoiceNumber);
    expect(text).toContain(order.orderId);
    for (const orderLine of lines) expect(text).toContain(orderLine.hsnCode);
    // The total with the rupee sign and two decimals, as Indian invoices print it: ₹1,299.00.
    expect(text).toContain(`₹${figures(order.totalAmountPaise)}`);
    expect(text).toContain('Rajasthan (08)');
    expect(text).toContain('CGST');
    expect(text).toContain('SGST');
    expect(text).not.toContain('IGST');
    expect(text).toContain('Prices are inclusive of GST');
    expect(text).toContain('computer-generated invoice');
    expect(text).toMatch(/Rupees [A-Za-z ]+ Only/);
  });

  it('taxes a delivery to another state as IGST, with that state as the place of supply', async () => {
    const placed = await checkout([line(take(1)[0]!)], { state: 'Karnataka' });
    const text = await pdfText(
      (await download(`/orders/userOrders/${placed._id}/invoice`, shopper.token)).pdf,
    );
    expect(text).toContain('Karnataka (29)');
    expect(text).toContain('Inter-state: IGST');
    expect(text).not.toContain('CGST');
  });

  it('spreads a bundle discount over the lines and still comes to the amount paid', async () => {
    const bundle = take(3, (size) => size.mrp > 0);
    const placed = await checkout(
      bundle.map((size) => line(size)),
      { isBundle: true },
    );
    const { order } = await stored(placed._id);
    expect(order.bundleDiscountPaise).toBeGreaterThan(0);
    const text = await pdfText(
      (await download(`/orders/userOrders/${placed._id}/invoice`, shopper.token)).pdf,
    );
    expect(text).toContain(`-${figures(order.bundleDiscountPaise)}`);
    expect(text).toContain(`₹${figures(order.totalAmountPaise)}`);
  });

  it('takes a coupon off the taxable value', async () => {
    const [size] = take(1, (s) => (s.salePrice ?? s.mrp) * 3 >= 100_000);
    const placed = await checkout([line(size!, 3)], { coupon: 'FLAT150' });
    const { order } = await stored(placed._id);
    expect(order.couponDiscountPaise).toBe(15_000);
    const text = await pdfText(
      (await download(`/orders/userOrders/${placed._id}/invoice`, shopper.token)).pdf,
    );
    expect(text).toContain('-150.00');
    expect(text).toContain(`₹${figures(order.totalAmountPaise)}`);
  });

  it("answers 404 for another shopper's order, 401 without a login", async () => {
    const placed = await placePaidOrder(t.app, [line(take(1)[0]!)], { token: shopper.token });
    const stranger = await loginAs(t.app, t.dataDir, 'CUSTOMER');
    const foreign = await download(`/orders/userOrders/${placed._id}/invoice`, stranger.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json?.message).toBe('Order not found');
    expect((await download(`/orders/userOrders/${placed._id}/invoice`)).statusCode).toBe(401);
    // Not even staff reach the shop's invoices through the shopper's route.
    expect((await download(`/orders/userOrders/${placed._id}/invoice`, staff.token)).statusCode).toBe(404);
  });

  it('has no invoice for an order that was never paid', async () => {
    const created = await call(t.app, 'POST', '/orders/create-razorpay-order', {
      token: shopper.token,
      payload: { products: [line(take(1)[0]!)] },
    });
    const [pending] = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.orderId, created.json.body.orderId));
    expect((await download(`/orders/userOrders/${pending!.id}/invoice`, shopper.token)).statusCode).toBe(404);
    const asStaff = await download(`/admin/orders/${pending!.id}/invoice`, staff.token);
    expect(asStaff.statusCode).toBe(409);
    expect(asStaff.json?.message).toMatch(/no tax invoice/);
  });
});

describe('GET /admin/orders/:id/invoice', () => {
  it('lets staff download any paid order’s invoice, the same document the shopper gets', async () => {
    const placed = await placePaidOrder(t.app, [line(take(1)[0]!)], { token: shopper.token });
    const asStaff = await download(`/admin/orders/${placed._id}/invoice`, staff.token);
    expect(asStaff.statusCode).toBe(200);
    const asShopper = await download(`/orders/userOrders/${placed._id}/invoice`, shopper.token);
    expect(asStaff.pdf?.equals(asShopper.pdf ?? Buffer.alloc(0))).toBe(true);
    expect((await download(`/admin/orders/${placed._id}/invoice`, shopper.token)).statusCode).toBe(403);
    expect(
      (await download('/admin/orders/00000000-0000-4000-8000-000000000000/invoice', staff.token)).statusCode,
    ).toBe(404);
  });

  it('numbers invoices of concurrent payments one after another, without gaps or repeats', async () => {
    const bought = take(8, (size) => size.salePrice !== null || size.mrp > 0);
    const placed = await Promise.all(
      bought.map((size) => placePaidOrder(t.app, [line(size)], { token: shopper.token })),
    );
    const rows = await t.database.db
      .select({ invoiceNumber: orders.invoiceNumber })
      .from(orders)
      .where(
        inArray(
          orders.id,
          placed.map((order) => order._id),
        ),
      );
    const numbers = rows.map((row) => Number(row.invoiceNumber?.split('/').at(-1))).sort((a, b) => a - b);
    expect(numbers).toHaveLength(8);
    expect(new Set(numbers).size).toBe(8);
    expect(numbers.at(-1)! - numbers[0]!).toBe(7);
    // And the whole series so far, every invoice this shop has given, runs 1, 2, 3, … with nothing skipped.
    const series = (await t.database.db.select({ invoiceNumber: orders.invoiceNumber }).from(orders))
      .flatMap((row) => (row.invoiceNumber ? [Number(row.invoiceNumber.split('/').at(-1))] : []))
      .sort((a, b) => a - b);
    expect(series).toEqual(series.map((_, index) => index + 1));
  });
});
