import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../apps/web/app/i18n/messages/en/index.ts';
import hi from '../apps/web/app/i18n/messages/hi/index.ts';
import type { Product } from '../apps/web/app/lib/types.ts';
import {
  closeBrowser,
  inStockProducts,
  launchBrowser,
  openPage,
  seriousA11yViolations,
  WIDTHS,
} from './support.ts';

// docs/product.md#delivery-dates, against the default sandbox aggregator: PIN codes starting with 9 are not
// served, the others get a date counted from the warehouse in Udaipur.
let product: Product;
beforeAll(async () => {
  await launchBrowser();
  const found = (await inStockProducts())[0];
  if (!found) throw new Error('The demo shop has no product in stock');
  product = found;
});
afterAll(closeBrowser);

/** Screenshots for a person to look at, outside the repository. */
const SHOTS = process.env.DELIVERY_SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  await page.locator('main [data-delivery-estimate]').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

async function checkPincode(page: Page, texts: typeof en.delivery, pincode: string) {
  const widget = page.locator('main [data-delivery-estimate]');
  await widget.getByLabel(texts.label).fill(pincode);
  // Enter submits: the form is usable without a pointer.
  await widget.getByLabel(texts.label).press('Enter');
  await widget.getByText(texts.deliverTo.replace('{{pincode}}', pincode), { exact: true }).waitFor();
  return widget;
}

describe('delivery date by PIN code', () => {
  for (const [language, texts, prefix] of [
    ['en', en.delivery, ''],
    ['hi', hi.delivery, '/hi'],
  ] as const) {
    for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
      it(`on a product page (${language}, ${width} px): a date for a served PIN code, a refusal for another`, async () => {
        const { page, context, errors } = await openPage(width);
        await page.goto(`${prefix}/product/${product.slug}`);
        const widget = page.locator('main [data-delivery-estimate]');
        await widget.getByLabel(texts.label).waitFor();
        await shot(page, `product-ask-${language}-${width}`);

        await widget.getByLabel(texts.label).fill('4110');
        await widget.getByLabel(texts.label).press('Enter');
        await widget.getByText(texts.invalid).waitFor();

        await checkPincode(page, texts, '411001');
        const by = texts.deliveryBy.split('{{date}}').filter(Boolean)[0]?.trim() ?? '';
        await widget.getByText(by, { exact: false }).waitFor();
        await shot(page, `product-date-${language}-${width}`);

        await widget
          .getByRole('button', { name: texts.changeLabel.replace('{{pincode}}', '411001') })
          .click();
        await checkPincode(page, texts, '999999');
        await widget.getByText(texts.notServed.replace('{{pincode}}', '999999')).waitFor();
        await shot(page, `product-refused-${language}-${width}`);

        expect(await seriousA11yViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }

  it('remembers the PIN code on the device for the drawer and the cart page; the checkout checks the address typed', async () => {
    const { page, context, errors } = await openPage(WIDTHS.mobile);
    await page.goto(`/product/${product.slug}`);
    await checkPincode(page, en.delivery, '560001');
    await page.getByRole('button', { name: en.product.purchase.addToCart }).click();
    const inDrawer = page.locator('dialog[open] [data-delivery-estimate]');
    await inDrawer.getByText('Delivering to 560001').waitFor();
    await inDrawer.getByText(/^Delivery by /).waitFor();
    if (SHOTS) {
      // The drawer slides in: a picture taken mid-way shows half of it.
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      await page.screenshot({ path: path.join(SHOTS, 'drawer-en-390.png') });
    }
    await page.keyboard.press('Escape');
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
    await page.goto('/cart');
    const onCart = page.locator('main [data-delivery-estimate]');
    await onCart.getByText('Delivering to 560001').waitFor();
    await onCart.getByText(/^Delivery by /).waitFor();
    await shot(page, 'cart-page-en-390');

    // The hosted checkout (the sandbox's stand-in for Magic Checkout) checks the PIN code of the address typed.
    await page.getByRole('button', { name: 'Proceed to checkout' }).click();
    const frame = page.frameLocator('iframe[title="Sandbox payment checkout"]');
    await frame.getByLabel('PIN code').fill('999999');
    await frame.getByText('We do not deliver to 999999 yet').waitFor();
    await frame.getByLabel('PIN code').fill('411001');
    await frame.getByText(/^Delivery by /).waitFor();
    if (SHOTS) {
      await frame.locator('#zipcodeMsg').scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, 'checkout-en-390.png') });
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
