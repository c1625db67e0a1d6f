import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Order } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { notifications } from '../apps/api/src/db/schema.ts';
import { run } from '../deploy/cluster/processes.ts';
import { adminSession, type StartedShop, startShop } from './global-setup.ts';
import { ADMIN_MOBILE, ADMIN_TOTP_SECRET } from './shop-settings.ts';
import {
  adminSettled,
  cartLine,
  checkoutDetails,
  closeBrowser,
  inStockProducts,
  launchBrowser,
  type OpenedPage,
  openPage,
  screenshot,
  seedToken,
  seriousA11yViolations,
  WIDTHS,
} from './support.ts';

// docs/admin.md#the-message-log: the team finds a shopper's messages and sends a failed one again. The messages
// that failed are written into the shop's database before it starts: the browser tests' shop sends nothing.
beforeAll(launchBrowser);
afterAll(closeBrowser);

const SHOPPER = '9812300077';
const FAILED_SMS = randomUUID();
const FAILED_WHATSAPP = randomUUID();

/** Messages as the senders would have left them: a failed SMS, a WhatsApp message that failed and its stand-in. */
async function writeMessages(dataDir: string): Promise<void> {
  const { db, close } = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
  const row = { recipient: SHOPPER, data: { language: 'en' } };
  try {
    await db.insert(notifications).values([
      {
        ...row,
        id: FAILED_WHATSAPP,
        channel: 'WHATSAPP',
        template: 'ORDER_SHIPPED',
        status: 'FAILED',
        attempts: 1,
        deliveryStatus: 'failed',
        lastError: '131026: the number is not on WhatsApp',
        createdAt: hoursAgo(5),
        dedupeKey: 'e2e:whatsapp-failed',
      },
      {
        ...row,
        channel: 'SMS',
        template: 'ORDER_SHIPPED',
        status: 'SENT',
        attempts: 1,
        sentAt: hoursAgo(4.9),
        fallbackFor: FAILED_WHATSAPP,
        createdAt: hoursAgo(4.9),
        dedupeKey: 'e2e:sms-stand-in',
      },
      {
        ...row,
        channel: 'WHATSAPP',
        template: 'ORDER_OUT_FOR_DELIVERY',
        status: 'SENT',
        attempts: 1,
        deliveryStatus: 'read',
        sentAt: hoursAgo(3),
        deliveredAt: hoursAgo(3),
        readAt: hoursAgo(2.5),
        createdAt: hoursAgo(3),
        dedupeKey: 'e2e:whatsapp-read',
      },
      {
        ...row,
        id: FAILED_SMS,
        channel: 'SMS',
        template: 'DELIVERY_FAILED',
        status: 'FAILED',
        attempts: 9,
        lastError: 'MSG91 refused the message: 503 Service Unavailable',
        createdAt: hoursAgo(1),
        dedupeKey: 'e2e:sms-failed',
      },
    ]);
  } finally {
    await close();
  }
}

