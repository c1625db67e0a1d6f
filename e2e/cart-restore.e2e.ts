import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SavedCart } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CartTokens } from '../apps/api/src/modules/carts/cart-token.ts';
import type { Product } from '../apps/web/app/lib/types.ts';
import {
  api,
  apiLogin,
  closeBrowser,
  eventually,
  freshMobile,
  inStockProducts,
  launchBrowser,
  openPage,
} from './support.ts';

// docs/carts.md#the-restore-link, in Chromium: a reminder's link opened on another device (a browser with nothing
// stored) puts the kept cart in it and opens the cart page, with no login; a forged link says it cannot.
// The reminder job itself is the API suite's (carts.test.ts): here the link is signed as the job signs it, with
// the shop's own secret.

let product: Product;
let tokens: CartTokens;

beforeAll(async () => {
  await launchBrowser();
  const [first] = await inStockProducts();
  if (!first) throw new Error('the demo shop has no product in stock');
  product = first;
  const secrets = JSON.parse(await readFile(path.join(inject('shopDataDir'), 'secrets.json'), 'utf8')) as {
    jwtSecret: string;
  };
  tokens = new CartTokens(secrets.jwtSecret);
});
afterAll(closeBrowser);

describe('a cart reminder’s link', () => {
  it('brings the kept cart into another browser, without a login, and opens the cart page', async () => {
    const shopper = await apiLogin(freshMobile('6'));
    const size = product.sizes.find((candidate) => !candidate.outOfStock) ?? product.sizes[0];
    if (!size) throw new Error(`${product.slug} has no size`);
    const saved = await api<SavedCart>(
      'PUT',
      '/cart',
      { lines: [{ product: product._id, size: size._id, qty: 2 }] },
      shopper,
    );
    expect(saved.status).toBe(200);
    const cartId = saved.body._id as string;

    const { page, context } = await openPage();
    await page.goto(`/cart/restore?token=${tokens.sign(cartId, new Date())}`);
    await page.waitForURL((url) => url.pathname === '/cart');
    const quantity = page.locator(`[data-line="${product._id}-${size._id}"]:visible [data-quantity]`);
    await eventually(() => quantity.textContent()).toBe('2');
    await eventually(() =>
      page.getByRole('link', { name: product.name, exact: true }).count(),
    ).toBeGreaterThan(0);
    await context.close();
  });

  it('says when a link is forged, and leaves the browser’s cart alone', async () => {
    const { page, context } = await openPage();
    const forged = new CartTokens('not the shop’s secret').sign(
      '00000000-0000-4000-8000-000000000000',
      new Date(),
    );
    await page.goto(`/cart/restore?token=${forged}`);
    await page.getByRole('heading', { level: 1, name: 'This link cannot bring your cart back' }).waitFor();
    await page
      .getByText('This cart link is not valid. Please open the link in our latest message.')
      .waitFor();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await context.close();
  });
});
