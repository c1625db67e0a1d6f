import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type {
  BlogPost,
  Category,
  Order,
  Product,
  ProductSummary,
  SavedAddress,
  SubCategory,
} from '@shop/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import hi from '../apps/web/app/i18n/messages/hi/index.ts';
import type { CartItem } from '../apps/web/app/lib/session/session-store.ts';
import {
  englishCatalogTexts,
  englishRuns,
  linksOutOfHindi,
  loadLazyImages,
  newTab,
  overflowing,
  SHOPPER_ADDRESS,
  shownTexts,
  storefrontPages,
  withoutAllowed,
} from './i18n-support.ts';
import {
  api,
  apiLogin,
  baseURL,
  cartLine,
  checkoutDetails,
  closeBrowser,
  exceptExpected404,
  freshMobile,
  inStockProducts,
  launchBrowser,
  placePaidOrder,
  renderWholePage,
  screenshot,
  seriousA11yViolations,
  WIDTHS,
} from './support.ts';

// docs/i18n.md#the-hindi-sweep: the pages of the Hindi storefront, as routes.ts lists them, opened as a shopper
// would find them at 390 and 1280 px, and read for English: the English catalog's texts, any other words in Latin
// letters beyond a short allow-list, links that leave Hindi; then axe, the page's width, and a screenshot to look at.
// `npm test` sweeps one page of each family (FAMILIES); `npm run sweep:i18n` (FULL_SWEEP=1) sweeps every page.

/**
 * What the checkout leaves the thank-you page (ThankYouState in apps/web/app/features/checkout/checkout.ts, which
 * cannot be imported here: its global Razorpay declaration clashes with the API's in this project's types).
 */
interface ThankYouState {
  _id: string;
  orderId: string;
  skus: string[];
  amount: string;
  amountPaise: number;
  claim?: { token: string; mobile: string };
}

/** Whose browser opens the page: what localStorage holds before the page's scripts run. */
type Visitor =
  /** A logged-in shopper with a paid order, a saved address and two products in the cart and the bundle. */
  | 'shopper'
  /** Nobody logged in, nothing in the cart. */
  | 'guest'
  /** Between /login and the code: the pending signup the login page leaves. */
  | 'pending'
  /** Just verified, with neither name nor e-mail yet. */
  | 'newcomer';

interface Visit {
  /** The address to open, its dynamic segments filled from the demo shop. */
  path: string;
  visitor: Visitor;
  /** The document's status: 200 unless said. */
  status?: number;
  /** After the load, what brings the page to the state it is checked in (a navigation state, say). */
  settle?: (page: Page) => Promise<void>;
  /** The page asks the API for something that is not there, and says so: its 404 is the state checked. */
  answers404?: boolean;
}

const PAGES = storefrontPages('hi');
const ENGLISH = englishCatalogTexts();

/**
 * Every Hindi page by the components it is built from (its features/ folder, or a route module several pages
 * share), the first of each family being the one `npm test` sweeps: the page that shows the most of the family.
 * English left in a family's shared components fails that page in every run; a text only another page of the
 * family shows waits for the full sweep (FULL_SWEEP=1), which sweeps every page.
 */
const FAMILIES: Record<string, string[]> = {
  home: ['/hi'],
  listing: ['/hi/category/:categorySlug/:subCategorySlug', '/hi/category/:slug', '/hi/top-selling-products'],
  bundle: ['/hi/build-your-bundle'],
  product: ['/hi/product/:slug'],
  review: ['/hi/reviews/add/:slug'],
  cart: ['/hi/cart', '/hi/cart/restore'],
  thankYou: ['/hi/thank-you'],
  cod: ['/hi/checkout/cod', '/hi/cod/confirm'],
  tracking: ['/hi/track'],
  signIn: ['/hi/verify-account', '/hi/login'],
  profile: ['/hi/user/account-details', '/hi/update-information'],
  orders: ['/hi/user/my-orders/:id', '/hi/user/my-orders', '/hi/user'],
  addresses: ['/hi/user/edit-address/:id', '/hi/user/add-address', '/hi/user/my-address'],
  blog: ['/hi/blog', '/hi/blog-category/:slug'],
  article: ['/hi/blog/:slug'],
  about: ['/hi/about-us'],
  contact: ['/hi/contact-us'],
  policy: [
    '/hi/privacy-policy',
    '/hi/terms-and-conditions',
    '/hi/return-and-refund-policy',
    '/hi/shipping-policy',
  ],
  notFound: ['/hi/*'],
};

