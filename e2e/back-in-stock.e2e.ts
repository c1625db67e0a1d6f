import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductSummary } from '../apps/web/app/lib/types.ts';
import {
  api,
  apiLogin,
  baseURL,
  closeBrowser,
  eventually,
  freshMobile,
  launchBrowser,
  loginAsAdmin,
  openPage,
  screenshot,
  seedToken,
  seriousA11yViolations,
  WIDTHS,
  withDetails,
} from './support.ts';

/** A demo product sold out in every size: the shop waits for it, and this file never restocks it. */
let soldOut: Product;

beforeAll(async () => {
  await launchBrowser();
  const res = await fetch(`${baseURL()}/api/v1/products?limit=0`);
  const products = await withDetails(((await res.json()) as { body: ProductSummary[] }).body);
  const found = products.find((product) => product.outOfStock);
  if (!found) throw new Error('The demo shop has no out-of-stock product');
  soldOut = found;
});
afterAll(closeBrowser);

describe('back in stock', () => {
  it('sends a guest to log in and back to the product', async () => {
    const { page, context, errors } = await openPage(WIDTHS.mobile);
    await page.goto(`/product/${soldOut.slug}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: "Notify me when it's back" }).click();
    await page.waitForURL('**/login?next=**');
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/product/${soldOut.slug}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [language, prefix, texts] of [
    [
      'en',
      '',
      {
        notify: "Notify me when it's back",
        waiting: "We'll message you when it's back",
        stop: 'Stop waiting',
      },
    ],
    [
      'hi',
      '/hi',
      { notify: 'स्टॉक लौटने पर मुझे बताएँ', waiting: 'स्टॉक लौटते ही हम आपको मैसेज करेंगे', stop: 'इंतज़ार बंद करें' },
    ],
  ] as const) {
    it(`lets a shopper wait for the size, shows it after a reload, and stop (${language})`, async () => {
      for (const [name, width] of Object.entries(WIDTHS)) {
        const token = await apiLogin(freshMobile('9'));
        const { page, context, errors } = await openPage(width);
        await seedToken(page, token);
        await page.goto(`${prefix}/product/${soldOut.slug}`, { waitUntil: 'networkidle' });
        const notify = page.getByRole('button', { name: texts.notify });
        await screenshot(page, `back-in-stock-${language}-${name}-notify`);
        // Keyboard: the button is reached and pressed without a mouse.
        await notify.focus();
        await page.keyboard.press('Enter');
        const waiting = page.getByText(texts.waiting, { exact: true });
        await waiting.waitFor();
        await screenshot(page, `back-in-stock-${language}-${name}-waiting`);
        expect(await seriousA11yViolations(page)).toEqual([]);

        await page.reload({ waitUntil: 'networkidle' });
        await waiting.waitFor();
        await page.getByRole('button', { name: texts.stop }).click();
        await notify.waitFor();
        await eventually(() => waiting.count()).toBe(0);
        expect(errors).toEqual([]);
        await context.close();
      }
    });
  }

  it('shows the team how many wait: under the size on the product, and the most wanted on the dashboard', async () => {
    const size = soldOut.sizes[0];
    if (!size) throw new Error(`${soldOut.slug} has no size`);
    const token = await apiLogin(freshMobile('9'));
    const waited = await api('POST', `/products/${soldOut._id}/stock-alerts`, { sizeId: size._id }, token);
    expect(waited.status).toBe(200);

    const { page, context, errors } = await openPage(WIDTHS.desktop);
    await loginAsAdmin(page);
    const wanted = page.getByRole('region', { name: 'Most wanted restocks' });
    await wanted.getByRole('link', { name: soldOut.name }).first().waitFor();
    await screenshot(page, 'back-in-stock-admin-dashboard');
    await wanted.getByRole('link', { name: soldOut.name }).first().click();
    await page
      .getByText(/\d+ shoppers? waits? for it to be back/)
      .first()
      .waitFor();
    await screenshot(page, 'back-in-stock-admin-product');
    expect(errors).toEqual([]);
    await context.close();
  });
});
