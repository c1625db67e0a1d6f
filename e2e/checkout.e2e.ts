import { CONSENT_WORDING } from '@shop/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartLine,
  closeBrowser,
  eventually,
  fillSandbox,
  inStockProducts,
  lastOtp,
  launchBrowser,
  openPage,
  screenshot,
  WIDTHS,
} from './support.ts';

beforeAll(launchBrowser);
afterAll(closeBrowser);

let mobileSeq = 0;
const freshMobile = () =>
  `6${String(process.pid % 10000).padStart(4, '0')}${String(Date.now() % 10000).padStart(4, '0')}${mobileSeq++ % 10}`;

async function cartItems(count: number) {
  return (await inStockProducts()).slice(5, 5 + count).map((product) => cartLine(product));
}

/** Puts a cart in localStorage before any page script runs, with the drawer open (the `user` record, docs/product.md#browser-storage). */
async function withCart(page: Page, items: unknown[]) {
  await page.addInitScript((cart) => {
    if (!window.localStorage.getItem('user')) {
      window.localStorage.setItem(
        'user',
        JSON.stringify({ token: null, cart, bundleCart: [], shouldCartOpen: true }),
      );
    }
  }, items);
}

describe('checkout from the cart drawer', () => {
  it('a guest pays in the sandbox, sees the thank-you page, and the cart is emptied', async () => {
    const { page, context, errors } = await openPage(WIDTHS.mobile);
    await withCart(page, await cartItems(2));
    await page.goto('/about-us');
    const drawer = page.getByRole('dialog', { name: /YOUR CART\(2\)/ });
    await drawer.waitFor();
    await drawer.getByRole('button', { name: /^Confirm Order ₹/ }).click();
    const mobile = freshMobile();
    const frame = await fillSandbox(page, mobile);
    await frame.getByRole('button', { name: /^Pay ₹/ }).click();
    await page.waitForURL('**/thank-you');
    await page.getByRole('heading', { name: 'Thank you your order has been placed' }).waitFor();
    const orderText = await page.getByText(/your order id :/).textContent();
    expect(orderText).toMatch(/your order id : ORD-\d{4}-\d{6}/);
    // The shop's one money format: ₹1,517.15, never ₹1517.15.
    await eventually(() => page.getByText(/^Amount paid:/).textContent()).toMatch(
      /^Amount paid: ₹\d{1,3}(,\d{2})*(,\d{3})?(\.\d{2})?\. /,
    );
    await screenshot(page, 'thank-you-mobile');
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('user') ?? '{}'));
    expect(stored.cart).toEqual([]);
    // A number typed into the checkout proves nothing: no session until it is verified by a code.
    expect(stored.token).toBeNull();
    await page.getByRole('heading', { name: 'Track this order in your account' }).waitFor();
    expect(errors).toEqual([]);
    // A reload keeps the navigation state in the browser but not on the server: the page still hydrates without
    // a mismatch (React's error #418), and shows the order once it has.
    await page.reload();
    await page.getByText(orderText as string).waitFor();
    await page.getByRole('heading', { name: 'Thank you your order has been placed' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a failed payment shows its error in the drawer and keeps the cart', async () => {
    const { page, context } = await openPage(WIDTHS.desktop);
    const items = await cartItems(1);
    await withCart(page, items);
    await page.goto('/about-us');
    const drawer = page.getByRole('dialog', { name: /YOUR CART\(1\)/ });
    await drawer.getByRole('button', { name: /^Confirm Order ₹/ }).click();
    const frame = page.frameLocator('iframe[title="Sandbox payment checkout"]');
    await frame.getByRole('button', { name: 'Simulate a failed payment' }).click();
    await frame.getByText(/^Payment failed:/).waitFor();
    await frame.getByRole('button', { name: 'Close checkout' }).click();
    const reopened = page.getByRole('dialog', { name: /YOUR CART\(1\)/ });
    await reopened.getByText('Your payment did not go through. Your cart is saved.').waitFor();
    await eventually(() => reopened.getByText('Reason: payment_failed').count()).toBe(1);
    await screenshot(page, 'checkout-failed-desktop');
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('user') ?? '{}'));
    expect(stored.cart).toHaveLength(1);
    await context.close();
  });

  it('the guest verifies the number from the thank-you page and finds the order in My Orders', async () => {
    const { page, context } = await openPage(WIDTHS.desktop);
    await withCart(page, await cartItems(1));
    await page.goto('/about-us');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Confirm Order ₹/ })
      .click();
    const mobile = freshMobile();
    const frame = await fillSandbox(page, mobile);
    await frame.getByRole('button', { name: /^Pay ₹/ }).click();
    await page.waitForURL('**/thank-you');
    const orderId = (await page.getByText(/your order id :/).textContent())?.match(/ORD-\d{4}-\d{6}/)?.[0];
    await screenshot(page, 'thank-you-claim-desktop');

    await page.getByRole('button', { name: 'Verify my number' }).click();
    await page.waitForURL('**/verify-account');
    await page.getByLabel(/otp|code/i).fill(await lastOtp(mobile));
    await page.getByRole('button', { name: /verify/i }).click();
    await page.waitForURL('**/user/my-orders/*');
    await page.getByText("We've received your order.").waitFor();
    // Not asked at the checkout, the guest is offered the order's WhatsApp updates on its page once it is theirs.
    await page
      .locator('[data-order-whatsapp]')
      .getByRole('checkbox', { name: CONSENT_WORDING.WHATSAPP_UPDATES.en, checked: false })
      .waitFor();
    await screenshot(page, 'order-detail-desktop');
    await page.goto('/user/my-orders');
    await page.getByText(orderId as string).waitFor();
    await context.close();
  });
});
