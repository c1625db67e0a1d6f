import { readFile } from 'node:fs/promises';
import { type AdminOrder, type Order, paiseToRupeesText } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminSettled,
  api,
  apiLogin,
  baseURL,
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
  seedToken,
  seriousA11yViolations,
  WIDTHS,
} from './support.ts';
import { enrolAppByApi } from './two-factor.ts';

// docs/admin.md#orders: the owner takes a shopper's order from placed to delivered, and the shopper sees each step.
beforeAll(launchBrowser);
afterAll(closeBrowser);

let productIndex = 0;
/** A paid order of one item for the shopper's account, delivered to Kochi (another state: IGST). */
async function placeOrder(token: string, mobile: string): Promise<Order> {
  const products = await inStockProducts();
  const product = products[productIndex++ % products.length];
  if (!product) throw new Error('The demo shop has nothing in stock');
  return placePaidOrder(token, [product], {
    name: 'Kavya Menon',
    email: 'kavya@example.com',
    contact: `+91${mobile}`,
    shippingAddress: {
      name: 'Kavya Menon',
      line1: '7 Marine Drive',
      line2: 'Flat 3B',
      city: 'Kochi',
      state: 'Kerala',
      zipcode: '682031',
      country: 'India',
    },
  });
}

/** Waits until the back office's client loaders have run and no page is loading. */
describe('orders in the back office', () => {
  let admin: OpenedPage;
  let shopper: string;
  let mobile: string;
  beforeAll(async () => {
    admin = await openPage(WIDTHS.desktop);
    await loginAsAdmin(admin.page);
    mobile = freshMobile('7');
    shopper = await apiLogin(mobile);
  });
  afterAll(() => admin.context.close());

  it('the owner confirms, packs, ships and delivers an order, and the shopper sees each step', async () => {
    const { page } = admin;
    const order = await placeOrder(shopper, mobile);
    const shopperState = async () =>
      (await api<Order>('GET', `/orders/userOrders/${order._id}`, undefined, shopper)).body.orderStatus;

    await page.goto(`/admin/orders?search=${mobile}`);
    await adminSettled(page);
    const row = page.getByRole('row').filter({ hasText: order.orderId });
    await row.getByText('Placed', { exact: true }).waitFor();
    await screenshot(page, 'admin-orders-list-1280');
    // A click anywhere on the row opens the order.
    await row.getByText('Kavya Menon').click();
    await page.waitForURL(`**/admin/orders/${order._id}`);
    await adminSettled(page);
    await page.getByRole('heading', { name: `Order ${order.orderId}` }).waitFor();

    // The shopper follows along on their own order page, on a phone.
    const watcher = await openPage(WIDTHS.mobile);
    await seedToken(watcher.page, shopper);
    const shopperSees = async (sentence: string) => {
      await watcher.page.goto(`/user/my-orders/${order._id}`);
      await watcher.page.getByText(sentence).waitFor();
    };
    await shopperSees("We've received your order.");

    const steps = [
      {
        button: 'Confirm',
        state: 'CONFIRMED',
        shopperReads: 'Your order is confirmed and will be packed soon.',
      },
      {
        button: 'Mark packed',
        state: 'PACKED',
        shopperReads: 'Your order is packed and will be shipped soon.',
      },
      { button: 'Ship…', state: 'SHIPPED', shopperReads: 'Your order is on its way.' },
      { button: 'Mark delivered', state: 'DELIVERED', shopperReads: 'Your order has been delivered.' },
    ];
    for (const step of steps) {
      await page.getByRole('button', { name: step.button, exact: true }).click();
      if (step.state === 'SHIPPED') {
        const dialog = page.getByRole('dialog', { name: 'Ship the order' });
        await dialog.getByRole('button', { name: 'Mark shipped' }).click();
        await dialog.getByText('Carrier is a required field').waitFor();
        await dialog.getByLabel('Carrier').selectOption('Blue Dart');
        await dialog.getByLabel('Tracking number').fill('BD-77001234');
        await dialog.getByRole('button', { name: 'Mark shipped' }).click();
        await eventually(() => dialog.count()).toBe(0);
      }
      await page.getByText(`Order ${order.orderId} is now ${step.state.toLowerCase()}`).first().waitFor();
      await eventually(shopperState, `the shopper sees ${step.state}`).toBe(step.state);
      await shopperSees(step.shopperReads);
      if (step.state === 'SHIPPED') {
        const track = watcher.page.getByRole('link', { name: 'Track your parcel' });
        expect(await track.getAttribute('href')).toContain('trackNo=BD-77001234');
      }
    }
    // Every step is on the shopper's timeline, and nothing can be cancelled any more.
    for (const label of ['Placed', 'Confirmed', 'Packed', 'Shipped', 'Delivered']) {
      await watcher.page.getByRole('listitem').filter({ hasText: label }).first().waitFor();
    }
    expect(await watcher.page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    await watcher.context.close();

    const tracking = page.getByRole('link', { name: 'BD-77001234' });
    expect(await tracking.getAttribute('href')).toContain('trackNo=BD-77001234');
    const history = page.getByRole('region', { name: 'History' });
    for (const label of ['Placed', 'Confirmed', 'Packed', 'Shipped', 'Delivered']) {
      await history.getByText(label, { exact: true }).waitFor();
    }
    // Delivered is the end of the road for staff; an admin may still refund.
    const nextStep = page.getByRole('region', { name: 'Next step' });
    await eventually(() => nextStep.getByRole('button').allTextContents()).toEqual(['Refund…']);

    await history.getByLabel('Add a note for the team').fill('Left with the building guard');
    await history.getByRole('button', { name: 'Add note' }).click();
    await history.getByText('Left with the building guard').waitFor();

    // Read again, so the screenshots show the page without the toasts of each step.
    await page.reload();
    await adminSettled(page);
    for (const width of [WIDTHS.desktop, WIDTHS.mobile]) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await screenshot(page, `admin-order-${width}`);
      expect(await seriousA11yViolations(page), `order page at ${width}px`).toEqual([]);
    }
    await page.goto('/admin/orders');
    await adminSettled(page);
    await screenshot(page, 'admin-orders-list-390');
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  });

  it('a move someone else made first is said, and the order is read again', async () => {
    const { page } = admin;
    const order = await placeOrder(shopper, mobile);
    await page.goto(`/admin/orders/${order._id}`);
    await adminSettled(page);
    const moved = await api<AdminOrder>(
      'POST',
      `/admin/orders/${order._id}/transitions`,
      { to: 'CONFIRMED' },
      await pageToken(page),
    );
    expect(moved.status).toBe(200);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByText('An order that is confirmed cannot be confirmed').waitFor();
    await page.getByRole('button', { name: 'Mark packed' }).waitFor();

    // Cancelling asks first and says the shopper is refunded in full.
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const confirm = page.getByRole('dialog', { name: `Cancel order ${order.orderId}?` });
    await confirm.getByText(/refunded .* in full/).waitFor();
    await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
    await eventually(() => confirm.count()).toBe(0);
    expect(
      (await api<Order>('GET', `/orders/userOrders/${order._id}`, undefined, shopper)).body.orderStatus,
    ).toBe('CONFIRMED');
  });

  it('an admin refunds part of an order once, however often Refund is pressed', async () => {
    const { page } = admin;
    const order = await placeOrder(shopper, mobile);
    await page.goto(`/admin/orders/${order._id}`);
    await adminSettled(page);
    await page.getByRole('button', { name: 'Refund…' }).click();
    const dialog = page.getByRole('dialog', { name: `Refund order ${order.orderId}` });
    const amount = dialog.getByLabel('Amount');
    expect(await amount.inputValue()).toBe(paiseToRupeesText(order.totalAmount));
    await amount.fill(paiseToRupeesText(order.totalAmount + 100));
    await dialog.getByLabel('Reason').fill('One jar arrived cracked');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await dialog.getByText(/^At most .* is left to refund$/).waitFor();
    await amount.fill('1');
    await dialog.getByRole('button', { name: 'Refund' }).dblclick();
    await page.getByText('Refund sent to the payment gateway').first().waitFor();
    const refunds = page.getByRole('region', { name: 'Refunds' });
    await refunds.getByText('One jar arrived cracked').waitFor();
    const read = await api<AdminOrder>('GET', `/admin/orders/${order._id}`, undefined, await pageToken(page));
    expect(read.body.refunds).toHaveLength(1);
    expect(read.body.refunds[0]?.amount).toBe(100);
  });

  it('staff cannot cancel a paid order but ask an admin to, and an order refunded in full goes no further', async () => {
    const { page } = admin;
    const order = await placeOrder(shopper, mobile);
    // A member of staff, made so by the admin as People and roles does.
    const staffMobile = freshMobile('7');
    const loginToken = await apiLogin(staffMobile);
    const adminToken = await pageToken(page);
    const [account] = (
      await api<{ _id: string }[]>('GET', `/admin/users?search=${staffMobile}`, undefined, adminToken)
    ).body;
    await api('PATCH', `/admin/users/${account?._id}`, { role: 'STAFF' }, adminToken);
    // Their first back-office login sets up the second factor (docs/admin.md#second-factor).
    const staffToken = await enrolAppByApi(baseURL(), loginToken);

    const staff = await openPage(WIDTHS.desktop);
    await seedToken(staff.page, staffToken);
    await staff.page.goto(`/admin/orders/${order._id}`);
    await adminSettled(staff.page);
    const nextStep = staff.page.getByRole('region', { name: 'Next step' });
    // Cancelling refunds the shopper, which is an admin's to do: no Cancel order that would fail.
    await eventually(() => nextStep.getByRole('button').allTextContents()).toEqual([
      'Confirm',
      'Ask an admin to cancel…',
    ]);
    await nextStep
      .getByText('Only an admin may cancel a paid order, since cancelling refunds the payment.')
      .waitFor();
    await nextStep.getByRole('button', { name: 'Ask an admin to cancel…' }).click();
    const ask = staff.page.getByRole('dialog', { name: `Ask an admin to cancel order ${order.orderId}` });
    await ask.getByLabel('Why should it be cancelled?').fill('The shopper rang: wrong address');
    await ask.getByRole('button', { name: 'Ask an admin' }).click();
    await eventually(() => ask.count()).toBe(0);
    const note = 'For an admin: please cancel this order. The shopper rang: wrong address';
    await staff.page.getByRole('region', { name: 'History' }).getByText(note).waitFor();
    expect(await seriousA11yViolations(staff.page), 'the order page as staff').toEqual([]);

    // The admin sees the request, and refunds the order in full instead.
    await page.goto(`/admin/orders/${order._id}`);
    await adminSettled(page);
    const adminNext = page.getByRole('region', { name: 'Next step' });
    await adminNext.getByText('Staff asked an admin to cancel this order').waitFor();
    await adminNext.getByRole('button', { name: 'Cancel order' }).waitFor();
    await adminNext.getByRole('button', { name: 'Refund…' }).click();
    const refund = page.getByRole('dialog', { name: `Refund order ${order.orderId}` });
    await refund.getByLabel('Reason').fill('Wrong address, not to be sent');
    await refund.getByRole('button', { name: 'Refund' }).click();
    await page.getByText('Refund sent to the payment gateway').first().waitFor();

    // Refunded in full (the gateway may still have it): it is not to be confirmed; staff may close it.
    await staff.page.reload();
    await adminSettled(staff.page);
    await nextStep
      .getByText(
        "This order's payment has been refunded in full; it cannot be confirmed, packed, shipped or delivered.",
      )
      .waitFor();
    await eventually(() => nextStep.getByRole('button').allTextContents()).toEqual(['Cancel order']);
    await screenshot(staff.page, 'admin-order-refunded-staff-1280');
    await staff.context.close();
  });

  it('the list exports the chosen days as CSV, and the packing slip prints without the back office around it', async () => {
    const { page } = admin;
    const order = await placeOrder(shopper, mobile);
    await page.goto('/admin/orders');
    await adminSettled(page);
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export orders as CSV' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    expect(csv).toContain(order.orderId);

    await page.goto(`/admin/orders/${order._id}`);
    await adminSettled(page);
    await page.getByRole('link', { name: 'Packing slip' }).click();
    await page.waitForURL(`**/admin/orders/${order._id}/packing-slip`);
    await adminSettled(page);
    await page.getByRole('heading', { name: 'Packing slip' }).waitFor();
    const slip = page.getByRole('table', { name: 'Items to pack' });
    await slip.getByText(order.products[0]?.product.sku ?? '').waitFor();
    expect(await slip.textContent()).not.toContain('₹');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'admin-packing-slip-1280');
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('navigation', { name: 'Back office' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    await screenshot(page, 'admin-packing-slip-print');
    await page.emulateMedia({ media: 'screen' });
  });
});
