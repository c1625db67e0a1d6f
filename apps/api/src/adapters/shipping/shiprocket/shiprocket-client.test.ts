import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeShiprocket, startFakeShiprocket } from '../../../../test/fake-shiprocket.ts';
import { appForFile } from '../../../../test/test-app.ts';
import { ShiprocketClient } from './shiprocket-client.ts';
import { providerTokenStore, type StoredToken, type TokenStore } from './token-store.ts';

const t = appForFile({ SHIPPING_PROVIDER: 'manual' });
let fake: FakeShiprocket;
beforeAll(async () => {
  fake = await startFakeShiprocket();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.mode = 'ok';
  fake.logins = 0;
  fake.calls = [];
  fake.validTokens.clear();
});

const DAY = 24 * 3_600_000;

function memoryStore(initial?: StoredToken): TokenStore & { stored: StoredToken | undefined } {
  const store = {
    stored: initial,
    read: async () => store.stored,
    write: async (token: StoredToken) => {
      store.stored = token;
    },
  };
  return store;
}

function client(
  tokens: TokenStore,
  options: { timeoutMs?: number; now?: () => Date; password?: string } = {},
) {
  return new ShiprocketClient({
    apiUrl: fake.url,
    email: fake.email,
    password: options.password ?? fake.password,
    tokens,
    ...options,
  });
}

const ping = (shiprocket: ShiprocketClient) =>
  shiprocket.call('GET', '/courier/serviceability/', {
    query: { pickup_postcode: '313001', delivery_postcode: '411001', weight: 0.5, cod: 0 },
  });

describe('the Shiprocket login token', () => {
  it('logs in once and keeps the token in provider_tokens, where another instance finds it', async () => {
    const store = providerTokenStore(t.database.db, 'shiprocket');
    const now = new Date();
    await ping(client(store));
    expect(fake.logins).toBe(1);
    const stored = await store.read();
    expect(stored?.token).toBe('token-1');
    // Ten days, give or take the test's own time.
    expect(Math.abs((stored?.expiresAt.getTime() ?? 0) - now.getTime() - 10 * DAY)).toBeLessThan(60_000);
    await ping(client(providerTokenStore(t.database.db, 'shiprocket')));
    expect(fake.logins).toBe(1);
    expect(fake.calls.map((call) => call.path.split('?')[0])).toEqual([
      '/courier/serviceability/',
      '/courier/serviceability/',
    ]);
  });

  it('renews a token with less than a day left, and keeps one with more', async () => {
    const now = new Date('2026-11-28T06:00:00Z');
    fake.validTokens.add('old-token');
    const fresh = memoryStore({ token: 'old-token', expiresAt: new Date(now.getTime() + 2 * DAY) });
    await ping(client(fresh, { now: () => now }));
    expect(fake.logins).toBe(0);
    const stale = memoryStore({ token: 'old-token', expiresAt: new Date(now.getTime() + DAY / 2) });
    await ping(client(stale, { now: () => now }));
    expect(fake.logins).toBe(1);
    expect(stale.stored?.token).not.toBe('old-token');
    expect(stale.stored?.expiresAt.toISOString()).toBe('2026-12-08T06:00:00.000Z');
  });

  it('on a 401 (an expired token) logs in again and makes the call once more', async () => {
    const store = memoryStore({ token: 'expired-token', expiresAt: new Date(Date.now() + 5 * DAY) });
    const answer = await ping(client(store));
    expect(
      (answer.data as { available_courier_companies: unknown[] }).available_courier_companies,
    ).toHaveLength(2);
    expect(fake.logins).toBe(1);
    expect(fake.calls).toHaveLength(2);
    expect(store.stored?.token).toMatch(/^token-\d+$/);
  });

  it('after a 401, takes the token another instance stored meanwhile rather than logging in again', async () => {
    fake.validTokens.add('renewed-elsewhere');
    const expiresAt = new Date(Date.now() + 5 * DAY);
    // The first read finds the token this instance knew; by the second, another instance has renewed it.
    const reads = [
      { token: 'expired-token', expiresAt },
      { token: 'renewed-elsewhere', expiresAt },
    ];
    const store: TokenStore = {
      read: async () => reads.shift() ?? { token: 'renewed-elsewhere', expiresAt },
      write: async () => {},
    };
    await ping(client(store));
    expect(fake.logins).toBe(0);
    expect(fake.calls).toHaveLength(2);
  });

  it('calls a refused login unauthorised', async () => {
    await expect(ping(client(memoryStore(), { password: 'wrong' }))).rejects.toMatchObject({
      name: 'ShippingProviderError',
      code: 'unauthorised',
      message: expect.stringContaining('Invalid email and password combination'),
    });
  });
});

describe("Shiprocket's failures, in the port's words", () => {
  it('a 429 is rate_limited, with the seconds Retry-After asks for', async () => {
    fake.mode = 'rate-limit';
    await expect(ping(client(memoryStore()))).rejects.toMatchObject({
      code: 'rate_limited',
      retryAfterSeconds: 7,
    });
  });

  it('a 5xx or no answer at all is unavailable', async () => {
    fake.mode = 'server-error';
    await expect(ping(client(memoryStore()))).rejects.toMatchObject({ code: 'unavailable' });
    const nowhere = new ShiprocketClient({
      apiUrl: 'http://127.0.0.1:9',
      email: fake.email,
      password: fake.password,
      tokens: memoryStore(),
    });
    await expect(ping(nowhere)).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('a call never answered times out', async () => {
    fake.mode = 'hang';
    await expect(ping(client(memoryStore(), { timeoutMs: 150 }))).rejects.toMatchObject({
      code: 'timeout',
      message: 'Shiprocket did not answer within 0.15 s',
    });
  });

  it("other refusals are rejected with Shiprocket's message and its first field error", async () => {
    await expect(
      client(memoryStore()).call('POST', '/orders/create/adhoc', { body: { order_id: 'ORD-1' } }),
    ).rejects.toMatchObject({
      code: 'rejected',
      message: 'Oops! Invalid Data. The order items field is required.',
    });
  });
});
