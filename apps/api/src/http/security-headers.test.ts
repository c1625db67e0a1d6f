import type { AdTags } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { login } from '../../test/shop.ts';
import { appForFile, createTestApp } from '../../test/test-app.ts';
import { RAZORPAY_PAGE_HOSTS } from '../adapters/payments/razorpay/page-hosts.ts';
import { pagePolicy, RESOURCE_POLICY } from './security-headers.ts';

const t = appForFile();

/** Each directive of a Content-Security-Policy header by name. */
function directives(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
}

function expectCommonHeaders(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const permissions = String(headers['permissions-policy']);
  for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=(self)']) {
    expect(permissions).toContain(feature);
  }
  expect(headers).not.toHaveProperty('strict-transport-security');
}

describe('security headers', () => {
  it('give API answers, cached or not, a policy that allows nothing', async () => {
    for (const expected of ['miss', 'hit']) {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/categories?limit=0' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-cache'] ?? 'miss').toBe(expected);
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'self'");
      expectCommonHeaders(response.headers);
      expect(response.headers['cache-control']).toBeUndefined();
    }
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(missing.headers['content-security-policy']).toBe(RESOURCE_POLICY);
  });

  it('give uploaded images a policy that allows nothing, so an image opened directly runs no script', async () => {
    const products = (await t.app.inject({ method: 'GET', url: '/api/v1/products?limit=1' })).json();
    const image = `/uploads/${products.body[0].image as string}`;
    for (const url of [image, `${image}?w=320`]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\//);
      expect(response.headers['content-security-policy']).toBe(RESOURCE_POLICY);
      expectCommonHeaders(response.headers);
    }
  });

  it("run the sandbox checkout's script by a fresh nonce and keep it in the shop's own frames", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const response = await t.app.inject({ method: 'GET', url: '/payments/sandbox/checkout?name=Priya' });
      expect(response.statusCode).toBe(200);
      const policy = directives(response.headers['content-security-policy']);
      const nonce = policy['script-src']?.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(response.body).toContain(`<script nonce="${nonce}">`);
      expect(response.body.match(/<script/g)).toHaveLength(1);
      nonces.add(nonce as string);
      expect(policy['script-src']).not.toContain("'unsafe-inline'");
      expect(policy['script-src']).not.toContain("'unsafe-eval'");
      expect(policy['frame-ancestors']).toEqual(["'self'"]);
      expect(policy['connect-src']).toEqual(["'self'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(String(response.headers['content-security-policy'])).not.toContain('razorpay');
      expectCommonHeaders(response.headers);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect(nonces.size).toBe(2);
  });

  it('mark answers with personal data no-store, and public catalog answers not', async () => {
    const { token } = await login(t.app, t.dataDir);
    const bearer = { authorization: `Bearer ${token}` };
    const personal = [
      { method: 'GET', url: '/api/v1/users/profile', headers: bearer },
      { method: 'GET', url: '/api/v1/userAddress', headers: bearer },
      { method: 'GET', url: '/api/v1/orders/userOrders', headers: bearer },
      // Any answer to a request with a token, even a catalog read.
      { method: 'GET', url: '/api/v1/categories?limit=0', headers: bearer },
      // Guest checkout: no token, still the buyer's order.
      { method: 'POST', url: '/api/v1/orders/verify-payment-signature', headers: {}, payload: {} },
      { method: 'POST', url: '/api/v1/users/register', headers: {}, payload: { mobile: '9' } },
      { method: 'GET', url: '/api/v1/payments/sandbox/orders/order_00000000000000', headers: {} },
    ] as const;
    for (const request of personal) {
      const response = await t.app.inject(request);
      expect(response.headers['cache-control'], `${request.method} ${request.url}`).toBe('no-store');
    }
    for (const url of ['/api/v1/products?limit=1', '/api/v1/blogs?limit=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['cache-control'], url).toBeUndefined();
    }
  });
});

