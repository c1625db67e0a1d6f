import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { failure } from './envelope.ts';

// A name or IPv4 address, or an IPv6 address in brackets, and an optional port: what RFC 9110 allows in Host,
// less percent-encoding, which no real client sends.
const HOST = /^(?:[A-Za-z0-9_.-]+|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?$/;

export function isValidHost(host: string): boolean {
  const match = HOST.exec(host);
  if (!match || Number(match[1] ?? 0) > 65535) return false;
  try {
    new URL(`http://${host}`);
    return true;
  } catch {
    return false;
  }
}

// A shop answers to a handful of names: each is checked once (a regular expression and a URL parse), not on every
// request. Bounded, so a client sending a new Host each time only costs the check it would have cost anyway.
const KNOWN_HOSTS_MAX = 64;

/**
 * A malformed Host (or X-Forwarded-Host behind a trusted proxy) is the client's error: 400, before any route.
 * Returns whether a Host was already found good, for answers written before Fastify (fast-hit.ts).
 */
export function registerHostCheck(app: FastifyInstance): (host: string) => boolean {
  const validHosts = new Set<string>();
  // A callback hook, not an async one: this runs on every request, and a promise per request costs a tick.
  app.addHook('onRequest', (request, reply, done) => {
    const host = request.host;
    // HTTP/1.0 may send no Host at all; pages then use the fallback origin of pageOrigin.
    if (!host || validHosts.has(host)) return done();
    if (!isValidHost(host)) {
      reply.status(400).send(failure(400, 'Bad request: malformed Host header'));
      return;
    }
    if (validHosts.size < KNOWN_HOSTS_MAX) validHosts.add(host);
    done();
  });
  return (host) => validHosts.has(host);
}

/**
 * The origin pages build canonical links, JSON-LD and the sitemap from. PUBLIC_URL when set; otherwise the Host
 * only when it names this machine: a loopback name or address, or the address the connection arrived at. Any
 * other Host could be forged, and a page or sitemap cached with its links would send others to that site.
 */
export function pageOrigin(request: FastifyRequest, publicUrl?: string): string {
  if (publicUrl) return new URL(publicUrl).origin;
  const host = request.host ? new URL(`http://${request.host}`).hostname.replace(/^\[|\]$/g, '') : '';
  const local = request.socket.localAddress?.replace(/^::ffff:/, '');
  const trusted =
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    (isIP(host) === 4 && host.startsWith('127.')) ||
    host === '::1' ||
    (local !== undefined && host === local);
  if (trusted) return `${request.protocol}://${request.host}`;
  const port = request.socket.localPort;
  return `http://localhost${port && port !== 80 ? `:${port}` : ''}`;
}
