import { formatINR, NOT_TRANSLATED, type Product } from '@shop/shared';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseURL,
  closeBrowser,
  eventually,
  inStockProducts,
  launchBrowser,
  loginAsAdmin,
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

    await loginAsAdmin(page);
    await page.goto('/admin/products');

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
    // The photo added above is the product's fourth: its thumbnails still fit a small phone.
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`/product/${product.slug}`);
    expect(await page.getByRole('list', { name: 'Product images' }).getByRole('listitem').count()).toBe(
      before + 1,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an admin creates a product with the form and the shop sells it at the typed price', async () => {
    const category = (await inStockProducts())[0]?.category as Product['category'];
    const slug = `e2e-tulsi-toner-${Date.now()}`;
    const { page, context, errors } = await openPage(WIDTHS.desktop);
    await loginAsAdmin(page);
    await page.goto('/admin/products/new');
    await page.getByRole('heading', { name: 'New product' }).waitFor();
    // The slug first: leaving the name field fills an empty slug from the name.
    await page.getByLabel(/^Slug\b/).fill(slug);
    await page.getByLabel(/^Name\b(?!\s\(Hindi\))/).fill('E2E Tulsi Toner');
    await page
      .getByLabel(/^SKU\b/)
      .first()
      .fill(`E2E-${slug}`);
    await page.getByLabel(/^Category\b/).selectOption(category._id);
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'leaf.png', mimeType: 'image/png', buffer: PNG });
    await eventually(() => page.getByRole('img', { name: /^Gallery 1 of 1/ }).count()).toBe(1);
    await page.getByLabel(/^Size\b/).fill('100 ml');
    await page
      .getByLabel(/^SKU\b/)
      .nth(1)
      .fill(`E2E-${slug}-100`);
    await page.getByLabel(/^MRP\b/).fill('350.5');
    await page.getByLabel(/^Sale\sprice\b/).fill('299.75');
    await page.getByLabel(/^Stock\b/).fill('5');
    // docs/admin.md: a product with three sizes. A row added by mistake and removed leaves the others as typed.
    const sizeRow = async (index: number, title: string, mrp: string) => {
      const row = page.getByRole('group', { name: `Size ${index + 1}` });
      await row.getByLabel(/^Size\b/).fill(title);
      await row.getByLabel(/^SKU\b/).fill(`E2E-${slug}-${title.replace(/\D/g, '')}`);
      await row.getByLabel(/^MRP\b/).fill(mrp);
      await row.getByLabel(/^Stock\b/).fill('3');
    };
    await page.getByRole('button', { name: 'Add a size' }).click();
    await sizeRow(1, '50 ml', '150');
    await page.getByRole('button', { name: 'Add a size' }).click();
    await sizeRow(2, '200 ml', '550');
    await page.getByRole('group', { name: 'Size 2' }).getByRole('button', { name: 'Remove size' }).click();
    await eventually(() => page.getByRole('group', { name: /^Size \d$/ }).count()).toBe(2);
    expect(
      await page
        .getByRole('group', { name: 'Size 2' })
        .getByLabel(/^Size\b/)
        .inputValue(),
    ).toBe('200 ml');
    await page.getByRole('button', { name: 'Add a size' }).click();
    await sizeRow(2, '500 ml', '1200');
    await page.getByLabel(/^Short\sdescription\b(?!\s\(Hindi\))/).fill('A calming tulsi toner.');
    await page.getByLabel(/^Description\b(?!\s\(Hindi\))/).fill('Tulsi water for every skin.');
    await page.getByLabel(/^Benefits\b(?!\s\(Hindi\))/).fill('Calms');
    await page.getByLabel(/^How\sto\suse\b(?!\s\(Hindi\))/).fill('Pat on after cleansing');
    // The invoice's HSN code is checked as typed: 4, 6 or 8 digits.
    await page.getByLabel(/^HSN\scode\b/).fill('33049');
    await page.getByRole('button', { name: 'Create product' }).click();
    await page.getByText('HSN code must be 4, 6 or 8 digits').waitFor();
    await page.getByLabel(/^HSN\scode\b/).fill('330499');
    await page.getByLabel(/^GST\srate\b/).selectOption('12');
    await page.getByLabel(/^Low-stock\salert\b/).fill('2');
    await page.getByRole('button', { name: 'Create product' }).click();
    await page.waitForURL(/\/admin\/products\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: /^Edit E2E Tulsi Toner/ }).waitFor();
    expect(await page.getByLabel(/^HSN\scode\b/).inputValue()).toBe('330499');
    expect(await page.getByLabel(/^GST\srate\b/).inputValue()).toBe('12');
    expect(await page.getByLabel(/^Low-stock\salert\b/).inputValue()).toBe('2');
    await screenshot(page, 'admin-product-tax-1280');
    await page.setViewportSize({ width: WIDTHS.mobile, height: 844 });
    await page.getByRole('heading', { name: 'Tax and stock alert' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-product-tax-390');

    await page.goto(`/product/${slug}`);
    await page.getByRole('heading', { level: 1, name: 'E2E Tulsi Toner' }).waitFor();
    await page.locator('main').getByText(formatINR(29975)).first().waitFor();
    const sold = (await (await fetch(`${baseURL()}/api/v1/products/findBySlug/${slug}`)).json()) as {
      body: Product;
    };
    expect(sold.body.sizes.map((size) => [size.title, size.mrp])).toEqual([
      ['100 ml', 35050],
      ['200 ml', 55000],
      ['500 ml', 120000],
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an admin writes a product's Hindi name and description, and the form stops marking them untranslated", async () => {
    const [, , product] = await inStockProducts();
    if (!product) throw new Error('the shop has too few products');
    const { page, context, errors } = await openPage(WIDTHS.desktop);
    await loginAsAdmin(page);
    await page.goto(`/admin/products/${product._id}`);
    await settled(page);
    const hindiName = page.getByLabel('Name (Hindi)', { exact: true });
    const hindiDescription = page.getByLabel('Description (Hindi)', { exact: true });
    const hindiBenefits = page.getByLabel('Benefits (Hindi)', { exact: true });
    expect(await hindiName.getAttribute('lang')).toBe('hi');

    // Whatever the demo shop's Hindi holds, start from a product without it.
    for (const field of [hindiName, hindiDescription, hindiBenefits]) await field.fill('');
    await page.getByRole('button', { name: 'Save product' }).click();
    await page.getByText('Product saved').waitFor();
    await page.reload();
    await settled(page);
    for (const field of [hindiName, hindiDescription, hindiBenefits]) {
      expect(await description(field)).toContain(NOT_TRANSLATED);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'admin-product-hindi-1280');
    await page.setViewportSize({ width: WIDTHS.mobile, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      WIDTHS.mobile,
    );
    await screenshot(page, 'admin-product-hindi-390');
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });

    await hindiName.fill('तुलसी टोनर');
    await hindiDescription.fill('हर त्वचा के लिए तुलसी का पानी।');
    // The marker goes as soon as there is Hindi text, and stays where there is none.
    await eventually(() => description(hindiName)).not.toContain(NOT_TRANSLATED);
    expect(await description(hindiDescription)).not.toContain(NOT_TRANSLATED);
    expect(await description(hindiBenefits)).toContain(NOT_TRANSLATED);
    await page.getByRole('button', { name: 'Save product' }).click();
    await page.getByText('Product saved').waitFor();

    await page.reload();
    await settled(page);
    expect(await hindiName.inputValue()).toBe('तुलसी टोनर');
    expect(await description(hindiName)).not.toContain(NOT_TRANSLATED);
    expect(await description(hindiDescription)).not.toContain(NOT_TRANSLATED);
    expect(await description(hindiBenefits)).toContain(NOT_TRANSLATED);

    // The shop answers in Hindi where it is written and in English where it is not.
    const read = async (language: string) =>
      (
        (await (
          await fetch(`${baseURL()}/api/v1/products/findBySlug/${product.slug}`, {
            headers: { 'accept-language': language },
          })
        ).json()) as { body: Product }
      ).body;
    const hindi = await read('hi-IN');
    expect([hindi.name, hindi.description, hindi.benefits]).toEqual([
      'तुलसी टोनर',
      'हर त्वचा के लिए तुलसी का पानी।',
      (await read('en-IN')).benefits,
    ]);
    expect((await read('en-IN')).name).toBe(product.name);

    // The list says the product's Hindi is partial, and finds it by that.
    await page.goto('/admin/products?translation=partial&limit=100');
    await page.getByRole('link', { name: product.name }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a refused value is shown at its field and what was typed stays', async () => {
    const [first, second] = await inStockProducts();
    const { page, context } = await openPage(WIDTHS.desktop);
    await loginAsAdmin(page);
    await page.goto(`/admin/products/${second?._id}`);
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

/** What a screen reader reads with a field: its hint and its error. */
function description(field: Locator): Promise<string> {
  return field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
}

/** The back office dims its page while a loader runs and fades back: colours are checked once it is opaque. */
async function settled(page: Page) {
  await page.waitForFunction(() => {
    const main = document.getElementById('main');
    return main && !main.hasAttribute('aria-busy') && getComputedStyle(main).opacity === '1';
  });
}
