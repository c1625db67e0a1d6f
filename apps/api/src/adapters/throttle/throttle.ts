import type { Redis } from 'ioredis';

export interface ThrottleResult {
  allowed: boolean;
  /** Seconds until the window frees a slot, when not allowed. */
  retryAfterSeconds: number;
}

/** Counts events per key in a fixed window; shared across instances when backed by Redis. */
export interface Throttle {
  hit(key: string, max: number, windowMs: number): Promise<ThrottleResult>;
  /** Takes back one hit of the current window: for an event that was counted but did not happen after all. */
  release(key: string): Promise<void>;
}

export class MemoryThrottle implements Throttle {
  readonly #windows = new Map<string, { count: number; resetAt: number }>();

  async hit(key: string, max: number, windowMs: number): Promise<ThrottleResult> {
    const now = Date.now();
    let window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.#windows.set(key, window);
      if (this.#windows.size > 100_000) this.#sweep(now);
    }
    window.count++;
    const allowed = window.count <= max;
    return { allowed, retryAfterSeconds: allowed ? 0 : Math.ceil((window.resetAt - now) / 1000) };
  }

  async release(key: string): Promise<void> {
    const window = this.#windows.get(key);
    if (window && window.count > 0) window.count--;
  }

  #sweep(now: number): void {
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
  }
}

export class RedisThrottle implements Throttle {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'shop:throttle:',
  ) {}

  async hit(key: string, max: number, windowMs: number): Promise<ThrottleResult> {
    const redisKey = `${this.prefix}${key}`;
    // INCR and PEXPIRE NX in one round trip: the first hit of a window starts its clock.
    const results = await this.redis
      .multi()
      .incr(redisKey)
      .pexpire(redisKey, windowMs, 'NX')
      .pttl(redisKey)
      .exec();
    const count = Number(results?.[0]?.[1] ?? 0);
    const ttl = Number(results?.[2]?.[1] ?? windowMs);
    const allowed = count <= max;
    return { allowed, retryAfterSeconds: allowed ? 0 : Math.ceil(Math.max(ttl, 0) / 1000) };
  }

  async release(key: string): Promise<void> {
    // Only within a live window: a DECR on a key that has expired would leave a count without a clock.
    await this.redis.eval(
      "if redis.call('pttl', KEYS[1]) > 0 and tonumber(redis.call('get', KEYS[1])) > 0 then return redis.call('decr', KEYS[1]) end return 0",
      1,
      `${this.prefix}${key}`,
    );
  }
}
