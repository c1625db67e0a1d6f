import { messageRef, msg, PINCODE_PATTERN } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';

const EstimateQuery = z.object({
  pincode: z
    .string({ error: messageRef('checkout.pincode') })
    .trim()
    .regex(PINCODE_PATTERN, messageRef('checkout.pincode')),
});

/** docs/shipping.md#delivery-dates: when a parcel would arrive at a PIN code. */
export async function estimateRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deliveryEstimates } = app.services;

  app.get(
    '/shipping/estimate',
    {
      schema: { querystring: EstimateQuery },
      // Each new PIN code may cost a call to the aggregator: plenty for shoppers, too few to walk every PIN code.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { pincode } = request.query;
      const estimate = await deliveryEstimates.estimate(pincode);
      // The same for everyone; an approximate answer is not kept, so the next ask can have the real one.
      reply
        .header('cache-control', estimate.approximate ? 'no-cache' : 'public, max-age=600')
        .header('vary', 'accept-language');
      const message = !estimate.serviceable
        ? msg('shipping.notServed', { pincode })
        : estimate.approximate
          ? msg('shipping.usually', { min: estimate.minDays ?? 3, max: estimate.maxDays ?? 7 })
          : 'OK';
      return ok({ pincode, ...estimate }, message);
    },
  );
}
