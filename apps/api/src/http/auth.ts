import { msg } from '@shop/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { UnauthorizedError } from '../domain/errors.ts';
import type { SessionTokens, SessionUser, SessionUsers } from '../domain/session.ts';

export type { SessionUser };

/** The signed-in user of a request, and whether their session has passed the back office's second factor. */
export type RequestUser = SessionUser & { secondFactor: boolean };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in shopper; set by `app.authenticate` or `app.optionalAuth`. */
    user?: RequestUser;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless a valid, unrevoked session token is sent. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** preHandler: sets request.user when a valid token is sent; a bad token is still a 401. */
    optionalAuth(request: FastifyRequest): Promise<void>;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw new UnauthorizedError('Malformed Authorization header');
  return match[1];
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: { tokens: SessionTokens; users: SessionUsers }) => {
    app.decorateRequest('user', undefined);

    const load = async (request: FastifyRequest, token: string) => {
      const { userId, tokenVersion, secondFactor } = await options.tokens.verifySession(token);
      const user = await options.users.sessionUser(userId);
      // A token issued before a logout everywhere (or for a deleted user) is no longer honoured.
      if (!user || user.tokenVersion !== tokenVersion) {
        throw new UnauthorizedError(msg('auth.sessionEnded'));
      }
      request.user = {
        id: user.id,
        mobile: user.mobile,
        name: user.name,
        email: user.email,
        role: user.role,
        secondFactor,
      };
    };

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw new UnauthorizedError();
      await load(request, token);
    });

    app.decorate('optionalAuth', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (token) await load(request, token);
    });
  },
  { name: 'auth' },
);

/** The signed-in user of a route behind `app.authenticate`. */
export function currentUser(request: FastifyRequest): RequestUser {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}
