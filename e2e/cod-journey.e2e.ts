import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type CodPrepayOffer,
  DEFAULT_PAYMENT_SETTINGS,
  formatINR,
  type Language,
  type Order,
  type PaymentSettings,
} from '@shop/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import en from '../apps/web/app/i18n/messages/en/index.ts';
import hi from '../apps/web/app/i18n/messages/hi/index.ts';
import type { CartItem } from '../apps/web/app/lib/session/session-store.ts';
import type { Product } from '../apps/web/app/lib/types.ts';
import {
  api,
  apiLogin,
  cartLine,
  closeBrowser,
  eventually,
  fillSandbox,
  freshMobile,
  inStockProducts,
  lastOtp,
  launchBrowser,
  loginAsAdmin,
  openPage,
  seedToken,
  seriousA11yViolations,
  WIDTHS,
} from './support.ts';

// docs/cod.md, in Chromium against the sandboxes: a shopper chooses cash on delivery in the cart, proves the number
// with a login code on the COD checkout, places the order, and confirms it from the link in the SMS; a basket below
// the minimum is refused with the shop's words; the team changes the Payments settings in the back office.

const MESSAGES = { en, hi } as const;
const PREFIX: Record<Language, string> = { en: '', hi: '/hi' };
const PINCODE = '411001';
let product: Product;

beforeAll(async () => {
  await launchBrowser();
  const found = (await inStockProducts()).find((candidate) => {
    const line = cartLine(candidate);
    return (line.salePrice ?? line.mrp) <= DEFAULT_PAYMENT_SETTINGS.codMaximumPaise / 4;
  });
  if (!found) throw new Error('The demo shop has no product in stock cheap enough for a COD basket');
  product = found;
});
afterAll(closeBrowser);

/** Screenshots for a person to look at, outside the repository. */
const SHOTS = process.env.COD_SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** A cart of `product` worth at least the COD minimum, as the storefront stores it. */
function codBasket(): CartItem[] {
  const line = cartLine(product);
  const price = line.salePrice ?? line.mrp;
  return [{ ...line, quantity: Math.max(1, Math.ceil(DEFAULT_PAYMENT_SETTINGS.codMinimumPaise / price)) }];
}

/** A guest's tab with a cart in it (docs/product.md#browser-storage), set once before any page script runs. */
async function seedCart(page: Page, cart: CartItem[]) {
  await page.addInitScript(
    (value: string) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('user', value);
        sessionStorage.setItem('seeded', '1');
      }
    },
    JSON.stringify({ token: null, cart, bundleCart: [], shouldCartOpen: false }),
  );
}

