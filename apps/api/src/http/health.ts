import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client.ts';
import { failure, ok } from './envelope.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the process has begun shutting down; /readyz answers 503 from then on. */
    lifecycle: Lifecycle;
  }
}

export class Lifecycle {
  #draining = false;

  get draining(): boolean {
    return this.#draining;
  }

  /** From now on /readyz answers 503 and answers ask keep-alive clients to reconnect, through the balancer. */
  startDraining(): void {
    this.#draining = true;
  }
}

// A check that hangs (a server that stopped answering) must not hang the probe: probes time out on their own.
const CHECK_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * `/healthz` (liveness): 200 while the process can answer at all. `/readyz` (readiness): 200 only when the
 * database (and Redis, when configured) answers and the process is not shutting down, so a load balancer sends
 * traffic only where it can be served. `{apiPrefix}/health` is the same as `/readyz`.
 */
export const healthPlugin = fp(
  async (
    app: FastifyInstance,
    options: { db: Db; databaseKind: string; redis?: Redis | undefined; apiPrefix: string },
  ) => {
    const lifecycle = new Lifecycle();
    app.decorate('lifecycle', lifecycle);

    // Keep-alive clients reconnect through the balancer instead of holding a connection here; answers to
    // requests that were in flight when draining began close theirs too.
    app.addHook('onRequest', (_request, reply, done) => {
      if (lifecycle.draining) reply.header('connection', 'close');
      done();
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (lifecycle.draining) reply.header('connection', 'close');
      done(null, payload);
    });

    const unavailable = (reply: FastifyReply, message: string, body: object) =>
      reply.status(503).send({ ...failure(503, message), body });

    const ready = async (_request: unknown, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
      const checks: Record<string, string> = {};
      const problems: string[] = [];
      const check = async (name: string, run: () => Promise<unknown>) => {
        try {
          await withTimeout(run(), name);
          checks[name] = 'ok';
        } catch (error) {
          checks[name] = 'failing';
          problems.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
        }
      };
      await Promise.all([
        check('database', () => options.db.execute(sql`select 1`)),
        ...(options.redis ? [check('redis', () => (options.redis as Redis).ping())] : []),
      ]);
      const body = { database: options.databaseKind, checks };
      if (lifecycle.draining) return unavailable(reply, 'Shutting down', body);
      if (problems.length > 0) {
        app.log.warn({ problems }, 'readiness check failed');
        return unavailable(reply, 'Not ready', body);
      }
      return ok(body);
    };

    app.get('/healthz', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ uptimeSeconds: Math.round(process.uptime()) });
    });
    app.get('/readyz', ready);
    app.get(`${options.apiPrefix}/health`, ready);
  },
  { name: 'health' },
);
