import type { Order, SavedAddress } from '@shop/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../apps/web/app/i18n/messages/en/index.ts';
import hi from '../apps/web/app/i18n/messages/hi/index.ts';
import { SHOPPER_ADDRESS } from './i18n-support.ts';
import {
  api,
  apiLogin,
  checkoutDetails,
  closeBrowser,
  freshMobile,
  inStockProducts,
  launchBrowser,
  openPage,
  placePaidOrder,
  screenshot,
  seedToken,
  seriousA11yViolations,
  WIDTHS,
} from './support.ts';

// docs/i18n.md: the account area and the blog under /hi/ speak Hindi, keep their links in Hindi and pass axe.

beforeAll(launchBrowser);
afterAll(closeBrowser);

/** Every text of a catalog section as [dotted key, text]. */
function entries(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : entries(value as object, `${prefix}${key}.`),
  );
}

/**
 * The English texts of a namespace that must not show on a Hindi page, each as a pattern over the page's text:
 * placeholders match anything, the markers of bold or linked parts are dropped. Texts the same in both languages,
 * and the state names (an order's address is what the shopper typed), are left out.
 */
function englishOf(english: object, hindi: object): { key: string; pattern: RegExp }[] {
  const hindiOf = new Map(entries(hindi));
  return entries(english)
    .filter(([key, text]) => hindiOf.get(key) !== text && !key.startsWith('states.'))
    .map(([key, text]) => {
      const literal = text
        .replace(/<\/?\w+>/g, '')
        .trim()
        .split(/{{\w+}}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*?');
      return { key, pattern: new RegExp(`(^|[^A-Za-z])${literal}($|[^A-Za-z])`) };
    });
}

const ENGLISH = { account: englishOf(en.account, hi.account), blog: englishOf(en.blog, hi.blog) };

/** The namespace's English texts visible on the page (the layout's are checked by its own test). */
async function englishLeft(page: Page, namespace: keyof typeof ENGLISH = 'account'): Promise<string[]> {
  // biome-ignore lint/performance/useDomNodeTextContent: the text as laid out, words apart, is what a shopper reads
  const visible = await page.locator('main').innerText();
  return ENGLISH[namespace].filter(({ pattern }) => pattern.test(visible)).map(({ key }) => key);
}

/** Every link of the page to the shop itself stays in Hindi, apart from the language switcher's (marked `lang`). */
async function englishLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href^="/"]:not([lang])')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.filter((href) => !/^\/hi(\/|$|\?)/.test(href) && !/^\/(admin|api|uploads)\//.test(href));
}

/**
 * Opens a Hindi page at phone and desktop widths (`open` loads it) and checks it: `lang`, no English text of the
 * namespace, links in Hindi, nothing wider than the screen (Devanagari is taller and often longer), axe on the
 * phone, no console errors; a screenshot of each width to look at.
 */
async function eachWidth(
  name: string,
  path: string,
  namespace: keyof typeof ENGLISH,
  open: (page: Page) => Promise<void>,
) {
  for (const [size, width] of Object.entries(WIDTHS)) {
    const { page, context, errors } = await openPage(width);
    await open(page);
    expect(await page.locator('html').getAttribute('lang'), path).toBe('hi-IN');
    expect(await englishLeft(page, namespace), path).toEqual([]);
    expect(await englishLinks(page), path).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
    if (size === 'mobile') expect(await seriousA11yViolations(page), path).toEqual([]);
    await screenshot(page, `${name}-${size}`);
    expect(errors, path).toEqual([]);
    await context.close();
  }
}

/** Waits until the client loader has run and the page (not the loading shell) is on screen. */
async function settled(page: Page) {
  await page.getByRole('status').filter({ hasText: hi.account.loading }).waitFor({ state: 'detached' });
  await page.getByRole('heading', { level: 1 }).waitFor();
}

const address = SHOPPER_ADDRESS;

let token: string;
let order: Order;
let saved: SavedAddress;
beforeAll(async () => {
  const mobile = freshMobile('9');
  token = await apiLogin(mobile, { name: 'Ananya Iyer', email: 'ananya@example.com' });
  order = await placePaidOrder(token, (await inStockProducts()).slice(0, 2), checkoutDetails(mobile));
  const created = await api<SavedAddress>('POST', '/userAddress', address, token);
  expect(created.status, created.message).toBe(200);
  saved = created.body;
});

