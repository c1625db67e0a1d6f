import type { AdminOrder } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminSettled,
  api,
  apiLogin,
  baseURL,
  closeBrowser,
  deliveredCodOrder,
  eventually,
  freshMobile,
  launchBrowser,
  loginAsAdmin,
  type OpenedPage,
  openPage,
  pageToken,
  screenshot,
  seriousA11yViolations,
  WIDTHS,
} from './support.ts';

// docs/cod.md#remittances: a COD order delivered by the sandbox courier, its cash reported in the courier's
// remittance report, imported on the back office's screen: the order becomes paid, and a second import changes
// nothing.
beforeAll(launchBrowser);
afterAll(closeBrowser);

describe('COD remittances in the back office', () => {
  let admin: OpenedPage;
  let token: string;
  beforeAll(async () => {
    admin = await openPage(WIDTHS.desktop);
    await loginAsAdmin(admin.page);
    token = await pageToken(admin.page);
  });
  afterAll(() => admin.context.close());

  /** A new shopper's COD order, delivered: its cash collected, awaiting the courier's remittance. */
  async function codOrderDelivered() {
    const shopper = await apiLogin(freshMobile('7'), { name: 'Meera Joshi', email: 'meera@example.com' });
    return deliveredCodOrder(shopper, token, { from: 0, to: 2 });
  }

  it('marks a delivered COD order paid from the courier’s report, once', async () => {
    const { page } = admin;
    const { order, awb } = await codOrderDelivered();
    const report = await (await fetch(`${baseURL()}/sandbox/shiprocket/cod-remittance.csv`)).text();
    expect(report).toContain(awb);

    await page.goto('/admin/remittances');
    await adminSettled(page);
    await page.getByRole('heading', { name: 'Import a remittance report' }).waitFor();
    // Import with no file chosen: said under the form, nothing sent.
    await page.getByRole('button', { name: 'Import' }).click();
    await page.getByRole('alert').filter({ hasText: 'Choose the remittance report (CSV)' }).waitFor();

    const file = { name: 'cod-remittance.csv', mimeType: 'text/csv', buffer: Buffer.from(report) };
    await page.getByLabel('Report (CSV)').setInputFiles(file);
    await page.getByRole('button', { name: 'Import' }).click();
    const outcome = page.locator('[data-remittance-outcome]');
    await outcome.getByText(/matched and marked paid/).waitFor();
    expect(Number(await outcome.locator('strong').first().textContent())).toBeGreaterThanOrEqual(1);
    await eventually(
      async () =>
        (await api<AdminOrder>('GET', `/admin/orders/${order._id}`, undefined, token)).body.paymentStatus,
    ).toBe('PAID');
    await screenshot(page, 'cod-remittances-1280');
    expect(await seriousA11yViolations(page), 'remittances screen').toEqual([]);

    // The same report again: this order is counted as imported before, and stays paid.
    await page.getByLabel('Report (CSV)').setInputFiles(file);
    await page.getByRole('button', { name: 'Import' }).click();
    await eventually(async () =>
      Number(await outcome.locator('strong').nth(1).textContent()),
    ).toBeGreaterThanOrEqual(1);
    const read = await api<AdminOrder>('GET', `/admin/orders/${order._id}`, undefined, token);
    expect(read.body.paymentStatus).toBe('PAID');
    expect(
      read.body.history.filter((event) => /Cash remitted by the courier/.test(event.note ?? '')),
    ).toHaveLength(1);

    await page.setViewportSize({ width: WIDTHS.mobile, height: 844 });
    await screenshot(page, 'cod-remittances-390');
    expect(await seriousA11yViolations(page), 'remittances screen at 390px').toEqual([]);
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  });
});
