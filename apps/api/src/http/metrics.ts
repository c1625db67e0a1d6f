import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PrometheusMetrics } from '../adapters/metrics/prometheus-metrics.ts';
import { bearerToken } from './auth.ts';
import { failure } from './envelope.ts';

// Hashing first gives both sides one length, so the comparison takes the same time whatever was sent.
function sameSecret(sent: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(sent), digest(expected));
}

/**
 * `GET /metrics` in Prometheus' text format, only for a request that carries `Authorization: Bearer
 * METRICS_TOKEN`; with no token configured it is closed to everyone and nothing is collected. Every answer's
 * duration is observed by route pattern (never the raw URL, whose ids and queries would grow the series without
 * bound), method and status.
 */
export const metricsPlugin = fp(
  async (
    app: FastifyInstance,
    options: { metrics: PrometheusMetrics | undefined; token: string | undefined },
  ) => {
    const { metrics, token } = options;
    if (metrics) {
      app.addHook('onResponse', (request, reply, done) => {
        const route = request.routeOptions.url ?? 'unmatched';
        metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
        done();
      });
    }

    app.get('/metrics', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      let sent: string | undefined;
      try {
        sent = bearerToken(request);
      } catch {
        sent = undefined;
      }
      if (!metrics || !token || !sent || !sameSecret(sent, token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        return reply.status(401).send(failure(401, 'Metrics need the operator token'));
      }
      reply.header('content-type', metrics.registry.contentType);
      return metrics.registry.metrics();
    });
  },
  { name: 'metrics' },
);
