import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, eventually, launchBrowser, openPage, WIDTHS } from './support.ts';

beforeAll(launchBrowser);
afterAll(closeBrowser);

/** Holds every request for the page's scripts until `release` is called, as a slow connection would. */
async function holdScripts(page: Page): Promise<{ requested: Promise<void>; release: () => void }> {
  const held: Route[] = [];
  let released = false;
  let signalRequested: () => void = () => {};
  const requested = new Promise<void>((resolve) => {
    signalRequested = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, (route) => {
    signalRequested();
    if (released) void route.continue();
    else held.push(route);
  });
  return {
    requested,
    release: () => {
      released = true;
      for (const route of held.splice(0)) void route.continue();
    },
  };
}

describe('deferred hydration', () => {
  it('loads the hero image before any script, then hydrates', async () => {
    const { context } = await openPage(WIDTHS.mobile);
    // A plain page: the support page's goto waits for hydration, which this test watches for itself.
    const page = await context.newPage();
    const order: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/.+\.js$/.test(request.url())) order.push('script');
    });
    page.on('requestfinished', (request) => {
      if (request.url().includes('/uploads/carousel/')) order.push('hero');
    });
    await page.goto('/');
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    expect(order.indexOf('hero')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('hero')).toBeLessThan(order.indexOf('script'));
    await context.close();
  });

  it('shows the server-rendered page while scripts are held, and hydrates when they arrive', async () => {
    const { context, errors } = await openPage(WIDTHS.desktop);
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    const scripts = await holdScripts(page);
    await page.goto('/about-us');
    await scripts.requested;
    await page.getByRole('heading', { level: 1 }).waitFor();
    await eventually(() => page.locator('html[data-hydrated]').count()).toBe(0);
    scripts.release();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('presses a button clicked before hydration again once React has taken over', async () => {
    const { context, errors } = await openPage(WIDTHS.desktop);
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    const scripts = await holdScripts(page);
    // Whether the paint or the click starts the scripts, they are held: the click lands before hydration.
    await page.goto('/contact-us', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Open cart' }).click();
    await scripts.requested;
    await eventually(() => page.getByRole('dialog').count()).toBe(0);
    scripts.release();
    await page.getByText('YOUR CART(0)').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
