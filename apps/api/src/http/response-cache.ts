import { LRUCache } from 'lru-cache';

/**
 * Serialised catalog responses, kept in process for a short TTL. Keys come from the parsed query, never the raw
 * URL, so junk parameters cannot crowd out real entries. Writes to the catalog call `clear()`.
 */
export class ResponseCache {
  readonly #entries: LRUCache<string, string> | undefined;
  readonly #pending = new Map<string, Promise<string>>();

  constructor(ttlMs: number, maxEntries = 2000) {
    this.#entries = ttlMs > 0 ? new LRUCache({ max: maxEntries, ttl: ttlMs }) : undefined;
  }

  /** The cached JSON for `key`, or the result of `compute` serialised and cached; concurrent misses share one compute. */
  async json(key: string, compute: () => Promise<unknown>): Promise<string> {
    const hit = this.#entries?.get(key);
    if (hit !== undefined) return hit;
    const inFlight = this.#pending.get(key);
    if (inFlight) return inFlight;
    const promise = compute()
      .then((value) => {
        const payload = JSON.stringify(value);
        this.#entries?.set(key, payload);
        return payload;
      })
      .finally(() => this.#pending.delete(key));
    this.#pending.set(key, promise);
    return promise;
  }

  clear(): void {
    this.#entries?.clear();
  }
}

/** A stable cache key: route name plus the parsed query with keys sorted and undefined values dropped. */
export function cacheKey(route: string, query: object): string {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return `${route}?${JSON.stringify(entries)}`;
}
