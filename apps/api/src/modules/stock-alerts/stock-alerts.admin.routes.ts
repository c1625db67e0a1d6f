import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { uuidParam } from '../../http/query.ts';

const ProductParams = z.object({ id: uuidParam('id') });

/** docs/back-in-stock.md#the-back-office: how many wait for each size, a hint for what to restock. */
export async function stockAlertsAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { stockAlerts } = app.services;

  app.get('/stock-alerts/most-wanted', { config: { role: 'STAFF' } }, async () =>
    ok(await stockAlerts.mostWanted(10)),
  );

  app.get(
    '/products/:id/stock-alerts',
    { config: { role: 'STAFF' }, schema: { params: ProductParams } },
    async (request) => ok(await stockAlerts.waitingBySize(request.params.id)),
  );
}