const FULL_SWEEP = process.env.FULL_SWEEP === '1';
/** The pages this run sweeps: each family's first, or all of them under FULL_SWEEP=1. */
const SWEPT = FULL_SWEEP
  ? PAGES.map(({ path }) => path)
  : Object.values(FAMILIES).map(([sample]) => sample as string);

let shop: {
  product: Product;
  category: Category;
  subCategory: SubCategory;
  post: BlogPost;
  blogCategory: string;
  order: Order;
  address: SavedAddress;
  guestOrder: ThankYouState;
  tokens: Record<'shopper' | 'newcomer', string>;
  pending: { token: string; mobile: string };
  cart: CartItem[];
  bundle: CartItem[];
  /** Products the catalog names only in English: their names may show in Latin letters. */
  englishNames: string[];
};

/**
 * Each page pattern of routes.ts, and how a shopper arrives at it with everything it needs: the address with its
 * dynamic segments filled from the demo shop, who is visiting, and what brings the page to its state.
 */
const VISITS: Record<string, () => Visit> = {
  '/hi': () => ({ path: '/hi/', visitor: 'shopper' }),
  '/hi/build-your-bundle': () => ({ path: '/hi/build-your-bundle', visitor: 'shopper' }),
  '/hi/top-selling-products': () => ({ path: '/hi/top-selling-products', visitor: 'shopper' }),
  '/hi/login': () => ({ path: '/hi/login', visitor: 'guest' }),
  '/hi/verify-account': () => ({ path: '/hi/verify-account', visitor: 'pending' }),
  '/hi/update-information': () => ({ path: '/hi/update-information', visitor: 'newcomer' }),
  '/hi/contact-us': () => ({ path: '/hi/contact-us', visitor: 'shopper' }),
  '/hi/about-us': () => ({ path: '/hi/about-us', visitor: 'shopper' }),
  '/hi/product/:slug': () => ({ path: `/hi/product/${shop.product.slug}`, visitor: 'shopper' }),
  '/hi/blog': () => ({ path: '/hi/blog', visitor: 'shopper' }),
  '/hi/blog/:slug': () => ({ path: `/hi/blog/${shop.post.slug}`, visitor: 'shopper' }),
  '/hi/blog-category/:slug': () => ({ path: `/hi/blog-category/${shop.blogCategory}`, visitor: 'shopper' }),
  '/hi/reviews/add/:slug': () => ({ path: `/hi/reviews/add/${shop.product.slug}`, visitor: 'shopper' }),
  '/hi/cart': () => ({ path: '/hi/cart', visitor: 'shopper' }),
  // docs/carts.md#the-restore-link: a reminder's link that no longer holds (forged here), with the shop's word.
  '/hi/cart/restore': () => ({
    path: `/hi/cart/restore?token=${'x'.repeat(60)}`,
    visitor: 'guest',
    answers404: true,
    settle: async (page) => {
      await page.getByRole('heading', { level: 1, name: hi.cart.restore.invalidHeading }).waitFor();
    },
  }),
  '/hi/category/:slug': () => ({ path: `/hi/category/${shop.category.slug}`, visitor: 'shopper' }),
  '/hi/category/:categorySlug/:subCategorySlug': () => ({
    path: `/hi/category/${shop.category.slug}/${shop.subCategory.slug}`,
    visitor: 'shopper',
  }),
  '/hi/thank-you': () => ({
    path: '/hi/thank-you',
    visitor: 'guest',
    // The checkout leaves the paid order in the navigation's state (ThankYouState), here a guest's, who is
    // offered the OTP step that claims it.
    settle: async (page) => {
      await page.evaluate(
        (state) => (window as any).__reactRouterDataRouter.navigate('/hi/thank-you', { state }),
        shop.guestOrder,
      );
      await page.getByRole('heading', { level: 1, name: hi.checkout.thankYou.heading }).waitFor();
    },
  }),
  // docs/cod.md: the COD checkout of a logged-in shopper's cart (saved addresses to pick), and the page the
  // confirmation message's link opens, before its buttons are pressed.
  '/hi/checkout/cod': () => ({ path: '/hi/checkout/cod', visitor: 'shopper' }),
  '/hi/cod/confirm': () => ({ path: `/hi/cod/confirm?token=${'x'.repeat(43)}`, visitor: 'guest' }),
  // The link in the shipping message fills the order id; the mobile number is the visitor's to type.
  '/hi/track': () => ({ path: `/hi/track?orderId=${shop.order.orderId}`, visitor: 'guest' }),
  '/hi/user': () => ({ path: '/hi/user', visitor: 'shopper' }),
  '/hi/user/my-orders': () => ({ path: '/hi/user/my-orders', visitor: 'shopper' }),
  '/hi/user/my-orders/:id': () => ({ path: `/hi/user/my-orders/${shop.order._id}`, visitor: 'shopper' }),
  '/hi/user/my-address': () => ({ path: '/hi/user/my-address', visitor: 'shopper' }),
  '/hi/user/add-address': () => ({ path: '/hi/user/add-address', visitor: 'shopper' }),
  '/hi/user/edit-address/:id': () => ({
    path: `/hi/user/edit-address/${shop.address._id}`,
    visitor: 'shopper',
  }),
  '/hi/user/account-details': () => ({ path: '/hi/user/account-details', visitor: 'shopper' }),
  '/hi/privacy-policy': () => ({ path: '/hi/privacy-policy', visitor: 'shopper' }),
  '/hi/terms-and-conditions': () => ({ path: '/hi/terms-and-conditions', visitor: 'shopper' }),
  '/hi/return-and-refund-policy': () => ({ path: '/hi/return-and-refund-policy', visitor: 'shopper' }),
  '/hi/shipping-policy': () => ({ path: '/hi/shipping-policy', visitor: 'shopper' }),
  '/hi/*': () => ({ path: '/hi/no-such-page', visitor: 'shopper', status: 404 }),
};

