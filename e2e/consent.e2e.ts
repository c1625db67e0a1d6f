// docs/privacy.md: the consent banner and the ad conversion events, in Chromium against local stand-ins for the
// Meta pixel and the Google tag. The suite's shop has no ad tag; this file starts a second shop that has both.
import type { Product } from '@shop/shared';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StartedShop, startShop } from './global-setup.ts';
import {
  baseURL,
  cartLine,
  closeBrowser,
  eventually,
  fillSandbox,
  freshMobile,
  inStockProducts,
  lastOtp,
  launchBrowser,
  openPage,
  screenshot,
  sendLoginCode,
  seriousA11yViolations,
  WIDTHS,
} from './support.ts';

const PIXEL_ID = '123456789012345';
const GA4_ID = 'G-AB12CD34EF';

let tagged: StartedShop;
beforeAll(async () => {
  await launchBrowser();
  tagged = await startShop({ META_PIXEL_ID: PIXEL_ID, GOOGLE_TAG_ID: GA4_ID });
});
afterAll(async () => {
  await closeBrowser();
  await tagged?.stop();
});

// What fbevents.js does with the calls the shop makes, reduced to what the test reads: it takes over the queue
// of the stub `fbq` and reports each tracked event as a GET to facebook.com/tr, unless consent was revoked.
const FBEVENTS_STAND_IN = `(function () {
  var fbq = window.fbq, pixel = null, revoked = false;
  function handle(args) {
    args = Array.prototype.slice.call(args);
    if (args[0] === 'init') { pixel = args[1]; return; }
    if (args[0] === 'consent') { revoked = args[1] === 'revoke'; return; }
    if (args[0] !== 'track' || revoked) return;
    var query = new URLSearchParams({ id: pixel, ev: args[1] });
    var data = args[2] || {};
    for (var key in data) query.set('cd[' + key + ']', String(data[key]));
    if (args[3] && args[3].eventID) query.set('eid', args[3].eventID);
    new Image().src = 'https://www.facebook.com/tr/?' + query;
  }
  fbq.callMethod = function () { handle(arguments); };
  fbq.queue.forEach(handle);
  fbq.queue = [];
})();`;

// What gtag.js does, likewise: it reads the dataLayer's calls and sends each event to GA4's collection endpoint,
// or, for an event sent to a Google Ads conversion (`send_to: 'AW-.../label'`), to Google Ads' conversion address
// (a fetch, which the shop's Content-Security-Policy for an Ads tag must let through).
const GTAG_STAND_IN = `(function () {
  var dataLayer = window.dataLayer, tagId = null, consent = {};
  function handle(args) {
    args = Array.prototype.slice.call(args);
    if (args[0] === 'config') { tagId = args[1]; return; }
    if (args[0] === 'consent') { Object.assign(consent, args[2] || {}); return; }
    if (args[0] !== 'event' || window['ga-disable-' + tagId]) return;
    var params = args[2] || {};
    var ads = /^AW-(\\d+)\\/(.+)$/.exec(params.send_to || '');
    if (ads) {
      if (consent.ad_storage === 'denied') return;
      var conversion = new URLSearchParams({ label: ads[2], en: args[1] });
      fetch('https://www.googleadservices.com/pagead/conversion/' + ads[1] + '/?' + conversion, { mode: 'no-cors', keepalive: true });
      return;
    }
    if (consent.analytics_storage === 'denied') return;
    var query = new URLSearchParams({ v: '2', tid: tagId, en: args[1] });
    for (var key in params) query.set('ep.' + key, String(params[key]));
    fetch('https://region1.google-analytics.com/g/collect?' + query, { method: 'POST', mode: 'no-cors', keepalive: true });
  }
  dataLayer.forEach(handle);
  dataLayer.push = function (args) { handle(args); return Array.prototype.push.call(dataLayer, args); };
})();`;

interface Tracking {
  /** Every request that left for a host other than the shop's, in order. */
  offSite: string[];
  /** The Meta pixel's events: `ev` and `cd[...]` of each request to facebook.com/tr. */
  meta: URLSearchParams[];
  /** GA4's events: the query of each request to the collection endpoint. */
  google: URLSearchParams[];
  /** Google Ads' conversions: the address of each request to its conversion endpoint. */
  ads: URL[];
}

