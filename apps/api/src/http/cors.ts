import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Cross-origin calls are refused unless CORS_ORIGINS lists the calling page's origin exactly. With no list the
 * plugin is not even registered: a browser gets no CORS header and keeps the answer from the other origin's
 * script. Logins travel as bearer tokens, not cookies, so credentials are never allowed across origins.
 */
export const corsPlugin = fp(
  async (app: FastifyInstance, options: { origins: string[] }) => {
    if (options.origins.length === 0) return;
    const allowed = new Set(options.origins.map((origin) => new URL(origin).origin));
    await app.register(fastifyCors, {
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['content-type', 'authorization', 'x-request-id'],
      exposedHeaders: ['x-request-id', 'retry-after'],
      credentials: false,
      maxAge: 600,
    });
  },
  { name: 'cors' },
);
