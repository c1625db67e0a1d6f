import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client.ts';

export interface ShutdownOptions {
  /** How long to keep serving, not ready, before the listener closes. */
  drainMs: number;
  /** Then how long requests in flight may take before their connections are closed. */
  timeoutMs: number;
}

/**
 * On SIGTERM or SIGINT: /readyz answers 503 at once while the server goes on serving for the drain period, so a
 * load balancer notices and stops sending; then the listener closes, requests in flight finish, connections
 * still busy at the deadline are closed, the database closes and the process exits 0. A second signal skips
 * what is left of the drain (Ctrl-C twice in a terminal).
 */
export function closeGracefullyOnSignals(
  app: FastifyInstance,
  database: Database,
  options: ShutdownOptions,
): void {
  let started = false;
  let endDrain = () => {};
  const log = (message: string) => app.log.info(`shutdown: ${message}`);

  const shutdown = async (signal: NodeJS.Signals) => {
    const began = Date.now();
    app.lifecycle.startDraining();
    if (options.drainMs > 0) {
      log(
        `${signal}: /readyz answers 503; serving on for ${options.drainMs} ms so the balancer stops sending`,
      );
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, options.drainMs);
        endDrain = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    } else {
      log(`${signal}: /readyz answers 503; no drain period`);
    }
    log(
      `closing the listener; waiting up to ${options.timeoutMs} ms for ${await openConnections(app)} open connections`,
    );
    const deadline = setTimeout(async () => {
      log(`deadline passed; closing ${await openConnections(app)} stalled connections`);
      app.server.closeAllConnections();
    }, options.timeoutMs);
    await app.close();
    clearTimeout(deadline);
    log(`server closed ${Date.now() - began} ms after ${signal}`);
    await database.close();
    log('database closed; exiting');
  };

  const onSignal = (signal: NodeJS.Signals) => {
    if (started) {
      log(`${signal} again: skipping the rest of the drain`);
      endDrain();
      return;
    }
    started = true;
    shutdown(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

function openConnections(app: FastifyInstance): Promise<number> {
  return new Promise((resolve) => app.server.getConnections((_error, count) => resolve(count ?? 0)));
}
