import { brand } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../apps/web/app/i18n/messages/en/index.ts';
import hi from '../apps/web/app/i18n/messages/hi/index.ts';
import {
  closeBrowser,
  launchBrowser,
  openPage,
  renderWholePage,
  screenshot,
  seriousA11yViolations,
  WIDTHS,
} from './support.ts';

// docs/i18n.md: the About and Contact pages and the policies under /hi/ read in Hindi, marked hi-IN, and keep the shopper in Hindi.

beforeAll(launchBrowser);
afterAll(closeBrowser);

/** Every text of a catalog namespace, flattened. */
const textsOf = (node: unknown): string[] =>
  typeof node === 'string' ? [node] : Object.values(node as object).flatMap(textsOf);

/** The English texts of the pages namespace that a Hindi page must not show (ignoring those said alike). */
const hindiTexts = new Set(textsOf(hi.pages));
const englishOnly = textsOf(en.pages).filter(
  (text) => !hindiTexts.has(text) && !text.includes('{{') && !brand.name.includes(text),
);

// The policies' Hindi titles are the footer's names for them.
const POLICIES = [
  { slug: 'privacy-policy', title: hi.common.footer.privacyPolicy },
  { slug: 'terms-and-conditions', title: hi.common.footer.termsAndConditions },
  { slug: 'return-and-refund-policy', title: hi.common.footer.refundPolicy },
  { slug: 'shipping-policy', title: hi.common.footer.shippingPolicy },
];

const PAGES = [
  { path: '/hi/about-us', heading: hi.pages.about.heading },
  { path: '/hi/contact-us', heading: hi.pages.contact.heading },
  ...POLICIES.map(({ slug, title }) => ({ path: `/hi/${slug}`, heading: title })),
];

describe('the About and Contact pages and the policies in Hindi', () => {
  it.each(PAGES)(
    '$path reads in Hindi, keeps its links in Hindi and passes axe',
    async ({ path, heading }) => {
      const { page, context, errors } = await openPage(WIDTHS.mobile);
      expect((await page.goto(path))?.status()).toBe(200);
      expect(await page.locator('html').getAttribute('lang')).toBe('hi-IN');
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await renderWholePage(page);
      const main = page.locator('main');
      const visible = ((await main.textContent()) ?? '').replace(/\s+/g, ' ');
      for (const english of englishOnly) expect(visible, english).not.toContain(english);
      // Every link to a page of the shop stays under /hi/.
      const hrefs = await main
        .locator('a[href^="/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) expect(href).toMatch(/^\/hi\//);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each(POLICIES)('$slug in Hindi has the English sections under the same anchors', async ({ slug }) => {
    const { page, context } = await openPage(WIDTHS.desktop);
    const sections = async (path: string) => {
      await page.goto(path);
      return page
        .locator('main section[id]')
        .evaluateAll((nodes) =>
          nodes.map((node) => ({ id: node.id, title: node.querySelector('h2')?.textContent ?? '' })),
        );
    };
    const english = await sections(`/${slug}`);
    const hindi = await sections(`/hi/${slug}`);
    expect(hindi.map((section) => section.id)).toEqual(english.map((section) => section.id));
    expect(english.length).toBeGreaterThan(3);
    // The contents (a disclosure on phones, a list on wide screens) link to those anchors.
    const ids = hindi.map((section) => `#${section.id}`);
    const contents = page.getByRole('navigation', { name: hi.pages.policy.onThisPage });
    expect(
      await contents.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual([...ids, ...ids]);
    // Every heading is Hindi; the grievance officer's placeholders say in Hindi what the shop must fill in.
    for (const [index, section] of hindi.entries()) {
      expect(section.title).toMatch(/[\u0900-\u097F]/);
      expect(section.title).not.toBe(english[index]?.title);
    }
    await page.getByRole('heading', { level: 3, name: 'शिकायत अधिकारी' }).waitFor();
    await page.getByText('[शॉप द्वारा भरा जाना है: शिकायत अधिकारी का पूरा नाम]').waitFor();
    expect(await page.title()).toBe(
      `${POLICIES.find((policy) => policy.slug === slug)?.title} - ${brand.name}`,
    );
    await context.close();
  });

  it('names the founders in Hindi on /hi/about-us and in English on /about-us', async () => {
    const { page, context } = await openPage(WIDTHS.desktop);
    await page.goto('/hi/about-us');
    await page.getByRole('heading', { level: 3, name: 'मीरा राठौड़' }).waitFor();
    await page.getByText('सह-संस्थापक और डायरेक्टर').waitFor();
    await page.goto('/about-us');
    await page.getByRole('heading', { level: 3, name: 'Meera Rathore' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en-IN');
    await context.close();
  });

  it.each([
    ['about-us', '/hi/about-us'],
    ['contact-us', '/hi/contact-us'],
    ['privacy-policy', '/hi/privacy-policy'],
  ])('looks right at 390 and 1280 px: %s', async (name, path) => {
    for (const [size, width] of Object.entries(WIDTHS)) {
      const { page, context } = await openPage(width);
      await page.goto(path, { waitUntil: 'networkidle' });
      // Devanagari runs longer than English: nothing may run wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await screenshot(page, `hi-${name}-${size}`);
      await context.close();
    }
  });
});