/** What a visitor's browser holds, written before any script of the page runs. */
function storageOf(visitor: Visitor): Record<string, string> {
  const session = (token: string | null, cart: CartItem[] = [], bundleCart: CartItem[] = []) =>
    JSON.stringify({ token, cart, bundleCart, shouldCartOpen: false });
  switch (visitor) {
    case 'shopper':
      return { user: session(shop.tokens.shopper, shop.cart, shop.bundle) };
    case 'newcomer':
      return { user: session(shop.tokens.newcomer) };
    case 'pending':
      // What the login page saves after the code is sent (features/account/pending-signup.ts).
      return {
        user: session(null),
        signupToken: shop.pending.token,
        signupMobile: shop.pending.mobile,
        signupSentAt: String(Date.now()),
        signupResendAfter: '30',
      };
    case 'guest':
      return { user: session(null) };
  }
}

async function list<T>(path: string, language = 'hi-IN'): Promise<T[]> {
  const response = await fetch(`${baseURL()}/api/v1${path}`, { headers: { 'accept-language': language } });
  return ((await response.json()) as { body: T[] }).body;
}

const address = SHOPPER_ADDRESS;

let browser: Browser;
const contexts = new Map<number, BrowserContext>();

beforeAll(async () => {
  browser = await launchBrowser();
  const inStock = await inStockProducts();
  // A product with reviews and more than one size shows the most of the product page.
  const product = inStock.find((p) => p.totalReviews > 0 && p.sizes.length > 1) ?? (inStock[0] as Product);
  const [category] = await list<Category>(`/categories?slug=${product.category.slug}`);
  const [subCategory] = await list<SubCategory>(`/subCategories?slug=${product.subCategory?.slug}`);
  const [post] = await list<BlogPost>('/blogs?limit=1');
  const [blogCategory] = await list<{ slug: string }>('/blogCategories?limit=1');

  const mobile = freshMobile('8');
  const shopper = await apiLogin(mobile, { name: 'Ananya Iyer', email: 'ananya@example.com' });
  const order = await placePaidOrder(shopper, inStock.slice(0, 2), checkoutDetails(mobile));
  const saved = await api<SavedAddress>('POST', '/userAddress', address, shopper);
  if (saved.status !== 200) throw new Error(`The address was not saved: ${saved.message}`);
  const newcomer = await apiLogin(freshMobile('8'));
  const pendingMobile = freshMobile('8');
  const pending = await api<{ token: string }>('POST', '/users/register', { mobile: pendingMobile });

  // A guest's paid order, as the thank-you page gets it from the checkout.
  const guestMobile = freshMobile('8');
  const paid = (await placePaidOrder('', [product], checkoutDetails(guestMobile))) as Order & {
    claimToken?: string;
  };
  const guestOrder: ThankYouState = {
    _id: paid._id,
    orderId: paid.orderId,
    skus: [],
    amount: (paid.totalAmount / 100).toFixed(2),
    amountPaise: paid.totalAmount,
    ...(paid.claimToken ? { claim: { token: paid.claimToken, mobile: guestMobile } } : {}),
  };

  const [english, hindi] = await Promise.all([
    list<ProductSummary>('/products?limit=0', 'en-IN'),
    list<ProductSummary>('/products?limit=0', 'hi-IN'),
  ]);
  const hindiName = new Map(hindi.map((p) => [p._id, p.name]));
  shop = {
    product,
    category: category as Category,
    subCategory: subCategory as SubCategory,
    post: post as BlogPost,
    blogCategory: blogCategory?.slug as string,
    order,
    address: saved.body,
    guestOrder,
    tokens: { shopper, newcomer },
    pending: { token: pending.body.token, mobile: pendingMobile },
    // Lines added on Hindi pages carry the Hindi names they were added under.
    cart: inStock.slice(0, 2).map((p) => ({ ...cartLine(p), name: hindiName.get(p._id) ?? p.name })),
    bundle: inStock
      .slice(2, 4)
      .map((p) => ({ ...cartLine(p), name: hindiName.get(p._id) ?? p.name, isBase: true })),
    englishNames: english.filter((p) => hindiName.get(p._id) === p.name).map((p) => p.name),
  };
  for (const width of Object.values(WIDTHS)) {
    contexts.set(
      width,
      await browser.newContext({
        baseURL: baseURL(),
        viewport: { width, height: width < 600 ? 844 : 900 },
        deviceScaleFactor: 1,
      }),
    );
  }
});

