import { msg } from '@shop/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Throttle } from '../adapters/throttle/throttle.ts';
import { TooManyRequestsError } from '../domain/errors.ts';
import type { SessionTokens } from '../domain/session.ts';
import { bearerToken } from './auth.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: this write is not counted by the default write limits (the gateway's signed webhook). */
    writeLimit?: false;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const WINDOW_MS = 60_000;

export interface WriteLimits {
  perAddressPerMinute: number;
  perAccountPerMinute: number;
}

/**
 * A ceiling on every write to a route under the API prefix, counted in the shared throttle (Redis when
 * configured, so it holds across instances). A write whose session token verifies counts per account and in its
 * address's signed-in budget; any other write (a guest's, or one the route will refuse as unauthenticated)
 * counts in its address's anonymous budget, so a flood of 401s cannot use up the writes of a member signed in at
 * the same address. The account is read from the token's signature alone: a forged token is anonymous, and the
 * route's own check still refuses it. Routes with their own stricter `config.rateLimit` keep it as well.
 */
export const writeLimitsPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      apiPrefix: string;
      limits: WriteLimits;
      throttle: Throttle;
      tokens: SessionTokens;
    },
  ) => {
    const { apiPrefix, limits, throttle, tokens } = options;
    const accountOf = async (request: FastifyRequest): Promise<string | undefined> => {
      try {
        const token = bearerToken(request);
        return token ? (await tokens.verifySession(token)).userId : undefined;
      } catch {
        return undefined;
      }
    };

    const countWrite = async (request: FastifyRequest): Promise<void> => {
      const account = await accountOf(request);
      // Guests buy without a token, so their writes are anonymous too: a purchase is a handful of writes, far
      // inside the address's anonymous budget, which only a flood from the same address can spend.
      const counts = account
        ? [
            { key: `write:addr:${request.ip}`, max: limits.perAddressPerMinute },
            { key: `write:user:${account}`, max: limits.perAccountPerMinute },
          ]
        : [{ key: `write:anon:${request.ip}`, max: limits.perAddressPerMinute }];
      let results: Awaited<ReturnType<Throttle['hit']>>[];
      try {
        results = await Promise.all(counts.map(({ key, max }) => throttle.hit(key, max, WINDOW_MS)));
      } catch (error) {
        // NOTE: a Redis outage must not stop checkouts: the routes' own limits and throttles still decide.
        request.log.warn(
          { error: error instanceof Error ? error.message : String(error) },
          'write limit not counted',
        );
        return;
      }
      const refused = results.find((result) => !result.allowed);
      if (refused) {
        throw new TooManyRequestsError(msg('limit.changes'), Math.max(1, refused.retryAfterSeconds));
      }
    };

    // A callback hook that returns at once for reads: every read passes here, and an async hook costs each a
    // promise and a tick.
    app.addHook('onRequest', (request, _reply, done) => {
      if (!WRITES.has(request.method)) return done();
      const route = request.routeOptions;
      // NOTE: the route the router matched, not the URL as sent: the router decodes `%61pi` and ignores a
      // trailing slash, so a check of the raw URL let those spellings through uncounted.
      if (route.config.writeLimit === false || !route.url?.startsWith(`${apiPrefix}/`)) return done();
      countWrite(request).then(() => done(), done);
    });
  },
  { name: 'write-limits' },
);
