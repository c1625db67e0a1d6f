import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { PrometheusMetrics } from '../adapters/metrics/prometheus-metrics.ts';
import { answerHead, cacheKey, type ResponseCache } from './response-cache.ts';

export interface FastHitOptions {
  cache: ResponseCache;
  /** request-id.ts's generator, so a fast hit names itself exactly as Fastify would. */
  genReqId: (request: IncomingMessage) => string;
  trustProxy: boolean;
  /** The Host check's names already found good; any other Host goes through Fastify and its check. */
  isKnownHost: (host: string) => boolean;
  isDraining: () => boolean;
  metrics?: PrometheusMetrics | undefined;
}

// A clean X-Forwarded-For (addresses and commas): the client is its first entry, as proxy-addr reads it when
// every proxy is trusted. Anything unusual goes through Fastify, which parses it in full.
const SIMPLE_FORWARDED_FOR = /^[0-9A-Za-z.:]+(?: *, *[0-9A-Za-z.:]+)*$/;

function clientAddress(request: IncomingMessage, trustProxy: boolean): string | undefined | null {
  const forwarded = request.headers['x-forwarded-for'];
  if (!trustProxy || forwarded === undefined) return request.socket.remoteAddress;
  if (typeof forwarded !== 'string' || !SIMPLE_FORWARDED_FOR.test(forwarded)) return null;
  const comma = forwarded.indexOf(',');
  return (comma === -1 ? forwarded : forwarded.slice(0, comma)).trim();
}

function hostOf(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = request.headers['x-forwarded-host'];
  if (trustProxy && forwarded) {
    // Repeated, which Fastify reads its own way: its check decides.
    if (typeof forwarded !== 'string') return '';
    const last = forwarded.lastIndexOf(',');
    return last === -1 ? forwarded.trim() : forwarded.slice(last + 1).trim();
  }
  return request.headers.host ?? '';
}

/**
 * Answers a catalog cache hit in the HTTP server's own request listener, before Fastify builds its request and
 * reply, routes the URL and runs its hooks, the most of what a cached read cost beyond a bare server. Only for requests whose hooks
 * would have written nothing of their own: a GET with no Authorization (which makes an answer `no-store`), no
 * Origin (CORS), a Host already found good, while not draining. It writes the headers a hit through Fastify got
 * (captured by `sendHit`) with this request's id, the same log line as app.ts and the same metric; anything else
 * goes through Fastify unchanged.
 */
export function installFastHits(app: FastifyInstance, options: FastHitOptions): void {
  const { cache, genReqId, trustProxy, isKnownHost, isDraining, metrics } = options;
  const logging = app.log.level !== 'silent';
  const server = app.server;
  const fastifyListeners = server.listeners('request') as ((
    request: IncomingMessage,
    response: ServerResponse,
  ) => void)[];
  server.removeAllListeners('request');

  const answered = (request: IncomingMessage, response: ServerResponse): boolean => {
    const started = performance.now();
    const headers = request.headers;
    if (
      request.method !== 'GET' ||
      headers.authorization !== undefined ||
      headers.origin !== undefined ||
      isDraining()
    ) {
      return false;
    }
    const host = hostOf(request, trustProxy);
    if (!host || !isKnownHost(host)) return false;
    const hit = cache.get(cacheKey(headers['accept-language'], request.url));
    if (!hit?.hitHeaders) return false;
    const ip = logging ? clientAddress(request, trustProxy) : undefined;
    if (ip === null) return false;
    const id = genReqId(request);
    cache.stats.hits++;
    cache.stats.fastHits++;
    const { head, body } = answerHead(hit, headers['accept-encoding']);
    const written: OutgoingHttpHeaders = { 'x-request-id': id, ...hit.hitHeaders, ...head };
    response.writeHead(200, written);
    response.end(body);
    const ms = performance.now() - started;
    if (logging) {
      app.log
        .child({ requestId: id })
        .info(
          { method: 'GET', url: request.url, statusCode: 200, ms: Math.round(ms * 10) / 10, ip },
          'request',
        );
    }
    metrics?.observeRequest('GET', hit.route ?? 'unmatched', 200, ms / 1000);
    return true;
  };

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (answered(request, response)) return;
    for (const listener of fastifyListeners) listener.call(server, request, response);
  });
}
