import type { Product } from '@shop/shared';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  apiLogin,
  cartLine,
  checkoutDetails,
  closeBrowser,
  eventually,
  fillSandbox,
  freshMobile as freshNumber,
  inStockProducts,
  launchBrowser,
  loginAsAdmin,
  openPage,
  pageToken,
  placePaidOrder,
  screenshot,
  seedToken,
  seriousA11yViolations,
  WIDTHS,
} from './support.ts';

beforeAll(launchBrowser);
afterAll(closeBrowser);

// This file's own numbers (9…), so its logins never meet another file's per-number limits.
const freshMobile = () => freshNumber('9');
const paidOrder = (token: string, mobile: string, products: Product[]) =>
  placePaidOrder(token, products, checkoutDetails(mobile));

/** The admin's token, from a back-office login in a page of its own. */
async function adminToken(): Promise<string> {
  const { page, context } = await openPage(WIDTHS.desktop);
  await loginAsAdmin(page);
  const token = await pageToken(page);
  await context.close();
  return token;
}

async function move(admin: string, id: string, to: string, extra: object = {}) {
  const moved = await api('POST', `/admin/orders/${id}/transitions`, { to, ...extra }, admin);
  expect(moved.status, moved.message).toBe(200);
}

/** Waits until the client loader has run and the page (not the loading shell) is on screen. */
async function settled(page: Page) {
  await page.getByRole('status').filter({ hasText: 'Loading...' }).waitFor({ state: 'detached' });
}

let products: Product[];
let admin: string;
beforeAll(async () => {
  products = (await inStockProducts()).slice(20, 40);
  admin = await adminToken();
});

