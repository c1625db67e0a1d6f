import { formatINR, type Product } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MOBILE } from './shop-settings.ts';
import {
  closeBrowser,
  eventually,
  inStockProducts,
  lastOtp,
  launchBrowser,
  openPage,
  WIDTHS,
} from './support.ts';

beforeAll(launchBrowser);
afterAll(closeBrowser);

describe('back office: catalog', () => {
  it('an admin changes a price and the storefront listing shows it', async () => {
    const product = (await inStockProducts()).find((p) => p.baseSalePrice !== null) as Product;
    const newSale = product.baseMrp - 1100; // a price no product starts with: MRP less ₹11
    const { page, context, errors } = await openPage(WIDTHS.desktop);

    await page.goto('/login?next=/admin/products');
    await page.getByLabel('Mobile').fill(ADMIN_MOBILE);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.waitForURL('**/verify-account');
    await page.getByLabel('OTP').fill(await lastOtp(ADMIN_MOBILE));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/admin/products');

    await page.getByLabel('Name or SKU').fill(product.name);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: product.name }).click();
    await page.waitForURL(`**/admin/products/${product._id}`);
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
});
