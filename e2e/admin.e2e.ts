import { brand } from '@shop/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN_SECTIONS } from '../apps/web/app/features/admin/sections.ts';
import {
  api,
  apiLogin,
  closeBrowser,
  eventually,
  freshMobile,
  inStockProducts,
  launchBrowser,
  loginAsAdmin,
  type OpenedPage,
  openPage,
  screenshot,
  seedToken,
  seriousA11yViolations,
  WIDTHS,
} from './support.ts';

// docs/admin.md: the back office in a real browser, against the shop started with its first admin.
beforeAll(launchBrowser);
afterAll(closeBrowser);

/** A shopper logged in through the API, as the verify page would: the session token. */
async function shopperToken(): Promise<string> {
  return apiLogin(freshMobile('8'));
}

/** Waits until the back office's client loaders have run and no page is loading. */
async function settled(page: Page) {
  await eventually(() => page.locator('[aria-busy="true"]').count()).toBe(0);
  await eventually(() => page.getByText('Loading…').count()).toBe(0);
}

describe('who may enter', () => {
  it('a shopper who opens /admin sees "Not allowed" and nothing of the back office', async () => {
    const { page, context } = await openPage(WIDTHS.mobile);
    await seedToken(page, await shopperToken());
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Not allowed' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Back office' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Reviews' }).count()).toBe(0);
    await screenshot(page, 'admin-not-allowed-390');
    await context.close();
  });
});

