import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { AdminOrder, BulkShipments, Order, Product } from '@shop/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readPdf } from '../apps/api/test/pdf-text.ts';
import en from '../apps/web/app/i18n/messages/en/index.ts';
import hi from '../apps/web/app/i18n/messages/hi/index.ts';
import {
  advanceParcel,
  api,
  apiLogin,
  baseURL,
  checkoutDetails,
  closeBrowser,
  eventually,
  freshMobile,
  inStockProducts,
  launchBrowser,
  type OpenedPage,
  openPage,
  placePaidOrder,
  renderWholePage,
  seedToken,
  seriousA11yViolations,
  WIDTHS,
} from './support.ts';

// The "done when" (docs/shipments.md), with the default sandbox aggregator: a delivery date on a product
// page, three orders booked at once with one label PDF, their scans followed on the shopper's order page and on
// /track, a failed delivery, and a return picked up. The owner works through the API (the back office's screens
// have their own tests); the shopper through the pages.
beforeAll(launchBrowser);
afterAll(closeBrowser);

/** Screenshots for a person to look at, outside the repository. */
const SHOTS = process.env.TRACK_SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  await renderWholePage(page);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

const LANGUAGES = [
  ['en', en, ''],
  ['hi', hi, '/hi'],
] as const;

/** Looks an order up on /track as anyone could: the id from the link, the mobile typed, Enter. */
async function trackOn(page: Page, orderId: string, mobile: string, prefix = '') {
  await page.goto(`${prefix}/track?orderId=${orderId}`);
  const texts = prefix ? hi.track : en.track;
  expect(await page.getByLabel(texts.page.orderId).inputValue()).toBe(orderId);
  await page.getByLabel(texts.page.mobile).fill(mobile);
  await page.getByLabel(texts.page.mobile).press('Enter');
}

/** The latest scan on a page's parcel timeline. */
const latestScan = (page: Page) => page.locator('[data-parcel-tracking] li[aria-current="step"]');

