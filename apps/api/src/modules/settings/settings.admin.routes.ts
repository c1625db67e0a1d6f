import { ShippingSettingsSchema } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';

/** docs/admin.md#settings: the team reads the shop's settings; only an admin changes them, a whole value at a time. */
export async function settingsAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { settings } = app.services;

  app.get('/settings/shipping', { config: { role: 'STAFF' } }, async () => ok(await settings.shipping()));
  app.put(
    '/settings/shipping',
    { config: { role: 'ADMIN' }, schema: { body: ShippingSettingsSchema } },
    async (request) =>
      ok(await settings.set(currentUser(request), 'shipping', request.body), 'Shipping settings saved'),
  );
}
