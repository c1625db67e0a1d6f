import { msg, PaymentSettingsSchema, ShippingSettingsSchema } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UserInputError } from '../../domain/errors.ts';
import { currentUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';

/**
 * A change to the payments settings: any of its fields, each checked as in the whole value; a key it does not
 * know is refused rather than dropped, so a misspelt field is never a silent no-op.
 */
const PaymentSettingsChange = z
  .strictObject(PaymentSettingsSchema.shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown payments setting: ${issue.keys.join(', ')}` : undefined,
  })
  .partial();

/** docs/admin.md#settings: the team reads the shop's settings; only an admin changes them. */
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

  // docs/cod.md#settings: the COD rules, fee, limits, deny-listed PIN codes and confirmation window.
  app.get('/settings/payments', { config: { role: 'STAFF' } }, async () => ok(await settings.payments()));
  app.patch(
    '/settings/payments',
    { config: { role: 'ADMIN' }, schema: { body: PaymentSettingsChange } },
    async (request) => {
      // Judged whole once merged: a new minimum is checked against the maximum already stored.
      const merged = PaymentSettingsSchema.safeParse({ ...(await settings.payments()), ...request.body });
      if (!merged.success) {
        const errors: Record<string, string> = {};
        for (const issue of merged.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
        throw new UserInputError(msg('request.correctFields'), errors);
      }
      return ok(await settings.set(currentUser(request), 'payments', merged.data), 'Payment settings saved');
    },
  );
}
