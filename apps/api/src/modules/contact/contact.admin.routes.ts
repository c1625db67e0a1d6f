import { ContactMessageReadSchema } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth.ts';
import { list, ok } from '../../http/envelope.ts';
import { adminPaging, booleanParam, searchParam, uuidParam } from '../../http/query.ts';

/** docs/admin.md#roles: staff read and answer the messages sent through the contact form. */
export async function contactAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { contact } = app.services;

  app.get(
    '/contactMessages',
    {
      config: { role: 'STAFF' },
      schema: { querystring: z.object({ ...adminPaging, read: booleanParam('read'), search: searchParam }) },
    },
    async (request) => list(await contact.listInbox(request.query)),
  );

  app.patch(
    '/contactMessages/:id',
    {
      config: { role: 'STAFF' },
      schema: { params: z.object({ id: uuidParam('id') }), body: ContactMessageReadSchema },
    },
    async (request) => {
      const message = await contact.markRead(currentUser(request), request.params.id, request.body.read);
      return ok(message, message.read ? 'Marked as read' : 'Marked as unread');
    },
  );
}
