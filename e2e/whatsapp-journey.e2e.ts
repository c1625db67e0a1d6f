import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type AdminOrder,
  CONSENT_WORDING,
  DEFAULT_PAYMENT_SETTINGS,
  formatINR,
  type Order,
} from '@shop/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WHATSAPP_TEMPLATES,
  type WhatsAppTemplateKey,
} from '../apps/api/src/adapters/whatsapp/whatsapp-templates.ts';
import hi from '../apps/web/app/i18n/messages/hi/index.ts';
import type { Product, ProductSummary } from '../apps/web/app/lib/types.ts';
import { run } from '../deploy/cluster/processes.ts';
import { adminSession, type StartedShop, startShop } from './global-setup.ts';
import { literal } from './i18n-support.ts';
import { noonInIndia, ShopClock } from './shop-clock.ts';
import { ADMIN_MOBILE, ADMIN_TOTP_SECRET } from './shop-settings.ts';
import {
  adminSettled,
  advanceParcel,
  api,
  cartLine,
  closeBrowser,
  eventually,
  fillSandbox,
  freshMobile,
  inStockProducts,
  lastOtp,
  launchBrowser,
  type OpenedPage,
  openPage,
  screenshot,
  seedToken,
  WIDTHS,
  withDetails,
} from './support.ts';

// Issue 27's "Done when", as one person does it with the sandboxes, in Chromium: a shopper on the Hindi storefront
// chooses WhatsApp updates at checkout, reads each order update in the sandbox inbox in Hindi, confirms a COD order
// with one tap, replies STOP and gets nothing more on WhatsApp; turns offers on again, leaves a cart and is reminded
// an hour later, opens the link in another browser and finds the cart; waits for a sold-out size and is told when
// the owner restocks it; and the owner finds every one of those messages in the message log.
//
// Cart reminders and "back in stock" never go between 21:00 and 09:00 India time (docs/messaging.md#sending), and
// a reminder waits an hour: this file starts its own shop on a clock it sets (shop-clock.ts), at noon in India
// whatever the hour of the run, and moves it on an hour for the reminder. The courier's moves are the shipping
// sandbox's (docs/shipping.md#the-sandbox); the owner's packing and booking are the API's, as other files test
// their screens.

let shop: StartedShop;
let clock: ShopClock;
let adminToken: string;
const mobile = freshMobile('7');
/** The shopper's phone: the sandbox inbox, a plain page with no storefront script. */
let phone: Page;
/** The shopper's browser on the Hindi storefront. */
let shopper: OpenedPage;
let paidOrder: Order;
let codOrder: Order;
/** The paid order's parcel, with the sandbox courier. */
let awb = '';

/** A call to this file's shop, as the owner. */
const ownerApi = <T>(method: string, route: string, body?: unknown) =>
  api<T>(method, route, body, adminToken, shop.baseURL);

/** A template's approved Hindi words, with anything for its variables: the bubble the phone shows for it. */
function hindiMessage(template: WhatsAppTemplateKey, ...values: string[]): RegExp {
  const body = WHATSAPP_TEMPLATES[template].body.hi;
  return new RegExp(
    body
      .split(/\{\{(\d+)\}\}/)
      .map((piece, index) =>
        index % 2 === 0 ? literal(piece) : literal(values[Number(piece) - 1] ?? '') || '.+?',
      )
      .join('')
      .replace(/\s+/g, '\\s+'),
  );
}

const chat = () => phone.getByRole('list', { name: 'Messages, oldest first' });
const shopMessages = () => chat().locator('li.bubble.shop');

/** Opens the chat again (as its Refresh link does) until the shop's message matching `words` is in it. */
async function awaitMessage(words: RegExp, timeout = 10_000) {
  await expect
    .poll(
      async () => {
        await phone.goto(`/sandbox/whatsapp/${mobile}`);
        return shopMessages().filter({ hasText: words }).count();
      },
      { timeout, message: `the shop's WhatsApp message ${words}` },
    )
    .toBe(1);
  return shopMessages().filter({ hasText: words });
}

/** The SMS lines the shop wrote for the shopper's number, login codes left out (they carry no DLT template). */
async function orderSmsTexts(): Promise<string[]> {
  const text = await readFile(path.join(shop.dataDir, 'outbox', 'sms.jsonl'), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; text: string; templateId?: string })
    .filter((line) => line.to.endsWith(mobile) && line.templateId)
    .map((line) => line.text);
}

