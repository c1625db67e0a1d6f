import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Routes whose query string is personal (the tracking page's order id and mobile number): logged without it. */
const QUERY_NOT_LOGGED = new Set(['/api/v1/track']);

/** The request's URL as its log line shows it. */
export function loggedUrl(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route === undefined || !QUERY_NOT_LOGGED.has(route)) return request.url;
  const query = request.url.indexOf('?');
  return query === -1 ? request.url : request.url.slice(0, query);
}

/** One JSON line per request, written when it is answered, instead of Fastify's two. */
export function registerRequestLog(app: FastifyInstance): void {
  // Only with a logger: an onResponse hook makes Fastify time and listen to every response, hits included.
  if (app.log.level === 'silent') return;
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: loggedUrl(request),
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ip: request.ip,
      },
      'request',
    );
    done();
  });
}