/** The account pages, each with its heading, once the shopper's order and address exist. */
function accountPage(name: (typeof ACCOUNT_PAGES)[number]): { path: string; heading: string } {
  const pages = {
    home: {
      path: '/hi/user',
      heading: hi.account.home.hello.replace(/<\/?name>/g, '').replace('{{name}}', 'Ananya Iyer'),
    },
    orders: { path: '/hi/user/my-orders', heading: hi.account.orders.title },
    order: {
      path: `/hi/user/my-orders/${order._id}`,
      heading: hi.account.order.title.replace('{{id}}', order.orderId),
    },
    addresses: { path: '/hi/user/my-address', heading: hi.account.addresses.title },
    'address-add': { path: '/hi/user/add-address', heading: hi.account.addresses.addTitle },
    'address-edit': { path: `/hi/user/edit-address/${saved._id}`, heading: hi.account.addresses.editTitle },
    details: { path: '/hi/user/account-details', heading: hi.account.details.title },
  };
  return pages[name];
}
const ACCOUNT_PAGES = [
  'home',
  'orders',
  'order',
  'addresses',
  'address-add',
  'address-edit',
  'details',
] as const;

describe('the account area in Hindi', () => {
  it.each(ACCOUNT_PAGES)(
    'renders %s in Hindi: lang, no English account text, Hindi links, axe, screenshots',
    async (name) => {
      const route = accountPage(name);
      await eachWidth(`i18n-account-${name}`, route.path, 'account', async (page) => {
        await seedToken(page, token);
        await page.goto(route.path);
        await settled(page);
        await page.getByRole('heading', { level: 1, name: route.heading }).waitFor();
      });
    },
  );

  it('names the order and payment states, the menu and the order totals in Hindi with hi-IN prices', async () => {
    const { page, context } = await openPage(WIDTHS.desktop);
    await seedToken(page, token);
    await page.goto(`/hi/user/my-orders/${order._id}`);
    await settled(page);
    const status = page.getByRole('region', { name: hi.account.order.status });
    await status.getByText(hi.account.orderState.PLACED, { exact: true }).waitFor();
    await status.getByText(hi.account.order.stateMessage.PLACED).waitFor();
    await page.getByText(hi.account.paymentState.PAID, { exact: true }).waitFor();
    const menu = page.getByRole('navigation', { name: hi.account.nav.label });
    expect(await menu.getByRole('link', { name: hi.account.nav.orders }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await menu.getByRole('link', { name: hi.account.nav.orders }).getAttribute('href')).toBe(
      '/hi/user/my-orders',
    );
    // Indian grouping with the rupee sign, as hi-IN writes prices.
    const totals = await page.getByRole('region', { name: hi.account.order.payment }).textContent();
    expect(totals).toMatch(/₹(\d{1,2},)?(\d{2},)*\d{1,3}(\.\d{2})?/);
    await context.close();
  });

  it('asks before cancelling, in Hindi, and keeps the order when the shopper says no', async () => {
    const { page, context } = await openPage(WIDTHS.mobile);
    await seedToken(page, token);
    await page.goto(`/hi/user/my-orders/${order._id}`);
    await settled(page);
    await page.getByRole('button', { name: hi.account.order.cancel }).click();
    const dialog = page.getByRole('dialog', { name: hi.account.cancel.title });
    await dialog.waitFor();
    expect(await englishLeft(page)).toEqual([]);
    expect(await dialog.textContent()).toContain(`ऑर्डर ${order.orderId} रद्द हो जाएगा`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'i18n-account-cancel-mobile');
    await dialog.getByRole('button', { name: hi.account.cancel.keep }).click();
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('lists the states by their Hindi names and saves the English one the API knows', async () => {
    const { page, context } = await openPage(WIDTHS.desktop);
    await seedToken(page, token);
    await page.goto(`/hi/user/edit-address/${saved._id}`);
    await settled(page);
    const state = page.getByLabel(hi.account.addressForm.state);
    expect(await state.locator('option:checked').textContent()).toBe(hi.account.states.Rajasthan);
    await state.selectOption({ label: hi.account.states.Gujarat });
    await page.getByRole('button', { name: hi.account.addresses.update }).click();
    await page.waitForURL('**/hi/user/my-address');
    await page.getByText(hi.account.states.Gujarat, { exact: true }).waitFor();
    const listed = await api<SavedAddress>('GET', `/userAddress/${saved._id}`, undefined, token);
    expect(listed.body.state).toBe('Gujarat');
    await context.close();
  });

  it('sends a visitor without a session from a Hindi account page to the Hindi login, and back there after', async () => {
    const { page, context } = await openPage(WIDTHS.desktop);
    await page.goto('/hi/user/my-orders');
    await page.waitForURL((url) => url.pathname === '/hi/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/hi/user/my-orders');
    await context.close();
  });

  /** Clicks the header's language switcher (to its only other language) and answers the login page it lands on. */
  async function switchLanguage(page: Page, label: string): Promise<URL> {
    await page.getByRole('navigation', { name: label }).getByRole('link').click();
    await page.waitForURL((url) => url.pathname.endsWith('/login'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    return new URL(page.url());
  }

  it('sends a shopper whose session ended on an account page to the login of the language they switched to', async () => {
    // Hindi to English: the session ended on another device, so the API refuses the token on the way.
    const ended = await apiLogin(freshMobile('9'));
    const hindi = await openPage(WIDTHS.desktop);
    await seedToken(hindi.page, ended);
    await hindi.page.goto('/hi/user/my-orders');
    await settled(hindi.page);
    await api('POST', '/users/logout', {}, ended);
    const toEnglish = await switchLanguage(hindi.page, hi.common.language.label);
    expect(`${toEnglish.pathname}${toEnglish.search}`).toBe(
      `/login?next=${encodeURIComponent('/user/my-orders')}`,
    );
    await hindi.page.getByRole('heading', { level: 1, name: en.auth.login.title }).waitFor();
    expect(await hindi.page.locator('html').getAttribute('lang')).toBe('en-IN');
    await hindi.context.close();

    // English to Hindi: logged out in another tab, so this browser holds no token any more.
    const english = await openPage(WIDTHS.desktop);
    await seedToken(english.page, await apiLogin(freshMobile('9')));
    await english.page.goto('/user/my-orders');
    await english.page.getByRole('heading', { level: 1, name: en.account.orders.title }).waitFor();
    await english.page.evaluate(() => {
      const user = JSON.parse(localStorage.getItem('user') ?? '{}');
      localStorage.setItem('user', JSON.stringify({ ...user, token: null }));
    });
    const toHindi = await switchLanguage(english.page, en.common.language.label);
    expect(`${toHindi.pathname}${toHindi.search}`).toBe(
      `/hi/login?next=${encodeURIComponent('/hi/user/my-orders')}`,
    );
    await english.page.getByRole('heading', { level: 1, name: hi.auth.login.title }).waitFor();
    expect(await english.page.locator('html').getAttribute('lang')).toBe('hi-IN');
    await english.context.close();
  });
});

describe('the blog in Hindi', () => {
  it.each(['blog', 'article', 'category', 'search'] as const)(
    'renders %s in Hindi: lang, no English blog text, Hindi links, axe, screenshots',
    async (name) => {
      const posts = await api<{ slug: string }[]>('GET', '/blogs?limit=1');
      const categories = await api<{ slug: string }[]>('GET', '/blogCategories?limit=1');
      const route = {
        blog: { path: '/hi/blog', heading: hi.blog.heading },
        article: { path: `/hi/blog/${posts.body[0]?.slug}`, heading: null },
        category: { path: `/hi/blog-category/${categories.body[0]?.slug}`, heading: null },
        search: { path: '/hi/blog?query=zzqx', heading: hi.blog.heading },
      }[name];
      await eachWidth(`i18n-blog-${name}`, route.path, 'blog', async (page) => {
        const response = await page.goto(route.path, { waitUntil: 'networkidle' });
        expect(response?.status(), route.path).toBe(200);
        if (route.heading) await page.getByRole('heading', { level: 1, name: route.heading }).waitFor();
      });
    },
  );

  it('searches from a Hindi page and stays in Hindi', async () => {
    const { page, context } = await openPage(WIDTHS.desktop);
    await page.goto('/hi/blog', { waitUntil: 'networkidle' });
    const search = page.getByRole('search');
    await search.getByRole('searchbox', { name: hi.blog.search.label }).fill('zzqx');
    await search.getByRole('button', { name: hi.blog.search.submit }).click();
    await page.waitForURL((url) => url.pathname === '/hi/blog' && url.search === '?query=zzqx');
    await page.getByRole('heading', { name: hi.blog.noArticles }).waitFor();
    await context.close();
  });
});
