import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { redisReachable, TEST_REDIS_KEY_PREFIX, TEST_REDIS_URL } from '../../../test/redis.ts';
import { call, newMobile } from '../../../test/shop.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { MemoryThrottle, RedisThrottle, type Throttle } from '../../adapters/throttle/throttle.ts';

const redisUp = await redisReachable();
const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

describe.skipIf(!redisUp)('with REDIS_URL, instances share the OTP limits', () => {
  it('counts one address’s codes across two instances', async () => {
    const a = await createTestApp({ REDIS_URL: TEST_REDIS_URL });
    const b = await createTestApp({ REDIS_URL: TEST_REDIS_URL });
    apps.push(a, b);
    // A fresh address per run: the hour-long window outlives the test.
    const ip = `10.${process.pid % 250}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) {
      const app = i % 2 === 0 ? a : b;
      codes.push(
        (await call(app.app, 'POST', '/users/register', { payload: { mobile: newMobile() }, ip })).statusCode,
      );
    }
    expect(codes.slice(0, 20).every((code) => code === 200)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});

describe('a throttle gives back a hit for an event that did not happen', () => {
  const gives = async (throttle: Throttle) => {
    const key = `release-test:${process.pid}:${Math.random()}`;
    expect((await throttle.hit(key, 2, 60_000)).allowed).toBe(true);
    expect((await throttle.hit(key, 2, 60_000)).allowed).toBe(true);
    expect((await throttle.hit(key, 2, 60_000)).allowed).toBe(false);
    await throttle.release(key);
    await throttle.release(key);
    expect((await throttle.hit(key, 2, 60_000)).allowed).toBe(true);
    expect((await throttle.hit(key, 2, 60_000)).allowed).toBe(false);
  };

  it('in memory', () => gives(new MemoryThrottle()));

  it.skipIf(!redisUp)('in Redis, and never for a key whose window has gone', async () => {
    const redis = new Redis(TEST_REDIS_URL);
    try {
      const prefix = `${TEST_REDIS_KEY_PREFIX}shop:throttle:`;
      await gives(new RedisThrottle(redis, prefix));
      const gone = `release-test:${process.pid}:gone`;
      await new RedisThrottle(redis, prefix).release(gone);
      expect(await redis.exists(`${prefix}${gone}`)).toBe(0);
    } finally {
      await redis.quit();
    }
  });
});

describe('with REDIS_URL and Redis unreachable', () => {
  it('refuses to send a login code rather than send it uncounted, and browsing goes on', async () => {
    // A port nothing listens on: every throttle call fails once the client gives up retrying.
    const app = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:9' });
    apps.push(app);
    const mobile = newMobile();
    const refused = await call(app.app, 'POST', '/users/register', { payload: { mobile } });
    expect(refused.statusCode).toBe(503);
    expect(refused.json.message).toBe(
      'Login codes cannot be sent right now. Please try again in a few minutes.',
    );
    expect(refused.headers['retry-after']).toBe('60');
    const outbox = await readFile(path.join(app.dataDir, 'outbox', 'sms.jsonl'), 'utf8').catch(() => '');
    expect(outbox).not.toContain(mobile);
    expect((await call(app.app, 'GET', '/products?limit=2')).statusCode).toBe(200);
  });
});
