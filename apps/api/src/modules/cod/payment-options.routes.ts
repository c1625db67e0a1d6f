import { messageRef, PINCODE_PATTERN, renderMessage } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';

/** ₹1 crore: far above any basket, low enough that a sum of it never leaves a safe integer. */
const MAX_SUBTOTAL_PAISE = 1_000_000_000;

const OptionsQuery = z.object({
  pincode: z
    .string({ error: messageRef('field.required', { label: 'Pincode' }) })
    .trim()
    .regex(PINCODE_PATTERN, messageRef('field.pincode', { label: 'Pincode' })),
  subtotal: z
    .string({ error: messageRef('field.required', { label: 'Subtotal' }) })
    .trim()
    .regex(/^\d+$/, messageRef('field.wholeNumber', { label: 'Subtotal' }))
    .transform(Number)
    .pipe(
      z
        .number()
        .max(MAX_SUBTOTAL_PAISE, messageRef('field.atMost', { label: 'Subtotal', max: MAX_SUBTOTAL_PAISE })),
    ),
});

/** docs/cod.md#options: what each way to pay costs a basket, and why cash on delivery is refused where it is. */
export async function paymentOptionsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { codOffers } = app.services;

  app.get(
    '/payments/options',
    {
      preHandler: app.optionalAuth,
      schema: { querystring: OptionsQuery },
      // The answer depends on the shopper's number, so no shared cache may keep it; each ask may cost the
      // aggregator a call for a new PIN code, limited as the delivery estimate is.
      config: { personalData: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { pincode, subtotal } = request.query;
      // A guest's number is unproven: its rules are judged when the order is placed, after the login code.
      const { options, refusal } = await codOffers.explained({
        goodsPaise: subtotal,
        pincode,
        mobile: request.user?.mobile,
      });
      if (!refusal) return ok(options);
      return ok({
        ...options,
        cod: { ...options.cod, message: renderMessage(refusal, requestLanguage(request)) },
      });
    },
  );
}
