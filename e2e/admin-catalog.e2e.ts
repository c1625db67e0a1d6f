import { formatINR, type Product } from '@shop/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MOBILE } from './shop-settings.ts';
import {
  closeBrowser,
  eventually,
  inStockProducts,
  lastOtp,
  launchBrowser,
  openPage,
  screenshot,
  seriousA11yViolations,
  WIDTHS,
} from './support.ts';

/** A 1 × 1 PNG, as a browser would send a chosen file. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(launchBrowser);
afterAll(closeBrowser);

describe('back office: catalog', () => {
  it('an admin changes a price and the storefront listing shows it', async () => {
    const product = (await inStockProducts()).find((p) => p.baseSalePrice !== null) as Product;
    const newSale = product.baseMrp - 1100; // a price no product starts with: MRP less ₹11
    const { page, context, errors } = await openPage(WIDTHS.desktop);

    await logIn(page, '/admin/products');

    await page.getByLabel('Name or SKU').fill(product.name);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: product.name }).click();
    await page.waitForURL(`**/admin/products/${product._id}`);
    await settled(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'admin-product-edit');

    // An image chosen in the form is uploaded at once and joins the gallery.
    const gallery = page.getByRole('img', { name: /^Gallery \d+ of/ });
    const before = await gallery.count();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'leaf.png', mimeType: 'image/png', buffer: PNG });
    await eventually(() => gallery.count()).toBe(before + 1);

    const base = product.sizes.findIndex((size) => size.isBase);
    const salePrice = page.getByLabel('Sale price', { exact: true }).nth(base);
    await salePrice.fill((newSale / 100).toFixed(2));
    await page.getByRole('button', { name: 'Save product' }).click();
    await page.getByText('Product saved').waitFor();

    await page.goto(`/category/${product.category.slug}`);
    const card = page.getByRole('article').filter({ hasText: product.name }).first();
    const shown = formatINR(newSale);
    await eventually(() => card.textContent()).toContain(shown);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a refused value is shown at its field and what was typed stays', async () => {
    const [first, second] = await inStockProducts();
    const { page, context } = await openPage(WIDTHS.desktop);
    await logIn(page, `/admin/products/${second?._id}`);
    await page.getByLabel('Slug').fill(first?.slug ?? '');
    await page.getByRole('button', { name: 'Save product' }).click();
    await page.getByText('Another product already uses this slug').waitFor();
    expect(await page.getByLabel('Slug').inputValue()).toBe(first?.slug);

    await page.goto('/admin/sub-categories');
    await page.getByRole('button', { name: 'New sub-category' }).click();
    await page.getByRole('dialog').waitFor();
    await settled(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'admin-sub-category-dialog');
    await context.close();
  });
});

/** The back office dims its page while a loader runs and fades back: colours are checked once it is opaque. */
async function settled(page: Page) {
  await page.waitForFunction(() => {
    const main = document.getElementById('main');
    return main && !main.hasAttribute('aria-busy') && getComputedStyle(main).opacity === '1';
  });
}

async function logIn(page: Page, next: string) {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Mobile').fill(ADMIN_MOBILE);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.waitForURL('**/verify-account');
  await page.getByLabel('OTP').fill(await lastOtp(ADMIN_MOBILE));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(`**${next}`);
}