/** The confirmation link of the last COD message texted to a number: the path and query, on this shop. */
async function confirmationLink(mobile: string): Promise<string> {
  const outbox = path.join(inject('shopDataDir'), 'outbox', 'sms.jsonl');
  const text = await readFile(outbox, 'utf8').catch(() => '');
  const link = text
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; text: string })
    .filter((line) => line.to.endsWith(mobile))
    .map((line) => /https?:\/\/\S+\/cod\/confirm\?token=[A-Za-z0-9_-]+/.exec(line.text)?.[0])
    .filter(Boolean)
    .at(-1);
  if (!link) throw new Error(`No COD confirmation was texted to ${mobile}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

async function checkPincode(page: Page, language: Language) {
  const texts = MESSAGES[language].delivery;
  const widget = page.locator('main [data-delivery-estimate]');
  await widget.getByLabel(texts.label).fill(PINCODE);
  await widget.getByLabel(texts.label).press('Enter');
  await widget.getByText(texts.deliverTo.replace('{{pincode}}', PINCODE), { exact: true }).waitFor();
}

const fill = (template: string, values: Record<string, string>) =>
  Object.entries(values).reduce((text, [key, value]) => text.replaceAll(`{{${key}}}`, value), template);

describe('cash on delivery, from the cart to the confirmed order', () => {
  for (const language of ['en', 'hi'] as const) {
    for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
      it(`${language} at ${width} px: offered with its fee and saving, placed after the login code, confirmed from the SMS`, async () => {
        const cod = MESSAGES[language].cod;
        const money = (paise: number) => formatINR(paise, language);
        const fee = money(DEFAULT_PAYMENT_SETTINGS.codFeePaise);
        const mobile = freshMobile('6');
        const { page, context, errors } = await openPage(width);
        await seedCart(page, codBasket());
        await page.goto(`${PREFIX[language]}/cart`);

        // No PIN code yet: COD says how to find out.
        const choice = page.locator('main [data-payment-choice]');
        await choice.getByText(cod.choice.needPincode).waitFor();
        await checkPincode(page, language);

        // Offered, with its fee, and what paying online saves.
        const codOption = choice.getByRole('radio', { name: fill(cod.choice.codWithFee, { fee }) });
        await codOption.waitFor();
        await choice.locator('[data-online-saving]').waitFor();
        expect(await choice.locator('[data-online-saving]').textContent()).toContain(
          cod.choice.onlineSaving.split('{{amount}}')[0]?.trim() ?? '',
        );
        expect(await choice.getByRole('radio', { name: cod.choice.online }).isChecked()).toBe(true);
        await choice.locator('[data-pay-cod]').scrollIntoViewIfNeeded();
        await shot(page, `cart-choice-${language}-${width}`);

        // Chosen from the keyboard: the fee joins the totals and the button leads to the COD checkout.
        await choice.getByRole('radio', { name: cod.choice.online }).focus();
        await page.keyboard.press('ArrowDown');
        expect(await codOption.isChecked()).toBe(true);
        expect(await page.locator('main [data-cart-summary] [data-cod-fee]').textContent()).toBe(fee);
        await shot(page, `cart-cod-chosen-${language}-${width}`);
        // The drawer offers the same choice, already COD, with its own way on.
        await page
          .locator('header')
          .getByRole('button', { name: /^(Open cart|कार्ट)/ })
          .first()
          .click();
        const drawer = page.locator('dialog[open]');
        expect(
          await drawer
            .locator('[data-payment-choice]')
            .getByRole('radio', { name: fill(cod.choice.codWithFee, { fee }) })
            .isChecked(),
        ).toBe(true);
        await drawer.getByRole('button', { name: cod.choice.continueCod }).waitFor();
        if (SHOTS) {
          await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
          await page.screenshot({ path: path.join(SHOTS, `drawer-${language}-${width}.png`) });
        }
        await page.keyboard.press('Escape');
        await drawer.waitFor({ state: 'detached' });
        expect(await seriousA11yViolations(page)).toEqual([]);
        await page.getByRole('button', { name: cod.choice.continueCod }).click();
        await page.waitForURL(`**${PREFIX[language]}/checkout/cod`);

        // The number, proven by the login code on the same page.
        const verify = page.locator('[data-verify-mobile]');
        await verify.getByLabel(cod.checkout.verify.mobile).fill(mobile);
        await verify.getByRole('button', { name: cod.checkout.verify.send }).click();
        const code = page.locator('[data-verify-code]');
        await code.getByLabel(cod.checkout.verify.code).waitFor();
        await code.getByLabel(cod.checkout.verify.code).fill(await lastOtp(mobile));
        await code.getByRole('button', { name: cod.checkout.verify.verify }).click();
        await page.locator('[data-verified]').getByText(mobile.slice(5)).waitFor();

        // A new number has no saved address: the checkout's own address form.
        const form = page.locator('[data-cod-form]');
        const address = form.locator('[data-new-address]');
        await address.getByLabel(cod.checkout.address.name).fill('Asha Kulkarni');
        await address.getByLabel(cod.checkout.address.line1).fill('14 FC Road, Shivajinagar');
        await address.getByLabel(cod.checkout.address.city).fill('Pune');
        await address.getByLabel(cod.checkout.address.state).selectOption('Maharashtra');
        await address.getByLabel(cod.checkout.address.zipcode).fill(PINCODE);
        await form.getByLabel(cod.checkout.contact.name, { exact: true }).fill('Asha Kulkarni');
        await form.getByLabel(cod.checkout.contact.email).fill(`asha.${mobile}@example.com`);
        const summary = page.locator('[data-cod-summary]');
        await eventually(() => summary.locator('[data-cod-fee]').textContent()).toBe(fee);
        await summary.locator('[data-save-online]').waitFor();
        const total = (await summary.locator('[data-order-total]').textContent()) ?? '';
        await shot(page, `checkout-${language}-${width}`);
        expect(await seriousA11yViolations(page)).toEqual([]);

        await form.getByRole('button', { name: cod.checkout.place }).click();
        await page.waitForURL(`**${PREFIX[language]}/thank-you`);
        const heading = page.locator('[data-thank-you="cod"]');
        await heading.waitFor();
        expect(await heading.textContent()).toBe(fill(cod.thankYou.heading, { amount: total }));
        expect(await page.locator('[data-cod-confirm-note]').textContent()).toContain(
          `+91 ${mobile.slice(0, 2)}•••`,
        );
        // The cart is emptied once the order is placed.
        expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').cart)).toEqual([]);
        await shot(page, `thank-you-${language}-${width}`);

        // The SMS's link, in the shopper's language: one tap confirms.
        await eventually(() => confirmationLink(mobile).catch(() => '')).toContain('/cod/confirm');
        const confirmPath = await confirmationLink(mobile);
        expect(confirmPath.startsWith(`${PREFIX[language]}/cod/confirm?token=`)).toBe(true);
        await page.goto(confirmPath);
        await page.getByRole('button', { name: cod.confirm.confirm }).waitFor();
        await shot(page, `confirm-${language}-${width}`);
        await page.getByRole('button', { name: cod.confirm.confirm }).click();
        await page.locator('main[data-cod-outcome="confirmed"]').waitFor();
        expect(await page.locator('main h1').textContent()).toMatch(
          new RegExp(fill(cod.confirm.confirmedHeading, { orderId: '.+' })),
        );
        await shot(page, `confirmed-${language}-${width}`);
        expect(await seriousA11yViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
        await context.close();
      }, 150_000);
    }
  }

  it('refuses a basket below the minimum with the shop’s words, in English and Hindi', async () => {
    const line = cartLine(product);
    const price = line.salePrice ?? line.mrp;
    // The minimum just above one unit: the shop's refusal, whatever the demo's prices.
    const adminToken = inject('adminToken');
    const before = await api<PaymentSettings>('GET', '/admin/settings/payments', undefined, adminToken);
    const raised = await api<PaymentSettings>(
      'PATCH',
      '/admin/settings/payments',
      { codMinimumPaise: price + 100, codMaximumPaise: Math.max(before.body.codMaximumPaise, price + 100) },
      adminToken,
    );
    expect(raised.status, raised.message).toBe(200);
    try {
      for (const language of ['en', 'hi'] as const) {
        const { page, context, errors } = await openPage(WIDTHS.mobile);
        await seedCart(page, [{ ...line, quantity: 1 }]);
        await page.addInitScript((pincode) => localStorage.setItem('deliveryPincode', pincode), PINCODE);
        await page.goto(`${PREFIX[language]}/cart`);
        const choice = page.locator('main [data-payment-choice]');
        const note = choice.locator('[data-cod-note="ready"]');
        await note.waitFor();
        const minimum = formatINR(price + 100, language);
        expect(await note.textContent()).toContain(minimum);
        expect(
          await choice.getByRole('radio', { name: MESSAGES[language].cod.choice.cod }).isDisabled(),
        ).toBe(true);
        await shot(page, `cart-refused-${language}-390`);
        expect(errors).toEqual([]);
        await context.close();
      }
    } finally {
      await api('PATCH', '/admin/settings/payments', before.body, adminToken);
    }
  }, 120_000);

  it('shows a COD order in the account and lets the team find it by payment and risk and confirm it after a call', async () => {
    const mobile = freshMobile('6');
    const token = await apiLogin(mobile, { name: 'Ravi Deshpande', email: `ravi.${mobile}@example.com` });
    const line = codBasket()[0] as CartItem;
    const placed = await api<Order>(
      'POST',
      '/orders/cod',
      {
        products: [
          {
            product: line._id,
            qty: line.quantity,
            ...(line.isBase ? { baseSize: line.size._id } : { size: line.size._id }),
          },
        ],
        name: 'Ravi Deshpande',
        email: `ravi.${mobile}@example.com`,
        shippingAddress: {
          name: 'Ravi Deshpande',
          line1: '7 Baner Road',
          line2: '',
          city: 'Pune',
          state: 'Maharashtra',
          zipcode: PINCODE,
        },
      },
      token,
    );
    expect(placed.status, placed.message).toBe(200);
    const order = placed.body;

    // The shopper's order page: cash on delivery, its fee, and the confirmation it waits for.
    const shopper = await openPage(WIDTHS.mobile);
    await seedToken(shopper.page, token);
    await shopper.page.goto(`/user/my-orders/${order._id}`);
    const payment = shopper.page.locator('[data-order-payment]');
    await payment.getByText(en.cod.account.method, { exact: true }).first().waitFor();
    expect(await payment.locator('[data-cod-fee]').textContent()).toBe(
      formatINR(DEFAULT_PAYMENT_SETTINGS.codFeePaise),
    );
    await payment.locator('[data-cod-waiting]').getByText(en.cod.account.waiting).waitFor();
    await shot(shopper.page, 'account-order-en-390');
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();

    // The back office lists it among COD orders, with its risk, and filters by that risk.
    const { page, context, errors } = await openPage(WIDTHS.desktop);
    try {
      await loginAsAdmin(page);
      await page.goto('/admin/orders?paymentMethod=COD');
      const row = page.getByRole('row').filter({ hasText: order.orderId });
      await row.locator('[data-cod-marker]').waitFor();
      const level = await row.locator('[data-risk]').getAttribute('data-risk');
      expect(['low', 'medium', 'high']).toContain(level);
      await page.goto(`/admin/orders?paymentMethod=COD&risk=${level}`);
      await page.getByRole('row').filter({ hasText: order.orderId }).waitFor();
      await page.goto('/admin/orders?paymentMethod=ONLINE');
      await page.getByText('No orders match.').or(page.getByRole('row').nth(1)).first().waitFor();
      expect(await page.getByRole('row').filter({ hasText: order.orderId }).count()).toBe(0);

      // Its page: the COD card, and the team's confirmation after a call, with a note.
      await page.goto(`/admin/orders/${order._id}`);
      const card = page.getByRole('region', { name: 'Cash on delivery' });
      await card.getByText('Not confirmed yet').waitFor();
      await shot(page, 'admin-order-cod-1280');
      const confirm = page.locator('[data-cod-team-confirm]');
      await confirm.getByRole('button', { name: 'Confirm order' }).click();
      await confirm.getByText(/^Note is required/).waitFor();
      await confirm.getByLabel('Note').fill('Called the shopper: the order is theirs, deliver after 5 pm');
      await confirm.getByRole('button', { name: 'Confirm order' }).click();
      await card.getByText(/^By the team, after a call/).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('lets the admin change the Payments settings, with blocked PIN codes imported from a CSV', async () => {
    const adminToken = inject('adminToken');
    const before = await api<PaymentSettings>('GET', '/admin/settings/payments', undefined, adminToken);
    const { page, context, errors } = await openPage(WIDTHS.desktop);
    try {
      await loginAsAdmin(page);
      await page.goto('/admin/settings');
      const section = page.locator('[data-payment-settings]');
      await section.getByRole('heading', { name: 'Payments' }).waitFor();
      await section.getByLabel('COD fee (₹)').fill('59');
      await section.locator('[data-import-pincodes]').setInputFiles({
        name: 'rto-pincodes.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('pincode,city\n560001,Bengaluru\n110001,Delhi\n560001,Bengaluru again\n'),
      });
      await section
        .locator('[data-import-result]')
        .getByText(/^2 PIN codes added/)
        .waitFor();
      await section.locator('[data-import-result]').scrollIntoViewIfNeeded();
      await shot(page, 'admin-payments-1280');
      // A refused value keeps what was typed, with the reason at the field.
      await section.getByLabel('Maximum order (₹)').fill('10');
      await section.getByRole('button', { name: 'Save payments' }).click();
      await section.getByText('COD maximum order must be at least the minimum').waitFor();
      expect(await section.getByLabel('COD fee (₹)').inputValue()).toBe('59');
      await section.getByLabel('Maximum order (₹)').fill('5000');
      await section.getByRole('button', { name: 'Save payments' }).click();
      await eventually(async () => {
        const saved = await api<PaymentSettings>('GET', '/admin/settings/payments', undefined, adminToken);
        return { fee: saved.body.codFeePaise, blocked: saved.body.codBlockedPincodes };
      }).toEqual({ fee: 5_900, blocked: expect.arrayContaining(['110001', '560001']) });
      expect(errors).toEqual([]);
    } finally {
      await api('PATCH', '/admin/settings/payments', before.body, adminToken);
      await context.close();
    }
  }, 120_000);
});

describe('paying a COD order online instead (docs/cod.md#paying-online-instead)', () => {
  for (const language of ['en', 'hi'] as const) {
    it(`${language} at 390 px: the thank-you page's "Pay now and save" opens the gateway, and the order shows paid`, async () => {
      const cod = MESSAGES[language].cod;
      const money = (paise: number) => formatINR(paise, language);
      const mobile = freshMobile('7');
      const token = await apiLogin(mobile, { name: 'Meera Joshi', email: `meera.${mobile}@example.com` });
      const line = codBasket()[0] as CartItem;
      const placed = await api<Order & { codOffer: CodPrepayOffer }>(
        'POST',
        '/orders/cod',
        {
          products: [
            {
              product: line._id,
              qty: line.quantity,
              ...(line.isBase ? { baseSize: line.size._id } : { size: line.size._id }),
            },
          ],
          name: 'Meera Joshi',
          email: `meera.${mobile}@example.com`,
          shippingAddress: {
            name: 'Meera Joshi',
            line1: '3 Baner Road',
            line2: '',
            city: 'Pune',
            state: 'Maharashtra',
            zipcode: PINCODE,
          },
        },
        token,
      );
      expect(placed.status).toBe(200);
      const order = placed.body;
      const payNow = order.codOffer.payNow;
      if (!payNow) throw new Error('A COD order just placed offers paying now');

      // The thank-you page as the COD checkout leaves it: its navigation state, which a reload keeps.
      const { page, context, errors } = await openPage(WIDTHS.mobile);
      await seedToken(page, token);
      await page.goto(`${PREFIX[language]}/`);
      await page.evaluate(
        ({ state, url }) => window.history.replaceState({ usr: state, key: 'cod', idx: 0 }, '', url),
        {
          url: `${PREFIX[language]}/thank-you`,
          state: {
            _id: order._id,
            orderId: order.orderId,
            skus: [],
            amount: '',
            amountPaise: order.totalAmount,
            cod: { mobile: order.user.mobile, offer: order.codOffer },
          },
        },
      );
      await page.reload();
      await page.locator('[data-thank-you="cod"]').waitFor();
      // The window in words from the order's answer.
      expect(await page.locator('[data-cod-confirm-note]').textContent()).toContain(
        String(order.codOffer.confirmWithinHours),
      );
      const button = page.getByRole('button', {
        name: fill(cod.payNow.button, {
          amount: money(payNow.amountPaise),
          saving: money(payNow.savingPaise),
        }),
      });
      await button.waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      if (SHOTS)
        await page.screenshot({ path: path.join(SHOTS, `prepay-offer-${language}.png`), fullPage: true });

      await button.click();
      const frame = await fillSandbox(page, mobile);
      await frame.getByRole('button', { name: /^Pay ₹/ }).click();
      const paid = page.locator('[data-cod-paid]');
      await paid.waitFor();
      expect(await paid.textContent()).toBe(
        fill(cod.thankYou.paidText, { amount: money(payNow.amountPaise) }),
      );
      if (SHOTS)
        await page.screenshot({ path: path.join(SHOTS, `prepay-paid-${language}.png`), fullPage: true });

      const [mine] = (await api<Order[]>('GET', '/orders/userOrders', undefined, token)).body.filter(
        (own) => own._id === order._id,
      );
      expect(mine).toMatchObject({ paymentStatus: 'PAID', codFeePaise: 0, totalAmount: payNow.amountPaise });
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
