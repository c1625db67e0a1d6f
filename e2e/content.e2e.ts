import { request as httpRequest } from 'node:http';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

interface Envelope<T> {
  status: number;
  body: T;
  totalPages?: number;
  totalRecords?: number;
}

/**
 * Posts a form as a browser without JavaScript would, from another loopback address (127.0.0.0/8 is all this
 * machine), so that the rate limits it reaches are not the browser tests' own.
 */
function postForm(path: string, fields: Record<string, string>, localAddress: string): Promise<string> {
  const body = new URLSearchParams(fields).toString();
  const { port } = new URL(baseURL());
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      },
      (response) => {
        let html = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          html += chunk;
        });
        response.on('end', () => resolve(html));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function api<T>(path: string): Promise<Envelope<T>> {
  const response = await fetch(`${baseURL()}/api/v1${path}`);
  return (await response.json()) as Envelope<T>;
}

interface Post {
  slug: string;
  title: string;
}
interface BlogCategory {
  slug: string;
  name: string;
  blogCount: number;
}

let posts: Post[] = [];
let categories: BlogCategory[] = [];
let totalPages = 0;

beforeAll(async () => {
  await launchBrowser();
  const [list, cats] = await Promise.all([
    api<Post[]>('/blogs?limit=10'),
    api<BlogCategory[]>('/blogCategories?limit=10'),
  ]);
  posts = list.body;
  totalPages = list.totalPages ?? 0;
  categories = cats.body;
});
afterAll(closeBrowser);

const firstText = (page: Page, text: string | RegExp) => page.getByText(text).first();

interface RouteCase {
  name: string;
  path: () => string;
  title?: () => string;
  heading: () => string | RegExp;
  texts: () => (string | RegExp)[];
}

const ROUTES: RouteCase[] = [
  {
    name: 'blog',
    path: () => '/blog',
    title: () => 'Blog - Vanya Naturals',
    heading: () => 'Latest Articles',
    texts: () => [posts[0]?.title ?? '', 'Previous', 'Next'],
  },
  {
    name: 'blog-article',
    path: () => `/blog/${posts[1]?.slug}`,
    heading: () => posts[1]?.title ?? '',
    texts: () => [
      'Blog Details',
      'Written by',
      'Recent Post',
      'Categories',
      /Updated \d{2}-[A-Z][a-z]{2}-\d{4}/,
    ],
  },
  {
    name: 'blog-category',
    path: () => `/blog-category/${categories[0]?.slug}`,
    title: () => `${categories[0]?.name} - Vanya Naturals`,
    heading: () => categories[0]?.name ?? '',
    texts: () => ['More'],
  },
  {
    name: 'about-us',
    path: () => '/about-us',
    heading: () => 'About Us',
    texts: () => [
      'ABOUT US',
      'OUR JOURNEY',
      'Welcome to Vanya Naturals',
      'Ancient skincare with technology',
      'MEET OUR FOUNDERS',
      'Co-founder & Director',
      '9500+',
      '85%',
      'We convert our Ideas Into a Reality',
    ],
  },
  {
    name: 'contact-us',
    path: () => '/contact-us',
    title: () => 'Contact Us - Vanya Naturals',
    heading: () => 'Contact Us',
    texts: () => ['CONTACT US', 'For customer queries', 'Send us a message', 'Send Message'],
  },
  {
    name: 'privacy-policy',
    path: () => '/privacy-policy',
    heading: () => 'Privacy Policy',
    texts: () => [
      'children under 12',
      'The Grievance Officer will acknowledge',
      '[To be filled by the shop: Grievance Officer',
    ],
  },
  {
    name: 'terms-and-conditions',
    path: () => '/terms-and-conditions',
    heading: () => 'Terms and Conditions',
    texts: () => [
      'INR 2,000',
      'personal, non-commercial use only',
      '[To be filled by the shop: city of jurisdiction',
    ],
  },
  {
    name: 'return-and-refund-policy',
    path: () => '/return-and-refund-policy',
    heading: () => 'Refund and Cancellation Policy',
    texts: () => [
      'within 1 hour of placing it',
      'within 48 hours of delivery',
      '24-48 business hours',
      'four clear photos',
    ],
  },
  {
    name: 'shipping-policy',
    path: () => '/shipping-policy',
    heading: () => 'Shipping Policy',
    texts: () => [
      'within India only',
      'Free shipping on all prepaid orders',
      '[To be filled by the shop: minimum order value',
    ],
  },
];

