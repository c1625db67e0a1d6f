import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { redisReachable, TEST_REDIS_URL } from '../../test/redis.ts';
import { call, login, loginAs } from '../../test/shop.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const redisUp = await redisReachable();
const apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

// A fresh address per test and run: shared windows in Redis outlive a test.
const freshIp = () =>
  `10.${process.pid % 250}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

// Refused by validation, so nothing is written, but counted all the same: the limit comes before the body.
const emptyContact = (app: TestApp, ip: string, token?: string) =>
  call(app.app, 'POST', '/contactUs', { payload: {}, ip, ...(token ? { token } : {}) });

describe('default write limits', () => {
  it('refuse an address past its writes per minute, leaving reads, other addresses and the webhook alone', async () => {
    const t = await createTestApp({ WRITE_LIMIT_PER_ADDRESS_PER_MINUTE: '3' });
    apps.push(t);
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await emptyContact(t, ip)).statusCode).toBe(400);
    const refused = await emptyContact(t, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json).toMatchObject({ status: 429, requestId: refused.headers['x-request-id'] });

    expect((await call(t.app, 'GET', '/categories', { ip })).statusCode).toBe(200);
    expect((await emptyContact(t, freshIp())).statusCode).toBe(400);
    // Signed gateway traffic is not counted: an unsigned call is refused by the route, not the limit.
    const webhook = await call(t.app, 'POST', '/payments/webhook', { payload: { event: 'x' }, ip });
    expect(webhook.statusCode).toBe(401);
  });

  it('refuse an account past its writes per minute, from whatever address', async () => {
    const t = await createTestApp({ WRITE_LIMIT_PER_ACCOUNT_PER_MINUTE: '2' });
    apps.push(t);
    const { token } = await login(t.app, t.dataDir, undefined, freshIp());
    expect((await emptyContact(t, freshIp(), token)).statusCode).toBe(400);
    expect((await emptyContact(t, freshIp(), token)).statusCode).toBe(400);
    expect((await emptyContact(t, freshIp(), token)).statusCode).toBe(429);
    // A forged token names no account: only its address counts, and this one is fresh.
    expect((await emptyContact(t, freshIp(), `${token.slice(0, -4)}AAAA`)).statusCode).toBe(400);
  });

  it.skipIf(!redisUp)('hold across two instances sharing Redis', async () => {
    const env = { REDIS_URL: TEST_REDIS_URL, WRITE_LIMIT_PER_ADDRESS_PER_MINUTE: '4' };
    const a = await createTestApp(env);
    const b = await createTestApp(env);
    apps.push(a, b);
    const ip = freshIp();
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await emptyContact(i % 2 === 0 ? a : b, ip)).statusCode);
    expect(codes).toEqual([400, 400, 400, 400, 429]);
  });
});

describe('anonymous writes', () => {
  it("count in a budget of their own: a flood of 401s cannot spend a signed-in member's writes", async () => {
    const t = await createTestApp({ WRITE_LIMIT_PER_ADDRESS_PER_MINUTE: '3' });
    apps.push(t);
    const { token } = await loginAs(t.app, t.dataDir, 'ADMIN');
    const ip = freshIp();
    const note = (bearer?: string) =>
      call(t.app, 'POST', `/admin/orders/${randomUUID()}/notes`, {
        payload: { note: 'Called the shopper' },
        ip,
        ...(bearer ? { token: bearer } : {}),
      });
    // Without a token, and with a forged one: both refused by the route, both anonymous.
    for (let i = 0; i < 3; i++)
      expect((await note(i === 0 ? `${token.slice(0, -4)}AAAA` : undefined)).statusCode).toBe(401);
    expect((await note()).statusCode).toBe(429);
    // The admin at the same address reaches the route (no such order) until their own budget is spent.
    for (let i = 0; i < 3; i++) expect((await note(token)).statusCode).toBe(404);
    expect((await note(token)).statusCode).toBe(429);
  });

  it("leave a guest's checkout to the anonymous budget, apart from members' writes at the address", async () => {
    const t = await createTestApp({ WRITE_LIMIT_PER_ADDRESS_PER_MINUTE: '2' });
    apps.push(t);
    const { token } = await login(t.app, t.dataDir, undefined, freshIp());
    const ip = freshIp();
    for (let i = 0; i < 2; i++) expect((await emptyContact(t, ip, token)).statusCode).toBe(400);
    expect((await emptyContact(t, ip, token)).statusCode).toBe(429);
    // A guest at the member's address still has every anonymous write of the minute.
    const verify = () => call(t.app, 'POST', '/orders/verify-payment-signature', { payload: {}, ip });
    expect((await verify()).statusCode).toBe(400);
    expect((await verify()).statusCode).toBe(400);
    expect((await verify()).statusCode).toBe(429);
  });
});

// The router decodes the path and ignores a trailing slash; the limit must see what the router sees.
describe('every spelling of an API write', () => {
  const VERIFY = '/orders/verify-payment-signature';
  const COUNTED = [
    `/%61pi/v1${VERIFY}`,
    `/api/v1${VERIFY}/`,
    `/api/v1/%6Frders/verify-payment-signature`,
    `/%61%70%69/v1${VERIFY}?x=1`,
  ];
  // Spellings the router matches to no API route (404 here; with the storefront built, the page handler, whose
  // own calls to the API are counted): nothing to count, and the route is not reached.
  const UNROUTED = [
    `//api/v1${VERIFY}`,
    `/API/v1${VERIFY}`,
    `/api/V1${VERIFY}`,
    `/api/v1/${VERIFY}`,
    `/%2561pi/v1${VERIFY}`,
  ];
  const post = (t: TestApp, url: string, ip: string) =>
    t.app.inject({ method: 'POST', url, payload: {}, remoteAddress: ip });

  it('counts in the same budget as the plain path, or reaches no route at all', async () => {
    const t = await createTestApp({ WRITE_LIMIT_PER_ADDRESS_PER_MINUTE: '1' });
    apps.push(t);
    for (const url of COUNTED) {
      const ip = freshIp();
      expect((await post(t, `/api/v1${VERIFY}`, ip)).statusCode, url).toBe(400);
      expect((await post(t, url, ip)).statusCode, url).toBe(429);
    }
    for (const url of COUNTED) {
      const ip = freshIp();
      expect((await post(t, url, ip)).statusCode, url).toBe(400);
      expect((await post(t, `/api/v1${VERIFY}`, ip)).statusCode, url).toBe(429);
    }
    for (const url of UNROUTED) {
      const ip = freshIp();
      expect((await post(t, `/api/v1${VERIFY}`, ip)).statusCode, url).toBe(400);
      expect((await post(t, url, ip)).statusCode, url).toBe(404);
    }
  });

  it("count a shopper's encoded deletes against their account", async () => {
    const t = await createTestApp({ WRITE_LIMIT_PER_ACCOUNT_PER_MINUTE: '1' });
    apps.push(t);
    const { token } = await login(t.app, t.dataDir, undefined, freshIp());
    const remove = (prefix: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `${prefix}/userAddress/${randomUUID()}`,
        headers: { authorization: `Bearer ${token}` },
        remoteAddress: freshIp(),
      });
    expect((await remove('/api/v1')).statusCode).toBe(404);
    expect((await remove('/%61pi/v1')).statusCode).toBe(429);
  });
});

