import { type Order, shownPrice } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CatalogSize, call, line, loginAs, orderRow, placePaidOrder } from '../../../test/shop.ts';
import { shopForFile } from '../../../test/shop-for-file.ts';
import { orderLines } from '../../db/schema.ts';
import { SHIPPING_LINE } from '../invoices/gst.ts';
import { invoiceAmounts } from '../invoices/invoice.service.ts';

// docs/shipping.md#charges: with delivery charged on prepaid orders, the server adds the charge below the minimum,
// the order's total and the gateway's amount include it, and the invoice has it as a taxable line.

const { t, sizes } = shopForFile();
let admin: string;
let shopper: string;
const charge = 4_900;
const minimum = 49_900;
beforeAll(async () => {
  admin = (await loginAs(t.app, t.dataDir, 'ADMIN')).token;
  shopper = (await loginAs(t.app, t.dataDir, 'CUSTOMER')).token;
  const saved = await call(t.app, 'PUT', '/admin/settings/shipping', {
    token: admin,
    payload: {
      freeOnPrepaid: false,
      deliveryChargePaise: charge,
      freeDeliveryMinimumPaise: minimum,
      packagingGrams: 100,
      courierRule: 'cheapest',
    },
  });
  expect(saved.statusCode).toBe(200);
});

const used = new Set<CatalogSize>();
const takeWhere = (wanted: (size: CatalogSize) => boolean) => {
  const size = sizes.find((s) => !used.has(s) && wanted(s));
  if (!size) throw new Error('no such demo size left');
  used.add(size);
  return size;
};
const create = (products: object[]) =>
  call(t.app, 'POST', '/orders/create-razorpay-order', { payload: { products } });

describe('delivery charges at the checkout', () => {
  it('charges an order below the minimum, and the paid order and its invoice carry the charge', async () => {
    const size = takeWhere((s) => shownPrice(s) < minimum);
    const placed = (await placePaidOrder(t.app, [line(size)], { token: shopper })) as Order;
    expect(placed).toMatchObject({ shippingAmount: charge, totalAmount: shownPrice(size) + charge });
    const order = await orderRow(t.app, placed._id);
    expect(order).toMatchObject({ shippingPaise: charge, totalAmountPaise: shownPrice(size) + charge });

    const lines = await t.app.db.select().from(orderLines).where(eq(orderLines.orderId, placed._id));
    const invoice = invoiceAmounts(order!, lines);
    expect(invoice.lines.at(-1)).toMatchObject({
      description: SHIPPING_LINE.description,
      hsnCode: SHIPPING_LINE.hsnCode,
      amountPaise: charge,
    });
    expect(invoice.totals.totalPaise).toBe(placed.totalAmount);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/userOrders/${placed._id}/invoice`,
      headers: { authorization: `Bearer ${shopper}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('ships an order from the minimum free', async () => {
    const size = takeWhere((s) => shownPrice(s) >= minimum / 3);
    const qty = Math.ceil(minimum / shownPrice(size));
    const created = await create([line(size, qty)]);
    expect(created.statusCode, JSON.stringify(created.json)).toBe(200);
    expect(created.json.body.amount).toBe(shownPrice(size) * qty);
    expect(await orderRow(t.app, created.json.body._id)).toMatchObject({ shippingPaise: 0 });
  });

  it('charges again when a coupon takes the goods under the minimum, and stops when it is removed', async () => {
    const size = takeWhere((s) => shownPrice(s) >= minimum / 3);
    const qty = Math.ceil(minimum / shownPrice(size));
    const goods = shownPrice(size) * qty;
    const code = `SHIPTEST${process.pid % 1000}`;
    const coupon = await call(t.app, 'POST', '/admin/coupons', {
      token: admin,
      payload: { code, kind: 'FLAT', value: goods - minimum + 100 },
    });
    expect(coupon.statusCode, JSON.stringify(coupon.json)).toBe(200);
    const created = (await create([line(size, qty)])).json.body;
    const apply = (couponCode: string | null) =>
      call(t.app, 'POST', '/orders/apply-coupon', { payload: { razorpayOrderId: created.id, couponCode } });

    const applied = await apply(code);
    expect(applied.statusCode, JSON.stringify(applied.json)).toBe(200);
    expect(applied.json.body.amount).toBe(minimum - 100 + charge);
    expect(await orderRow(t.app, created._id)).toMatchObject({
      shippingPaise: charge,
      totalAmountPaise: minimum - 100 + charge,
    });
    const removed = await apply(null);
    expect(removed.json.body.amount).toBe(goods);
    expect(await orderRow(t.app, created._id)).toMatchObject({ shippingPaise: 0, totalAmountPaise: goods });
  });
});