describe('blog, about, contact and policy pages', () => {
  const cases = ROUTES.flatMap((route) =>
    Object.entries(WIDTHS).map(([size, width]) => ({
      route,
      size,
      width,
      label: `${route.name} at ${size}`,
    })),
  );

  it.each(cases)(
    'renders $label with its texts, no console errors and no serious axe violations',
    async ({ route, size, width }) => {
      const { page, context, errors } = await openPage(width);
      const response = await page.goto(route.path());
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: route.heading() }).waitFor();
      for (const text of route.texts()) await firstText(page, text).waitFor();
      if (route.title) expect(await page.title()).toBe(route.title());
      await eventually(() => page.locator('link[rel="canonical"]').getAttribute('href')).toContain(
        route.path(),
      );
      await page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link', { name: 'Home' })
        .waitFor();
      // Nothing runs wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 500) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 30));
        }
        // Back to the top, so the sticky header sits where it belongs in the full-page screenshot.
        window.scrollTo({ top: 0, behavior: 'instant' });
      });
      await page.waitForLoadState('networkidle');
      await screenshot(page, `content-${route.name}-${size}`);
      expect(JSON.stringify(await seriousA11yViolations(page))).toBe('[]');
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('answers 404 for an unknown article or blog category', async () => {
    const { page, context } = await openPage(WIDTHS.desktop);
    expect((await page.goto('/blog/no-such-article'))?.status()).toBe(404);
    expect((await page.goto('/blog-category/no-such-category'))?.status()).toBe(404);
    await context.close();
  });
});

