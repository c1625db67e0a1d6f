import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../apps/web/app/i18n/messages/en/index.ts';
import hi from '../apps/web/app/i18n/messages/hi/index.ts';
import {
  baseURL,
  closeBrowser,
  eventually,
  launchBrowser,
  openPage,
  screenshot,
  seriousA11yViolations,
  WIDTHS,
} from './support.ts';

// docs/i18n.md: the storefront in English at / and in Hindi at /hi/, one language per URL.

beforeAll(launchBrowser);
afterAll(closeBrowser);

const text = async (path: string) => (await fetch(`${baseURL()}${path}`)).text();

describe('the Hindi storefront', () => {
  it('renders /hi/ in Hindi, marked hi-IN, with its layout and home texts and hi-IN prices', async () => {
    const { page, context, errors } = await openPage(WIDTHS.desktop);
    await page.goto('/hi/', { waitUntil: 'networkidle' });
    expect(await page.locator('html').getAttribute('lang')).toBe('hi-IN');
    await page.getByRole('heading', { level: 1, name: hi.home.heading }).waitFor();
    await page
      .getByRole('navigation', { name: hi.common.header.mainNav })
      .getByText(hi.common.header.blog)
      .waitFor();
    await page.getByRole('heading', { name: hi.home.topSelling.title }).waitFor();
    const footer = page.locator('footer');
    await footer.getByText(hi.common.footer.customerService).waitFor({ state: 'attached' });
    expect(
      await footer.getByRole('link', { name: hi.common.footer.privacyPolicy }).getAttribute('href'),
    ).toBe('/hi/privacy-policy');
    // No English layout text is left in the header or footer (content comes from the API, in its own language).
    const chrome = `${await page.locator('header').first().textContent()} ${await footer.textContent()}`;
    for (const english of [en.common.header.blog, en.common.header.contact, en.common.footer.customerService])
      expect(chrome).not.toContain(english);
    // Links stay in Hindi; a price reads as hi-IN formats it.
    expect(await page.getByRole('link', { name: hi.common.header.about }).getAttribute('href')).toBe(
      '/hi/about-us',
    );
    const product = page
      .locator('article')
      .filter({ has: page.locator('h3 a') })
      .first();
    expect(await product.locator('h3 a').getAttribute('href')).toMatch(/^\/hi\/product\//);
    // Indian grouping: ₹1,299 or ₹1,00,000; the digits are the Latin ones hi-IN uses for prices.
    expect(await product.textContent()).toMatch(/₹(\d{1,2},)?(\d{2},)*\d{1,3}(\.\d{2})?/);
    expect(
      await product.getByRole('link', { name: new RegExp(hi.common.productCard.viewDetails) }).count(),
    ).toBe(1);
    // The hero banner is the one lettered in Hindi, and it loads.
    const hero = page.locator('main picture img').first();
    expect(await hero.getAttribute('src')).toMatch(
      /^\/uploads\/carousel\/[a-z0-9-]+-(desktop|mobile)\.hi\.webp\?w=\d+$/,
    );
    expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the English hero banner on English pages', async () => {
    const { page, context } = await openPage(WIDTHS.desktop);
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(await page.locator('main picture img').first().getAttribute('src')).toMatch(
      /^\/uploads\/carousel\/[a-z0-9-]+-(desktop|mobile)\.webp\?w=\d+$/,
    );
    await context.close();
  });

  it('asks the API for Hindi from Hindi pages, on the server and in the browser', async () => {
    const { page, context } = await openPage(WIDTHS.desktop);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/')) sent.push(request.headers()['accept-language'] ?? '');
    });
    await page.goto('/hi/', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: hi.common.search.open }).click();
    await page.getByRole('searchbox', { name: hi.common.search.label }).fill('serum');
    await eventually(() => sent.length).toBeGreaterThan(0);
    expect(new Set(sent)).toEqual(new Set(['hi-IN']));
    await context.close();
  });

  it('announces both languages and English as the default, and a canonical in the page language', async () => {
    const html = await text('/hi/about-us');
    expect(html).toContain(`<link rel="canonical" href="${baseURL()}/hi/about-us"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="en-IN" href="${baseURL()}/about-us"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="hi-IN" href="${baseURL()}/hi/about-us"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${baseURL()}/about-us"/>`);
    const home = await text('/');
    expect(home).toContain('<html lang="en-IN"');
    expect(home).toContain(`<link rel="canonical" href="${baseURL()}/"/>`);
    expect(home).toContain(`<link rel="alternate" hrefLang="hi-IN" href="${baseURL()}/hi/"/>`);
    // An English page carries none of the Hindi catalog, and the other way round.
    expect(home).not.toContain(hi.common.footer.customerService);
    expect(await text('/hi/')).not.toContain(en.common.footer.customerService);
  });

  it('switches to the same page and query in the other language and back, by keyboard', async () => {
    const { page, context } = await openPage(WIDTHS.mobile);
    await page.goto('/blog?page=1', { waitUntil: 'networkidle' });
    const toHindi = page.getByRole('link', { name: en.common.language.hi });
    expect(await toHindi.getAttribute('lang')).toBe('hi-IN');
    await toHindi.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/hi/blog?page=1');
    await eventually(() => page.locator('html').getAttribute('lang')).toBe('hi-IN');
    await page.getByRole('navigation', { name: hi.common.footer.policies }).waitFor({ state: 'attached' });
    await page.getByRole('link', { name: hi.common.language.en }).click();
    await page.waitForURL((url) => url.pathname === '/blog' && url.search === '?page=1');
    await eventually(() => page.locator('html').getAttribute('lang')).toBe('en-IN');
    await page.getByRole('navigation', { name: en.common.footer.policies }).waitFor({ state: 'attached' });
    await context.close();
  });

  it('has no serious accessibility violations on /hi/', async () => {
    const { page, context } = await openPage(WIDTHS.mobile);
    await page.goto('/hi/', { waitUntil: 'networkidle' });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it('answers an unknown Hindi address with the Hindi not-found page', async () => {
    const { page, context } = await openPage(WIDTHS.desktop);
    const response = await page.goto('/hi/no-such-page');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: hi.common.errors.notFoundTitle }).waitFor();
    await context.close();
  });

  it('loads the Devanagari fonts on Hindi pages only', async () => {
    const fontsOf = async (path: string) => {
      const { page, context } = await openPage(WIDTHS.desktop);
      const fonts: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('.woff2')) fonts.push(request.url());
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      const rendered = await page.evaluate(() =>
        document.fonts.check('16px "Noto Sans Devanagari"', 'हिन्दी'),
      );
      await context.close();
      return { fonts, rendered };
    };
    const english = await fontsOf('/');
    expect(english.fonts).toEqual([]);
    const hindi = await fontsOf('/hi/');
    // The build's Hindi cuts (docs/i18n.md#fonts), not @fontsource's whole Devanagari files.
    expect(hindi.fonts.some((url) => /\/noto-sans-devanagari-400-[\w-]+\.woff2$/.test(url))).toBe(true);
    expect(hindi.fonts.every((url) => /\/noto-(sans|serif)-devanagari-\d00-[\w-]+\.woff2$/.test(url))).toBe(
      true,
    );
    expect(hindi.rendered).toBe(true);
  });

  it('takes screenshots of / and /hi/ at phone and desktop widths', async () => {
    for (const [name, width] of Object.entries(WIDTHS)) {
      for (const [language, path] of [
        ['en', '/'],
        ['hi', '/hi/'],
      ] as const) {
        const { page, context } = await openPage(width);
        await page.goto(path, { waitUntil: 'networkidle' });
        // Nothing is wider than the screen, and the header's last button (the cart) is whole on it.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        const cart = await page.getByRole('button', { name: /^(Open cart|कार्ट खोलें)/ }).boundingBox();
        expect((cart?.x ?? width) + (cart?.width ?? 0)).toBeLessThanOrEqual(width);
        await screenshot(page, `i18n-home-${language}-${name}`);
        await context.close();
      }
    }
  });
});

