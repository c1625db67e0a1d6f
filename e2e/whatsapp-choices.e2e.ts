import { CONSENT_WORDING, type Profile } from '@shop/shared';
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
  screenshot,
  seedToken,
  WIDTHS,
} from './support.ts';

// docs/privacy.md#whatsapp: the account's WhatsApp section, in Chromium: a choice ticked and saved is still ticked
// after a reload, and unticked and saved, the profile says it is withdrawn.

beforeAll(launchBrowser);
afterAll(closeBrowser);

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