// What the sweep found on each page, written to test-results/i18n-sweep.json for reading the whole at once.
const report: Record<string, unknown> = {};

afterAll(async () => {
  const dir = path.resolve(import.meta.dirname, '..', 'test-results');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'i18n-sweep.json'), `${JSON.stringify(report, null, 2)}\n`);
  for (const context of contexts.values()) await context.close();
  await closeBrowser();
});

/** Opens a visit in a new tab of the width's context and answers what is wrong with it (empty when nothing). */
async function sweep(visit: Visit, width: number, name: string): Promise<Record<string, unknown>> {
  const { page, errors } = await newTab(contexts.get(width) as BrowserContext);
  await page.addInitScript((storage: Record<string, string>) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
  }, storageOf(visit.visitor));
  const response = await page.goto(visit.path, { waitUntil: 'networkidle' });
  const problems: Record<string, unknown> = {};
  if (response?.status() !== (visit.status ?? 200)) problems.status = response?.status();
  // Account pages load in the browser: the page is ready when the loading shell has gone and a heading is up.
  await page
    .getByRole('status')
    .filter({ hasText: hi.account.loading })
    .waitFor({ state: 'detached', timeout: 15_000 });
  await page.locator('h1').first().waitFor({ timeout: 15_000 });
  await visit.settle?.(page);
  await page.waitForLoadState('networkidle');
  await renderWholePage(page);

  const lang = await page.locator('html').getAttribute('lang');
  if (lang !== 'hi-IN') problems.lang = lang;
  const texts = await shownTexts(page);
  const joined = withoutAllowed(texts.join(' \n '));
  const catalog = ENGLISH.filter(({ pattern }) => pattern.test(joined)).map(
    ({ key, text }) => `${key}: ${text}`,
  );
  if (catalog.length) problems.englishCatalogTexts = catalog;
  const runs = englishRuns(texts, shop.englishNames);
  if (runs.length) problems.latinWords = runs;
  const links = await linksOutOfHindi(page);
  if (links.length) problems.linksOutOfHindi = [...new Set(links)];
  const wide = await overflowing(page);
  if (wide.length) problems.widerThanScreen = wide;
  const axe = await seriousA11yViolations(page);
  if (axe.length) problems.axe = axe;
  await loadLazyImages(page);
  await screenshot(page, `hi-sweep-${name}-${width}`);
  const left = visit.status === 404 || visit.answers404 ? exceptExpected404(errors) : errors;
  if (left.length) problems.consoleErrors = left;
  await page.close();
  return problems;
}