describe('security headers by configuration', () => {
  it('send Strict-Transport-Security only when the public address is https', async () => {
    for (const [publicUrl, hsts] of [
      ['https://shop.example.in', 'max-age=31536000'],
      ['http://shop.example.in', undefined],
    ] as const) {
      const app = await createTestApp({ PUBLIC_URL: publicUrl, DEMO_MODE: 'true' });
      try {
        const response = await app.app.inject({ method: 'GET', url: '/healthz' });
        expect(response.headers['strict-transport-security'], publicUrl).toBe(hsts);
      } finally {
        await app.close();
      }
    }
  });

  it("name Razorpay's hosts only when Razorpay takes the payments", async () => {
    const razorpay = await createTestApp({
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_dummy',
      RAZORPAY_KEY_SECRET: 'dummy-secret',
      RAZORPAY_WEBHOOK_SECRET: 'dummy-webhook-secret',
    });
    try {
      const response = await razorpay.app.inject({ method: 'GET', url: '/api/v1/payments/config' });
      expect(response.json().body.provider).toBe('razorpay');
      expect(response.headers['permissions-policy']).toContain(
        'payment=(self "https://api.razorpay.com" "https://checkout.razorpay.com")',
      );
      expect(response.headers['content-security-policy']).toBe(RESOURCE_POLICY);
      // Without the sandbox there is no checkout page of the shop's own.
      expect(
        (await razorpay.app.inject({ method: 'GET', url: '/payments/sandbox/checkout' })).statusCode,
      ).toBe(404);
    } finally {
      await razorpay.close();
    }
    const sandbox = (await t.app.inject({ method: 'GET', url: '/api/v1/payments/config' })).headers;
    expect(sandbox['permissions-policy']).not.toContain('razorpay');

    const withRazorpay = directives(pagePolicy('abc', { checkoutHosts: RAZORPAY_PAGE_HOSTS, webDev: false }));
    expect(withRazorpay['script-src']).toEqual(["'self'", "'nonce-abc'", 'https://checkout.razorpay.com']);
    expect(withRazorpay['frame-src']).toEqual([
      "'self'",
      'https://api.razorpay.com',
      'https://checkout.razorpay.com',
    ]);
    const withSandbox = pagePolicy('abc', { webDev: false });
    expect(withSandbox).not.toContain('razorpay');
  });

  it("let each ad tag's hosts into the page policy only when its id is set, and say which are set", async () => {
    const tagged = await createTestApp({
      META_PIXEL_ID: '123456789012345',
      GOOGLE_TAG_ID: 'G-AB12CD34EF',
    });
    try {
      const adTags = await tagged.app.inject({ method: 'GET', url: '/api/v1/adTags' });
      expect(adTags.json().body).toEqual({
        metaPixelId: '123456789012345',
        googleTagId: 'G-AB12CD34EF',
        googleAdsConversionLabel: null,
      });
      // A page of the shop's own (the sandbox checkout) carries the page policy.
      const page = directives(
        (await tagged.app.inject({ method: 'GET', url: '/payments/sandbox/checkout' })).headers[
          'content-security-policy'
        ],
      );
      expect(page['script-src']).toEqual(
        expect.arrayContaining(['https://connect.facebook.net', 'https://*.googletagmanager.com']),
      );
      expect(page['img-src']).toEqual(
        expect.arrayContaining(['https://www.facebook.com', 'https://*.google-analytics.com']),
      );
      expect(page['connect-src']).toEqual(
        expect.arrayContaining(['https://www.facebook.com', 'https://*.google-analytics.com']),
      );
    } finally {
      await tagged.close();
    }

    const untagged = await t.app.inject({ method: 'GET', url: '/api/v1/adTags' });
    expect(untagged.json().body).toEqual({
      metaPixelId: null,
      googleTagId: null,
      googleAdsConversionLabel: null,
    });
    const plain = pagePolicy('abc', { webDev: false });
    expect(plain).not.toMatch(/facebook|google|doubleclick/);
    expect(directives(plain)['script-src']).toEqual(["'self'", "'nonce-abc'"]);

    const adTags = (tags: Partial<AdTags>): AdTags => ({
      metaPixelId: null,
      googleTagId: null,
      googleAdsConversionLabel: null,
      ...tags,
    });
    const metaOnly = directives(
      pagePolicy('abc', {
        webDev: false,
        adTags: adTags({ metaPixelId: '1234567' }),
      }),
    );
    expect(metaOnly['script-src']).toEqual(["'self'", "'nonce-abc'", 'https://connect.facebook.net']);
    expect(metaOnly['frame-src']).toEqual(["'self'"]);
    expect(Object.values(metaOnly).flat().join(' ')).not.toContain('google');

    const googleAds = directives(
      pagePolicy('abc', {
        webDev: false,
        adTags: adTags({ googleTagId: 'AW-123456789', googleAdsConversionLabel: 'AbC-dEf_123' }),
      }),
    );
    expect(googleAds['script-src']).toEqual([
      "'self'",
      "'nonce-abc'",
      'https://www.googletagmanager.com',
      'https://www.googleadservices.com',
      'https://www.google.com',
    ]);
    expect(googleAds['frame-src']).toContain('https://td.doubleclick.net');
    expect(Object.values(googleAds).flat().join(' ')).not.toMatch(/facebook|google-analytics/);
  });
});