const run = promisify(execFile);
// A Redis of this test's own, which it may stop: the shared one serves everybody else's tests.
const OWN_REDIS_PORT = 42230 + (process.pid % 20);

describe.skipIf(!redisUp)('when Redis stops answering', () => {
  it('lets writes through to their routes rather than failing every checkout', async () => {
    await run('redis-server', ['--port', String(OWN_REDIS_PORT), '--save', '', '--daemonize', 'yes']);
    try {
      await expect
        .poll(async () => (await run('redis-cli', ['-p', String(OWN_REDIS_PORT), 'ping'])).stdout.trim())
        .toBe('PONG');
      const t = await createTestApp({
        REDIS_URL: `redis://127.0.0.1:${OWN_REDIS_PORT}`,
        WRITE_LIMIT_PER_ADDRESS_PER_MINUTE: '1',
      });
      apps.push(t);
      const verify = () =>
        call(t.app, 'POST', '/orders/verify-payment-signature', { payload: {}, ip: freshIp() });
      const ip = freshIp();
      const counted = () => call(t.app, 'POST', '/orders/verify-payment-signature', { payload: {}, ip });
      expect((await counted()).statusCode).toBe(400);
      expect((await counted()).statusCode).toBe(429);

      await run('redis-cli', ['-p', String(OWN_REDIS_PORT), 'shutdown', 'nosave']).catch(() => {});
      // Validation answers: the limit was skipped, not the request failed.
      expect((await verify()).statusCode).toBe(400);
      expect((await counted()).statusCode).toBe(400);
    } finally {
      await run('redis-cli', ['-p', String(OWN_REDIS_PORT), 'shutdown', 'nosave']).catch(() => {});
    }
  });
});
