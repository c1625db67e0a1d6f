import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type {
  AdminOrder,
  CheckoutDetails,
  Order,
  Product,
  ProductSummary,
  SandboxAdvanceStatus,
} from '@shop/shared';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import type { CartItem } from '../apps/web/app/lib/session/session-store.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

export const baseURL = () => inject('baseURL');

export const WIDTHS = { mobile: 390, desktop: 1280 } as const;

/**
 * Reads a value of the page again and again until the assertion holds, or fails after 10 s: a check waits for
 * the state the page settles in instead of sampling it once, which a loaded machine would lose.
 * `await eventually(() => lines.count()).toBe(3)`; for visibility, `await locator.waitFor()` does the same.
 */
export const eventually = <T>(read: () => Promise<T> | T, message?: string) =>
  expect.poll(read, { timeout: 10_000, ...(message ? { message } : {}) });

let browser: Browser | undefined;

/** One Chromium per test file; call in beforeAll and `closeBrowser` in afterAll. */
export async function launchBrowser(): Promise<Browser> {
  browser ??= await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  return browser;
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = undefined;
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
}

/** A fresh context (empty localStorage) at a given width, collecting console errors; `origin`: another shop's. */
export async function openPage(width: number = WIDTHS.desktop, origin = baseURL()): Promise<OpenedPage> {
  const context = await (await launchBrowser()).newContext({
    baseURL: origin,
    viewport: { width, height: width < 600 ? 844 : 900 },
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  return { page, context, errors: watchPage(page) };
}

/**
 * Makes every navigation of a page wait for hydration, and answers the list its console errors and uncaught page
 * errors are collected in.
 */
export function watchPage(page: Page): string[] {
  // Every navigation waits for hydration: typing into server-rendered HTML before React owns it is a race that
  // a loaded CI machine loses.
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 20_000 });
    return response;
  };
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Chromium's console report of a document or request the server answered with 404. */
export const NOT_FOUND_REPORT =
  'Failed to load resource: the server responded with a status of 404 (Not Found)';

/**
 * The errors seen, less one report of the 404 the test asked for (an unknown page's own answer). Any other error,
 * a second 404 included, remains to fail the test.
 */
export function exceptExpected404(errors: string[]): string[] {
  const index = errors.indexOf(NOT_FOUND_REPORT);
  return index < 0 ? errors : errors.toSpliced(index, 1);
}

/**
 * Saves a full-page screenshot under test-results/screens/; `fullPage: false` keeps to the screen, for what is
 * pinned to it (a drawer, a bar at the bottom).
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  // A full-page capture does not scroll, so off-screen sections would stay unpainted (see renderWholePage).
  await renderWholePage(page);
  const dir = path.resolve(import.meta.dirname, '..', 'test-results', 'screens');
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}

/**
 * Sections below the fold use `content-visibility: auto`: the browser skips them until they near the viewport,
 * so axe cannot see their colours and Playwright counts them as hidden. Checks of the whole page render it all,
 * as a visitor scrolling down would see it.
 */
export async function renderWholePage(page: Page): Promise<void> {
  await page.addStyleTag({ content: '.render-lazy { content-visibility: visible !important; }' });
}

