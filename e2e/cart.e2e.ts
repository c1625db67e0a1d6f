import { bundleTotals, cartTotals, formatINR, shownPrice } from '@shop/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartItem } from '../apps/web/app/lib/session/session-store.ts';
import type { Category, Product, ProductSummary } from '../apps/web/app/lib/types.ts';
import {
  baseURL,
  closeBrowser,
  eventually,
  launchBrowser,
  openPage,
  screenshot,
  seriousA11yViolations,
  WIDTHS,
  withDetails,
} from './support.ts';

let bundleProducts: Product[] = [];
let bundleCategories: Category[] = [];

async function api<T>(path: string): Promise<{ body: T; totalPages?: number; totalRecords?: number }> {
  const response = await fetch(`${baseURL()}/api/v1${path}`);
  return (await response.json()) as { body: T; totalPages?: number; totalRecords?: number };
}

beforeAll(async () => {
  await launchBrowser();
  // The bundle grid's first page, in the order the page shows it.
  bundleProducts = await withDetails(
    (await api<ProductSummary[]>('/products?page=1&limit=30&status=true&availableForBundle=true')).body,
  );
  bundleCategories = (await api<Category[]>('/categories?availableForBundle=true&limit=0')).body;
});
afterAll(closeBrowser);

/** The item at `index`, failing the test when the demo data has fewer. */
function nth<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`The demo data has no item ${index}`);
  return item;
}

const selectable = (product: Product) =>
  !product.outOfStock && !product.sizes.some((size) => size.isBase && size.outOfStock);

function cartLine(product: Product, quantity = 1, sizeIndex = 0): CartItem {
  const size = product.sizes[sizeIndex] ?? nth(product.sizes, 0);
  return {
    _id: product._id,
    slug: product.slug,
    name: product.name,
    image: product.image,
    quantity,
    mrp: size.mrp,
    salePrice: size.salePrice,
    size: { _id: size._id, title: size.title },
    isBase: size.isBase,
  };
}

/** Writes the saved `user` record before any page script runs (docs/product.md#browser-storage: the session lives under `user`). */
async function seedSession(page: Page, session: { cart?: CartItem[]; bundleCart?: CartItem[] }) {
  const user = { token: null, cart: [], bundleCart: [], shouldCartOpen: false, ...session };
  await page.addInitScript((value: string) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('user', value);
      sessionStorage.setItem('seeded', '1');
    }
  }, JSON.stringify(user));
}

const storedUser = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null')) as Promise<{
    cart: CartItem[];
    bundleCart: CartItem[];
  } | null>;

async function gotoCart(page: Page) {
  await page.goto('/cart');
  // The cart is known only after hydration; until then a skeleton shows.
  await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
}

async function gotoBundle(page: Page, path = '/build-your-bundle') {
  await page.goto(path);
  await page
    .locator('[data-bundle-summary]')
    .getByText(/You Saved \d+%/)
    .waitFor();
}

async function expectCartTotals(page: Page, lines: CartItem[]) {
  const totals = cartTotals(lines);
  await eventually(() => page.locator('[data-subtotal]').textContent()).toBe(formatINR(totals.total));
  await eventually(() => page.locator('[data-order-total]').textContent()).toBe(formatINR(totals.total));
  if (totals.saving > 0)
    await eventually(() => page.locator('[data-saving]').textContent()).toBe(formatINR(totals.saving));
  else await eventually(() => page.locator('[data-saving]').count()).toBe(0);
  const shown = await page.locator('[data-line-total]:visible').allTextContents();
  expect(shown).toEqual(lines.map((line) => formatINR(shownPrice(line) * line.quantity)));
}

async function expectBundleTotals(page: Page, picked: Product[]) {
  const totals = bundleTotals(picked.map((product) => ({ mrp: product.baseMrp, quantity: 1 })));
  const summary = page.locator('[data-bundle-summary]');
  await eventually(() => summary.locator('[data-saved-percent]').textContent()).toBe(
    `You Saved ${totals.percent}%`,
  );
  await eventually(() => summary.locator('[data-bundle-subtotal]').textContent()).toBe(
    formatINR(totals.subtotal),
  );
  await eventually(() => summary.locator('[data-bundle-saving]').textContent()).toBe(
    `- ${formatINR(totals.saving)}`,
  );
  await eventually(() => summary.locator('[data-bundle-total]').textContent()).toBe(formatINR(totals.total));
  await eventually(() =>
    summary.getByText(`${picked.length} ${picked.length === 1 ? 'item' : 'items'} selected`).count(),
  ).toBe(1);
  return totals;
}