/** Serves the stand-ins in place of the tags' scripts and records every request that leaves for another host. */
async function watchTracking(context: BrowserContext, origin: string): Promise<Tracking> {
  const tracking: Tracking = { offSite: [], meta: [], google: [], ads: [] };
  context.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:'))
      tracking.offSite.push(url);
  });
  const script = (body: string) => (route: Route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body });
  await context.route('https://connect.facebook.net/**', script(FBEVENTS_STAND_IN));
  await context.route('https://www.googletagmanager.com/gtag/**', script(GTAG_STAND_IN));
  await context.route('https://www.facebook.com/tr/**', (route) => {
    tracking.meta.push(new URL(route.request().url()).searchParams);
    return route.fulfill({ status: 200, contentType: 'image/gif', body: '' });
  });
  await context.route('https://region1.google-analytics.com/**', (route) => {
    tracking.google.push(new URL(route.request().url()).searchParams);
    return route.fulfill({ status: 204, body: '' });
  });
  await context.route('https://www.googleadservices.com/pagead/conversion/**', (route) => {
    tracking.ads.push(new URL(route.request().url()));
    return route.fulfill({ status: 200, contentType: 'image/gif', body: '' });
  });
  return tracking;
}

const events = (list: URLSearchParams[], name: string, key = 'ev') =>
  list.filter((params) => params.get(key) === name);

/** In-stock products of the tagged shop, with the sizes a cart line needs. */
async function taggedProducts(count: number): Promise<Product[]> {
  return (await inStockProducts(tagged.baseURL)).slice(3, 3 + count);
}

/** Puts a cart into the page's `user` record and opens the drawer on the next page (docs/product.md#browser-storage). */
async function putCart(page: Page, cart: unknown[]) {
  await page.evaluate((items) => {
    const user = JSON.parse(localStorage.getItem('user') ?? '{"token":null,"bundleCart":[]}');
    localStorage.setItem('user', JSON.stringify({ ...user, cart: items, shouldCartOpen: true }));
  }, cart);
  await page.goto('/about-us');
}

/** Confirms the drawer's order and answers the server's payment order (its amount in paise) once the sandbox opens. */
async function startCheckout(page: Page): Promise<{ amount: number }> {
  const created = page.waitForResponse((response) =>
    response.url().endsWith('/api/v1/orders/create-razorpay-order'),
  );
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Confirm Order ₹/ })
    .click();
  const body = ((await (await created).json()) as { body: { amount: number } }).body;
  await page.frameLocator('iframe[title="Sandbox payment checkout"]').getByLabel('Full name').waitFor();
  return body;
}

/** Logs a number in through /login and /verify-account, as a shopper does, on the tagged shop or `shop`. */
async function loginByOtp(page: Page, mobile: string, shop: StartedShop = tagged) {
  await page.goto('/login');
  await sendLoginCode(page, mobile);
  await page.getByLabel('OTP').fill(await lastOtp(mobile, shop.dataDir));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/verify-account'));
}

const banner = (page: Page) => page.getByRole('region', { name: 'Your privacy choice' });
const consentCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'vn_consent');

