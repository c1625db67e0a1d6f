import { messageRef, msg } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../domain/errors.ts';
import { ok } from '../../http/envelope.ts';

const TrackQuery = z.object({
  orderId: z
    .string({ error: messageRef('track.orderId') })
    .trim()
    .toUpperCase()
    .regex(/^ORD-\d{4}-\d{6}$/, { error: messageRef('track.orderId') }),
  mobile: z
    .string({ error: messageRef('field.mobile', { label: 'Mobile' }) })
    .trim()
    .regex(/^[6-9]\d{9}$/, { error: messageRef('field.mobile', { label: 'Mobile' }) }),
});

/**
 * GET /track: an order's state and parcel for anyone with its id and the mobile number it was placed with, no
 * login. A wrong pair and an unknown order answer the same 404, and the limit keeps guessing slow.
 */
export async function trackRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { shipments } = app.services;
  app.get(
    '/track',
    { config: { rateLimit: { max: 20, timeWindow: '10 minutes' } }, schema: { querystring: TrackQuery } },
    async (request) => {
      const tracked = await shipments.views.track(request.query.orderId, request.query.mobile);
      if (!tracked) throw new NotFoundError(msg('track.notFound'));
      return ok(tracked);
    },
  );
}
