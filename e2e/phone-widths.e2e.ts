import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseURL,
  cartLine,
  closeBrowser,
  inStockProducts,
  lastOtp,
  launchBrowser,
  renderWholePage,
  screenshot,
} from './support.ts';

// Phones shoppers hold: a small Android, an iPhone, a large Android.
const PHONE_WIDTHS = [360, 390, 412] as const;

beforeAll(launchBrowser);
afterAll(closeBrowser);

interface Fixture {
  paths: string[];
  token: string;
  cart: unknown[];
}
let fixture: Fixture;

async function api<T>(route: string, init?: { method?: string; body?: unknown; token?: string }) {
  const response = await fetch(`${baseURL()}/api/v1${route}`, {
    method: init?.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(init?.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init?.body ? { body: JSON.stringify(init.body) } : {}),
  });
  return (await response.json()) as { status: number; body: T };
}

beforeAll(async () => {
  const [products, posts, blogCategories, categories] = await Promise.all([
    inStockProducts(),
    api<{ slug: string }[]>('/blogs?limit=1'),
    api<{ slug: string }[]>('/blogCategories?limit=1'),
    api<{ _id: string; slug: string }[]>('/categories?limit=0&status=true'),
  ]);
  const category = categories.body.find((c) => c.slug === 'skin-care') ?? categories.body[0];
  const subCategories = await api<{ slug: string }[]>(`/subCategories?category=${category?._id}`);
  const mobile = `8${String(Date.now()).slice(-9)}`;
  const registered = await api<{ token: string }>('/users/register', { method: 'POST', body: { mobile } });
  const verified = await api<{ token: string }>('/users/verifyAccount', {
    method: 'POST',
    body: { otp: await lastOtp(mobile) },
    token: registered.body.token,
  });
  const product = products[0];
  if (!product || !category) throw new Error('the demo shop has no catalog');
  fixture = {
    token: verified.body.token,
    // Long names and several lines: the cart at its widest.
    cart: products.slice(0, 4).map((p, index) => cartLine(p, index + 1)),
    paths: [
      '/',
      '/build-your-bundle',
      '/top-selling-products',
      '/login',
      '/contact-us',
      '/about-us',
      `/product/${product.slug}`,
      '/blog',
      `/blog/${posts.body[0]?.slug}`,
      `/blog-category/${blogCategories.body[0]?.slug}`,
      `/reviews/add/${product.slug}`,
      '/cart',
      `/category/${category.slug}`,
      `/category/${category.slug}/${subCategories.body[0]?.slug}`,
      '/thank-you',
      '/checkout/cod',
      `/cod/confirm?token=${'x'.repeat(43)}`,
      '/user',
      '/user/my-orders',
      '/user/my-address',
      '/user/add-address',
      '/user/account-details',
      '/update-information',
      '/privacy-policy',
      '/terms-and-conditions',
      '/return-and-refund-policy',
      '/shipping-policy',
      '/no-such-page',
    ],
  };
}, 60_000);

/** A phone: its width, touch, and the mobile viewport that zooms out a page too wide for it. */
async function phone(
  width: number,
  javaScriptEnabled: boolean,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await (await launchBrowser()).newContext({
    baseURL: baseURL(),
    viewport: { width, height: 800 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1,
    javaScriptEnabled,
  });
  await context.addInitScript(
    (record: string) => {
      if (!window.localStorage.getItem('user')) window.localStorage.setItem('user', record);
    },
    JSON.stringify({ token: fixture.token, cart: fixture.cart, bundleCart: [], shouldCartOpen: false }),
  );
  return { context, page: await context.newPage() };
}

/** How far the document reaches past the screen, in CSS pixels; 0 when it fits. */
async function overflow(page: Page, width: number): Promise<number> {
  const documentWidth = await page.evaluate(() =>
    Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
  );
  return documentWidth - width;
}

describe.each(PHONE_WIDTHS)('every page fits a %i px phone', (width) => {
  it('as the server sends it, before any script runs', async () => {
    const { context, page } = await phone(width, false);
    const tooWide: string[] = [];
    for (const path of fixture.paths) {
      await page.goto(path, { waitUntil: 'load' });
      const excess = await overflow(page, width);
      if (excess > 0) tooWide.push(`${path} by ${excess}px`);
    }
    expect(tooWide).toEqual([]);
    await context.close();
  });

  it('once hydrated, with a filled cart, and with the menu, search and cart drawer open', async () => {
    const { context, page } = await phone(width, true);
    const tooWide: string[] = [];
    const check = async (label: string) => {
      const excess = await overflow(page, width);
      if (excess > 0) tooWide.push(`${label} by ${excess}px`);
    };
    for (const path of fixture.paths) {
      await page.goto(path, { waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 20_000 });
      // Sections below the fold render as a visitor scrolls to them; render them all, as scrolling would.
      await renderWholePage(page);
      await check(path);
      if (path === '/cart' || path.startsWith('/product/'))
        await screenshot(page, `phone-${width}${path.split('/').slice(0, 2).join('-')}`);
    }
    await page.goto('/', { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 20_000 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).waitFor();
    await check('/ with the menu open');
    await page.getByRole('button', { name: 'Close menu' }).click();
    await page.getByRole('button', { name: 'Search products' }).click();
    await page.getByRole('searchbox', { name: 'Search products' }).fill('neem');
    await page.locator('dialog[open] ul a').first().waitFor();
    await check('/ with search results open');
    await page.getByRole('button', { name: 'Close search' }).click();
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /^Open cart/ }).click();
    await page.getByRole('dialog', { name: /YOUR CART/ }).waitFor();
    await check('/ with the cart drawer open');
    expect(tooWide).toEqual([]);
    await context.close();
  });
});
