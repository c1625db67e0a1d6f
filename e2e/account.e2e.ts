import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FRESH_COUNTDOWN, OTP_RESEND_SECONDS } from './shop-settings.ts';
import {
  api,
  apiLogin,
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
  seedToken,
  seriousA11yViolations,
  WIDTHS,
} from './support.ts';

beforeAll(launchBrowser);
afterAll(closeBrowser);

interface SmsLine {
  to: string;
  text: string;
}

/** Login codes texted to a number so far, read from the shop's outbox (embedded mode); order messages left out. */
async function smsTo(mobile: string): Promise<SmsLine[]> {
  const outbox = path.join(inject('shopDataDir'), 'outbox', 'sms.jsonl');
  const text = await readFile(outbox, 'utf8').catch(() => '');
  return text
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SmsLine & { templateId?: string })
    .filter((line) => line.to.endsWith(mobile) && !line.templateId);
}

/** Waits until the client loader has run and the page (not the loading shell) is on screen. */
async function settled(page: Page) {
  await page.getByRole('status').filter({ hasText: 'Loading...' }).waitFor({ state: 'detached' });
}

const storage = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

// A 401 or 404 asked for on purpose shows up as a failed resource in the console; nothing else may.
const unexpected = (errors: string[], statuses: number[] = []) =>
  errors.filter((error) => !statuses.some((status) => error.includes(`status of ${status}`)));

