import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis that tests of shared limits use; the machines and CI run one at 127.0.0.1:6379. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * The REDIS_KEY_PREFIX of every test app of this test file (createTestApp): its own, since each file loads this
 * module afresh, so that neither another file nor a shop using the same Redis shares its counts or broadcasts.
 * The apps of one file share it, as instances of one shop do.
 */
export const TEST_REDIS_KEY_PREFIX = `test:${randomBytes(6).toString('hex')}:`;

/**
 * Whether the test Redis answers, asked once before any test runs so that tests needing it are reported as
 * skipped rather than passed. In CI an unreachable Redis is an error, not a reason to skip.
 */
export async function redisReachable(): Promise<boolean> {
  const probe = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    retryStrategy: () => null,
  });
  try {
    await probe.connect();
    await probe.quit();
    return true;
  } catch (error) {
    probe.disconnect();
    if (process.env.CI === 'true')
      throw new Error(`Redis at ${TEST_REDIS_URL} is unreachable: ${String(error)}`);
    console.warn(`Redis at ${TEST_REDIS_URL} is unreachable: its tests are skipped outside CI`);
    return false;
  }
}