describe('shipping through the sandbox aggregator, as the owner and the shopper see it', () => {
  const admin = () => inject('adminToken');
  let products: Product[];
  let mobile: string;
  let shopper: string;
  let watcher: OpenedPage;
  let stranger: OpenedPage;
  beforeAll(async () => {
    products = (await inStockProducts()).slice(-3);
    if (products.length < 3) throw new Error('The demo shop has fewer than three products in stock');
    mobile = freshMobile('8');
    shopper = await apiLogin(mobile);
    watcher = await openPage(WIDTHS.mobile);
    await seedToken(watcher.page, shopper);
    stranger = await openPage(WIDTHS.mobile);
  });
  afterAll(async () => {
    await watcher.context.close();
    await stranger.context.close();
  });

  it('a product page at 390 px says by when a PIN code gets its parcel', async () => {
    const { page } = stranger;
    await page.goto(`/product/${products[0]?.slug}`);
    const widget = page.locator('main [data-delivery-estimate]');
    await widget.getByLabel(en.delivery.label).fill('411001');
    await widget.getByLabel(en.delivery.label).press('Enter');
    await widget.getByText(/^Delivery by /).waitFor();
  });

  it('three orders are booked at once, labelled in one PDF, and followed scan by scan to the door, a failed attempt and a return', async () => {
    const orders: Order[] = [];
    for (const product of products)
      orders.push(await placePaidOrder(shopper, [product], checkoutDetails(mobile)));
    for (const order of orders) {
      for (const to of ['CONFIRMED', 'PACKED']) {
        const moved = await api('POST', `/admin/orders/${order._id}/transitions`, { to }, admin());
        expect(moved.status, moved.message).toBe(200);
      }
    }
    const booked = await api<BulkShipments>(
      'POST',
      '/admin/shipments',
      { orderIds: orders.map((order) => order._id) },
      admin(),
    );
    expect(booked.status, booked.message).toBe(200);
    expect(booked.body.failed).toEqual([]);
    const awbs = orders.map((order) => {
      const awb = booked.body.created.find((created) => created._id === order._id)?.awb;
      if (!awb) throw new Error(`${order.orderId} has no AWB`);
      return awb;
    });

    // One label PDF, a page per parcel, each with its AWB.
    const label = await fetch(`${baseURL()}${booked.body.labelUrl}`, {
      headers: { authorization: `Bearer ${admin()}` },
    });
    expect(label.headers.get('content-type'), await label.clone().text()).toContain('application/pdf');
    const pdf = await readPdf(new Uint8Array(await label.arrayBuffer()));
    expect(pdf.pages).toBe(3);
    for (const awb of awbs) expect(pdf.pageTexts.join(' ')).toContain(awb);

    const [delivered, failed] = orders as [Order, Order, Order];
    const [deliveredAwb, failedAwb] = awbs as [string, string, string];
    const stateOf = async (order: Order) =>
      (await api<Order>('GET', `/orders/userOrders/${order._id}`, undefined, shopper)).body.orderStatus;

    // Booked: the shopper's page already names the courier and the AWB, in place of the carrier's website.
    await watcher.page.goto(`/user/my-orders/${delivered._id}`);
    const parcel = watcher.page.locator('[data-parcel-tracking]');
    await parcel.getByText(deliveredAwb, { exact: true }).waitFor();
    expect(await watcher.page.getByRole('link', { name: en.account.order.trackParcel }).count()).toBe(0);

    const road = [
      ['PICKED_UP', 'SHIPPED'],
      ['IN_TRANSIT', 'IN_TRANSIT'],
      ['OUT_FOR_DELIVERY', 'OUT_FOR_DELIVERY'],
      ['DELIVERED', 'DELIVERED'],
    ] as const;
    for (const [scan, state] of road) {
      await advanceParcel(deliveredAwb, scan);
      await eventually(() => stateOf(delivered), `the order follows ${scan}`).toBe(state);

      await watcher.page.goto(`/user/my-orders/${delivered._id}`);
      await watcher.page.getByText(en.account.order.stateMessage[state]).waitFor();
      await latestScan(watcher.page).getByText(en.track.status[scan]).waitFor();

      await trackOn(stranger.page, delivered.orderId, mobile);
      await stranger.page.getByText(en.account.order.stateMessage[state]).waitFor();
      await latestScan(stranger.page).getByText(en.track.status[scan]).waitFor();

      if (scan === 'OUT_FOR_DELIVERY') await screenshots(delivered, mobile);
    }
    // Every scan is on the timeline, newest first.
    expect(
      await watcher.page
        .locator('[data-parcel-tracking] li')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-scan'))),
    ).toEqual(['DELIVERED', 'OUT_FOR_DELIVERY', 'IN_TRANSIT', 'PICKED_UP']);
    expect(await seriousA11yViolations(watcher.page)).toEqual([]);

    // A failed attempt: /track says so, that the courier tries again, and how to ask for another attempt.
    await advanceParcel(failedAwb, 'PICKED_UP');
    await advanceParcel(failedAwb, 'UNDELIVERED');
    await eventually(() => stateOf(failed)).toBe('DELIVERY_FAILED');
    await trackOn(stranger.page, failed.orderId, mobile);
    await stranger.page.getByText(en.account.orderState.DELIVERY_FAILED, { exact: true }).waitFor();
    await stranger.page.getByText(en.account.order.stateMessage.DELIVERY_FAILED).waitFor();
    const reattempt = stranger.page.getByRole('link', { name: en.track.parcel.askReattempt });
    expect(await reattempt.getAttribute('href')).toContain(encodeURIComponent(failed.orderId));
    await shot(stranger.page, 'track-failed-en-390');
    expect(await seriousA11yViolations(stranger.page)).toEqual([]);

    // The delivered order comes back: the shopper asks, the owner books the pickup, the courier brings it home.
    const asked = await api<Order>(
      'POST',
      `/orders/userOrders/${delivered._id}/return`,
      { reason: 'The bottle arrived cracked and leaking' },
      shopper,
    );
    expect(asked.status, asked.message).toBe(200);
    const pickup = await api<AdminOrder>('POST', `/admin/orders/${delivered._id}/return-pickup`, {}, admin());
    expect(pickup.status, pickup.message).toBe(200);
    const returnAwb = pickup.body.returnShipment?.awb;
    if (!returnAwb) throw new Error('the return pickup has no AWB');
    await advanceParcel(returnAwb, 'PICKED_UP');
    await advanceParcel(returnAwb, 'DELIVERED');
    await eventually(() => stateOf(delivered)).toBe('RETURNED');
    await watcher.page.reload();
    await watcher.page.getByText(en.account.order.stateMessage.RETURNED).waitFor();
  });

  /** The order page and /track (found, then a wrong number) in both languages at both widths, for a person to see. */
  async function screenshots(order: Order, mobile: string) {
    if (!SHOTS) return;
    for (const [language, texts, prefix] of LANGUAGES) {
      for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
        const size = { width, height: width < 600 ? 844 : 900 };
        await watcher.page.setViewportSize(size);
        await watcher.page.goto(`${prefix}/user/my-orders/${order._id}`);
        await latestScan(watcher.page).waitFor();
        await shot(watcher.page, `order-${language}-${width}`);

        await stranger.page.setViewportSize(size);
        await trackOn(stranger.page, order.orderId, mobile, prefix);
        await latestScan(stranger.page).waitFor();
        await shot(stranger.page, `track-${language}-${width}`);
        await stranger.page.getByLabel(texts.track.page.mobile).fill('6000000000');
        await stranger.page.getByLabel(texts.track.page.mobile).press('Enter');
        await stranger.page.getByRole('alert').filter({ hasText: /\S/ }).waitFor();
        await shot(stranger.page, `track-error-${language}-${width}`);
      }
    }
    await watcher.page.setViewportSize({ width: WIDTHS.mobile, height: 844 });
    await stranger.page.setViewportSize({ width: WIDTHS.mobile, height: 844 });
  }

  it('/track refuses a wrong pair with the one message, checks its fields, and says how long to wait after too many tries', async () => {
    const { page } = stranger;
    await page.goto('/hi/track');
    await page.getByLabel(hi.track.page.orderId).fill('ORD-12');
    await page.getByLabel(hi.track.page.orderId).press('Enter');
    await page.getByText(hi.track.page.orderIdInvalid).waitFor();
    await page.getByText(hi.track.page.mobileRequired).waitFor();
    // The first field in error takes the focus.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('orderId');

    // A wrong pair and an unknown order answer alike, with the API's one message.
    await trackOn(page, 'ORD-2026-999999', '6000000000');
    await page
      .getByRole('alert')
      .getByText('We found no order with this ID placed with this mobile number')
      .waitFor();

    // The page's own limit: spend what is left of it from the test's address, then ask once more.
    for (let tries = 0; tries < 25; tries++) {
      const answer = await fetch(`${baseURL()}/api/v1/track?orderId=ORD-2026-999999&mobile=6000000000`);
      if (answer.status === 429) break;
      expect(answer.status).toBe(404);
    }
    await trackOn(page, 'ORD-2026-999999', '6000000000');
    await page.getByText(/^Too many tries, please wait \d+ minutes? and try again\.$/).waitFor();
  });
});