/** Runs axe-core in the page and returns serious and critical violations. */
export async function seriousA11yViolations(
  page: Page,
): Promise<{ id: string; impact: string; nodes: string[] }[]> {
  await renderWholePage(page);
  const axeSource = await import('node:fs/promises').then((fs) =>
    fs.readFile(path.resolve(import.meta.dirname, '../node_modules/axe-core/axe.min.js'), 'utf8'),
  );
  // Evaluated through the DevTools protocol: a script tag without the page's nonce would be refused by its CSP.
  await page.evaluate(`${axeSource};undefined`);
  const results = await page.evaluate(async () => {
    const axe = (window as any).axe;
    const run = await axe.run(document, { resultTypes: ['violations'] });
    return run.violations.map((v: { id: string; impact: string; nodes: { target: string[] }[] }) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
  return (results as { id: string; impact: string; nodes: string[] }[]).filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
}

/** The last login code the shop texted to a number: the console SMS adapter's outbox, one JSON line each. */
export async function lastOtp(mobile: string, shopDataDir = inject('shopDataDir')): Promise<string> {
  const outbox = path.join(shopDataDir, 'outbox', 'sms.jsonl');
  const text = await readFile(outbox, 'utf8').catch(() => '');
  const code = text
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; text: string; templateId?: string })
    // Order messages (which carry a DLT template id) go to the same numbers: only a login code has none.
    .filter((line) => line.to.endsWith(mobile) && !line.templateId)
    .at(-1)
    ?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No code was sent to ${mobile}`);
  return code;
}

/** The full records (sizes, texts) of listed products, in the list's order: a list carries only what cards show. */
export async function withDetails(listed: ProductSummary[], origin = baseURL()): Promise<Product[]> {
  return Promise.all(
    listed.map(async ({ slug }) => {
      const response = await fetch(`${origin}/api/v1/products/findBySlug/${slug}`);
      return ((await response.json()) as { body: Product }).body;
    }),
  );
}

/** Products of the running shop (or the shop at `origin`) that are in stock. */
export async function inStockProducts(origin = baseURL()): Promise<Product[]> {
  const response = (await (await fetch(`${origin}/api/v1/products?limit=0`)).json()) as {
    body: ProductSummary[];
  };
  return withDetails(
    response.body.filter((product) => !product.outOfStock),
    origin,
  );
}

/** A cart line as the storefront stores it: the base size when in stock, else the first size that is. */
export function cartLine(product: Product, quantity = 1): CartItem {
  const size =
    product.sizes.find((s) => s.isBase && !s.outOfStock) ?? product.sizes.find((s) => !s.outOfStock);
  if (!size) throw new Error(`${product.slug} has no size in stock`);
  return {
    _id: product._id,
    slug: product.slug,
    name: product.name,
    image: product.image,
    quantity,
    mrp: size.mrp,
    salePrice: size.salePrice,
    size: { _id: size._id, title: size.title },
    isBase: size.isBase,
  };
}

/** A call to the shop's API (or the shop's at `origin`) from the test, outside any page: its parsed envelope. */
export async function api<T>(
  method: string,
  route: string,
  body?: unknown,
  token?: string,
  origin = baseURL(),
) {
  const response = await fetch(`${origin}/api/v1${route}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as { status: number; message: string; body: T };
}

let mobileSeq = 0;
/**
 * A 10-digit number no other test (or earlier run) has used: unique per process and call. Each file passes its
 * own first digit, so files running side by side never share a number's limits.
 */
export const freshMobile = (firstDigit: '6' | '7' | '8' | '9') =>
  `${firstDigit}${String(process.pid % 10000).padStart(4, '0')}${String(Date.now() % 10000).padStart(4, '0')}${mobileSeq++ % 10}`;

/** Logs a number in through the API, as the verify page would, and returns the session token. */
export async function apiLogin(mobile: string, details?: { name: string; email: string }): Promise<string> {
  const registered = await api<{ token: string }>('POST', '/users/register', { mobile });
  const verified = await api<{ token: string }>(
    'POST',
    '/users/verifyAccount',
    { otp: await lastOtp(mobile) },
    registered.body.token,
  );
  const token = verified.body.token;
  if (details) await api('PUT', '/users/updateProfile', details, token);
  return token;
}

/**
 * Saves the session record (`user`, docs/product.md#browser-storage) once per tab, before any page script runs;
 * `more` adds a bundle or opens the cart drawer.
 */
export async function seedToken(
  page: Page,
  token: string,
  cart: CartItem[] = [],
  more: { bundleCart?: CartItem[]; shouldCartOpen?: boolean } = {},
) {
  await page.addInitScript(
    (value: string) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('user', value);
        sessionStorage.setItem('seeded', '1');
      }
    },
    JSON.stringify({ token, cart, bundleCart: [], shouldCartOpen: false, ...more }),
  );
}

/**
 * Types the number on /login and presses Send OTP until the code is sent: another test may have just asked for a
 * code for the same number, and the page then says how long to wait.
 */
export async function sendLoginCode(page: Page, mobile: string): Promise<void> {
  await page.getByLabel('Mobile').fill(mobile);
  const wait = page.getByRole('alert').filter({ hasText: /^Please wait \d+ seconds/ });
  for (let attempt = 0; ; attempt++) {
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const outcome = await Promise.race([
      page
        .waitForURL('**/verify-account**')
        .then(() => 'sent' as const)
        .catch(() => 'timeout' as const),
      wait
        .waitFor()
        .then(() => 'wait' as const)
        .catch(() => 'timeout' as const),
    ]);
    if (outcome === 'sent') break;
    if (outcome === 'timeout' || attempt === 6) throw new Error(`No login code could be sent to ${mobile}`);
    const seconds = Number((await wait.textContent())?.match(/\d+/)?.[0] ?? 10);
    await page.waitForTimeout((seconds + 1) * 1000);
  }
}

/**
 * Opens the back office as the shop's admin: the run's admin session (the login code and the app code, passed once
 * by the global setup) in the page, and waits for the dashboard. `e2e/second-factor.e2e.ts` drives the login
 * itself, screen by screen.
 */
export async function loginAsAdmin(page: Page): Promise<void> {
  await seedToken(page, inject('adminToken'));
  await page.goto('/admin');
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
}

/** Fills the sandbox's hosted checkout as a shopper from Udaipur would; the caller presses Pay. */
export async function fillSandbox(page: Page, mobile: string) {
  const frame = page.frameLocator('iframe[title="Sandbox payment checkout"]');
  await frame.getByLabel('Full name').fill('Ananya Iyer');
  await frame.getByLabel('Mobile').fill(mobile);
  await frame.getByLabel('E-mail').fill('ananya@example.com');
  await frame.getByLabel('House, street').fill('12 Lake Palace Road');
  await frame.getByLabel('City').fill('Udaipur');
  await frame.getByLabel('PIN code').fill('313001');
  await frame.getByLabel('State').selectOption('Rajasthan');
  return frame;
}

