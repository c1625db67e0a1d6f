import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseURL,
  closeBrowser,
  eventually,
  exceptExpected404,
  launchBrowser,
  openPage,
  screenshot,
  WIDTHS,
} from './support.ts';

beforeAll(launchBrowser);
afterAll(closeBrowser);

describe('header, footer and 404', () => {
  it.each(Object.entries(WIDTHS))('shows the unknown-page screen at %s width', async (name, width) => {
    const { page, context, errors } = await openPage(width);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to the shop' }).waitFor();
    await screenshot(page, `not-found-${name}`);
    expect(exceptExpected404(errors)).toEqual([]);
    await context.close();
  });

  it('search finds a product by a typo and opens it from the keyboard', async () => {
    const { page, context, errors } = await openPage(WIDTHS.desktop);
    await page.goto('/no-such-page');
    await page.getByRole('button', { name: 'Search products' }).click();
    const input = page.getByRole('searchbox', { name: 'Search products' });
    await input.fill('kumkumdi');
    const first = page.locator('dialog[open] ul a').first();
    await first.waitFor();
    await eventually(() => page.locator('dialog[open] ul a').count()).toBeLessThanOrEqual(4);
    await eventually(async () => (await first.textContent())?.toLowerCase()).toContain('kumkumadi');
    await input.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/product\//);
    await page.keyboard.press('Escape');
    expect(exceptExpected404(errors)).toEqual([]);
    await context.close();
  });

  it('a search that fails says the search is unavailable, not that nothing matches', async () => {
    const { page, context } = await openPage(WIDTHS.mobile);
    await page.goto('/about-us');
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.route('**/api/v1/products?*searchQuery=*', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Search products' }).click();
    await page.getByRole('searchbox', { name: 'Search products' }).fill('neem');
    await page.locator('dialog[open]').getByText('Search is unavailable, try again').waitFor();
    await eventually(() => page.getByText(/No products match/).count()).toBe(0);
    await page.locator('.Toastify__toast--error').first().waitFor({ state: 'attached' });
    await context.close();
  });

  it('answers a path starting with // with the not-found page, neither a server error nor a redirect away', async () => {
    const response = await fetch(`${baseURL()}//evil.example/x`, { redirect: 'manual' });
    expect(response.status).toBe(404);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('Page not found');
  });

  it('publishes a sitemap of every product, category and article, and a robots file pointing at it', async () => {
    const sitemap = await (await fetch(`${baseURL()}/sitemap-en.xml`)).text();
    const api = async (path: string) =>
      ((await (await fetch(`${baseURL()}/api/v1${path}`)).json()) as { body: { slug: string }[] }).body;
    for (const product of await api('/products?limit=0'))
      expect(sitemap).toContain(`/product/${product.slug}</loc>`);
    for (const post of await api('/blogs?limit=0')) expect(sitemap).toContain(`/blog/${post.slug}</loc>`);
    for (const category of await api('/categories?limit=0'))
      expect(sitemap).toContain(`/category/${category.slug}</loc>`);
    expect(sitemap).toContain('/category/skin-care/serum</loc>');
    const robots = await (await fetch(`${baseURL()}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${baseURL()}/sitemap.xml`);
    expect(robots).toContain('Disallow: /user');
  });

  it('the footer carries the WhatsApp greeting and the policy links', async () => {
    const { page, context } = await openPage(WIDTHS.desktop);
    await page.goto('/no-such-page');
    const whatsapp = await page.getByRole('link', { name: 'Chat with us on WhatsApp' }).getAttribute('href');
    expect(whatsapp).toContain(encodeURIComponent('Hello, I am from your website!'));
    for (const name of [
      'Privacy Policy',
      'Terms and Conditions',
      'Refund and Cancellation Policy',
      'Shipping Policy',
    ]) {
      await page.getByRole('link', { name }).waitFor();
    }
    await context.close();
  });
});

describe('the demo shop bar', () => {
  it.each(Object.entries(WIDTHS))('tops the home and a product page at %s width', async (name, width) => {
    const { page, context, errors } = await openPage(width);
    const product = (
      (await (await fetch(`${baseURL()}/api/v1/products?limit=1`)).json()) as { body: { slug: string }[] }
    ).body[0]?.slug;
    for (const path of ['/', `/product/${product}`]) {
      // In the server's HTML, before any script runs.
      const html = await (await fetch(`${baseURL()}${path}`)).text();
      expect(html).toMatch(/<p role="note"[^>]*>Demo shop: no real payments are taken<\/p>/);
      await page.goto(path);
      const bar = page.getByRole('note').filter({ hasText: 'Demo shop: no real payments are taken' });
      await bar.waitFor();
      // The very top of the page, above the offers and the header, and slim.
      const box = await bar.boundingBox();
      expect(box).toMatchObject({ x: 0, y: 0, width });
      expect(box?.height).toBeLessThanOrEqual(32);
      // Nothing scrolls sideways. Not scrollWidth: on the product page it counts the off-screen slides of the
      // related-products carousel, though the page itself does not move.
      const scrolledX = await page.evaluate(() => {
        window.scrollTo(1000, 0);
        const x = window.scrollX;
        window.scrollTo(0, 0);
        return x;
      });
      expect(scrolledX).toBe(0);
    }
    await page.goto('/');
    await screenshot(page, `demo-bar-home-${name}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
