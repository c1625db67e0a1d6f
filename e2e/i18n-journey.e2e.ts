import type { Category, Product, SubCategory } from '@shop/shared';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../apps/web/app/i18n/messages/en/index.ts';
import hi from '../apps/web/app/i18n/messages/hi/index.ts';
import type { CartItem } from '../apps/web/app/lib/session/session-store.ts';
import {
  apiLogin,
  baseURL,
  cartLine,
  closeBrowser,
  freshMobile,
  inStockProducts,
  lastOtp,
  launchBrowser,
  openPage,
  screenshot,
  seriousA11yViolations,
  WIDTHS,
} from './support.ts';

// docs/i18n.md: the purchase journey in Hindi, from login to the thank-you page, the product page, the listings
// and the bundle builder. Each page is checked for its language, English texts of its own catalog left on
// screen, accessibility and links that keep the shopper in Hindi.

type Namespace = keyof typeof en;

/** Every text of a namespace, with its dotted key. */
function texts(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : texts(value as object, `${prefix}${key}.`),
  );
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English texts of these namespaces that a Hindi page must not show, as patterns of a whole text on the page
 * (a placeholder stands for any value; a tag splits a text in two), leaving out what the Hindi catalog writes the
 * same. Whole texts, so that a product's own English words (content comes from the API) do not count.
 */
function englishOf(namespaces: Namespace[]): RegExp[] {
  return namespaces.flatMap((namespace) => {
    const hindi = new Map(texts(hi[namespace]));
    return texts(en[namespace])
      .filter(([key, english]) => hindi.get(key) !== english)
      .flatMap(([, english]) => english.split(/<\/?\w+>/))
      .map((piece) => piece.trim())
      .filter((piece) => piece.replace(/{{\w+}}|{\w+}/g, '').replace(/[^A-Za-z]/g, '').length >= 3)
      .map(
        (piece) =>
          new RegExp(
            `^${piece
              .split(/{{\w+}}|{\w+}/)
              .map(literal)
              .join('.+')}$`,
          ),
      );
  });
}

/** Every text of a part of the page, screen-reader-only texts included, scripts and styles left out. */
const textsOf = (scope: Locator) =>
  scope.evaluate((root) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && !node.parentElement?.closest('script, style, template, noscript')) found.push(text);
    }
    return found;
  });

/** The English texts of these namespaces that a part of the page still shows. */
async function englishLeft(scope: Locator, namespaces: Namespace[]): Promise<string[]> {
  const patterns = englishOf(namespaces);
  return (await textsOf(scope)).filter((text) => patterns.some((pattern) => pattern.test(text)));
}

/** The shop's own links on the page that lead out of Hindi (the language switcher's aside). */
const englishLinks = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]:not([hreflang])')]
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => !/^\/(hi([/?#]|$)|admin|api|uploads)/.test(href)),
  );

/** The checks every Hindi page of the journey passes; a screenshot at the page's width for looking at. */
async function expectHindi(page: Page, namespaces: Namespace[], name: string) {
  expect(await page.locator('html').getAttribute('lang')).toBe('hi-IN');
  expect(await englishLeft(page.locator('body'), namespaces)).toEqual([]);
  expect(await englishLinks(page)).toEqual([]);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await screenshot(page, `hi-${name}-${page.viewportSize()?.width}`);
}

/** A shopper's stored session, as the storefront keeps it, before any page script runs. */
async function seedSession(
  page: Page,
  session: { token?: string; cart?: CartItem[]; bundleCart?: CartItem[] },
) {
  await page.addInitScript(
    (value: string) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('user', value);
        sessionStorage.setItem('seeded', '1');
      }
    },
    JSON.stringify({ token: null, cart: [], bundleCart: [], shouldCartOpen: false, ...session }),
  );
}

async function apiList<T>(path: string): Promise<T[]> {
  return ((await (await fetch(`${baseURL()}/api/v1${path}`)).json()) as { body: T[] }).body;
}

let products: Product[] = [];
let category: Category;
let subCategory: SubCategory;

beforeAll(async () => {
  await launchBrowser();
  products = (await inStockProducts()).filter((product) => product.sizes.length > 1).slice(0, 2);
  const first = products[0];
  if (!first) throw new Error('The demo shop has no product with two sizes in stock');
  category = (await apiList<Category>(`/categories?slug=${first.category.slug}`))[0] as Category;
  const grouped = await apiList<{ slug: string }>(
    `/products?limit=0&status=true&categorySlug=${category.slug}&subCategoryWise=true`,
  );
  const subs = await apiList<SubCategory>(`/subCategories?slug=${grouped[0]?.slug}`);
  subCategory = subs.find((sub) => sub.category.slug === category.slug) as SubCategory;
});
afterAll(closeBrowser);

