import { SANDBOX_ADVANCE_STATUSES } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SANDBOX_MOUNT } from '../../adapters/shipping/sandbox/sandbox-handler.ts';
import { UserInputError } from '../../domain/errors.ts';
import { ok } from '../../http/envelope.ts';
import { deliverToShop, forwardTo } from '../../http/sandbox-routes.ts';

const Advance = z.object({
  awb: z.string().trim().min(1, 'Give the AWB').max(40),
  status: z.enum(SANDBOX_ADVANCE_STATUSES, {
    error: `The status is one of ${SANDBOX_ADVANCE_STATUSES.join(', ')}`,
  }),
});

/** How often parcels left to themselves are looked at (SHIPPING_SANDBOX_AUTO); each moves every 30 s or so. */
const AUTO_TICK_MS = 10_000;

/**
 * The sandbox courier aggregator over HTTP (docs/shipping.md#the-sandbox), registered only when it is the
 * shipping provider: Shiprocket's API at /sandbox/shiprocket/v1/external/..., its label and manifest files, and
 * `POST /sandbox/shiprocket/advance`, which moves a parcel on and tells the shop's webhook.
 */
export async function shippingSandboxRoutes(fastify: FastifyInstance, options: { auto: boolean }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sandbox = app.services.shippingSandbox;
  if (!sandbox) throw new Error('the shipping sandbox routes need the sandbox provider');

  // As an account would, the sandbox posts each scan to the shop's tracking webhook.
  sandbox.deliverWebhooksTo(deliverToShop(app, '/api/v1/webhooks/courier-tracking', { provider: 'courier' }));

  const forward = forwardTo(sandbox.handle, SANDBOX_MOUNT);
  app.route({ method: ['GET', 'POST'], url: `${SANDBOX_MOUNT}/v1/external/*`, handler: forward });
  app.get(`${SANDBOX_MOUNT}/files/*`, forward);

  // The panel's COD remittance report, to download and import in the back office (docs/cod.md#remittances).
  app.get(`${SANDBOX_MOUNT}/cod-remittance.csv`, async (_request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="cod-remittance.csv"')
      .header('cache-control', 'no-store')
      .send(await sandbox.codRemittanceCsv()),
  );

  app.post(`${SANDBOX_MOUNT}/advance`, { schema: { body: Advance } }, async (request) => {
    const moved = await sandbox.advance(request.body.awb, request.body.status);
    if (!moved) throw new UserInputError(`No parcel has the AWB ${request.body.awb}`, { awb: 'Unknown AWB' });
    return ok(moved, `Parcel ${moved.awb} is now ${moved.status}`);
  });

  if (options.auto) {
    const timer = setInterval(() => {
      sandbox.runAuto().catch((error: unknown) => app.log.error({ err: error }, 'sandbox auto step failed'));
    }, AUTO_TICK_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}
