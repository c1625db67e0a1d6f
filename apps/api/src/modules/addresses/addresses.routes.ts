import { AddressSchema, msg } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken, currentUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { uuidParam } from '../../http/query.ts';

const IdParams = z.object({ id: uuidParam('id') });

/** /userAddress: the caller's own addresses only (docs/product.md#access). */
export async function addressesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { addresses } = app.services;

  app.addHook('preHandler', app.authenticate);

  app.get('/userAddress', async (request) => ok(await addresses.list(currentUser(request).id)));

  app.get('/userAddress/:id', { schema: { params: IdParams } }, async (request) =>
    ok(await addresses.get(currentUser(request).id, request.params.id)),
  );

  // docs/product.md#api-calls: on 200 the storefront stores the response token as its session token; it is the caller's own.
  app.post('/userAddress', { schema: { body: AddressSchema } }, async (request) => {
    const address = await addresses.create(currentUser(request).id, request.body);
    return { ...ok(address, msg('address.saved')), token: bearerToken(request) };
  });

  app.put('/userAddress/:id', { schema: { params: IdParams, body: AddressSchema } }, async (request) => {
    const address = await addresses.update(currentUser(request).id, request.params.id, request.body);
    return { ...ok(address, msg('address.updated')), token: bearerToken(request) };
  });

  app.delete('/userAddress/:id', { schema: { params: IdParams } }, async (request) => {
    await addresses.remove(currentUser(request).id, request.params.id);
    return ok(null, msg('address.removed'));
  });
}