describe('login by OTP', () => {
  it('a new number logs in, gives name and e-mail, and lands on the home page', async () => {
    const { page, context, errors } = await openPage(WIDTHS.mobile);
    await page.goto('/about-us');
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Login' }).waitFor();

    const field = page.getByLabel('Mobile');
    await eventually(() => field.getAttribute('inputmode')).toBe('numeric');
    await eventually(() => field.getAttribute('autocomplete')).toBe('tel');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText('Mobile is a required field').waitFor();

    const mobile = freshMobile('7');
    await field.fill(mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.waitForURL('**/verify-account');
    await page.getByText(`Enter the code sent to +91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`).waitFor();
    expect(await storage(page, 'signupToken')).toEqual(expect.any(String));

    // A countdown of the server's resend interval; the resend link shows only at 0.
    await page.getByText(FRESH_COUNTDOWN).waitFor();
    await eventually(() => page.getByRole('button', { name: 'Resend OTP' }).count()).toBe(0);
    await screenshot(page, 'verify-account-mobile');

    const code = await lastOtp(mobile);
    const otp = page.getByLabel('OTP');
    await eventually(() => otp.getAttribute('autocomplete')).toBe('one-time-code');
    await otp.fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText(/^Incorrect code\. 4 attempts left\.$/).waitFor();
    await eventually(() => otp.getAttribute('aria-invalid')).toBe('true');

    await otp.fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    // A new account has neither name nor e-mail yet.
    await page.waitForURL('**/update-information');
    await page.getByLabel('Name').waitFor();
    expect(await storage(page, 'signupToken')).toBeNull();
    expect(JSON.parse((await storage(page, 'user')) ?? '{}').token).toEqual(expect.any(String));

    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByText('Name is a required field').waitFor();
    await page.getByLabel('Name').fill('Meera Joshi');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Name').focus();
    await page.getByText('Email must be a valid email').waitFor();
    await page.getByLabel('Email').fill('meera.joshi@example.com');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // Logged in: the user icon now leads to the account, and /login sends there too.
    await page.getByRole('link', { name: 'My account' }).click();
    await page.waitForURL('**/user/account-details');
    await settled(page);
    await eventually(() => page.getByLabel('Name').inputValue()).toBe('Meera Joshi');
    await eventually(() => page.getByLabel('Email').inputValue()).toBe('meera.joshi@example.com');
    await page.goto('/login');
    await page.waitForURL('**/user/account-details');
    // The wrong code was refused with a 400, on purpose.
    expect(unexpected(errors, [400])).toEqual([]);
    await context.close();
  });

  it('a known number goes back two steps after verifying, to where the shopper was', async () => {
    const mobile = freshMobile('7');
    // Verified once already (the spent challenge does not hold back a new code), with name and e-mail.
    await apiLogin(mobile, { name: 'Kavya Rao', email: 'kavya@example.com' });
    const { page, context, errors } = await openPage(WIDTHS.desktop);
    await page.goto('/about-us');
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.getByLabel('Mobile').fill(mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.waitForURL('**/verify-account');
    await page.getByLabel('OTP').fill(await lastOtp(mobile));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/about-us');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the resend link appears when the countdown ends and a new code restarts it', async () => {
    const { page, context, errors } = await openPage(WIDTHS.desktop);
    const mobile = freshMobile('7');
    await page.goto('/login');
    await page.getByLabel('Mobile').fill(mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.waitForURL('**/verify-account');
    await page.getByText(/^Resend code in 0:\d\d$/).waitFor();
    const resend = page.getByRole('button', { name: 'Resend OTP' });
    await eventually(() => resend.count()).toBe(0);
    // Asking again for the same number within the interval: the login page says how long to wait.
    await page.getByRole('link', { name: 'Change number' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Mobile').fill(mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /^Please wait \d+ seconds before asking for another code$/ })
      .waitFor();
    await page.goBack();
    await page.waitForURL('**/verify-account');
    // The server also enforces the interval, so this waits for real time to pass.
    await resend.waitFor({ timeout: (OTP_RESEND_SECONDS + 10) * 1000 });
    await eventually(() => page.getByText(/^Resend code in/).count()).toBe(0);
    await resend.click();
    await page.getByText('A new code is on its way').waitFor();
    await page.getByText(FRESH_COUNTDOWN).waitFor();
    await eventually(() => resend.count()).toBe(0);
    expect(await smsTo(mobile)).toHaveLength(2);
    await page.getByLabel('OTP').fill(await lastOtp(mobile));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/update-information');
    // The refused second request (429) is the one failed resource.
    expect(unexpected(errors, [429])).toEqual([]);
    await context.close();
  }, 90_000);

  it('a visitor without a pending code is sent from /verify-account to /login', async () => {
    const { page, context, errors } = await openPage(WIDTHS.mobile);
    await page.goto('/verify-account');
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('account area guard', () => {
  it.each(['/user', '/user/my-orders', '/user/my-address', '/user/account-details', '/update-information'])(
    'sends a visitor from %s to /login',
    async (route) => {
      const { page, context, errors } = await openPage(WIDTHS.mobile);
      await page.goto(route);
      // With the way back: logged in, the shopper returns to the page they asked for.
      await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === route);
      await page.getByRole('heading', { name: 'Login' }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each(['/user/account-details', '/user', '/user/my-orders', '/update-information'])(
    'a token the API no longer accepts ends the session on %s and keeps the cart',
    async (route) => {
      const { page, context, errors } = await openPage(WIDTHS.desktop);
      const [product] = await inStockProducts();
      await seedToken(page, 'not.a.valid-token', [cartLine(product!)]);
      await page.goto(route);
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByRole('heading', { name: 'Login' }).waitFor();
      const saved = JSON.parse((await storage(page, 'user')) ?? 'null');
      expect(saved).toMatchObject({ token: null, cart: [{ _id: product!._id }] });
      expect(unexpected(errors, [401])).toEqual([]);
      await context.close();
    },
  );
});

describe('addresses', () => {
  let token = '';
  let mobile = '';
  beforeAll(async () => {
    mobile = freshMobile('7');
    token = await apiLogin(mobile, { name: 'Ishaan Verma', email: 'ishaan@example.com' });
  });

  it('adds, edits and removes an address', async () => {
    const { page, context, errors } = await openPage(WIDTHS.mobile);
    await seedToken(page, token);
    await page.goto('/user/my-address');
    await page.getByRole('heading', { name: 'My Address' }).waitFor();
    await page.getByText('You have no saved addresses yet').waitFor();
    await page.getByRole('link', { name: 'Add Address' }).click();
    await page.waitForURL('**/user/add-address');
    await page.getByRole('heading', { name: 'Add Address' }).waitFor();
    await eventually(() => page.getByLabel('Country').inputValue()).toBe('India');
    await eventually(() => page.getByLabel('Country').getAttribute('readonly')).not.toBeNull();

    // An empty submit shows the required-field messages (docs/product.md#forms) on every field.
    await page.getByRole('button', { name: 'Add Address' }).click();
    for (const label of [
      'First Name',
      'Last Name',
      'Mobile',
      'Email',
      'Address',
      'Locality',
      'City',
      'State',
    ]) {
      await page.getByText(`${label} is a required field`, { exact: true }).waitFor();
    }
    await page.getByText('Pincode is a required field').waitFor();
    await page.getByText('Address Type is a required field').waitFor();
    await screenshot(page, 'add-address-errors-mobile');

    await page.getByLabel('First Name').fill('Ishaan');
    await page.getByLabel('Last Name').fill('Verma');
    await page.getByLabel('Mobile').fill(mobile);
    await page.getByLabel('Email').fill('ishaan@example.com');
    await page.getByLabel('Address', { exact: true }).fill('21 Fateh Sagar Road');
    await page.getByLabel('Locality').fill('Near Moti Magri');
    await page.getByLabel('City').fill('Udaipur');
    await page.getByLabel('State').selectOption('Rajasthan');
    await page.getByLabel('Pincode').fill('313001');
    await page.getByRole('radio', { name: 'Home' }).check();
    await page.getByRole('button', { name: 'Add Address' }).click();

    // Back one step, to the list, which now holds the address.
    await page.waitForURL('**/user/my-address');
    await page.getByRole('heading', { name: 'Ishaan Verma' }).waitFor();
    await page.getByText('Udaipur - 313001').waitFor();
    await page.getByText('HOME', { exact: true }).waitFor();
    const stored = JSON.parse((await storage(page, 'user')) ?? '{}');
    expect(stored.token).toEqual(expect.any(String));

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL('**/user/edit-address/**');
    await page.getByRole('heading', { name: 'Edit Address' }).waitFor();
    await eventually(() => page.getByLabel('City').inputValue()).toBe('Udaipur');
    await eventually(() => page.getByLabel('State').inputValue()).toBe('Rajasthan');
    await page.getByLabel('City').fill('Jaipur');
    await page.getByLabel('Pincode').fill('302001');
    await page.getByRole('radio', { name: 'Office' }).check();
    await page.getByRole('button', { name: 'Update Address' }).click();
    await page.waitForURL('**/user/my-address');
    await page.getByText('Jaipur - 302001').waitFor();
    await page.getByText('OFFICE', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Remove' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this address?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await page.getByText('You have no saved addresses yet').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('server field errors land on the fields', async () => {
    const { page, context, errors } = await openPage(WIDTHS.desktop);
    await seedToken(page, token);
    // The browser checks with the API's own schema, so a refusal only the server knows about is staged here.
    await page.route('**/api/v1/userAddress', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          status: 400,
          message: 'Please correct the highlighted fields',
          errors: { pincode: 'We do not deliver to this PIN code yet' },
        }),
      }),
    );
    await page.goto('/user/add-address');
    await settled(page);
    await page.getByLabel('First Name').fill('Ishaan');
    await page.getByLabel('Last Name').fill('Verma');
    await page.getByLabel('Mobile').fill(mobile);
    await page.getByLabel('Email').fill('ishaan@example.com');
    await page.getByLabel('Address', { exact: true }).fill('21 Fateh Sagar Road');
    await page.getByLabel('Locality').fill('Near Moti Magri');
    await page.getByLabel('City').fill('Udaipur');
    await page.getByLabel('State').selectOption('Rajasthan');
    await page.getByLabel('Pincode').fill('313001');
    await page.getByRole('radio', { name: 'Office' }).check();
    await page.getByRole('button', { name: 'Add Address' }).click();
    await page.getByText('We do not deliver to this PIN code yet').waitFor();
    await page.getByText('Please correct the highlighted fields').waitFor();
    await eventually(() => page.getByLabel('Pincode').getAttribute('aria-invalid')).toBe('true');
    expect(page.url()).toContain('/user/add-address');
    expect(unexpected(errors, [400])).toEqual([]);
    await context.close();
  });
});

describe('profile, orders and logout', () => {
  it('saves the name and greets the shopper by it', async () => {
    const token = await apiLogin(freshMobile('7'));
    const { page, context, errors } = await openPage(WIDTHS.desktop);
    await seedToken(page, token);
    await page.goto('/user/account-details');
    await settled(page);
    await eventually(() => page.getByLabel('Mobile').getAttribute('readonly')).not.toBeNull();
    await eventually(() => page.getByLabel('Email').getAttribute('readonly')).not.toBeNull();
    await page.getByText('No e-mail saved yet.').waitFor();
    await page.getByLabel('Name').fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Name is a required field').waitFor();
    await page.getByLabel('Name').fill('Ritika Sharma');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile Updated').waitFor();
    await page.goto('/user');
    await page.getByRole('heading', { name: 'Hello, Ritika Sharma' }).waitFor();
    await page.getByRole('link', { name: 'View my orders' }).click();
    await page.waitForURL('**/user/my-orders');
    await page.getByText('There are no orders').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an unknown order shows a clear not-found state', async () => {
    const token = await apiLogin(freshMobile('7'));
    const { page, context, errors } = await openPage(WIDTHS.mobile);
    await seedToken(page, token);
    await page.goto('/user/my-orders/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Order not found' }).waitFor();
    await screenshot(page, 'order-not-found-mobile');
    expect(unexpected(errors, [404])).toEqual([]);
    await context.close();
  });

  it('logout returns to /login and the account area is closed again', async () => {
    const token = await apiLogin(freshMobile('7'), { name: 'Dev Malhotra', email: 'dev@example.com' });
    const { page, context, errors } = await openPage(WIDTHS.mobile);
    await seedToken(page, token);
    await page.goto('/user/my-orders');
    await page.getByText('There are no orders').waitFor();
    await page
      .getByRole('navigation', { name: 'My account' })
      .getByRole('button', { name: 'Logout' })
      .click();
    await page.waitForURL('**/login');
    expect(await storage(page, 'user')).toBeNull();
    await page.goto('/user');
    await page.waitForURL((url) => url.pathname === '/login');
    // The server ended the session as well: the old token no longer opens the profile.
    expect((await api('GET', '/users/profile', undefined, token)).status).toBe(401);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('every account route at both widths', () => {
  let token = '';
  let orderId = '';
  let addressId = '';

  beforeAll(async () => {
    const mobile = freshMobile('7');
    token = await guestCheckout(mobile);
    const orders = await api<{ _id: string }[]>('GET', '/orders/userOrders', undefined, token);
    orderId = orders.body[0]?._id ?? '';
    const address = await api<{ _id: string }>(
      'POST',
      '/userAddress',
      {
        firstName: 'Ananya',
        lastName: 'Iyer',
        mobile,
        email: 'ananya@example.com',
        address: '12 Lake Palace Road',
        locality: 'Near Jagdish Temple',
        city: 'Udaipur',
        state: 'Rajasthan',
        pincode: '313001',
        country: 'India',
        addressType: 'HOME',
      },
      token,
    );
    addressId = address.body._id;
  }, 60_000);

  const routes: {
    name: string;
    path: () => string;
    texts: string[];
    anonymous?: boolean;
    pending?: boolean;
  }[] = [
    { name: 'login', path: () => '/login', texts: ['Login', 'Mobile', '+91'], anonymous: true },
    {
      name: 'verify-account',
      path: () => '/verify-account',
      texts: ['Enter the code sent to +91 98765 43210', 'Verify'],
      anonymous: true,
      pending: true,
    },
    { name: 'update-information', path: () => '/update-information', texts: ['Your details', 'Email'] },
    { name: 'user-home', path: () => '/user', texts: ['Hello, Ananya Iyer', 'View my orders'] },
    {
      name: 'my-orders',
      path: () => '/user/my-orders',
      texts: ['My Orders', 'VIEW', 'Placed'],
    },
    {
      name: 'order',
      path: () => `/user/my-orders/${orderId}`,
      texts: [
        "We've received your order.",
        'Contact information',
        'Shipping address',
        'Billing address',
        'Payment method',
        'Subtotal',
      ],
    },
    { name: 'my-address', path: () => '/user/my-address', texts: ['My Address', 'Udaipur - 313001', 'Edit'] },
    { name: 'add-address', path: () => '/user/add-address', texts: ['Add Address', 'Address Type'] },
    {
      name: 'edit-address',
      path: () => `/user/edit-address/${addressId}`,
      texts: ['Edit Address', 'Update Address'],
    },
    { name: 'account-details', path: () => '/user/account-details', texts: ['Name', 'Save Changes'] },
  ];

  for (const route of routes) {
    it.each(Object.entries(WIDTHS))(`${route.name} at %s width`, async (width, px) => {
      const { page, context, errors } = await openPage(px);
      if (!route.anonymous) {
        await seedToken(page, token);
        // The profile name comes from the order's contact only after the shopper sets it.
        await api('PUT', '/users/updateProfile', { name: 'Ananya Iyer' }, token);
      }
      if (route.pending) {
        await page.addInitScript(() => {
          localStorage.setItem('signupToken', 'pending.signup.token');
          localStorage.setItem('signupMobile', '9876543210');
          localStorage.setItem('signupSentAt', String(Date.now()));
        });
      }
      const response = await page.goto(route.path());
      expect(response?.status()).toBe(200);
      await settled(page);
      await eventually(() => page.locator('h1').count()).toBe(1);
      for (const text of route.texts) {
        await page.getByText(text, { exact: true }).first().waitFor();
      }
      await eventually(() => page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      expect(await page.title()).toMatch(/ - Vanya Naturals$/);
      await screenshot(page, `account-${route.name}-${width}`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('orders open from the list', async () => {
    const { page, context, errors } = await openPage(WIDTHS.desktop);
    await seedToken(page, token);
    await page.goto('/user/my-orders');
    await settled(page);
    expect(await page.getByRole('columnheader').allInnerTexts()).toEqual([
      'Order',
      'Date',
      'Status',
      'Total',
      'Actions',
    ]);
    const row = page.getByRole('row').nth(1);
    await eventually(() => row.textContent()).toMatch(/\d{2}-\d{2}-\d{4}, \d{2}:\d{2} [AP]M/);
    await eventually(() => row.textContent()).toMatch(/₹[\d,]+(\.\d{2})? for 3 items/);
    await page.getByRole('link', { name: 'VIEW' }).first().click();
    await page.waitForURL(`**/user/my-orders/${orderId}`);
    await page.getByText("We've received your order.").waitFor();
    const product = page.locator('a[href^="/product/"]').first();
    await eventually(() => product.getAttribute('href')).toMatch(/^\/product\/[a-z0-9-]+$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** Places a paid order as a guest in the sandbox checkout, so the number has an order once it logs in. */
/** Pays as a guest, then claims the order by OTP as the thank-you page offers; returns the session token. */
async function guestCheckout(mobile: string): Promise<string> {
  const cart = (await inStockProducts()).slice(0, 2).map((product, index) => cartLine(product, index + 1));
  const { page, context } = await openPage(WIDTHS.desktop);
  await page.addInitScript(
    (value: string) => {
      if (!localStorage.getItem('user')) localStorage.setItem('user', value);
    },
    JSON.stringify({ token: null, cart, bundleCart: [], shouldCartOpen: true }),
  );
  await page.goto('/about-us');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Confirm Order ₹/ })
    .click();
  const frame = await fillSandbox(page, mobile);
  await frame.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.waitForURL('**/thank-you');
  // The order joins the account of its number once the guest proves the number from the thank-you page.
  await page.getByRole('button', { name: 'Verify my number' }).click();
  await page.waitForURL('**/verify-account');
  await page.getByLabel(/otp|code/i).fill(await lastOtp(mobile));
  await page.getByRole('button', { name: /verify/i }).click();
  await page.waitForURL('**/user/my-orders/*');
  const token = JSON.parse((await storage(page, 'user')) ?? '{}').token as string;
  await context.close();
  return token;
}
