import {
  BUNDLE_MIN_ITEMS,
  CONSENT_WORDING,
  type Language,
  type Product,
  type ProductSummary,
  type Profile,
} from '@shop/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../apps/web/app/i18n/messages/en/index.ts';
import {
  api,
  apiLogin,
  cartLine,
  closeBrowser,
  eventually,
  freshMobile,
  inStockProducts,
  launchBrowser,
  openPage,
  placeCodOrder,
  screenshot,
  seedToken,
  WIDTHS,
  withDetails,
} from './support.ts';

// docs/privacy.md#whatsapp: the account's WhatsApp section, in Chromium: a choice ticked and saved is still ticked
// after a reload, and unticked and saved, the profile says it is withdrawn.

beforeAll(launchBrowser);
afterAll(closeBrowser);

const LANGUAGES = ['en', 'hi'] as const satisfies Language[];
const prefix = (language: Language) => (language === 'hi' ? '/hi' : '');

/** The body the page sends to create the payment order: only watched, the request goes on as it would. */
function paymentOrderSent(page: Page): Promise<Record<string, unknown>> {
  return page
    .waitForRequest((request) => request.url().includes('/orders/create-razorpay-order'))
    .then((request) => JSON.parse(request.postData() ?? '{}') as Record<string, unknown>);
}

/** Enough products, each in stock in its base size, for a bundle that can be bought. */
async function bundleLines() {
  const listed = await api<ProductSummary[]>(
    'GET',
    '/products?page=1&limit=30&status=true&availableForBundle=true',
  );
  const picked = (await withDetails(listed.body))
    .filter((product: Product) => !product.outOfStock && !product.sizes.some((s) => s.isBase && s.outOfStock))
    .slice(0, BUNDLE_MIN_ITEMS);
  if (picked.length < BUNDLE_MIN_ITEMS) throw new Error('the demo shop has too few products for a bundle');
  return picked.map((product) => cartLine(product));
}

describe("the account's WhatsApp choices", () => {
  it('saves a ticked box, shows it after a reload, and withdraws it when unticked', async () => {
    const texts = en.account.whatsapp;
    const token = await apiLogin(freshMobile('9'), { name: 'Meera Joshi', email: 'meera@example.com' });
    const { page, errors } = await openPage(WIDTHS.mobile);
    await seedToken(page, token);
    await page.goto('/user/account-details');

    const section = page.locator('[data-whatsapp-choices]');
    const updates = section.getByRole('checkbox', { name: CONSENT_WORDING.WHATSAPP_UPDATES.en });
    const marketing = section.getByRole('checkbox', { name: CONSENT_WORDING.WHATSAPP_MARKETING.en });
    await updates.waitFor();
    expect(await updates.isChecked()).toBe(false);
    expect(await marketing.isChecked()).toBe(false);

    // From the keyboard: Space ticks the focused box.
    await updates.focus();
    await page.keyboard.press('Space');
    await section.getByRole('button', { name: texts.save }).click();
    await section.getByRole('status').getByText(texts.saved).waitFor();

    await page.reload();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await eventually(() => updates.isChecked()).toBe(true);
    expect(await marketing.isChecked()).toBe(false);

    await updates.uncheck();
    await section.getByRole('button', { name: texts.save }).click();
    await section.getByRole('status').getByText(texts.saved).waitFor();
    const profile = await api<Profile>('GET', '/users/profile', undefined, token);
    expect(profile.body).toMatchObject({ whatsappUpdates: false, whatsappMarketing: false });
    expect(errors).toEqual([]);
  });
});