describe('a shop without ad tags', () => {
  it('shows no banner and no footer choice, and no request leaves for another host, checkout included', async () => {
    const { page, context, errors } = await openPage(WIDTHS.desktop);
    const tracking = await watchTracking(context, baseURL());
    const product = (await inStockProducts())[2] as Product;
    await page.goto(`/product/${product.slug}`);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('navigation', { name: 'Policies' }).getByText('Privacy Policy').waitFor();
    expect(await page.getByRole('button', { name: 'Privacy choices' }).count()).toBe(0);
    await putCart(page, [cartLine(product)]);
    await startCheckout(page);
    expect(await banner(page).count()).toBe(0);
    expect(tracking.offSite).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a shop with the Meta pixel and a GA4 tag', () => {
  it('asks first, with Accept and Reject alike, and sends nothing before an answer or after Reject', async () => {
    const { page, context, errors } = await openPage(WIDTHS.mobile, tagged.baseURL);
    const tracking = await watchTracking(context, tagged.baseURL);
    await page.goto('/');
    await banner(page).waitFor();
    await banner(page).getByRole('link', { name: 'Read our privacy policy' }).waitFor();
    const accept = banner(page).getByRole('button', { name: 'Accept', exact: true });
    const reject = banner(page).getByRole('button', { name: 'Reject', exact: true });
    // Equal weight: the same size, colours and type, side by side.
    const look = (button: typeof accept) =>
      button.evaluate((element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return [style.backgroundColor, style.color, style.fontSize, style.fontWeight, box.width, box.height];
      });
    expect(await look(accept)).toEqual(await look(reject));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'consent-banner-mobile');

    // Before an answer the checkout starts, and nothing leaves for another host.
    const products = await taggedProducts(1);
    await putCart(page, [cartLine(products[0] as Product)]);
    await startCheckout(page);
    await page.goto('/');
    await reject.click();
    await banner(page).waitFor({ state: 'detached' });
    const cookie = await consentCookie(context);
    expect(cookie?.value).toMatch(/^denied\.1\.\d{4}-\d{2}-\d{2}$/);
    // Twelve months, give or take the test's own minutes.
    const months = ((cookie?.expires ?? 0) - Date.now() / 1000) / (30.4 * 24 * 3600);
    expect(months).toBeGreaterThan(11.9);
    expect(months).toBeLessThan(12.1);

    await putCart(page, [cartLine(products[0] as Product)]);
    await startCheckout(page);
    await page.goto('/');
    expect(await banner(page).count()).toBe(0);
    expect(tracking.offSite).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("after Accept reports sign-up, login, checkout start and one purchase with the server's figures", async () => {
    const { page, context, errors } = await openPage(WIDTHS.desktop, tagged.baseURL);
    const tracking = await watchTracking(context, tagged.baseURL);
    await page.goto('/');
    await screenshot(page, 'consent-banner-desktop');
    await banner(page).getByRole('button', { name: 'Accept', exact: true }).click();
    await banner(page).waitFor({ state: 'detached' });
    expect((await consentCookie(context))?.value).toMatch(/^granted\.1\.\d{4}-\d{2}-\d{2}$/);
    // Agreeing loads nothing by itself: the tags come with the first event.
    expect(tracking.offSite).toEqual([]);

    // A number's first verification is a sign-up; the next one a login.
    const mobile = freshMobile('8');
    await loginByOtp(page, mobile);
    await eventually(() => events(tracking.google, 'sign_up', 'en').length).toBe(1);
    expect(events(tracking.google, 'sign_up', 'en')[0]?.get('ep.method')).toBe('OTP');
    expect(events(tracking.google, 'sign_up', 'en')[0]?.get('tid')).toBe(GA4_ID);

    const products = await taggedProducts(2);
    await putCart(page, [cartLine(products[0] as Product, 1), cartLine(products[1] as Product, 2)]);
    const { amount } = await startCheckout(page);
    await eventually(() => events(tracking.meta, 'InitiateCheckout').length).toBe(1);
    const started = events(tracking.meta, 'InitiateCheckout')[0] as URLSearchParams;
    expect(started.get('id')).toBe(PIXEL_ID);
    expect(Number(started.get('cd[value]'))).toBe(amount / 100);
    expect(started.get('cd[currency]')).toBe('INR');
    expect(started.get('cd[num_items]')).toBe('3');

    const verified = page.waitForResponse((response) =>
      response.url().endsWith('/api/v1/orders/verify-payment-signature'),
    );
    const frame = await fillSandbox(page, mobile);
    await frame.getByRole('button', { name: /^Pay ₹/ }).click();
    const order = ((await (await verified).json()) as { body: { orderId: string; totalAmount: number } })
      .body;
    await page.waitForURL('**/thank-you');
    await eventually(() => events(tracking.meta, 'Purchase').length).toBe(1);
    const purchase = events(tracking.meta, 'Purchase')[0] as URLSearchParams;
    expect(Number(purchase.get('cd[value]'))).toBe(order.totalAmount / 100);
    expect(purchase.get('cd[currency]')).toBe('INR');
    expect(purchase.get('eid')).toBe(order.orderId);
    // A reload of the thank-you page reports nothing again.
    await page.reload();
    await page.getByText(order.orderId).waitFor();
    await page.waitForLoadState('networkidle');
    expect(events(tracking.meta, 'Purchase')).toHaveLength(1);
    expect(errors).toEqual([]);

    // The same number again is a login.
    await page.evaluate(() => localStorage.removeItem('user'));
    await loginByOtp(page, mobile);
    await eventually(() => events(tracking.google, 'login', 'en').length).toBe(1);
    expect(events(tracking.google, 'login', 'en')[0]?.get('ep.method')).toBe('OTP');
    // Only the documented events, to the two tags' own hosts.
    expect(tracking.meta.map((params) => params.get('ev'))).toEqual(['InitiateCheckout', 'Purchase']);
    expect(tracking.google.map((params) => params.get('en'))).toEqual(['sign_up', 'login']);
    expect(
      tracking.offSite.filter(
        (url) =>
          !/^https:\/\/(connect\.facebook\.net|www\.facebook\.com\/tr|www\.googletagmanager\.com\/gtag|region1\.google-analytics\.com)\//.test(
            url,
          ),
      ),
    ).toEqual([]);
    await context.close();
  });

  it('keeps the choice across reloads, and a change from the footer stops further events at once', async () => {
    const { page, context } = await openPage(WIDTHS.mobile, tagged.baseURL);
    const tracking = await watchTracking(context, tagged.baseURL);
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Accept', exact: true }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Privacy choices' }).waitFor({ state: 'attached' });
    expect(await banner(page).count()).toBe(0);

    const products = await taggedProducts(1);
    await putCart(page, [cartLine(products[0] as Product)]);
    await startCheckout(page);
    await eventually(() => events(tracking.meta, 'InitiateCheckout').length).toBe(1);

    // From the footer by keyboard: the banner opens with the focus in it, says the current answer, and Reject
    // is two Tabs away.
    await page.goto('/about-us');
    const choices = page.getByRole('button', { name: 'Privacy choices' });
    await choices.focus();
    await page.keyboard.press('Enter');
    await banner(page).getByText('You have accepted.').waitFor();
    await eventually(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toBe(
      'Your privacy choice',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'consent-banner-reopened-mobile');
    const focusedInBanner = () =>
      page.evaluate(() =>
        document.activeElement?.closest('section') ? document.activeElement.textContent : null,
      );
    for (let presses = 0; presses < 5 && (await focusedInBanner()) !== 'Reject'; presses++) {
      await page.keyboard.press('Tab');
      expect(await focusedInBanner()).not.toBeNull();
    }
    expect(await focusedInBanner()).toBe('Reject');
    await page.keyboard.press('Enter');
    await banner(page).waitFor({ state: 'detached' });
    expect((await consentCookie(context))?.value).toMatch(/^denied\./);

    await putCart(page, [cartLine(products[0] as Product)]);
    await startCheckout(page);
    await page.waitForLoadState('networkidle');
    expect(events(tracking.meta, 'InitiateCheckout')).toHaveLength(1);
    await context.close();
  });
});

describe('a shop with a Google Ads tag', () => {
  const ADS_ID = 'AW-123456789';
  const LABEL = 'AbC-dEf_123';
  let ads: StartedShop;
  beforeAll(async () => {
    ads = await startShop({ GOOGLE_TAG_ID: ADS_ID, GOOGLE_ADS_CONVERSION_LABEL: LABEL });
  });
  afterAll(async () => {
    await ads?.stop();
  });

  it('reports a verified login code as the conversion under its label after Accept, and nothing before', async () => {
    const { page, context, errors } = await openPage(WIDTHS.desktop, ads.baseURL);
    const tracking = await watchTracking(context, ads.baseURL);
    // Before an answer, a sign-up by OTP loads no tag and sends nothing.
    const mobile = freshMobile('8');
    await page.goto('/');
    await banner(page).waitFor();
    await loginByOtp(page, mobile, ads);
    await page.waitForLoadState('networkidle');
    expect(tracking.offSite).toEqual([]);

    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Accept', exact: true }).click();
    await banner(page).waitFor({ state: 'detached' });
    expect(tracking.offSite).toEqual([]);
    await page.evaluate(() => localStorage.removeItem('user'));
    await loginByOtp(page, mobile, ads);
    await eventually(() => tracking.ads.length).toBe(1);
    const [conversion] = tracking.ads as [URL];
    // gtag('event', 'conversion', { send_to: 'AW-123456789/AbC-dEf_123' }), as gtag.js sends it.
    expect(conversion.pathname).toBe(`/pagead/conversion/${ADS_ID.slice(3)}/`);
    expect(conversion.searchParams.get('label')).toBe(LABEL);
    expect(conversion.searchParams.get('en')).toBe('conversion');
    // The Ads tag is the only one: no GA4 event, no Meta pixel, nothing to any other host.
    expect(tracking.google).toEqual([]);
    expect(tracking.meta).toEqual([]);
    expect(
      tracking.offSite.filter(
        (url) =>
          !/^https:\/\/(www\.googletagmanager\.com\/gtag\/js\?id=AW-123456789|www\.googleadservices\.com\/pagead\/conversion)\b/.test(
            url,
          ),
      ),
    ).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
