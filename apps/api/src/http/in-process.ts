import type { FastifyInstance } from 'fastify';
import lightMyRequest, { type InjectOptions, type Response } from 'light-my-request';

/**
 * Answers a request through the app's own routes, in process, without a network hop.
 *
 * NOTE: not `app.inject()`: once `app.close()` has begun, Fastify refuses every inject with
 * FST_ERR_REOPENED_CLOSE_SERVER, while the pages still being rendered on kept-alive connections (which a graceful
 * shutdown lets finish) need their API calls answered. A rolling restart turned those into 500s.
 */
export function requestInProcess(app: FastifyInstance, options: InjectOptions): Promise<Response> {
  return lightMyRequest(app.routing, options);
}