describe('blog list', () => {
  it('pages through the articles with Previous, numbers and Next', async () => {
    expect(totalPages).toBeGreaterThan(1);
    const { page, context, errors } = await openPage(WIDTHS.desktop);
    await page.goto('/blog');
    const bar = page.getByRole('navigation', { name: 'Blog pages' });
    await eventually(() => page.locator('main article').count()).toBe(10);
    await eventually(() => bar.getByText('Previous').getAttribute('aria-disabled')).toBe('true');
    await eventually(() => bar.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe(
      'page',
    );

    // A slow response shows the loading state while the next page is on its way.
    await page.route('**/blog.data*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await bar.getByRole('link', { name: 'Next' }).click();
    await page.getByRole('status').filter({ hasText: 'Loading...' }).waitFor();
    await page.waitForURL(/\/blog\?page=2$/);
    await page.getByRole('link', { name: 'Page 2' }).and(page.locator('[aria-current="page"]')).waitFor();
    await page.unroute('**/blog.data*');

    await eventually(() => bar.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBeNull();
    // The pager sits below the articles; the new page is read from its top (docs/product.md#layout: every route change).
    await page.waitForFunction(() => window.scrollY === 0);
    await bar.getByRole('link', { name: 'Previous' }).waitFor();
    if (totalPages === 2) {
      await eventually(() => bar.getByText('Next').getAttribute('aria-disabled')).toBe('true');
      await eventually(() => bar.getByRole('link', { name: 'Next' }).count()).toBe(0);
    } else {
      await bar.getByRole('link', { name: 'Next' }).waitFor();
    }
    await bar.getByRole('link', { name: 'Previous' }).click();
    await page.waitForURL(/\/blog$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the last page disables Next and works without JavaScript', async () => {
    const context = await (await launchBrowser()).newContext({
      baseURL: baseURL(),
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    // A page past the end redirects to the last one.
    await page.goto('/blog?page=99');
    expect(new URL(page.url()).search).toBe(`?page=${totalPages}`);
    const bar = page.getByRole('navigation', { name: 'Blog pages' });
    await eventually(() =>
      bar.getByRole('link', { name: `Page ${totalPages}` }).getAttribute('aria-current'),
    ).toBe('page');
    await eventually(() => bar.getByText('Next').getAttribute('aria-disabled')).toBe('true');
    await bar.getByRole('link', { name: 'Previous' }).click();
    await page.waitForURL(totalPages === 2 ? /\/blog$/ : /page=/);
    await context.close();
  });

  it('searches articles from the search box and shows an empty state', async () => {
    const expected = await api<Post[]>('/blogs?searchQuery=kumkumadi&limit=10');
    const { page, context, errors } = await openPage(WIDTHS.mobile);
    await page.goto('/blog');
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('kumkumadi');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/blog\?query=kumkumadi/);
    // The address changes first; React renders the new page in a transition just after.
    await page.getByText('Results for “kumkumadi”').waitFor();
    await eventually(() => page.locator('main article').count()).toBe(expected.body.length);
    await page
      .getByRole('heading', { level: 2, name: /Kumkumadi/ })
      .first()
      .waitFor();

    await page.goto('/blog?query=xylophone');
    await firstText(page, 'Results for “xylophone”').waitFor();
    await page.getByRole('heading', { name: 'No articles found' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('blog article', () => {
  it('carries BlogPosting and BreadcrumbList JSON-LD and the metaTitle', async () => {
    const { page, context } = await openPage(WIDTHS.desktop);
    const article = (await api<Post & { metaTitle: string | null }>(`/blogs/slug/${posts[0]?.slug}`)).body;
    await page.goto(`/blog/${article.slug}`);
    expect(await page.title()).toBe(article.metaTitle || article.title);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = jsonLd.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
    expect(types).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']));
    await context.close();
  });

  it('its sidebar links open another article, a category and a search', async () => {
    const { page, context, errors } = await openPage(WIDTHS.desktop);
    const [current, other] = posts;
    if (!current || !other) throw new Error('the demo shop needs two articles');
    await page.goto(`/blog/${current.slug}`);
    const recent = page.getByRole('region', { name: 'Recent Post' });
    await recent.getByRole('link', { name: other.title }).click();
    await page.waitForURL(`**/blog/${other.slug}`);
    await page.getByRole('heading', { level: 1, name: other.title }).waitFor();

    const category = categories[0];
    if (!category) throw new Error('the demo shop needs a blog category');
    await page
      .getByRole('region', { name: 'Categories' })
      .getByRole('link', { name: new RegExp(`^${category.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
      .click();
    await page.waitForURL(`**/blog-category/${category.slug}`);
    await page.getByRole('heading', { level: 1, name: category.name }).waitFor();
    await eventually(() => page.locator('main article').count()).toBe(category.blogCount);

    await page.goto(`/blog/${current.slug}`);
    await page.getByRole('complementary', { name: 'Blog sidebar' }).getByRole('searchbox').fill('hair');
    await page
      .getByRole('complementary', { name: 'Blog sidebar' })
      .getByRole('button', { name: 'Search' })
      .click();
    await page.waitForURL(/\/blog\?query=hair$/);
    await page.getByRole('heading', { level: 1, name: 'Latest Articles' }).waitFor();
    await page.getByText('Results for “hair”').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('about and contact', () => {
  it('never renders an empty founder link', async () => {
    const { page, context } = await openPage(WIDTHS.desktop);
    await page.goto('/about-us');
    await eventually(() => page.locator('a[href=""], a:not([href])').count()).toBe(0);
    await eventually(() => page.getByText('Arjun Mehta on LinkedIn: coming soon').count()).toBe(1);
    await context.close();
  });

  it('links e-mail, WhatsApp with the greeting in a new tab, and phone', async () => {
    const { page, context } = await openPage(WIDTHS.mobile);
    await page.goto('/contact-us');
    const main = page.locator('main');
    await eventually(() => main.getByRole('link', { name: /E-mail us/ }).getAttribute('href')).toMatch(
      /^mailto:/,
    );
    const whatsapp = main.getByRole('link', { name: /Chat on WhatsApp/ });
    await eventually(() => whatsapp.getAttribute('href')).toContain(
      encodeURIComponent('Hello, I am from your website!'),
    );
    await eventually(() => whatsapp.getAttribute('target')).toBe('_blank');
    await eventually(() => main.getByRole('link', { name: /Call us/ }).getAttribute('href')).toMatch(
      /^tel:\+91/,
    );
    await context.close();
  });

  it('validates touched fields and sends a message', async () => {
    const { page, context, errors } = await openPage(WIDTHS.desktop);
    await page.goto('/contact-us');
    // Interacting before hydration would race React: wait until it owns the form.
    await page.locator('form[data-ready]').waitFor();
    const name = page.getByRole('textbox', { name: 'Your Name', exact: true });
    const email = page.getByRole('textbox', { name: 'Your Email', exact: true });
    const phone = page.getByRole('textbox', { name: 'Phone No', exact: true });
    const message = page.getByRole('textbox', { name: 'Message', exact: true });
    await eventually(() => phone.getAttribute('inputmode')).toBe('numeric');
    await eventually(() => email.getAttribute('type')).toBe('email');

    // Nothing shows before a field is touched.
    await firstText(page, 'Name is a required field').waitFor({ state: 'hidden' });
    await name.focus();
    await email.focus();
    await page.getByText('Name is a required field').waitFor();
    await eventually(() => name.getAttribute('aria-invalid')).toBe('true');
    await email.fill('not-an-email');
    await phone.focus();
    await page.getByText('Email must be a valid email').waitFor();
    await message.focus();
    await name.focus();
    await page.getByText('Phone No is a required field').waitFor();
    await page.getByText('Message is a required field').waitFor();

    await name.fill('Priya Sharma');
    await email.fill('priya@example.in');
    await phone.fill('98290 12345');
    await message.fill('Is the Kumkumadi serum safe to use during pregnancy?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const status = page.getByRole('status').filter({ hasText: 'Thank you for writing to us' });
    await status.waitFor();
    await eventually(() => name.inputValue()).toBe('');
    await firstText(page, 'Name is a required field').waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a message without JavaScript, and keeps what was typed when the server refuses it', async () => {
    const context = await (await launchBrowser()).newContext({
      baseURL: baseURL(),
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto('/contact-us');
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await field('Your Name').fill('Meera Iyer');
    await field('Your Email').fill('meera@example');
    await field('Phone No').fill('9829012345');
    await field('Message').fill('Do you deliver to Port Blair?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForURL('**/contact-us');
    // The API's own field message, next to the field, with everything typed still there.
    await page.getByText('Email must be a valid email').waitFor();
    await eventually(() => field('Your Email').getAttribute('aria-invalid')).toBe('true');
    await eventually(() => field('Your Name').inputValue()).toBe('Meera Iyer');
    await eventually(() => field('Message').inputValue()).toBe('Do you deliver to Port Blair?');

    await field('Your Email').fill('meera@example.in');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('status').filter({ hasText: 'Thank you for writing to us' }).waitFor();
    await eventually(() => field('Your Name').inputValue()).toBe('');
    expect(page.url()).not.toContain('meera');
    await context.close();
  });

  it('tells a visitor who sent too many messages when to try again', async () => {
    const fields = { name: 'Asha Rao', email: 'asha@example.in', number: '9829012346', message: 'Hello' };
    const statusOf = (html: string) => html.match(/role="status"[^>]*>\s*<p[^>]*>([^<]*)</)?.[1];
    for (let i = 0; i < 5; i++) {
      expect(statusOf(await postForm('/contact-us', fields, '127.0.0.2'))).toMatch(/^Thank you/);
    }
    expect(statusOf(await postForm('/contact-us', fields, '127.0.0.2'))).toBe(
      'Too many attempts in a short time. Please try again in 10 minutes.',
    );
  });
});