/** What the hosted checkout collects from a shopper in Udaipur paying with `mobile`: the API tests' own. */
export { checkoutDetails } from '../apps/api/test/shop.ts';

/**
 * Pays for one of each product through the API as the checkout does (payment order, the sandbox's Pay, the
 * signature check), for the shopper of `token`, with what the hosted checkout collected: answers the order.
 */
export async function placePaidOrder(
  token: string,
  products: Product[],
  details: CheckoutDetails,
): Promise<Order> {
  const lines = products.map((product) => {
    const line = cartLine(product);
    return line.isBase
      ? { product: product._id, qty: 1, baseSize: line.size._id }
      : { product: product._id, qty: 1, size: line.size._id };
  });
  const created = await api<{ id: string }>(
    'POST',
    '/orders/create-razorpay-order',
    { products: lines },
    token,
  );
  const paid = await api<{
    razorpay_payment_id: string;
    razorpay_order_id: string;
    razorpay_signature: string;
  }>('POST', `/payments/sandbox/orders/${created.body.id}/pay`, details);
  const verified = await api<Order>('POST', '/orders/verify-payment-signature', {
    razorpayPaymentId: paid.body.razorpay_payment_id,
    razorpayOrderId: paid.body.razorpay_order_id,
    razorpaySignature: paid.body.razorpay_signature,
  });
  if (verified.status !== 200) throw new Error(`The order was not paid: ${verified.message}`);
  return verified.body;
}

/** The session token a page keeps in its `user` record. */
export async function pageToken(page: Page): Promise<string> {
  const record = await page.evaluate(() => localStorage.getItem('user'));
  const token = record ? (JSON.parse(record) as { token: string | null }).token : null;
  if (!token) throw new Error('the page has no session');
  return token;
}

/** A back-office screen done loading: nothing busy, no "Loading…" left. */
export async function adminSettled(page: Page): Promise<void> {
  await eventually(() => page.locator('[aria-busy="true"]').count()).toBe(0);
  await eventually(() => page.getByText('Loading…').count()).toBe(0);
}

/** The sandbox courier moves a parcel on and posts its webhook to the shop (or the shop at `origin`). */
export async function advanceParcel(
  awb: string,
  status: SandboxAdvanceStatus,
  origin = baseURL(),
): Promise<void> {
  const response = await fetch(`${origin}/sandbox/shiprocket/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ awb, status }),
  });
  expect(response.status, `advance ${awb} to ${status}: ${await response.clone().text()}`).toBe(200);
}

/**
 * A COD order of a shopper of Lucknow placed through the API, as the COD checkout places it: PLACED, its cash to
 * come. `products` picks which in-stock products go in (two, so the goods are above COD's minimum whatever the
 * demo's prices).
 */
export async function placeCodOrder(
  shopperToken: string,
  products: { from: number; to: number },
): Promise<Order> {
  const lines = (await inStockProducts()).slice(products.from, products.to).map((product) => {
    const line = cartLine(product);
    return line.isBase
      ? { product: product._id, qty: 1, baseSize: line.size._id }
      : { product: product._id, qty: 1, size: line.size._id };
  });
  const placed = await api<Order>(
    'POST',
    '/orders/cod',
    {
      products: lines,
      isBundle: false,
      name: 'Meera Joshi',
      email: 'meera@example.com',
      shippingAddress: {
        name: 'Meera Joshi',
        line1: '14 Gomti Nagar',
        line2: '',
        city: 'Lucknow',
        state: 'Uttar Pradesh',
        zipcode: '226010',
      },
    },
    shopperToken,
  );
  expect(placed.status, placed.message).toBe(200);
  return placed.body;
}

/**
 * A COD order placed as placeCodOrder places it, confirmed by the team, booked with the sandbox courier, picked up
 * and delivered: its cash collected.
 */
export async function deliveredCodOrder(
  shopperToken: string,
  adminToken: string,
  products: { from: number; to: number },
): Promise<{ order: Order; awb: string }> {
  const order = await placeCodOrder(shopperToken, products);
  const confirmed = await api(
    'POST',
    `/admin/orders/${order._id}/cod-confirm`,
    { note: 'Called' },
    adminToken,
  );
  expect(confirmed.status, confirmed.message).toBe(200);
  for (const to of ['CONFIRMED', 'PACKED']) {
    const moved = await api('POST', `/admin/orders/${order._id}/transitions`, { to }, adminToken);
    expect(moved.status, moved.message).toBe(200);
  }
  const booked = await api<AdminOrder>('POST', `/admin/orders/${order._id}/shipment`, {}, adminToken);
  expect(booked.status, booked.message).toBe(200);
  const awb = booked.body.shipment?.awb ?? '';
  for (const status of ['PICKED_UP', 'DELIVERED'] as const) await advanceParcel(awb, status);
  await eventually(
    async () =>
      (await api<AdminOrder>('GET', `/admin/orders/${order._id}`, undefined, adminToken)).body.paymentStatus,
  ).toBe('COD_COLLECTED');
  return { order, awb };
}