describe('sitemaps', () => {
  it('publishes an index of one sitemap per language, each with its pages and their alternates', async () => {
    const index = await text('/sitemap.xml');
    expect(index).toContain('<sitemapindex');
    expect(index).toContain(`<loc>${baseURL()}/sitemap-en.xml</loc>`);
    expect(index).toContain(`<loc>${baseURL()}/sitemap-hi.xml</loc>`);
    const english = await text('/sitemap-en.xml');
    const hindi = await text('/sitemap-hi.xml');
    expect(english).toContain(`<loc>${baseURL()}/about-us</loc>`);
    expect(english).not.toContain(`<loc>${baseURL()}/hi/`);
    expect(hindi).toContain(`<loc>${baseURL()}/hi/about-us</loc>`);
    expect(hindi).toContain(`<loc>${baseURL()}/hi/</loc>`);
    expect(hindi).toMatch(/<loc>[^<]+\/hi\/product\/[^<]+<\/loc>/);
    expect(hindi).toContain(`hreflang="en-IN" href="${baseURL()}/about-us"`);
    expect((hindi.match(/<loc>/g) ?? []).length).toBe((english.match(/<loc>/g) ?? []).length);
    const robots = await text('/robots.txt');
    expect(robots).toContain('Disallow: /hi/user');
  });
});