describe('the WhatsApp choices before paying online', () => {
  it('are offered unticked to a signed-in shopper, and a ticked one goes with the order', async () => {
    const token = await apiLogin(freshMobile('9'), { name: 'Meera Joshi', email: 'meera@example.com' });
    const [product] = await inStockProducts();
    if (!product) throw new Error('no product in stock');
    const { page } = await openPage(WIDTHS.mobile);
    await seedToken(page, token, [cartLine(product)]);
    await page.goto('/cart');

    const summary = page.locator('[data-cart-summary]');
    const updates = summary.getByRole('checkbox', { name: CONSENT_WORDING.WHATSAPP_UPDATES.en });
    const marketing = summary.getByRole('checkbox', { name: CONSENT_WORDING.WHATSAPP_MARKETING.en });
    await updates.waitFor();
    expect(await updates.isChecked()).toBe(false);
    expect(await marketing.isChecked()).toBe(false);
    await updates.check();
    await screenshot(page, 'cart-whatsapp-choices-390');
    // What the browser sends is the test here: the API's recording of it is apps/api's (consents.test.ts), and
    // the shared shop's gateway may already be rate-limited for this client by other files' checkouts.
    const sent = page.waitForRequest((request) => request.url().includes('/orders/create-razorpay-order'));
    await summary.getByRole('button', { name: en.cart.summary.proceed }).click();
    const body = JSON.parse((await sent).postData() ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({ whatsappUpdates: true });
    expect(body).not.toHaveProperty('whatsappMarketing');
  });

  it('are not offered to a guest, whose number the gateway asks for', async () => {
    const [product] = await inStockProducts();
    if (!product) throw new Error('no product in stock');
    const { page } = await openPage(WIDTHS.desktop);
    // A guest's browser: a cart, no session.
    await seedToken(page, '', [cartLine(product)]);
    await page.goto('/cart');
    await page.locator('[data-cart-summary]').waitFor();
    expect(await page.locator('[data-cart-summary] [data-whatsapp-boxes]').count()).toBe(0);
  });
});

describe('the WhatsApp choices in the cart drawer and on the bundle page', () => {
  it('offers the drawer a signed-in shopper pays from the two unticked boxes, and sends the one ticked', async () => {
    const token = await apiLogin(freshMobile('9'), { name: 'Meera Joshi', email: 'meera@example.com' });
    const [product] = await inStockProducts();
    if (!product) throw new Error('no product in stock');
    const { page, errors } = await openPage(WIDTHS.mobile);
    await seedToken(page, token, [cartLine(product)], { shouldCartOpen: true });
    await page.goto('/about-us');

    const drawer = page.getByRole('dialog');
    const updates = drawer.getByRole('checkbox', { name: CONSENT_WORDING.WHATSAPP_UPDATES.en });
    const marketing = drawer.getByRole('checkbox', { name: CONSENT_WORDING.WHATSAPP_MARKETING.en });
    await marketing.waitFor();
    expect(await updates.isChecked()).toBe(false);
    expect(await marketing.isChecked()).toBe(false);
    await marketing.check();
    const sent = paymentOrderSent(page);
    await drawer.getByRole('button', { name: /^Confirm Order ₹/ }).click();
    const body = await sent;
    expect(body).toMatchObject({ whatsappMarketing: true });
    expect(body).not.toHaveProperty('whatsappUpdates');
    expect(errors).toEqual([]);
  });

  it("shares one pair of boxes between the bundle's bar and its summary, and sends what is ticked with the bundle", async () => {
    const token = await apiLogin(freshMobile('9'), { name: 'Meera Joshi', email: 'meera@example.com' });
    const { page, errors } = await openPage(WIDTHS.mobile);
    await seedToken(page, token, [], { bundleCart: await bundleLines() });
    await page.goto('/build-your-bundle');

    const bar = page.locator('[data-bundle-bar]');
    const summary = page.locator('[data-bundle-summary]');
    const inBar = bar.getByRole('checkbox', { name: CONSENT_WORDING.WHATSAPP_UPDATES.en });
    await inBar.waitFor();
    expect(await inBar.isChecked()).toBe(false);
    await inBar.check();
    // Ticked in the bar is ticked in the summary: one choice, whichever CHECK OUT is pressed.
    expect(
      await summary.getByRole('checkbox', { name: CONSENT_WORDING.WHATSAPP_UPDATES.en }).isChecked(),
    ).toBe(true);
    expect(
      await summary.getByRole('checkbox', { name: CONSENT_WORDING.WHATSAPP_MARKETING.en }).isChecked(),
    ).toBe(false);
    const sent = paymentOrderSent(page);
    await bar.getByRole('button', { name: en.bundle.summary.checkOut }).click();
    const body = await sent;
    expect(body).toMatchObject({ isBundle: true, whatsappUpdates: true });
    expect(body).not.toHaveProperty('whatsappMarketing');
    expect(errors).toEqual([]);
  });

  it('are not offered on the bundle page to a guest', async () => {
    const { page } = await openPage(WIDTHS.desktop);
    await seedToken(page, '', [], { bundleCart: await bundleLines() });
    await page.goto('/build-your-bundle');
    await eventually(() => page.locator('[data-bundle-summary] li img').count()).toBe(BUNDLE_MIN_ITEMS);
    expect(await page.locator('[data-whatsapp-boxes]').count()).toBe(0);
  });

  it.each(LANGUAGES)(
    'shows the drawer and the bundle bar with their boxes in %s at both widths',
    async (language) => {
      const token = await apiLogin(freshMobile('9'), { name: 'Meera Joshi', email: 'meera@example.com' });
      const [product] = await inStockProducts();
      if (!product) throw new Error('no product in stock');
      const bundle = await bundleLines();
      const wording = CONSENT_WORDING.WHATSAPP_UPDATES[language];
      for (const [name, width] of Object.entries(WIDTHS)) {
        const drawerPage = await openPage(width);
        await seedToken(drawerPage.page, token, [cartLine(product)], { shouldCartOpen: true });
        await drawerPage.page.goto(`${prefix(language)}/about-us`);
        await drawerPage.page.getByRole('dialog').getByRole('checkbox', { name: wording }).waitFor();
        // The drawer slides in: the picture is of where it comes to rest.
        await drawerPage.page.waitForFunction(() =>
          document.getAnimations().every((a) => a.playState !== 'running'),
        );
        await screenshot(drawerPage.page, `whatsapp-drawer-${language}-${name}`, { fullPage: false });
        await drawerPage.context.close();

        const bundlePage = await openPage(width);
        await seedToken(bundlePage.page, token, [], { bundleCart: bundle });
        await bundlePage.page.goto(`${prefix(language)}/build-your-bundle`);
        // The bar is for small screens; the summary beside the grid carries the boxes on a wide one.
        const holder = width < 1024 ? '[data-bundle-bar]' : '[data-bundle-summary]';
        await bundlePage.page.locator(holder).getByRole('checkbox', { name: wording }).waitFor();
        await screenshot(bundlePage.page, `whatsapp-bundle-${language}-${name}`, { fullPage: width >= 1024 });
        await bundlePage.context.close();
      }
    },
  );
});

describe("the order page's WhatsApp updates box", () => {
  it('offers a shopper without them the one unticked box while the order is on its way, records it with the order, then goes', async () => {
    const texts = en.account.order.whatsapp;
    const token = await apiLogin(freshMobile('9'), { name: 'Meera Joshi', email: 'meera@example.com' });
    const order = await placeCodOrder(token, { from: 0, to: 2 });
    const { page, errors } = await openPage(WIDTHS.mobile);
    await seedToken(page, token);
    await page.goto(`/user/my-orders/${order._id}`);

    const panel = page.locator('[data-order-whatsapp]');
    const updates = panel.getByRole('checkbox', { name: CONSENT_WORDING.WHATSAPP_UPDATES.en });
    await updates.waitFor();
    expect(await updates.isChecked()).toBe(false);
    // Only the order updates are offered here: the cart-and-offers choice stays in the account and at checkout.
    expect(await panel.getByRole('checkbox').count()).toBe(1);

    // Saving an unticked box asks for the tick and records nothing.
    await panel.getByRole('button', { name: texts.save }).click();
    await panel.getByRole('status').getByText(texts.tickFirst).waitFor();
    const before = await api<Profile>('GET', '/users/profile', undefined, token);
    expect(before.body).toMatchObject({ whatsappUpdates: false });

    await updates.focus();
    await page.keyboard.press('Space');
    await panel.getByRole('button', { name: texts.save }).click();
    await panel.getByRole('status').getByText(texts.saved).waitFor();
    expect(await panel.getByRole('checkbox').count()).toBe(0);
    await screenshot(page, 'whatsapp-order-saved-mobile');
    const after = await api<Profile>('GET', '/users/profile', undefined, token);
    expect(after.body).toMatchObject({ whatsappUpdates: true, whatsappMarketing: false });

    // Granted, it is not offered again.
    await page.reload();
    await page.locator('#order-title').waitFor();
    expect(await page.locator('[data-order-whatsapp]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it.each(LANGUAGES)('shows the box in %s at both widths', async (language) => {
    const token = await apiLogin(freshMobile('9'), { name: 'Meera Joshi', email: 'meera@example.com' });
    const order = await placeCodOrder(token, { from: 0, to: 2 });
    for (const [name, width] of Object.entries(WIDTHS)) {
      const { page, context, errors } = await openPage(width);
      await seedToken(page, token);
      await page.goto(`${prefix(language)}/user/my-orders/${order._id}`);
      await page
        .locator('[data-order-whatsapp]')
        .getByRole('checkbox', { name: CONSENT_WORDING.WHATSAPP_UPDATES[language] })
        .waitFor();
      await screenshot(page, `whatsapp-order-${language}-${name}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
