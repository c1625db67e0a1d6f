import { msg } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { uuidParam } from '../../http/query.ts';

const ProductParams = z.object({ productId: uuidParam('productId') });
const SizeParams = z.object({ productId: uuidParam('productId'), sizeId: uuidParam('sizeId') });
const SubscribeBody = z.object({ sizeId: uuidParam('sizeId') });

/**
 * docs/back-in-stock.md: "Notify me" on an out-of-stock size, for a logged-in shopper; the number told is the
 * account's, proven by its login code.
 */
export async function stockAlertsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { stockAlerts } = app.services;

  app.addHook('preHandler', app.authenticate);

  const subscriber = (request: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(request);
    return { userId: user.id, mobile: user.mobile };
  };

  app.get('/products/:productId/stock-alerts', { schema: { params: ProductParams } }, async (request) =>
    ok(await stockAlerts.mine(subscriber(request), request.params.productId)),
  );

  app.post(
    '/products/:productId/stock-alerts',
    { schema: { params: ProductParams, body: SubscribeBody } },
    async (request) =>
      ok(
        await stockAlerts.subscribe(
          subscriber(request),
          request.params.productId,
          request.body.sizeId,
          requestLanguage(request),
        ),
        msg('stockAlert.waiting'),
      ),
  );

  app.delete(
    '/products/:productId/stock-alerts/:sizeId',
    { schema: { params: SizeParams } },
    async (request) =>
      ok(
        await stockAlerts.stop(subscriber(request), request.params.productId, request.params.sizeId),
        msg('stockAlert.stopped'),
      ),
  );
}