describe("the shopper's order page", () => {
  it('a shopper pays, opens the order, cancels it within the hour and sees the refund complete', async () => {
    const mobile = freshMobile();
    const token = await apiLogin(mobile, { name: 'Ananya Iyer', email: 'ananya@example.com' });
    const { page, context, errors } = await openPage(WIDTHS.desktop);
    // The session with a cart and its drawer open, saved once per tab (the checkout's frame runs init scripts too).
    await page.addInitScript(
      (value: string) => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem('user', value);
          sessionStorage.setItem('seeded', '1');
        }
      },
      JSON.stringify({
        token,
        cart: [cartLine(products[0] as Product)],
        bundleCart: [],
        shouldCartOpen: true,
      }),
    );
    await page.goto('/about-us');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Confirm Order ₹/ })
      .click();
    const frame = await fillSandbox(page, mobile);
    await frame.getByRole('button', { name: /^Pay ₹/ }).click();
    await page.waitForURL('**/thank-you');

    // The rest on a phone, where most shoppers follow their orders.
    await page.setViewportSize({ width: WIDTHS.mobile, height: 844 });
    await page.goto('/user/my-orders');
    await settled(page);
    await page.getByText('Placed', { exact: true }).first().waitFor();
    await page.getByRole('link', { name: 'VIEW' }).first().click();
    await page.waitForURL('**/user/my-orders/*');
    await page.getByText("We've received your order.").waitFor();
    // An hour that ends after midnight in India names its day too ("28 Nov, 12:25 AM").
    await page.getByText(/^You can cancel until (\d{1,2} [A-Z][a-z]{2}, )?\d{1,2}:\d{2} [AP]M\.$/).waitFor();
    await expect(page.getByRole('button', { name: 'Download invoice' }).isVisible()).resolves.toBe(true);
    expect(await page.getByRole('button', { name: 'Request a return' }).count()).toBe(0);

    // Keyboard: the button opens the dialog, which says where the money goes, and Escape keeps the order.
    await page.getByRole('button', { name: 'Cancel order' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await dialog.getByText(/refunded to your original payment method/).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Cancel order' }).click();
    await dialog.getByRole('button', { name: 'Yes, cancel order' }).click();
    await page.getByText('This order has been cancelled.').waitFor();
    const refunds = page.getByRole('region', { name: 'Refunds' });
    await refunds.waitFor();
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    // The sandbox sends the refund webhook a moment later; the page asks again until it completes.
    await refunds.getByText('Processed', { exact: true }).waitFor({ timeout: 20_000 });
    await refunds.getByRole('button', { name: /^Download credit note / }).waitFor();
    const progress = page.getByRole('region', { name: 'Order progress' });
    await progress.getByText('Cancelled by you').waitFor();
    await screenshot(page, 'order-cancelled-refunded-390');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows each state at phone and desktop widths: placed, shipped with tracking, delivered with the return form, cancelled', async () => {
    const mobile = freshMobile();
    const token = await apiLogin(mobile, { name: 'Ananya Iyer', email: 'ananya@example.com' });
    const placed = await paidOrder(token, mobile, products.slice(2, 4));
    const shipped = await paidOrder(token, mobile, products.slice(4, 5));
    const delivered = await paidOrder(token, mobile, products.slice(5, 6));
    const cancelled = await paidOrder(token, mobile, products.slice(6, 7));
    for (const id of [shipped._id, delivered._id]) {
      await move(admin, id, 'CONFIRMED');
      await move(admin, id, 'PACKED');
      await move(admin, id, 'SHIPPED', { carrier: 'Delhivery', trackingNumber: 'DL-7781234' });
    }
    await move(admin, delivered._id, 'DELIVERED');
    await move(admin, cancelled._id, 'CANCELLED', { note: 'Out of stock at the warehouse' });

    for (const [name, px] of Object.entries(WIDTHS)) {
      const { page, context, errors } = await openPage(px);
      await seedToken(page, token);

      await page.goto(`/user/my-orders/${placed._id}`);
      await settled(page);
      await page.getByRole('button', { name: 'Cancel order' }).waitFor();
      await screenshot(page, `order-placed-${name}`);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.goto(`/user/my-orders/${shipped._id}`);
      await settled(page);
      const track = page.getByRole('link', { name: /Track your parcel/ });
      expect(await track.getAttribute('href')).toBe('https://www.delhivery.com/track/package/DL-7781234');
      expect(await track.getAttribute('target')).toBe('_blank');
      expect(await track.getAttribute('rel')).toContain('noopener');
      expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
      const steps = page.getByRole('region', { name: 'Order progress' }).getByRole('listitem');
      expect(await steps.count()).toBe(5);
      await page.getByText('Shipped with Delhivery, tracking number DL-7781234').waitFor();
      await screenshot(page, `order-shipped-${name}`);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.goto(`/user/my-orders/${delivered._id}`);
      await settled(page);
      await page.getByText(/^You can request a return until /).waitFor();
      await page.getByRole('button', { name: 'Request a return' }).click();
      const form = page.getByRole('region', { name: 'Request a return' });
      await form.getByRole('button', { name: 'Send return request' }).click();
      await form.getByText('Please tell us a little more (at least 10 characters)').waitFor();
      // The refused field took the focus and scrolled the page: back to the top for a whole-page picture.
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `order-return-form-${name}`);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.goto(`/user/my-orders/${cancelled._id}`);
      await settled(page);
      await page.getByText('Cancelled by the shop').waitFor();
      expect(await page.content()).not.toContain('Out of stock at the warehouse');
      await page.getByRole('region', { name: 'Refunds' }).getByText('Processed', { exact: true }).waitFor({
        timeout: 20_000,
      });
      await screenshot(page, `order-cancelled-${name}`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('a return goes in with a reason and photos, and the page then says it was requested', async () => {
    const mobile = freshMobile();
    const token = await apiLogin(mobile, { name: 'Ananya Iyer', email: 'ananya@example.com' });
    const order = await paidOrder(token, mobile, products.slice(8, 9));
    await move(admin, order._id, 'CONFIRMED');
    await move(admin, order._id, 'PACKED');
    await move(admin, order._id, 'SHIPPED', { carrier: 'Blue Dart', trackingNumber: 'BD-55501' });
    await move(admin, order._id, 'DELIVERED');
    const { page, context, errors } = await openPage(WIDTHS.mobile);
    await seedToken(page, token);
    await page.goto(`/user/my-orders/${order._id}`);
    await settled(page);
    await page.getByRole('button', { name: 'Request a return' }).click();
    const form = page.getByRole('region', { name: 'Request a return' });
    await form.getByLabel(/Why are you returning it/).fill('The bottle arrived cracked and leaking');
    // A real photo: the shop re-encodes it, so a made-up file would be refused.
    const png = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 190, g: 120, b: 70 } },
    })
      .png()
      .toBuffer();
    await form.locator('input[type="file"]').setInputFiles([
      { name: 'parcel.png', mimeType: 'image/png', buffer: png },
      { name: 'bottle.png', mimeType: 'image/png', buffer: png },
    ]);
    await eventually(() => form.getByRole('img').count()).toBe(2);
    await form.getByRole('button', { name: 'Remove photo 2' }).click();
    await eventually(() => form.getByRole('img').count()).toBe(1);
    await form.getByRole('button', { name: 'Send return request' }).click();
    await page.getByText('We have your return request and will be in touch about the pick-up.').waitFor();
    await page.getByText('(1 photo)').waitFor();
    expect(await page.getByRole('button', { name: 'Request a return' }).count()).toBe(0);
    await screenshot(page, 'order-return-requested-390');
    expect(errors).toEqual([]);
    await context.close();
  });
});
