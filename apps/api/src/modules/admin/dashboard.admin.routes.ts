import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';

/** docs/admin.md#the-dashboard: the team's figures and queues, for everyone who may open the back office. */
export async function dashboardAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const { dashboard } = fastify.services;
  fastify.get('/dashboard', { config: { role: 'STAFF' } }, async () => ok(await dashboard.read()));
}
