import { ContactSchema, msg } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';

export async function contactRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { contact } = app.services;

  app.post(
    '/contactUs',
    {
      schema: { body: ContactSchema },
      // A public form: enough for a shopper who retries, too few to flood the inbox.
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
    },
    async (request) => {
      const saved = await contact.submit(request.body, request.ip);
      return ok(saved, msg('contact.thanks'));
    },
  );
}