describe('the shop team', () => {
  let admin: OpenedPage;
  beforeAll(async () => {
    admin = await openPage(WIDTHS.desktop);
  });
  afterAll(() => admin.context.close());

  it('an admin who passed the login code and the second factor reaches the dashboard', async () => {
    await loginAsAdmin(admin.page);
    const { page } = admin;
    await page.getByRole('navigation', { name: 'Back office' }).waitFor();
    await page.getByRole('link', { name: 'Reviews waiting for approval' }).waitFor();
    await settled(page);
    expect(await page.getByRole('link', { name: 'People and roles' }).count()).toBe(1);
  });

  it('the failed jobs screen is in the menu and says when nothing has failed', async () => {
    const { page } = admin;
    await page.getByRole('link', { name: 'Failed jobs' }).click();
    await page.waitForURL('**/admin/jobs');
    await page.getByRole('heading', { name: 'Failed jobs' }).waitFor();
    await settled(page);
    // The e2e shop works no jobs by itself (NODE_ENV=test), so none has failed.
    await page.getByText('No failed jobs').waitFor();
    // A filter applies as soon as it is chosen, and lands in the address.
    await page.getByRole('combobox', { name: 'Job' }).selectOption('payments.reconcile');
    await page.waitForURL('**/admin/jobs?**name=payments.reconcile**');
    await settled(page);
    await page.getByText('No failed jobs').waitFor();
  });

  it('approving a pending review puts it on the product page', async () => {
    const { page } = admin;
    const product = (await inStockProducts())[0];
    if (!product) throw new Error('The demo shop has no product in stock');
    const text = `Approved in the browser test ${Date.now()}`;
    const submitted = await api<{ _id: string }>(
      'POST',
      '/productReviews/userReviews',
      { product: product._id, rating: 4, displayName: 'Browser Tester', reviewText: text },
      await shopperToken(),
    );
    expect(submitted.status).toBe(200);

    await page.goto(`/admin/reviews?search=${encodeURIComponent(text)}`);
    await settled(page);
    const row = page.getByRole('row').filter({ hasText: text });
    await row.waitFor();
    expect(await row.getByRole('link', { name: product.name }).getAttribute('href')).toBe(
      `/product/${product.slug}`,
    );
    await row.getByText('4 of 5').waitFor();
    await row.getByRole('button', { name: /^Approve/ }).click();
    await page.getByText('Review approved').waitFor();
    await eventually(() => row.count()).toBe(0);

    await page.goto(`/product/${product.slug}`);
    // The product page may quote a new review twice (its list and its highlights): once is enough here.
    await page.getByText(text).first().waitFor();
    await page.goto('/admin/reviews?reviewStatus=ACTIVE');
    await settled(page);
    await page.getByRole('row').filter({ hasText: text }).waitFor();

    // The approval is in the audit log, its change readable field by field.
    await page.goto('/admin/audit?entityType=review');
    await settled(page);
    const entry = page.getByRole('row').filter({ hasText: 'approve' }).first();
    await entry.getByText('Show changes').click();
    const field = entry.getByRole('row').filter({ hasText: 'reviewStatus' });
    await field.getByText('PENDING').waitFor();
    await field.getByText('ACTIVE').waitFor();
  });

  it('a message from the contact page is read in full, answered by e-mail and marked unread again', async () => {
    const { page } = admin;
    const text = `Do you ship to Shillong? Asked in the browser test ${Date.now()}`;
    const sent = await api('POST', '/contactUs', {
      name: 'Lalremruati Sailo',
      email: 'lalremruati@example.com',
      number: '9829011111',
      message: text,
    });
    expect(sent.status).toBe(200);

    await page.goto('/admin/messages');
    await settled(page);
    const opener = page.getByRole('button', { name: 'Lalremruati Sailo (unread)' }).first();
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Message from Lalremruati Sailo' });
    await dialog.getByText(text).waitFor();
    const reply = dialog.getByRole('link', { name: 'Reply by e-mail' });
    const href = (await reply.getAttribute('href')) ?? '';
    expect(href.startsWith('mailto:lalremruati@example.com?subject=')).toBe(true);
    expect(new URLSearchParams(href.split('?')[1]).get('subject')).toBe(`Re: your message to ${brand.name}`);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Lalremruati Sailo', exact: true }).first().waitFor();

    await page.getByRole('button', { name: 'Lalremruati Sailo', exact: true }).first().click();
    await dialog.getByRole('button', { name: 'Mark unread' }).click();
    await page.getByText('Marked as unread').waitFor();
    await opener.waitFor();
  });

  it('the last admin cannot be demoted: the screen asks first, then shows why the shop refuses', async () => {
    const { page } = admin;
    await page.goto(`/admin/people?search=${inject('adminMobile')}`);
    await settled(page);
    const role = page.getByRole('combobox', { name: 'Role of Shop Owner' });
    await role.selectOption('STAFF');
    const confirm = page.getByRole('dialog', { name: 'Make Shop Owner staff?' });
    await confirm.getByRole('button', { name: 'Make staff' }).click();
    await page.getByText(/^The shop needs at least one admin/).waitFor();
    await eventually(() => role.inputValue()).toBe('ADMIN');
    await page.reload();
    await settled(page);
    await eventually(() => page.getByRole('combobox', { name: 'Role of Shop Owner' }).inputValue()).toBe(
      'ADMIN',
    );
  });

  it('an admin makes a coupon, the checkout takes it, and once expired refuses it', async () => {
    const { page } = admin;
    const code = `E2E${Date.now() % 1_000_000}`;
    await page.goto('/admin/coupons');
    await settled(page);
    await page.getByRole('link', { name: 'New coupon' }).click();
    // Until the form is on screen the list's search box ("Search codes…") would take what is typed as the code.
    await page.waitForURL('**/admin/coupons/new');
    await settled(page);
    // A code another coupon has: the answer lands at the field and what was typed stays.
    await page.getByLabel('Code').fill('welcome10');
    await page.getByLabel('Percent off').fill('10');
    await page.getByLabel('Minimum order').fill('100');
    await page.getByLabel('Uses in all').fill('5');
    await page.getByRole('button', { name: 'Create coupon' }).click();
    await page.getByText('Another coupon already has this code').first().waitFor();
    expect(await page.getByLabel('Minimum order').inputValue()).toBe('100');
    await page.getByLabel('Code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Create coupon' }).click();
    await page.waitForURL(/\/admin\/coupons\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: `Coupon ${code}` }).waitFor();

    // A shopper's order takes the coupon and is paid with it.
    const product = (await inStockProducts())[0];
    const size =
      product?.sizes.find((s) => s.isBase && !s.outOfStock) ?? product?.sizes.find((s) => !s.outOfStock);
    if (!product || !size) throw new Error('The demo shop has no product in stock');
    const orderLine = size.isBase
      ? { product: product._id, qty: 1, baseSize: size._id }
      : { product: product._id, qty: 1, size: size._id };
    const startOrder = async () =>
      (await api<{ id: string }>('POST', '/orders/create-razorpay-order', { products: [orderLine] })).body.id;
    const applyCoupon = (id: string) =>
      api('POST', '/orders/apply-coupon', { razorpayOrderId: id, couponCode: code.toLowerCase() });
    const first = await startOrder();
    expect((await applyCoupon(first)).status).toBe(200);
    const paid = await api<Record<string, string>>('POST', `/payments/sandbox/orders/${first}/pay`, {
      name: 'Ananya Iyer',
      email: 'ananya@example.com',
      contact: `+91${freshMobile('8')}`,
      shippingAddress: {
        name: 'Ananya Iyer',
        line1: '12 Lake Palace Road',
        city: 'Udaipur',
        state: 'Rajasthan',
        zipcode: '313001',
        country: 'India',
      },
    });
    const verified = await api('POST', '/orders/verify-payment-signature', {
      razorpayPaymentId: paid.body.razorpay_payment_id,
      razorpayOrderId: paid.body.razorpay_order_id,
      razorpaySignature: paid.body.razorpay_signature,
    });
    expect(verified.status).toBe(200);

    await page.reload();
    await settled(page);
    await page.getByText('Used on 1 paid order of 5.').waitFor();
    await page.getByRole('button', { name: 'Expire now' }).click();
    await page
      .getByRole('dialog', { name: `Expire ${code} now?` })
      .getByRole('button', { name: 'Expire now' })
      .click();
    await page.getByText(`${code} has expired; the checkout refuses it from now on`).waitFor();
    await page.getByText('Expired', { exact: true }).first().waitFor();
    const refused = await applyCoupon(await startOrder());
    expect(refused.status).toBe(400);
    expect(refused.message).toBe('This coupon has expired');

    await page.goto('/admin/coupons?status=expired');
    await settled(page);
    await page.getByRole('row').filter({ hasText: code }).getByText('1 / 5').waitFor();

    // The paid order is on the dashboard: waiting to be confirmed, and on today's bar.
    await page.goto('/admin');
    await settled(page);
    await page.getByRole('figure', { name: 'Revenue by day, last 30 days' }).waitFor();
    const toConfirm = page.getByRole('link', { name: /Orders to confirm/ });
    expect(await toConfirm.getAttribute('href')).toBe('/admin/orders?status=PLACED');
    expect(Number(((await toConfirm.textContent()) ?? '').match(/\d+/)?.[0])).toBeGreaterThanOrEqual(1);
  });

  it('every back-office screen works at phone and desktop widths with no serious accessibility problem', async () => {
    const { page } = admin;
    const screens = [...ADMIN_SECTIONS.flatMap((section) => section.links), { to: '/admin/coupons/new' }];
    for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      for (const screen of screens) {
        await page.goto(screen.to);
        await settled(page);
        await page.getByRole('heading', { level: 1 }).waitFor();
        const name =
          screen.to === '/admin' ? 'dashboard' : screen.to.replace('/admin/', '').replaceAll('/', '-');
        await screenshot(page, `admin-${name}-${width}`);
        expect(await seriousA11yViolations(page), `${screen.to} at ${width}px`).toEqual([]);
      }
    }
  }, 180_000);
});
