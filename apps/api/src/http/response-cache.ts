import type { OutgoingHttpHeaders } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { languageFromAcceptLanguage } from '@shop/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { REQUEST_ID_HEADER } from './request-id.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Cache this GET route's 200 answers by URL and language for CATALOG_CACHE_TTL_MS. */
    catalogCache?: boolean;
  }
  interface FastifyInstance {
    catalogCache: ResponseCache;
  }
}

interface CachedResponse {
  body: Buffer;
  contentType: string;
  /** Compressed once, on the first hit that asks for it. */
  br?: Buffer;
  gzip?: Buffer;
  /**
   * What the hooks before the cache wrote on a hit through Fastify with no Authorization, Origin or draining,
   * less its request id: the headers a fast hit (fast-hit.ts) repeats. Unset until such a hit.
   */
  hitHeaders?: OutgoingHttpHeaders;
  /** The route's pattern, for the metrics of a fast hit. */
  route?: string | undefined;
}

/**
 * Catalog answers kept in process for a short TTL, keyed by the request URL and the language the answer is
 * written in (content comes in the request's language, so the same URL has an English and a Hindi answer). A hit is answered in onRequest,
 * before validation and the handler run, which is what makes cached reads nearly as cheap as a static file.
 * Only 200 answers of routes marked `config.catalogCache` are stored, so only URLs that passed validation get
 * in; the LRU bound caps memory whatever junk parameters clients add. Catalog writes call `clear()`.
 */
export class ResponseCache {
  readonly #entries: LRUCache<string, CachedResponse> | undefined;
  /** Lookups since start, for the operator's metrics; `fastHits` are the hits answered before Fastify. */
  readonly stats = { hits: 0, misses: 0, fastHits: 0 };

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

const COMPRESS_FROM_BYTES = 1024;

/** Cached answers are written in the request's language: one entry per URL and language. */
export function cacheKey(acceptLanguage: string | undefined, url: string | undefined): string {
  return `${languageFromAcceptLanguage(acceptLanguage)} ${url}`;
}

/** Cached answers differ by language, so shared caches (a CDN, the browser) must keep them apart too. */
const VARY_LANGUAGE = 'accept-language';
const HIT_VARY = `accept-encoding, ${VARY_LANGUAGE}`;

/** A hit's own headers and body, compressed as the client accepts (br before gzip), in the order sendHit writes them. */
export function answerHead(
  hit: CachedResponse,
  acceptEncoding: string | undefined,
): { head: OutgoingHttpHeaders; body: Buffer } {
  const accepted = acceptEncoding ?? '';
  let body = hit.body;
  let encoding: 'br' | 'gzip' | undefined;
  if (hit.body.length >= COMPRESS_FROM_BYTES) {
    if (/\bbr\b/.test(accepted)) {
      hit.br ??= brotliCompressSync(hit.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
      body = hit.br;
      encoding = 'br';
    } else if (/\bgzip\b/.test(accepted)) {
      hit.gzip ??= gzipSync(hit.body, { level: 6 });
      body = hit.gzip;
      encoding = 'gzip';
    }
  }
  const head: OutgoingHttpHeaders = {
    'content-type': hit.contentType,
    'content-length': body.length,
    'x-cache': 'hit',
    vary: HIT_VARY,
  };
  if (encoding) head['content-encoding'] = encoding;
  return { head, body };
}

function sendHit(request: FastifyRequest, reply: FastifyReply, hit: CachedResponse): void {
  const { head, body } = answerHead(hit, String(request.headers['accept-encoding'] ?? ''));
  reply.hijack();
  // Headers earlier hooks set (security headers, Connection while draining) apply to hits too. getHeaders()
  // returns a copy of its own, which is completed here rather than copied again.
  const headers = reply.getHeaders() as OutgoingHttpHeaders;
  if (
    !hit.hitHeaders &&
    request.headers.authorization === undefined &&
    request.headers.origin === undefined &&
    headers.connection === undefined
  ) {
    const { [REQUEST_ID_HEADER]: _id, ...others } = headers;
    hit.hitHeaders = others;
    hit.route = request.routeOptions.url;
  }
  Object.assign(headers, head);
  reply.raw.writeHead(200, headers);
  reply.raw.end(request.method === 'HEAD' ? undefined : body);
}

export const responseCachePlugin = fp(
  async (app: FastifyInstance, options: { ttlMs: number }) => {
    const cache = new ResponseCache(options.ttlMs);
    app.decorate('catalogCache', cache);

    // A hit is written straight to the socket: no validation, handler, serialisation or per-hit compression.
    app.addHook('onRequest', (request, reply, done) => {
      if (request.method === 'GET' && request.routeOptions.config.catalogCache) {
        const hit = cache.get(cacheKey(request.headers['accept-language'], request.url));
        if (hit) {
          cache.stats.hits++;
          sendHit(request, reply, hit);
          return;
        }
        cache.stats.misses++;
      }
      done();
    });

    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.method === 'GET' && request.routeOptions.config.catalogCache) {
        const vary = String(reply.getHeader('vary') ?? '');
        if (!/\baccept-language\b/i.test(vary)) {
          reply.header('vary', vary ? `${vary}, ${VARY_LANGUAGE}` : VARY_LANGUAGE);
        }
      }
      if (
        request.method !== 'GET' ||
        !request.routeOptions.config.catalogCache ||
        reply.statusCode !== 200 ||
        reply.getHeader('x-cache') === 'hit' ||
        (typeof payload !== 'string' && !Buffer.isBuffer(payload))
      ) {
        done(null, payload);
        return;
      }
      const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
      cache.set(cacheKey(request.headers['accept-language'], request.url), {
        body,
        contentType: String(reply.getHeader('content-type') ?? 'application/json'),
      });
      done(null, body);
    });
  },
  { name: 'response-cache' },
);