/** A screenshot's name for a pattern: `/hi/product/:slug` is `product-slug`, `/hi/*` is `not-found`. */
const nameOf = (pattern: string) =>
  pattern === '/hi/*'
    ? 'not-found'
    : pattern
        .replace(/^\/hi\/?/, '')
        .replace(/[/:]+/g, '-')
        .replace(/^-|-$/g, '') || 'home';

describe('the pages of the Hindi storefront', () => {
  it('knows how to open every Hindi route of routes.ts, and no route it does not have', () => {
    expect(PAGES.length).toBeGreaterThan(25);
    const patterns = PAGES.map(({ path }) => path);
    const missing = patterns.filter((pattern) => !Object.hasOwn(VISITS, pattern));
    expect(missing, 'a Hindi page without a visit in VISITS (i18n-sweep.e2e.ts): add one').toEqual([]);
    expect(Object.keys(VISITS).filter((pattern) => !patterns.includes(pattern))).toEqual([]);
  });

  it('puts every Hindi route of routes.ts in one family, and no route it does not have', () => {
    const patterns = PAGES.map(({ path }) => path);
    const placed = Object.values(FAMILIES).flat();
    const unplaced = patterns.filter((pattern) => !placed.includes(pattern));
    expect(unplaced, 'a Hindi page in no family (FAMILIES in i18n-sweep.e2e.ts): add it').toEqual([]);
    expect(placed.filter((pattern) => !patterns.includes(pattern))).toEqual([]);
    expect(placed.filter((pattern, index) => placed.indexOf(pattern) !== index)).toEqual([]);
  });

  it.each(SWEPT)(
    '%s reads in Hindi at 390 and 1280 px: lang, no English, links, axe, width, screenshot',
    async (pattern) => {
      const visit = VISITS[pattern]?.();
      if (!visit) throw new Error(`No visit for ${pattern}: add one to VISITS in i18n-sweep.e2e.ts`);
      const found: Record<string, Record<string, unknown>> = {};
      for (const [size, width] of Object.entries(WIDTHS)) {
        const problems = await sweep(visit, width, nameOf(pattern));
        if (Object.keys(problems).length) found[size] = problems;
      }
      report[pattern] = found;
      expect(found, visit.path).toEqual({});
    },
  );
});