beforeAll(async () => {
  await launchBrowser();
  clock = await ShopClock.startingAt(noonInIndia());
  shop = await startShop(clock.settings, async (dataDir, root) => {
    await run(
      'npm',
      ['run', 'admin:create', '--', '--mobile', ADMIN_MOBILE, '--totp-secret', ADMIN_TOTP_SECRET],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' } },
    );
  });
  // The app code is the shop's clock's, not this process's.
  adminToken = await adminSession(shop, () => clock.now());
  shopper = await openPage(WIDTHS.mobile, shop.baseURL);
  const context = await (await launchBrowser()).newContext({
    baseURL: shop.baseURL,
    viewport: { width: WIDTHS.mobile, height: 844 },
  });
  phone = await context.newPage();
}, 300_000);

afterAll(async () => {
  await shop?.stop();
  await clock?.remove();
  await closeBrowser();
});

describe('WhatsApp, the whole journey with the sandbox', () => {
  it('a shopper logs in on the Hindi storefront and chooses WhatsApp updates before paying', async () => {
    const { page } = shopper;
    await page.goto('/hi/login');
    await page.getByLabel(hi.auth.login.mobile).fill(mobile);
    await page.getByRole('button', { name: hi.auth.login.sendOtp }).click();
    await page.waitForURL('**/hi/verify-account');
    await page.getByLabel(hi.auth.verify.otp).fill(await lastOtp(mobile, shop.dataDir));
    await page.getByRole('button', { name: hi.auth.verify.verify, exact: true }).click();
    await page.waitForURL('**/hi/update-information');
    await page.getByLabel(hi.auth.details.name).fill('अनन्या अय्यर');
    await page.getByLabel(hi.auth.details.email).fill(`ananya.${mobile}@example.com`);
    await page.getByRole('button', { name: hi.auth.details.save }).click();
    await page.waitForURL((url) => url.pathname === '/hi/');

    const [product] = await inStockProducts(shop.baseURL);
    if (!product) throw new Error('the demo shop has nothing in stock');
    await addToCart(page, product);
    await page.goto('/hi/cart');
    const summary = page.locator('[data-cart-summary]');
    const updates = summary.getByRole('checkbox', { name: CONSENT_WORDING.WHATSAPP_UPDATES.hi });
    expect(await updates.isChecked()).toBe(false);
    await updates.check();
    await summary.getByRole('button', { name: hi.cart.summary.proceed }).click();
    const frame = await fillSandbox(page, mobile);
    const paid = page.waitForResponse((response) => response.url().includes('/verify-payment-signature'));
    await frame.getByRole('button', { name: /^Pay ₹/ }).click();
    paidOrder = ((await (await paid).json()) as { body: Order }).body;
    await page.waitForURL('**/hi/thank-you');
  });

  it('the order and the courier’s news arrive in the sandbox inbox, in Hindi', async () => {
    await awaitMessage(hindiMessage('ORDER_PAID', paidOrder.orderId));
    expect(await shopMessages().first().getAttribute('lang')).toBe('hi');

    // The owner packs the order and books the courier; the sandbox courier picks the parcel up.
    for (const to of ['CONFIRMED', 'PACKED']) {
      const moved = await ownerApi('POST', `/admin/orders/${paidOrder._id}/transitions`, { to });
      expect(moved.status, moved.message).toBe(200);
    }
    const booked = await ownerApi<AdminOrder>('POST', `/admin/orders/${paidOrder._id}/shipment`, {});
    expect(booked.status, booked.message).toBe(200);
    awb = booked.body.shipment?.awb ?? '';
    await advanceParcel(awb, 'PICKED_UP', shop.baseURL);
    await awaitMessage(hindiMessage('ORDER_SHIPPED', paidOrder.orderId));
  });

  it('a COD order placed on the storefront is confirmed with one tap in the inbox', async () => {
    const { page } = shopper;
    const products = await inStockProducts(shop.baseURL);
    const product = products.find((candidate) => {
      const line = cartLine(candidate);
      const price = line.salePrice ?? line.mrp;
      return (
        price >= DEFAULT_PAYMENT_SETTINGS.codMinimumPaise &&
        price <= DEFAULT_PAYMENT_SETTINGS.codMaximumPaise / 2
      );
    });
    if (!product) throw new Error('the demo shop has no product priced for a one-item COD order');
    await addToCart(page, product);
    await page.goto('/hi/cart');
    const pincode = '411001';
    const widget = page.locator('main [data-delivery-estimate]');
    await widget.getByLabel(hi.delivery.label).fill(pincode);
    await widget.getByLabel(hi.delivery.label).press('Enter');
    const fee = formatINR(DEFAULT_PAYMENT_SETTINGS.codFeePaise, 'hi');
    const choice = page.locator('main [data-payment-choice]');
    await choice.getByRole('radio', { name: hi.cod.choice.codWithFee.replace('{{fee}}', fee) }).check();
    await page.getByRole('button', { name: hi.cod.choice.continueCod }).click();
    await page.waitForURL('**/hi/checkout/cod');

    const form = page.locator('[data-cod-form]');
    const address = form.locator('[data-new-address]');
    // The saved addresses load after the page: the choice (saved ones, or the new address form) shows once they have.
    await form.locator('[data-address-choice]').waitFor();
    if (await address.isVisible()) {
      await address.getByLabel(hi.cod.checkout.address.name).fill('अनन्या अय्यर');
      await address.getByLabel(hi.cod.checkout.address.line1).fill('14 FC Road, Shivajinagar');
      await address.getByLabel(hi.cod.checkout.address.city).fill('Pune');
      await address.getByLabel(hi.cod.checkout.address.state).selectOption('Maharashtra');
      await address.getByLabel(hi.cod.checkout.address.zipcode).fill(pincode);
    }
    const placed = page.waitForResponse((response) => response.url().endsWith('/api/v1/orders/cod'));
    await form.getByRole('button', { name: hi.cod.checkout.place }).click();
    codOrder = ((await (await placed).json()) as { body: Order }).body;
    await page.waitForURL('**/hi/thank-you');

    const confirm = WHATSAPP_TEMPLATES.COD_CONFIRM.buttons[0]?.label.hi ?? '';
    const message = await awaitMessage(hindiMessage('COD_CONFIRM', codOrder.orderId));
    // Its buttons answer once WhatsApp has delivered it to the phone, as on a real phone.
    const tap = message.getByRole('button', { name: confirm });
    await eventually(async () => {
      await phone.reload();
      return tap.isEnabled();
    }).toBe(true);
    await tap.click();
    await phone.waitForURL(`**/sandbox/whatsapp/${mobile}**`);
    await chat().locator('li.bubble.person').filter({ hasText: confirm }).waitFor();
    await eventually(
      async () => (await ownerApi<AdminOrder>('GET', `/admin/orders/${codOrder._id}`)).body.codConfirmedAt,
    ).not.toBeNull();
  });

  it('after a STOP reply the shop sends nothing more on WhatsApp: the next update goes by SMS', async () => {
    await phone.getByRole('textbox', { name: /^Message to/ }).fill('STOP');
    await phone.getByRole('button', { name: 'Send', exact: true }).click();
    await awaitMessage(hindiMessage('WHATSAPP_STOPPED'));
    const before = await shopMessages().count();

    await advanceParcel(awb, 'OUT_FOR_DELIVERY', shop.baseURL);
    // The update is raised once, on the phone's channel of the moment: once its SMS is written, no WhatsApp
    // message of it can follow.
    await eventually(async () =>
      (await orderSmsTexts()).some((text) => text.includes(paidOrder.orderId)),
    ).toBe(true);
    await phone.goto(`/sandbox/whatsapp/${mobile}`);
    expect(await shopMessages().count()).toBe(before);
    await shopMessages()
      .last()
      .filter({ hasText: hindiMessage('WHATSAPP_STOPPED') })
      .waitFor();
  });

  it('with offers turned on again, a cart left for an hour is reminded, and its link finds the cart elsewhere', async () => {
    const { page } = shopper;
    await page.goto('/hi/user/account-details');
    const choices = page.locator('[data-whatsapp-choices]');
    await choices.getByRole('checkbox', { name: CONSENT_WORDING.WHATSAPP_MARKETING.hi }).check();
    await choices.getByRole('button', { name: hi.account.whatsapp.save }).click();
    await choices.getByRole('status').getByText(hi.account.whatsapp.saved).waitFor();

    const [, left] = await inStockProducts(shop.baseURL);
    if (!left) throw new Error('the demo shop has too few products in stock');
    const kept = page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/cart') && response.request().method() === 'PUT',
    );
    await addToCart(page, left);
    expect((await kept).status()).toBe(200);

    // An hour later, on the first run of the reminders' schedule (every five minutes) after it.
    const fiveMinutes = 5 * 60_000;
    const hourLater = clock.now().getTime() + 60 * 60_000;
    await clock.set(new Date(Math.ceil(hourLater / fiveMinutes) * fiveMinutes + 1_000));
    // pg-boss looks at its schedules every 30 seconds, then hands the run to a worker: up to about 45 s.
    const reminder = await awaitMessage(hindiMessage('CART_REMINDER', 'अनन्या'), 60_000);
    const link = /https?:\/\/\S+\/cart\/restore\?token=[\w.-]+/.exec(
      (await reminder.textContent()) ?? '',
    )?.[0];
    if (!link) throw new Error('the reminder has no restore link');

    // Another browser: nothing stored, no login.
    const elsewhere = await openPage(WIDTHS.desktop, shop.baseURL);
    await elsewhere.page.goto(link);
    await elsewhere.page.waitForURL((url) => url.pathname === '/cart');
    await elsewhere.page.getByRole('link', { name: left.name, exact: true }).first().waitFor();
    await elsewhere.context.close();
  });

  it('a shopper waiting for a sold-out size is told on WhatsApp when the owner restocks it', async () => {
    const listed = await api<ProductSummary[]>(
      'GET',
      '/products?limit=0',
      undefined,
      undefined,
      shop.baseURL,
    );
    const soldOut = (await withDetails(listed.body, shop.baseURL)).find((product) => product.outOfStock);
    if (!soldOut) throw new Error('the demo shop has no sold-out product');
    const { page } = shopper;
    await page.goto(`/hi/product/${soldOut.slug}`);
    await page.getByRole('button', { name: hi.product.backInStock.notifyMe }).click();
    await page.getByText(hi.product.backInStock.waiting, { exact: true }).waitFor();

    const owner = await openPage(WIDTHS.desktop, shop.baseURL);
    await seedToken(owner.page, adminToken);
    await owner.page.goto(`/admin/products/${soldOut._id}`);
    await adminSettled(owner.page);
    for (const stock of await owner.page.getByLabel(/^Stock\b/).all()) await stock.fill('5');
    await owner.page.getByRole('button', { name: 'Save product' }).click();
    await owner.page.getByText('Product saved').waitFor();
    await awaitMessage(hindiMessage('BACK_IN_STOCK'));
    for (const [name, width] of Object.entries(WIDTHS)) {
      await phone.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await screenshot(phone, `whatsapp-inbox-hi-${name}`);
    }

    // The owner finds every message of the journey in the message log.
    await owner.page.goto('/admin/messages-log');
    await adminSettled(owner.page);
    const search = owner.page.getByRole('searchbox', { name: 'Mobile number' });
    await search.fill(mobile);
    await search.press('Enter');
    await owner.page.waitForURL(`**/admin/messages-log?mobile=${mobile}**`);
    await adminSettled(owner.page);
    const rows = owner.page.getByRole('region', { name: 'Messages to shoppers' }).getByRole('row');
    for (const [label, channel] of [
      ['Order confirmation', 'WhatsApp'],
      ['Shipped', 'WhatsApp'],
      ['COD confirmation link', 'WhatsApp'],
      ['WhatsApp stopped', 'WhatsApp'],
      ['Out for delivery', 'SMS'],
      ['Cart reminder', 'WhatsApp'],
      ['Back in stock', 'WhatsApp'],
    ] as const) {
      await rows.filter({ hasText: label }).filter({ hasText: channel }).first().waitFor();
    }
    await owner.context.close();
    expect(shopper.errors).toEqual([]);
  });
});

/** Adds a product's default size on its Hindi page, as the shopper would. */
async function addToCart(page: Page, product: Product) {
  await page.goto(`/hi/product/${product.slug}`);
  await page.getByRole('button', { name: hi.product.purchase.addToCart }).click();
  await page.getByRole('dialog').getByRole('button', { name: hi.cart.drawer.close }).click();
}