describe('logging in by OTP, in Hindi', () => {
  it('sends the code, verifies it and asks the new shopper for their details, all in Hindi', async () => {
    const { page, context, errors } = await openPage(WIDTHS.mobile);
    const mobile = freshMobile('9');
    await page.goto('/hi/login');
    await page.getByRole('heading', { level: 1, name: hi.auth.login.title }).waitFor();
    await expectHindi(page, ['auth'], 'login');

    await page.getByLabel(hi.auth.login.mobile).fill(mobile);
    await page.getByRole('button', { name: hi.auth.login.sendOtp }).click();
    await page.waitForURL('**/hi/verify-account');
    await page.getByRole('heading', { level: 1, name: hi.auth.verify.title }).waitFor();
    await page.getByText(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`).waitFor();
    await expectHindi(page, ['auth'], 'verify-account');

    await page.getByLabel(hi.auth.verify.otp).fill(await lastOtp(mobile));
    await page.getByRole('button', { name: hi.auth.verify.verify, exact: true }).click();
    await page.waitForURL('**/hi/update-information');
    await page.getByRole('heading', { level: 1, name: hi.auth.details.title }).waitFor();
    await expectHindi(page, ['auth'], 'update-information');

    await page.getByLabel(hi.auth.details.name).fill('अनन्या अय्यर');
    await page.getByLabel(hi.auth.details.email).fill(`ananya.${mobile}@example.com`);
    await page.getByRole('button', { name: hi.auth.details.save }).click();
    await page.waitForURL((url) => url.pathname === '/hi/');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("a form's own checks, in the page's language", () => {
  // The shared schema writes English; a Hindi page shows the shared catalog's Hindi, an English page the English.
  it.each([
    ['/hi/login', hi.auth.login, 'मोबाइल नंबर सही नहीं है: 10 अंकों का भारतीय मोबाइल नंबर लिखें'],
    ['/login', en.auth.login, 'Mobile must be a valid 10-digit Indian mobile number'],
  ])('%s refuses a bad mobile number in its language', async (path, texts, expected) => {
    const { page, context, errors } = await openPage(WIDTHS.mobile);
    await page.goto(path);
    await page.getByLabel(texts.mobile).fill('12345');
    await page.getByRole('button', { name: texts.sendOtp }).click();
    await page.getByText(expected, { exact: true }).waitFor();
    expect(page.url()).toMatch(new RegExp(`${path}$`));
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the cart and the checkout, in Hindi', () => {
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    it(`shows the cart's lines, totals and delivery check in Hindi at ${width} px`, async () => {
      const { page, context, errors } = await openPage(width);
      await seedSession(page, { cart: products.map((product) => cartLine(product, 2)) });
      await page.goto('/hi/cart');
      await page.getByRole('heading', { level: 2, name: hi.cart.summary.title }).waitFor();
      await page.getByLabel(hi.delivery.label).fill('313001');
      await page.getByRole('button', { name: hi.delivery.check, exact: true }).click();
      await page.getByText(hi.delivery.deliverTo.replace('{{pincode}}', '313001'), { exact: true }).waitFor();
      await expectHindi(page, ['cart', 'checkout'], 'cart');
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('names the lines of a cart filled on English pages in Hindi once the shopper switches, and back', async () => {
    const product = products[0] as Product;
    const nameIn = async (language: string) =>
      (
        (await (
          await fetch(`${baseURL()}/api/v1/products/findBySlug/${product.slug}`, {
            headers: { 'accept-language': language },
          })
        ).json()) as { body: Product }
      ).body.name;
    const [english, hindi] = await Promise.all([nameIn('en-IN'), nameIn('hi-IN')]);
    expect(hindi).not.toBe(english);
    const { page, context, errors } = await openPage(WIDTHS.desktop);
    await page.goto(`/product/${product.slug}`);
    await page.getByRole('button', { name: en.product.purchase.addToCart }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText(english).first().waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await page.goto('/cart');
    await page.getByRole('link', { name: en.common.language.hi }).filter({ visible: true }).click();
    await page.waitForURL('**/hi/cart');
    const lines = page.locator('[data-cart-lines]');
    await lines.getByRole('link', { name: hindi }).first().waitFor();
    expect(await lines.textContent()).not.toContain(english);
    await page.getByRole('link', { name: hi.common.language.en }).filter({ visible: true }).click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await lines.getByRole('link', { name: english }).first().waitFor();
    expect(await lines.textContent()).not.toContain(hindi);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says an empty cart is empty, in Hindi', async () => {
    const { page, context } = await openPage(WIDTHS.mobile);
    await page.goto('/hi/cart');
    await page.getByRole('heading', { name: hi.cart.empty.title }).waitFor();
    await expectHindi(page, ['cart'], 'cart-empty');
    await context.close();
  });

  it('thanks the shopper for the order in Hindi, and offers the OTP step for a guest order', async () => {
    const { page, context, errors } = await openPage(WIDTHS.mobile);
    // What the checkout leaves for /thank-you after a guest's payment (ThankYouState).
    const state = {
      _id: '00000000-0000-4000-8000-000000000000',
      orderId: 'VN-1001',
      skus: [],
      amount: '1299.00',
      amountPaise: 129900,
      claim: { token: 'claim', mobile: '9876543210' },
    };
    await page.goto('/hi/thank-you');
    await page.getByRole('heading', { level: 1, name: hi.checkout.thankYou.noOrderHeading }).waitFor();
    await expectHindi(page, ['checkout'], 'thank-you-no-order');
    // The checkout leaves the order in the navigation state of a move within the page, as it does after a payment.
    await page.evaluate(
      (paid) => (window as any).__reactRouterDataRouter.navigate('/hi/thank-you', { state: paid }),
      state,
    );
    await page.getByRole('heading', { level: 1, name: hi.checkout.thankYou.heading }).waitFor();
    expect(await page.locator('main').textContent()).toContain('₹1,299');
    await page.getByRole('heading', { name: hi.checkout.claim.heading }).waitFor();
    await expectHindi(page, ['checkout'], 'thank-you');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the product page, in Hindi', () => {
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    it(`lets a shopper choose a size and add it to the cart in Hindi at ${width} px`, async () => {
      const product = products[0] as Product;
      const { page, context, errors } = await openPage(width);
      await page.goto(`/hi/product/${product.slug}`);
      // The product's name comes from the API in the page's language: the buying block marks the page as loaded.
      await page.getByRole('button', { name: hi.product.purchase.addToCart }).waitFor();
      await expectHindi(page, ['product'], 'product');

      await page.getByRole('button', { name: hi.product.purchase.addToCart }).click();
      const drawer = page.getByRole('dialog');
      await drawer.getByRole('button', { name: hi.cart.drawer.close }).waitFor();
      expect(await englishLeft(drawer, ['cart', 'checkout'])).toEqual([]);
      expect(await drawer.getByRole('link', { name: hi.cart.drawer.viewCart }).getAttribute('href')).toBe(
        '/hi/cart',
      );
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, `hi-cart-drawer-${width}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('opens the review form and the write-a-review page in Hindi for a logged-in shopper', async () => {
    const product = products[0] as Product;
    const token = await apiLogin(freshMobile('9'), { name: 'Meera', email: 'meera@example.com' });
    const { page, context, errors } = await openPage(WIDTHS.desktop);
    await seedSession(page, { token });
    await page.goto(`/hi/product/${product.slug}`);
    await page.getByRole('button', { name: hi.product.reviews.write }).click();
    await page.getByLabel(hi.product.reviewForm.review).waitFor();
    await expectHindi(page, ['product'], 'product-review-form');

    await page.goto(`/hi/reviews/add/${product.slug}`);
    await page.getByLabel(hi.product.reviewForm.displayName).waitFor();
    await expectHindi(page, ['product'], 'review-add');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the listings and the bundle builder, in Hindi', () => {
  const pages = () => [
    { name: 'category', path: `/hi/category/${category.slug}`, namespaces: ['listing'] as Namespace[] },
    {
      name: 'sub-category',
      path: `/hi/category/${category.slug}/${subCategory.slug}?sort=l-h`,
      // The testimonials' words are the reviews' (product).
      namespaces: ['listing', 'product'] as Namespace[],
    },
    {
      name: 'top-selling',
      path: '/hi/top-selling-products',
      namespaces: ['listing', 'product'] as Namespace[],
    },
    { name: 'bundle', path: '/hi/build-your-bundle', namespaces: ['bundle'] as Namespace[] },
  ];

  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    it(`renders each in Hindi at ${width} px`, async () => {
      for (const { name, path, namespaces } of pages()) {
        const { page, context, errors } = await openPage(width);
        if (name === 'bundle') {
          const picked = products.map((product) => ({ ...cartLine(product), isBase: true }));
          await seedSession(page, { bundleCart: picked });
        }
        await page.goto(path);
        await page.locator('h1').waitFor();
        await expectHindi(page, namespaces, name);
        expect(errors, name).toEqual([]);
        await context.close();
      }
    });
  }
});
