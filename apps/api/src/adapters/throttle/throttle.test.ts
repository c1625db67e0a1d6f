import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { redisReachable, TEST_REDIS_KEY_PREFIX, TEST_REDIS_URL } from '../../../test/redis.ts';
import { MemoryThrottle, RedisThrottle } from './throttle.ts';

const redisUp = await redisReachable();

describe('throttles', () => {
  it('in memory: allows up to the limit in a window, then says when to retry', async () => {
    const throttle = new MemoryThrottle();
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await throttle.hit('k', 3, 60_000));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]?.retryAfterSeconds).toBeGreaterThan(0);
    expect((await throttle.hit('other', 3, 60_000)).allowed).toBe(true);
  });

  // Several instances share limits through Redis.
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  afterAll(() => redis.quit().catch(() => {}));

  it.skipIf(!redisUp)('in Redis: two instances count against one limit', async () => {
    await redis.connect();
    const prefix = `${TEST_REDIS_KEY_PREFIX}shop:throttle:`;
    const first = new RedisThrottle(redis, prefix);
    const second = new RedisThrottle(redis, prefix);
    const results = [
      await first.hit('otp:mobile:9876543210', 3, 60_000),
      await second.hit('otp:mobile:9876543210', 3, 60_000),
      await first.hit('otp:mobile:9876543210', 3, 60_000),
      await second.hit('otp:mobile:9876543210', 3, 60_000),
    ];
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]?.retryAfterSeconds).toBeGreaterThan(0);
    expect(results[3]?.retryAfterSeconds).toBeLessThanOrEqual(60);
    const ttl = await redis.pttl(`${prefix}otp:mobile:9876543210`);
    expect(ttl).toBeGreaterThan(0);
    await redis.del(`${prefix}otp:mobile:9876543210`);
  });
});
