import { deliveryTermsOf } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';

/**
 * docs/shipping.md#charges: what the storefront needs to show the delivery charge before payment. Cached like the
 * catalog; a change of the settings clears the cache.
 */
export async function shippingChargesRoutes(fastify: FastifyInstance): Promise<void> {
  const { settings } = fastify.services;
  fastify.get('/shipping/charges', { config: { catalogCache: true } }, async () =>
    ok(deliveryTermsOf(await settings.shipping())),
  );
}
