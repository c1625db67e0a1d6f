import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Real HTTP, raw bytes: the fast path lives in the server's request listener, which inject() never reaches. */
function get(
  app: TestApp,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Answer> {
  const { port } = app.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

const LISTING = '/api/v1/products?limit=4&status=true';

/** Everything but what differs per request or per second. */
function comparable(answer: Answer) {
  const { 'x-request-id': _id, date: _date, ...headers } = answer.headers;
  return { status: answer.status, headers, body: answer.body.toString('base64') };
}

async function listeningApp(env: Record<string, string> = {}, logLines?: Record<string, unknown>[]) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const row of String(chunk).trim().split('\n')) logLines?.push(JSON.parse(row));
      done();
    },
  });
  const app = await createTestApp(env, logLines ? { logger: { level: 'info', stream } } : {});
  await app.app.listen({ host: '127.0.0.1', port: 0 });
  return app;
}

/** A miss, a hit through Fastify (which teaches the fast path its headers), then a hit before Fastify. */
async function throughBothPaths(app: TestApp, path: string, headers: Record<string, string> = {}) {
  const stats = app.app.catalogCache.stats;
  const miss = await get(app, path, headers);
  expect(miss.headers['x-cache']).toBeUndefined();
  const fastBefore = stats.fastHits;
  const viaFastify = await get(app, path, headers);
  expect(stats.fastHits).toBe(fastBefore);
  const fast = await get(app, path, headers);
  expect(stats.fastHits).toBe(fastBefore + 1);
  return { miss, viaFastify, fast };
}

describe('cache hits answered before Fastify', () => {
  it('give the same status, headers and body as a hit through Fastify, per encoding and language', async () => {
    t = await listeningApp();
    // Each case its own URL, so that its first read is a miss: encodings share one entry, languages do not.
    const cases: [number, Record<string, string>][] = [
      [1, {}],
      [2, { 'accept-encoding': 'br, gzip' }],
      [3, { 'accept-encoding': 'gzip' }],
      [1, { 'accept-language': 'hi-IN' }],
    ];
    for (const [page, headers] of cases) {
      const { viaFastify, fast } = await throughBothPaths(t, `${LISTING}&page=${page}`, headers);
      expect(fast.headers['x-cache']).toBe('hit');
      expect(comparable(fast)).toEqual(comparable(viaFastify));
      expect(Object.keys(fast.headers)).toEqual(Object.keys(viaFastify.headers));
      expect(fast.headers['x-request-id']).not.toBe(viaFastify.headers['x-request-id']);
    }
    expect((await get(t, `${LISTING}&page=2`, { 'accept-encoding': 'br' })).headers['content-encoding']).toBe(
      'br',
    );
    const english = await get(t, `${LISTING}&page=1`);
    const hindi = await get(t, `${LISTING}&page=1`, { 'accept-language': 'hi-IN' });
    expect(english.body.equals(hindi.body)).toBe(false);
  });

  it('leave a new or malformed Host, draining, HEAD and signed-in reads to Fastify', async () => {
    t = await listeningApp();
    await throughBothPaths(t, LISTING);
    const stats = t.app.catalogCache.stats;
    const fastBefore = stats.fastHits;

    const malformed = await get(t, LISTING, { host: 'bad host' });
    expect(malformed.status).toBe(400);
    const newName = await get(t, LISTING, { host: 'shop.example' });
    expect(newName.headers['x-cache']).toBe('hit');
    const head = await get(t, LISTING, {}, 'HEAD');
    expect(head.status).toBe(200);
    const signedIn = await get(t, LISTING, { authorization: 'Bearer nobody' });
    expect(signedIn.headers['cache-control']).toBe('no-store');
    expect(stats.fastHits).toBe(fastBefore);
    // A Host once found good is then answered fast.
    await get(t, LISTING, { host: 'shop.example' });
    expect(stats.fastHits).toBe(fastBefore + 1);

    t.app.lifecycle.startDraining();
    const draining = await get(t, LISTING);
    expect(draining.headers['x-cache']).toBe('hit');
    expect(draining.headers.connection).toBe('close');
    expect(stats.fastHits).toBe(fastBefore + 1);
  });

  it('write the request log line and the request metric as Fastify does', async () => {
    const lines: Record<string, unknown>[] = [];
    t = await listeningApp({ METRICS_TOKEN: 'metrics-token-for-the-operator' }, lines);
    const { viaFastify, fast } = await throughBothPaths(t, LISTING);
    const lineOf = (answer: Answer) => lines.find((row) => row.requestId === answer.headers['x-request-id']);
    const fastLine = lineOf(fast);
    const fastifyLine = lineOf(viaFastify);
    expect(Object.keys(fastLine ?? {})).toEqual(Object.keys(fastifyLine ?? {}));
    const { requestId: _a, time: _b, ms: _c, ...fastRest } = fastLine ?? {};
    const { requestId: _d, time: _e, ms: _f, ...fastifyRest } = fastifyLine ?? {};
    expect(fastRest).toEqual(fastifyRest);

    const scraped = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer metrics-token-for-the-operator' },
    });
    const series = scraped.body
      .split('\n')
      .find((row) =>
        row.startsWith(
          'http_request_duration_seconds_count{method="GET",route="/api/v1/products",status="200"}',
        ),
      );
    expect(series?.split(' ')[1]).toBe('3');
  });

  it('behind a trusted proxy, take its request id, client address and Host as Fastify does', async () => {
    const lines: Record<string, unknown>[] = [];
    t = await listeningApp({ TRUST_PROXY: 'true' }, lines);
    const proxied = {
      'x-request-id': 'lb-7f3a9c2e-0001',
      'x-forwarded-for': '203.0.113.7, 10.0.0.1',
      'x-forwarded-host': 'shop.example',
    };
    const { viaFastify, fast } = await throughBothPaths(t, LISTING, proxied);
    expect(fast.headers['x-request-id']).toBe('lb-7f3a9c2e-0001');
    expect(comparable(fast)).toEqual(comparable(viaFastify));
    const logged = lines.filter((row) => row.requestId === 'lb-7f3a9c2e-0001');
    expect(logged.map((row) => row.ip)).toEqual(['203.0.113.7', '203.0.113.7', '203.0.113.7']);
  });
});
