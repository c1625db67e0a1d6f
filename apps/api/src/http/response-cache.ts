import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Cache this GET route's 200 answers by URL for CATALOG_CACHE_TTL_MS. */
    catalogCache?: boolean;
  }
  interface FastifyInstance {
    catalogCache: ResponseCache;
  }
}

interface CachedResponse {
  body: Buffer;
  contentType: string;
}

/**
 * Catalog answers kept in process for a short TTL, keyed by the request URL. A hit is answered in onRequest,
 * before validation and the handler run, which is what makes cached reads nearly as cheap as a static file.
 * Only 200 answers of routes marked `config.catalogCache` are stored, so only URLs that passed validation get
 * in; the LRU bound caps memory whatever junk parameters clients add. Catalog writes call `clear()`.
 */
export class ResponseCache {
  readonly #entries: LRUCache<string, CachedResponse> | undefined;

  constructor(ttlMs: number, maxEntries = 2000) {
    this.#entries = ttlMs > 0 ? new LRUCache({ max: maxEntries, ttl: ttlMs }) : undefined;
  }

  get(key: string): CachedResponse | undefined {
    return this.#entries?.get(key);
  }

  set(key: string, value: CachedResponse): void {
    this.#entries?.set(key, value);
  }

  clear(): void {
    this.#entries?.clear();
  }
}

export const responseCachePlugin = fp(
  async (app: FastifyInstance, options: { ttlMs: number }) => {
    const cache = new ResponseCache(options.ttlMs);
    app.decorate('catalogCache', cache);

    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' || !request.routeOptions.config.catalogCache) return;
      const hit = cache.get(request.url);
      if (hit) {
        reply.header('x-cache', 'hit');
        return reply.type(hit.contentType).send(hit.body);
      }
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (
        request.method !== 'GET' ||
        !request.routeOptions.config.catalogCache ||
        reply.statusCode !== 200 ||
        reply.getHeader('x-cache') === 'hit'
      ) {
        return payload;
      }
      if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
        const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
        cache.set(request.url, {
          body,
          contentType: String(reply.getHeader('content-type') ?? 'application/json'),
        });
        return body;
      }
      return payload;
    });
  },
  { name: 'response-cache' },
);
