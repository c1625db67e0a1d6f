import type { Redis } from 'ioredis';

/**
 * ioredis's client class, loaded only when Redis is configured. NOTE: in the bundled server (dist/server.js) the
 * CommonJS module arrives as a default export holding its exports, so `Redis` is read from there when the
 * namespace lacks it; without this the compiled shop could not start with REDIS_URL at all.
 */
export async function loadRedisClass(): Promise<typeof Redis> {
  const module = await import('ioredis');
  return module.Redis ?? (module.default as unknown as { Redis: typeof Redis }).Redis;
}
