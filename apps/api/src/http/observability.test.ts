import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { type CatalogSize, call, line, placePaidOrder, sellableSizes } from '../../test/shop.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { webhookSignature } from '../adapters/payments/razorpay/signatures.ts';
import { loadSecrets } from '../secrets.ts';

const TOKEN = 'metrics-token-for-the-operator';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let t: TestApp | undefined;
let server: Server | undefined;
afterEach(async () => {
  await t?.close().catch(() => {});
  t = undefined;
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

const scrape = (app: TestApp, authorization?: string) =>
  app.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of one series line, `name{labels} value`, or undefined when absent. */
function seriesValue(text: string, series: string): number | undefined {
  const found = text.split('\n').find((row) => row.startsWith(`${series} `));
  return found === undefined ? undefined : Number(found.slice(series.length + 1));
}

/** A declined attempt, told to the shop by the gateway's signed `payment.failed`, as Razorpay does. */
async function declinePayment(app: TestApp, size: CatalogSize) {
  const created = await call(app.app, 'POST', '/orders/create-razorpay-order', {
    payload: { products: [line(size)] },
  });
  const failed = await call(app.app, 'POST', `/payments/sandbox/orders/${created.json.body.id}/fail`);
  const body = JSON.stringify({
    entity: 'event',
    event: 'payment.failed',
    payload: {
      payment: {
        entity: {
          id: failed.json.body.error.metadata.payment_id,
          order_id: created.json.body.id,
          error_code: 'BAD_REQUEST_ERROR',
          error_description: 'declined',
          error_reason: 'payment_failed',
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  });
  const { sandboxWebhookSecret } = await loadSecrets(app.app.config);
  const delivered = await app.app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': webhookSignature(sandboxWebhookSecret, body),
      'x-razorpay-event-id': `evt_${Math.random()}`,
    },
    payload: body,
  });
  expect(delivered.statusCode).toBe(200);
}

describe('/metrics', () => {
  it('is closed to everyone when no token is configured', async () => {
    t = await createTestApp();
    for (const authorization of [undefined, `Bearer ${TOKEN}`, 'Bearer ']) {
      const response = await scrape(t, authorization);
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('answers only the configured bearer token, never cached', async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
    for (const authorization of [
      undefined,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(1)}`,
      TOKEN,
      'Basic xyz',
    ]) {
      const response = await scrape(t, authorization);
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.headers['www-authenticate']).toContain('Bearer');
      expect(response.json()).toMatchObject({ status: 401 });
    }
    const open = await scrape(t, `Bearer ${TOKEN}`);
    expect(open.statusCode).toBe(200);
    expect(open.headers['content-type']).toContain('text/plain');
    expect(open.headers['cache-control']).toBe('no-store');
    expect(open.body).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('moves with real requests, cache use and orders, labelled by route pattern', async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
    const before = (await scrape(t, `Bearer ${TOKEN}`)).body;
    expect(seriesValue(before, 'shop_orders_created_total')).toBe(0);

    const sizes = await sellableSizes(t.app);
    const { json: listed } = await call(t.app, 'GET', '/products?limit=1');
    const slug = listed.body[0].slug as string;
    await call(t.app, 'GET', `/products/findBySlug/${slug}`);
    await call(t.app, 'GET', `/products/findBySlug/${slug}`);
    await call(t.app, 'GET', '/products/findBySlug/no-such-product-anywhere');
    await placePaidOrder(t.app, [line(sizes.at(-1)!)]);
    await declinePayment(t, sizes.at(-2)!);

    const text = (await scrape(t, `Bearer ${TOKEN}`)).body;
    expect(text).not.toContain(slug);
    expect(
      seriesValue(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/v1/products/findBySlug/:slug",status="200"}',
      ),
    ).toBe(2);
    expect(
      seriesValue(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/v1/products/findBySlug/:slug",status="404"}',
      ),
    ).toBe(1);
    expect(seriesValue(text, 'shop_catalog_cache_hits_total')).toBeGreaterThanOrEqual(1);
    expect(seriesValue(text, 'shop_catalog_cache_misses_total')).toBeGreaterThanOrEqual(2);
    expect(seriesValue(text, 'shop_orders_created_total')).toBe(2);
    expect(seriesValue(text, 'shop_payments_total{outcome="paid"}')).toBe(1);
    expect(seriesValue(text, 'shop_payments_total{outcome="failed"}')).toBe(1);
    if (t.database.kind === 'postgres') {
      expect(seriesValue(text, 'shop_database_embedded')).toBe(0);
      expect(seriesValue(text, 'shop_database_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(seriesValue(text, 'shop_database_pool_connections{state="waiting"}')).toBe(0);
    } else {
      expect(seriesValue(text, 'shop_database_embedded')).toBe(1);
    }
  });
});

describe('request ids', () => {
  it('names every answer and every error envelope, and is on each log line of its request', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const row of String(chunk).trim().split('\n')) lines.push(JSON.parse(row));
        done();
      },
    });
    t = await createTestApp({}, { logger: { level: 'info', stream } });
    const fine = await t.app.inject({ method: 'GET', url: '/api/v1/categories' });
    expect(fine.headers['x-request-id']).toMatch(UUID);

    const refused = await call(t.app, 'POST', '/contactUs', { payload: { name: '' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json.requestId).toBe(refused.headers['x-request-id']);
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/nowhere' });
    expect(missing.json().requestId).toBe(missing.headers['x-request-id']);
    expect(missing.headers['x-request-id']).not.toBe(fine.headers['x-request-id']);

    const logged = lines.find((row) => row.requestId === missing.headers['x-request-id']);
    expect(logged).toMatchObject({ msg: 'request', statusCode: 404 });
  });

  it('logs the tracking page’s URL without the order id and mobile number it was asked with', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).trim().split('\n'));
        done();
      },
    });
    t = await createTestApp({}, { logger: { level: 'info', stream } });
    const tracked = await t.app.inject({
      method: 'GET',
      url: '/api/v1/track?orderId=ORD-2026-000001&mobile=9876501234',
    });
    expect(tracked.statusCode).toBe(404);
    const logged = lines.find((row) => row.includes(String(tracked.headers['x-request-id'])));
    expect(JSON.parse(logged ?? '{}')).toMatchObject({
      msg: 'request',
      url: '/api/v1/track',
      statusCode: 404,
    });
    expect(lines.join('\n')).not.toContain('9876501234');
  });

  it('takes a well-formed id from a trusted proxy only', async () => {
    const incoming = 'lb-7f3a9c2e-0001';
    t = await createTestApp();
    const untrusted = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': incoming },
    });
    expect(untrusted.headers['x-request-id']).toMatch(UUID);
    await t.close();

    t = await createTestApp({ TRUST_PROXY: 'true' });
    const trusted = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': incoming },
    });
    expect(trusted.headers['x-request-id']).toBe(incoming);
    for (const forged of ['a b"c\nfake log line', 'short', 'x'.repeat(200)]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-request-id': forged },
      });
      expect(response.headers['x-request-id']).toMatch(UUID);
    }
  });
});

describe('error reporting', () => {
  it('sends an unexpected 5xx to the DSN with its request id and route, and nothing the visitor sent', async () => {
    const received: { url: string; headers: IncomingHttpHeaders; body: string }[] = [];
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push({ url: request.url ?? '', headers: request.headers, body });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server!.listen(42211, '127.0.0.1', resolve));
    t = await createTestApp({ ERROR_REPORTING_DSN: 'http://publickey123@127.0.0.1:42211/7' });

    const mobile = '9812345678';
    expect((await call(t.app, 'GET', '/categories')).statusCode).toBe(200);
    // A database that stopped answering: the one kind of failure a visitor cannot cause on purpose.
    await t.database.close();
    const failed = await call(t.app, 'GET', `/products/findBySlug/some-product?mobile=${mobile}`);
    expect(failed.statusCode).toBe(500);
    expect(failed.json.message).not.toMatch(/select|closed|database/i);

    await expect.poll(() => received.length, { timeout: 5000 }).toBe(1);
    const [report] = received;
    expect(report!.url).toBe('/api/7/envelope/');
    expect(report!.headers['x-sentry-auth']).toContain('sentry_key=publickey123');
    const [header, itemHeader, eventLine] = report!.body.split('\n');
    expect(JSON.parse(itemHeader!)).toEqual({ type: 'event' });
    const event = JSON.parse(eventLine!);
    expect(JSON.parse(header!).event_id).toBe(event.event_id);
    expect(event.tags).toEqual({
      request_id: failed.json.requestId,
      route: '/api/v1/products/findBySlug/:slug',
      status: '500',
    });
    expect(event.exception.values[0].type).toBeTruthy();
    expect(report!.body).not.toContain(mobile);
    expect(report!.body).not.toContain('some-product');
  });
});

describe('CORS', () => {
  const preflight = (app: TestApp, origin: string) =>
    app.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/orders/create-razorpay-order',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });

  it('grants no origin when no allow-list is configured', async () => {
    t = await createTestApp();
    expect(
      (await preflight(t, 'https://elsewhere.example')).headers['access-control-allow-origin'],
    ).toBeUndefined();
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/v1/categories',
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers the preflight of a listed origin and refuses any other', async () => {
    t = await createTestApp({ CORS_ORIGINS: 'https://shop.example.in, https://admin.example.in/' });
    const allowed = await preflight(t, 'https://admin.example.in');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://admin.example.in');
    expect(allowed.headers['access-control-allow-methods']).toContain('POST');
    expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();

    const read = await t.app.inject({
      method: 'GET',
      url: '/api/v1/categories',
      headers: { origin: 'https://shop.example.in' },
    });
    expect(read.headers['access-control-allow-origin']).toBe('https://shop.example.in');
    expect(read.headers['access-control-expose-headers']).toContain('x-request-id');

    for (const origin of [
      'https://evil.example',
      'https://shop.example.in.evil.example',
      'http://shop.example.in',
    ]) {
      expect((await preflight(t, origin)).headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });
});
