import { readFile } from 'node:fs/promises';
import type { AdminOrder, Order } from '@shop/shared';
import { getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminSettled,
  advanceParcel,
  api,
  apiLogin,
  closeBrowser,
  eventually,
  freshMobile,
  inStockProducts,
  launchBrowser,
  loginAsAdmin,
  type OpenedPage,
  openPage,
  pageToken,
  placePaidOrder,
  screenshot,
  seriousA11yViolations,
  WIDTHS,
} from './support.ts';

// docs/shipments.md#the-back-office: the team books couriers for packed orders in bulk through the sandbox
// aggregator, prints the labels, and decides about a parcel the courier could not deliver.
beforeAll(launchBrowser);
afterAll(closeBrowser);

describe('shipping from the back office', () => {
  let admin: OpenedPage;
  let token: string;
  let mobile: string;
  let shopper: string;
  beforeAll(async () => {
    admin = await openPage(WIDTHS.desktop);
    await loginAsAdmin(admin.page);
    token = await pageToken(admin.page);
    mobile = freshMobile('8');
    shopper = await apiLogin(mobile);
  });
  afterAll(() => admin.context.close());

  async function packedOrder(index: number): Promise<Order> {
    const products = await inStockProducts();
    const product = products[index % products.length];
    if (!product) throw new Error('The demo shop has nothing in stock');
    const order = await placePaidOrder(shopper, [product], {
      name: 'Ravi Sharma',
      email: 'ravi@example.com',
      contact: `+91${mobile}`,
      shippingAddress: {
        name: 'Ravi Sharma',
        line1: '21 Hazratganj',
        line2: '',
        city: 'Lucknow',
        state: 'Uttar Pradesh',
        zipcode: '226001',
        country: 'India',
      },
    });
    for (const to of ['CONFIRMED', 'PACKED']) {
      const moved = await api<AdminOrder>('POST', `/admin/orders/${order._id}/transitions`, { to }, token);
      expect(moved.status, moved.message).toBe(200);
    }
    return order;
  }

  it('books two packed orders at once from the orders list and prints one label PDF of two pages', async () => {
    const { page } = admin;
    const orders = [await packedOrder(0), await packedOrder(1)];
    await page.goto(`/admin/orders?search=${mobile}`);
    await adminSettled(page);
    for (const order of orders) {
      const row = page.getByRole('row').filter({ hasText: order.orderId });
      // Selected by keyboard: the row's checkbox takes Space.
      await row.getByRole('checkbox', { name: 'Select row' }).focus();
      await page.keyboard.press('Space');
    }
    const bar = page.getByRole('region', { name: 'Selected orders' });
    await bar.getByText('2 selected').waitFor();
    await bar.getByRole('button', { name: 'Create shipments' }).click();
    // It costs money: asked first.
    const confirm = page.getByRole('dialog', { name: 'Book 2 shipments?' });
    await confirm.getByRole('button', { name: 'Book shipments' }).click();

    const result = page.getByRole('region', { name: '2 booked, 0 failed' });
    await result.waitFor();
    for (const order of orders) await result.getByText(order.orderId).waitFor();
    await screenshot(page, 'admin-shipping-bulk-1280');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      result.getByRole('button', { name: 'Download labels' }).click(),
    ]);
    const pdf = await readFile((await download.path()) ?? '');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await getDocumentProxy(new Uint8Array(pdf))).numPages).toBe(2);

    // Each order now carries its parcel; its page shows the card.
    const booked = await api<AdminOrder>('GET', `/admin/orders/${orders[0]?._id}`, undefined, token);
    expect(booked.body.shipment?.awb).toBeTruthy();
    await page.goto(`/admin/orders/${orders[0]?._id}`);
    await adminSettled(page);
    const card = page.getByRole('region', { name: 'Shipment' });
    await card.getByText(booked.body.shipment?.awb ?? '').waitFor();
    await card.getByRole('button', { name: 'Download label' }).waitFor();
    for (const width of [WIDTHS.desktop, WIDTHS.mobile]) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await screenshot(page, `admin-shipping-order-${width}`);
      expect(await seriousA11yViolations(page), `order page at ${width}px`).toEqual([]);
    }
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });

    // Cancelled before the pickup, after asking: the order may be booked again.
    await card.getByRole('button', { name: 'Cancel shipment' }).click();
    const asked = page.getByRole('dialog', { name: `Cancel shipment ${booked.body.shipment?.awb}?` });
    await asked.getByRole('button', { name: 'Cancel shipment' }).click();
    await card.getByText('Cancelled', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: 'Download label' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Create shipment…' }).waitFor();
  });

  it('asks the courier to re-attempt a failed delivery from the queue, and the row leaves it', async () => {
    const { page } = admin;
    const order = await packedOrder(2);
    // Booked from its page, with the courier the shop's rule preselects.
    await page.goto(`/admin/orders/${order._id}`);
    await adminSettled(page);
    await page.getByRole('button', { name: 'Create shipment…' }).click();
    const booking = page.getByRole('dialog', { name: `Create shipment for ${order.orderId}` });
    const preselected = booking.getByRole('radio', { checked: true });
    await preselected.waitFor();
    await booking.getByText('Cheapest').waitFor();
    await screenshot(page, 'admin-shipping-create-1280');
    await booking.getByRole('button', { name: 'Book' }).click();
    await eventually(() => booking.count()).toBe(0);
    const booked = await api<AdminOrder>('GET', `/admin/orders/${order._id}`, undefined, token);
    const awb = booked.body.shipment?.awb ?? '';
    await page.getByRole('region', { name: 'Shipment' }).getByText(awb).waitFor();
    for (const status of ['PICKED_UP', 'OUT_FOR_DELIVERY', 'UNDELIVERED'] as const)
      await advanceParcel(awb, status);

    await page.goto('/admin/shipping/failed-deliveries');
    await adminSettled(page);
    const row = page.getByRole('row').filter({ hasText: order.orderId });
    await row.getByText('Lucknow').waitFor();
    await screenshot(page, 'admin-shipping-failed-deliveries-1280');
    expect(await seriousA11yViolations(page), 'failed deliveries queue').toEqual([]);

    await row.getByRole('button', { name: 'Re-attempt…' }).click();
    const dialog = page.getByRole('dialog', { name: `Re-attempt delivery of ${order.orderId}` });
    // A wrong phone is refused under its field, and what was typed stays.
    await dialog.getByLabel('Corrected phone').fill('12345');
    await dialog.getByLabel('Comment for the courier').fill('Call before coming');
    await dialog.getByRole('button', { name: 'Ask for re-attempt' }).click();
    await dialog.getByText('Phone must be a 10-digit Indian mobile number').waitFor();
    expect(await dialog.getByLabel('Comment for the courier').inputValue()).toBe('Call before coming');
    await dialog.getByLabel('Corrected phone').fill('9876501234');
    await dialog.getByRole('button', { name: 'Ask for re-attempt' }).click();
    await eventually(() => dialog.count()).toBe(0);
    await eventually(() => row.count()).toBe(0);

    const read = await api<AdminOrder>('GET', `/admin/orders/${order._id}`, undefined, token);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Shipping' }).waitFor();
    await screenshot(page, 'admin-shipping-dashboard-1280');
    expect(read.body.history.some((event) => /try again.*phone 9876501234/.test(event.note ?? ''))).toBe(
      true,
    );
  });
});