describe('cart page', () => {
  it.each(Object.entries(WIDTHS))('shows the empty cart at %s width', async (name, width) => {
    const { page, context, errors } = await openPage(width);
    await gotoCart(page);
    await page.getByRole('heading', { level: 1, name: 'Shopping Cart' }).waitFor();
    await page.getByRole('heading', { name: 'Shopping Cart is Empty' }).waitFor();
    await eventually(() => page.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/');
    await eventually(() => page.getByRole('button', { name: 'Proceed to checkout' }).count()).toBe(0);
    await screenshot(page, `cart-empty-${name}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(Object.entries(WIDTHS))('shows a filled cart with its totals at %s width', async (name, width) => {
    const { page, context, errors } = await openPage(width);
    const lines = [
      cartLine(nth(bundleProducts, 0), 1),
      cartLine(nth(bundleProducts, 1), 2, 1),
      cartLine(nth(bundleProducts, 2), 3),
    ];
    await seedSession(page, { cart: lines });
    await gotoCart(page);
    await eventually(() => page.locator('[data-line]:visible').count()).toBe(3);
    for (const line of lines) {
      const link = page.getByRole('link', { name: line.name, exact: true });
      await eventually(() => link.getAttribute('href')).toBe(`/product/${line.slug}`);
    }
    if (width >= 768) {
      await page.getByRole('table').waitFor();
      await page.getByRole('columnheader', { name: 'Quantity' }).waitFor();
    } else {
      await eventually(() => page.getByRole('table').count()).toBe(0);
    }
    for (const text of ['Cart totals', 'Check delivery date', 'MRP inclusive of all taxes', 'You Saved']) {
      await page.getByText(text, { exact: true }).waitFor();
    }
    // The demo shop's default terms: prepaid orders ship free (docs/shipping.md#charges).
    await eventually(() => page.locator('[data-cart-summary] [data-delivery]').textContent()).toBe('Free');
    await eventually(() => page.locator('[data-cart-summary] [data-delivery-note]').textContent()).toBe(
      'Free delivery on prepaid orders',
    );
    await eventually(() => page.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe(
      '/',
    );
    await page.getByRole('button', { name: 'Proceed to checkout' }).waitFor();
    await expectCartTotals(page, lines);
    await screenshot(page, `cart-filled-${name}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(Object.entries(WIDTHS))(
    'plus, minus (stopping at 1) and remove keep the totals right at %s width',
    async (_name, width) => {
      const { page, context, errors } = await openPage(width);
      const first = cartLine(nth(bundleProducts, 0), 2);
      const second = cartLine(nth(bundleProducts, 3), 1);
      await seedSession(page, { cart: [first, second] });
      await gotoCart(page);
      const label = (line: CartItem) => `${line.name} (${line.size.title})`;
      const quantity = (line: CartItem) =>
        page.locator(`[data-line="${line._id}-${line.size._id}"]:visible [data-quantity]`).textContent();

      await page.getByRole('button', { name: `Increase quantity of ${label(first)}` }).click();
      expect(await quantity(first)).toBe('3');
      await expectCartTotals(page, [{ ...first, quantity: 3 }, second]);

      const minus = page.getByRole('button', { name: `Decrease quantity of ${label(first)}` });
      await minus.click();
      await minus.click();
      expect(await quantity(first)).toBe('1');
      // At 1 the button is aria-disabled (so focus stays on it); pressing it anyway changes nothing.
      await minus.click({ force: true });
      await minus.click({ force: true });
      expect(await quantity(first)).toBe('1');
      await eventually(() => minus.getAttribute('aria-disabled')).toBe('true');
      await expectCartTotals(page, [{ ...first, quantity: 1 }, second]);
      expect((await storedUser(page))?.cart.map((line) => line.quantity)).toEqual([1, 1]);

      await page.getByRole('button', { name: `Remove ${label(second)}` }).click();
      await eventually(() => page.locator('[data-line]:visible').count()).toBe(1);
      await expectCartTotals(page, [{ ...first, quantity: 1 }]);
      expect((await storedUser(page))?.cart).toHaveLength(1);

      await page.getByRole('button', { name: `Remove ${label(first)}` }).click();
      await page.getByRole('heading', { name: 'Shopping Cart is Empty' }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('checks delivery to a PIN code and opens the hosted checkout from Proceed to checkout', async () => {
    const { page, context, errors } = await openPage(WIDTHS.desktop);
    await seedSession(page, { cart: [cartLine(nth(bundleProducts, 0), 1)] });
    await gotoCart(page);
    const pincode = page.getByLabel('Check delivery date');
    const check = page.getByRole('button', { name: 'Check', exact: true });
    await pincode.fill('01234');
    await check.click();
    await page.getByText('Please enter a valid 6-digit PIN code').waitFor();
    await eventually(() => pincode.getAttribute('aria-invalid')).toBe('true');
    await pincode.fill('313001');
    await check.click();
    // The PIN code is remembered and its date shown (e2e/delivery-estimate.e2e.ts covers the widget).
    await page.getByText('Delivering to 313001').waitFor();
    await page.getByText(/^Delivery by /).waitFor();

    await page.getByRole('button', { name: 'Proceed to checkout' }).click();
    const frame = page.frameLocator('iframe[title="Sandbox payment checkout"]');
    await frame.getByRole('button', { name: /^Pay ₹/ }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('bundle builder', () => {
  it.each(Object.entries(WIDTHS))('shows an empty bundle at %s width', async (name, width) => {
    const { page, context, errors } = await openPage(width);
    await gotoBundle(page);
    await page.getByRole('heading', { level: 1, name: 'CREATE YOUR BUNDLE' }).waitFor();
    await page.getByRole('combobox', { name: 'Category' }).waitFor();
    await eventually(() => page.locator('#bundle-category option').first().textContent()).toBe(
      'All Categories',
    );
    await eventually(() => page.locator('[data-bundle-product]').count()).toBe(
      Math.min(30, bundleProducts.length),
    );
    const names = await page.locator('[data-bundle-toggle] [aria-hidden]').allTextContents();
    for (const text of names) expect(text.length).toBeLessThanOrEqual(32);
    expect(names.some((text) => text.endsWith('..'))).toBe(true);
    const summary = page.locator('[data-bundle-summary]');
    await summary.getByText('You Saved 0%').waitFor();
    for (const tier of [
      '3 products',
      '4 products',
      '5 products',
      '6 products',
      '7 products',
      '8+ products',
    ]) {
      await summary.getByRole('rowheader', { name: tier, exact: true }).waitFor();
    }
    for (const percent of [5, 10, 15, 20, 25, 30]) {
      await summary.getByRole('cell', { name: `${percent}% off`, exact: true }).waitFor();
    }
    await summary.getByText('Add 3 more products to save 5%').waitFor();
    await eventually(() => summary.getByRole('button', { name: 'CHECK OUT' }).isDisabled()).toBe(true);
    await page.locator('[data-bundle-bar]').waitFor({ state: width < 1024 ? 'visible' : 'hidden' });
    await page.getByRole('navigation', { name: 'Pagination' }).waitFor();
    await screenshot(page, `bundle-empty-${name}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(Object.entries(WIDTHS))('restores a saved bundle at %s width', async (name, width) => {
    const { page, context, errors } = await openPage(width);
    const picked = bundleProducts.filter(selectable).slice(0, 4);
    await seedSession(page, { bundleCart: picked.map((product) => cartLine(product, 1)) });
    await gotoBundle(page);
    const totals = await expectBundleTotals(page, picked);
    expect(totals.percent).toBe(10);
    for (const product of picked) {
      const button = page.getByRole('button', { name: product.name, exact: true });
      await eventually(() => button.getAttribute('aria-pressed')).toBe('true');
    }
    await page.getByText('Add 1 more product to save 15%').waitFor();
    if (width < 1024) {
      const bar = page.locator('[data-bundle-bar]');
      await bar.waitFor();
      const text = await bar.textContent();
      expect(text).toContain('4 items');
      expect(text).toContain('You Saved 10%');
      expect(text).toContain(formatINR(totals.total));
      await eventually(() => bar.getByRole('button', { name: 'CHECK OUT' }).isEnabled()).toBe(true);
      // The bar must never cover the last content: it rests in the flow once the product list ends.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const barBox = await bar.boundingBox();
      const pagination = await page.getByRole('navigation', { name: 'Pagination' }).boundingBox();
      expect(barBox && pagination && barBox.y >= pagination.y + pagination.height).toBe(true);
    }
    await screenshot(page, `bundle-filled-${name}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('applies no discount to 2 items, 5% to 3 and 30% to 8', async () => {
    const { page, context, errors } = await openPage(WIDTHS.desktop);
    await gotoBundle(page);
    const candidates = bundleProducts.filter(selectable).slice(0, 8);
    expect(candidates).toHaveLength(8);
    const picked: Product[] = [];
    const checkout = page.locator('[data-bundle-summary]').getByRole('button', { name: 'CHECK OUT' });
    for (const product of candidates) {
      const button = page.getByRole('button', { name: product.name, exact: true });
      await button.click();
      await eventually(() => button.getAttribute('aria-pressed')).toBe('true');
      picked.push(product);
      if (picked.length === 2) {
        expect((await expectBundleTotals(page, picked)).percent).toBe(0);
        await eventually(() => checkout.isDisabled()).toBe(true);
      }
      if (picked.length === 3) {
        expect((await expectBundleTotals(page, picked)).percent).toBe(5);
        await eventually(() => checkout.isEnabled()).toBe(true);
      }
    }
    expect((await expectBundleTotals(page, picked)).percent).toBe(30);
    await page.getByText('You have unlocked our best bundle price: 30% off.').waitFor();
    expect((await storedUser(page))?.bundleCart.map((line) => line._id)).toEqual(picked.map((p) => p._id));

    // Deselecting from the grid and from a thumbnail both step the tier down.
    await page.getByRole('button', { name: nth(picked, 7).name, exact: true }).click();
    expect((await expectBundleTotals(page, picked.slice(0, 7))).percent).toBe(25);
    await page.getByRole('button', { name: `Remove ${nth(picked, 6).name} from bundle` }).click();
    expect((await expectBundleTotals(page, picked.slice(0, 6))).percent).toBe(20);

    // The hosted checkout charges the bundle price the server computes: the same tier as the page shows.
    const expected = await expectBundleTotals(page, picked.slice(0, 6));
    await checkout.click();
    const frame = page.frameLocator('iframe[title="Sandbox payment checkout"]');
    const pay = frame.getByRole('button', { name: /^Pay ₹/ });
    await pay.waitFor();
    await eventually(() => pay.textContent()).toBe(`Pay ${formatINR(expected.total)}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps out-of-stock products out of the bundle', async () => {
    const soldOut = bundleProducts.find((product) => !selectable(product));
    expect(soldOut).toBeDefined();
    const { page, context } = await openPage(WIDTHS.desktop);
    await gotoBundle(page);
    const button = page.getByRole('button', { name: `${soldOut?.name} (out of stock)`, exact: true });
    await eventually(() => button.isDisabled()).toBe(true);
    await context.close();
  });

  it('narrows the grid by category, with and without JavaScript', async () => {
    const category = bundleCategories.find((item) => item.slug === 'hair-care') ?? nth(bundleCategories, 0);
    const expected = await api<ProductSummary[]>(
      `/products?page=1&limit=30&status=true&availableForBundle=true&category=${category._id}`,
    );
    const expectedSlugs = expected.body.map((product) => product.slug);
    expect(expectedSlugs.length).toBeLessThan(bundleProducts.length);

    const { page, context, errors } = await openPage(WIDTHS.desktop);
    await gotoBundle(page);
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: category.name });
    await page.waitForURL(`**/build-your-bundle?category=${category._id}`);
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-bundle-product]').length === count,
      expectedSlugs.length,
    );
    const slugs = await page
      .locator('[data-bundle-product]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-bundle-product')));
    expect(slugs).toEqual(expectedSlugs);
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'All Categories' });
    await page.waitForFunction(() => document.querySelectorAll('[data-bundle-product]').length === 30);
    expect(errors).toEqual([]);
    await context.close();

    const browser = await launchBrowser();
    const noScript = await browser.newContext({ baseURL: baseURL(), javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto('/build-your-bundle');
    await plain.getByRole('combobox', { name: 'Category' }).selectOption({ label: category.name });
    await plain.getByRole('button', { name: 'Filter' }).click();
    await plain.waitForURL(`**/build-your-bundle?category=${category._id}`);
    await eventually(() => plain.locator('[data-bundle-product]').count()).toBe(expectedSlugs.length);
    await noScript.close();
  });

  it('pages through the products', async () => {
    const second = await api<ProductSummary[]>(
      '/products?page=2&limit=30&status=true&availableForBundle=true',
    );
    const { page, context, errors } = await openPage(WIDTHS.desktop);
    await gotoBundle(page);
    await page.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL('**/build-your-bundle?page=2');
    await page.locator(`[data-bundle-product="${nth(second.body, 0).slug}"]`).waitFor();
    await eventually(() => page.locator('[data-bundle-product]').count()).toBe(second.body.length);
    await eventually(() => page.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens More info in a modal that Escape closes', async () => {
    const product = nth(bundleProducts, 0);
    const { page, context, errors } = await openPage(WIDTHS.mobile);
    await gotoBundle(page);
    const opener = page.getByRole('button', { name: `More info about ${product.name}` });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: product.name });
    await dialog.waitFor();
    for (const heading of ['Reason to love', 'How to use', 'Benefits']) {
      await dialog.getByRole('heading', { name: heading }).waitFor();
    }
    await dialog.getByText(product.description).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'bundle-more-info-mobile');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await eventually(() => opener.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
