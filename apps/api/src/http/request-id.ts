import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

// Letters, digits and a few separators, as load balancers write them: nothing that could forge a log line.
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Fastify's `genReqId`: the id a trusted proxy already gave the request (so its log and ours share one id),
 * else a new one. Without TRUST_PROXY a client could choose the id of its own requests, so none is taken.
 */
export function requestIdGenerator(trustProxy: boolean): (request: IncomingMessage) => string {
  return (request) => {
    const incoming = request.headers[REQUEST_ID_HEADER];
    if (trustProxy && typeof incoming === 'string' && WELL_FORMED.test(incoming)) return incoming;
    return randomUUID();
  };
}

/** Every answer names its request, so a shopper or a proxy can quote it and the operator find its log lines. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
