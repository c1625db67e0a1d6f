import { USER_ROLES } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth.ts';
import { list, ok } from '../../http/envelope.ts';
import { adminPaging, searchParam, uuidParam } from '../../http/query.ts';

const roleField = z.enum(USER_ROLES, { error: `role must be one of ${USER_ROLES.join(', ')}` });

/** The people of the shop: only an admin lists accounts or changes a role. */
export async function usersAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { users, secondFactor } = app.services;

  app.get(
    '/users',
    {
      config: { role: 'ADMIN' },
      schema: { querystring: z.object({ ...adminPaging, search: searchParam, role: roleField.optional() }) },
    },
    async (request) => list(await users.listAccounts(request.query)),
  );

  app.patch(
    '/users/:id',
    {
      config: { role: 'ADMIN' },
      schema: { params: z.object({ id: uuidParam('id') }), body: z.strictObject({ role: roleField }) },
    },
    async (request) =>
      ok(await users.changeRole(currentUser(request), request.params.id, request.body.role), 'Role changed'),
  );

  app.post(
    '/users/:id/second-factor/reset',
    { config: { role: 'ADMIN' }, schema: { params: z.object({ id: uuidParam('id') }) } },
    async (request) => {
      const actor = currentUser(request);
      await secondFactor.reset(actor, request.params.id);
      return ok(null, 'Second factor reset: they set up a new one at their next login');
    },
  );
}
