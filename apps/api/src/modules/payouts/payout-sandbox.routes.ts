import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAYOUT_SANDBOX_MOVES } from '../../adapters/payouts/sandbox/payout-sandbox.ts';
import { PAYOUT_SANDBOX_MOUNT } from '../../adapters/payouts/sandbox/payout-sandbox-handler.ts';
import { payoutSandboxPage } from '../../adapters/payouts/sandbox/payout-sandbox-page.ts';
import { ConflictError, NotFoundError } from '../../domain/errors.ts';
import { ok } from '../../http/envelope.ts';
import {
  deliverToShop,
  forwardTo,
  fromForm,
  readPlainForms,
  sandboxPage,
} from '../../http/sandbox-routes.ts';

const Advance = z.object({
  status: z.enum(PAYOUT_SANDBOX_MOVES, { error: `The status is one of ${PAYOUT_SANDBOX_MOVES.join(', ')}` }),
});
const PayoutId = z.object({
  id: z.string().regex(/^pout_[A-Za-z0-9]{14}$/, 'Give the payout id (pout_...)'),
});

/** How often payouts left to themselves are looked at (PAYOUT_SANDBOX_AUTO); each moves every 5 s or so. */
const AUTO_TICK_MS = 2_500;

/**
 * The payouts sandbox over HTTP (docs/cod.md#the-payouts-sandbox), registered only when it is the payout
 * provider: RazorpayX's API at /sandbox/razorpayx/v1/..., a page at /sandbox/razorpayx listing the payouts with
 * buttons, and `POST /sandbox/razorpayx/payouts/:id/advance`, which moves one on and tells the shop's webhook.
 */
export async function payoutSandboxRoutes(fastify: FastifyInstance, options: { auto: boolean }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sandbox = app.services.payoutSandbox;
  if (!sandbox) throw new Error('the payouts sandbox routes need the sandbox provider');

  // As a RazorpayX account would, the sandbox posts each move to the shop's payout webhook.
  sandbox.deliverWebhooksTo(deliverToShop(app, '/api/v1/payouts/webhook', { provider: 'payout' }));

  readPlainForms(app);
  app.route({
    method: ['GET', 'POST'],
    url: `${PAYOUT_SANDBOX_MOUNT}/v1/*`,
    handler: forwardTo(sandbox.handle, PAYOUT_SANDBOX_MOUNT),
  });

  app.get(PAYOUT_SANDBOX_MOUNT, async (_request, reply) =>
    sandboxPage(reply, payoutSandboxPage(await sandbox.payouts(), options.auto)),
  );

  app.post(
    `${PAYOUT_SANDBOX_MOUNT}/payouts/:id/advance`,
    { schema: { params: PayoutId, body: Advance } },
    async (request, reply) => {
      const result = await sandbox.advance(request.params.id, request.body.status);
      if ('unknown' in result) throw new NotFoundError(`No payout has the id ${request.params.id}`);
      if ('refused' in result) throw new ConflictError(result.refused);
      // A button on the page goes back to the page; an API call gets the payout.
      if (fromForm(request)) return reply.redirect(PAYOUT_SANDBOX_MOUNT, 303);
      return ok(result.moved, `Payout ${result.moved.id} is now ${result.moved.status}`);
    },
  );

  if (options.auto) {
    const timer = setInterval(() => {
      sandbox
        .runAuto()
        .catch((error: unknown) => app.log.error({ err: error }, 'payouts sandbox auto step failed'));
    }, AUTO_TICK_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}