/** A paid guest order for the shopper on `origin`, as the checkout places it; its SMS and e-mail wait in the outbox. */
async function paidOrder(origin: string): Promise<Order> {
  const post = async <T>(route: string, body: unknown) => {
    const response = await fetch(`${origin}/api/v1${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { status: number; message: string; body: T };
  };
  const [product] = await inStockProducts(origin);
  if (!product) throw new Error('The demo shop has nothing in stock');
  const line = cartLine(product);
  const created = await post<{ id: string }>('/orders/create-razorpay-order', {
    products: [
      line.isBase
        ? { product: product._id, qty: 1, baseSize: line.size._id }
        : { product: product._id, qty: 1, size: line.size._id },
    ],
  });
  const paid = await post<Record<string, string>>(
    `/payments/sandbox/orders/${created.body.id}/pay`,
    checkoutDetails(SHOPPER),
  );
  const verified = await post<Order>('/orders/verify-payment-signature', {
    razorpayPaymentId: paid.body.razorpay_payment_id,
    razorpayOrderId: paid.body.razorpay_order_id,
    razorpaySignature: paid.body.razorpay_signature,
  });
  if (verified.status !== 200) throw new Error(`The order was not paid: ${verified.message}`);
  return verified.body;
}

describe('the message log', () => {
  let shop: StartedShop;
  let admin: OpenedPage;
  let order: Order;
  beforeAll(async () => {
    shop = await startShop({}, async (dataDir, root) => {
      await run(
        'npm',
        ['run', 'admin:create', '--', '--mobile', ADMIN_MOBILE, '--totp-secret', ADMIN_TOTP_SECRET],
        { cwd: root, env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' } },
      );
      await writeMessages(dataDir);
    });
    order = await paidOrder(shop.baseURL);
    admin = await openPage(WIDTHS.desktop, shop.baseURL);
    await seedToken(admin.page, await adminSession(shop));
  }, 300_000);
  afterAll(async () => {
    await admin?.context.close();
    await shop?.stop();
  });

  it("finds a shopper's messages by number, with the order's, and keeps the search in the address", async () => {
    const { page } = admin;
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Message log' }).click();
    await page.getByRole('heading', { name: 'Message log' }).waitFor();
    await adminSettled(page);
    await page.getByRole('searchbox', { name: 'Mobile number' }).fill(SHOPPER);
    await page.getByRole('searchbox', { name: 'Mobile number' }).press('Enter');
    await page.waitForURL(`**/admin/messages-log?mobile=${SHOPPER}**`);
    await adminSettled(page);
    const table = page.getByRole('region', { name: 'Messages to shoppers' });
    // The order's SMS and e-mail, and the four written before the shop started.
    await expect.poll(() => table.getByRole('row').count()).toBe(1 + 6);
    const confirmation = table.getByRole('row').filter({ hasText: 'Order confirmation' });
    expect(await confirmation.count()).toBe(2);
    await confirmation.filter({ hasText: 'E-mail' }).getByText('ananya@example.com').waitFor();
    expect(await confirmation.first().getByRole('link', { name: order.orderId }).getAttribute('href')).toBe(
      `/admin/orders/${order._id}`,
    );
    await table.getByRole('row').filter({ hasText: 'Instead of a WhatsApp message' }).waitFor();
    await table
      .getByRole('row')
      .filter({ hasText: 'Out for delivery' })
      .getByText('Read by the shopper')
      .waitFor();

    await page.getByRole('combobox', { name: 'Status' }).selectOption('FAILED');
    await page.waitForURL('**/admin/messages-log?**status=FAILED**');
    await adminSettled(page);
    await expect.poll(() => table.getByRole('row').count()).toBe(1 + 2);
    expect(page.url()).toContain(`mobile=${SHOPPER}`);
  });

  it('sends a failed message again after asking, once', async () => {
    const { page } = admin;
    await page.goto(`/admin/messages-log?mobile=${SHOPPER}&status=FAILED`);
    await adminSettled(page);
    const row = page.getByRole('row').filter({ hasText: 'Delivery failed' });
    await row.getByText('MSG91 refused the message').waitFor();
    await row.getByRole('button', { name: 'Send again' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send this SMS again?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Send again' }).click();
    await page.getByText('The message will be sent again').waitFor();
    await adminSettled(page);
    // No longer failed: the list of failed messages keeps only the WhatsApp one.
    await expect.poll(() => page.getByRole('row').count()).toBe(1 + 1);
    await page.goto(`/admin/messages-log?mobile=${SHOPPER}`);
    await adminSettled(page);
    // Back in the outbox: waiting, or already sent by the shop's worker.
    const resent = page.getByRole('row').filter({ hasText: 'Delivery failed' });
    expect(await resent.textContent()).toMatch(/Waiting|Sending|Sent/);
    expect(await resent.getByRole('button', { name: 'Send again' }).count()).toBe(0);
  });

  it('works at phone and desktop widths with no serious accessibility problem', async () => {
    const { page } = admin;
    for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await page.goto(`/admin/messages-log?mobile=${SHOPPER}`);
      await adminSettled(page);
      await page.getByRole('heading', { name: 'Message log' }).waitFor();
      await screenshot(page, `admin-message-log-${width}`);
      expect(await seriousA11yViolations(page), `at ${width}px`).toEqual([]);
    }
  });
});
