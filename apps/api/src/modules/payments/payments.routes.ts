import { CheckoutDetailsSchema, msg } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sandboxCheckoutJs, sandboxCheckoutPage } from '../../adapters/payments/sandbox/checkout-page.ts';
import { ConflictError } from '../../domain/errors.ts';
import { ok } from '../../http/envelope.ts';
import { deliverToShop } from '../../http/sandbox-routes.ts';

const OrderParams = z.object({ id: z.string().regex(/^order_[A-Za-z0-9]{14}$/, 'Unknown order') });

/**
 * The storefront asks which provider and script to use, and whether to offer the WhatsApp choices at checkout
 * (not with WHATSAPP_PROVIDER=off).
 */
export async function paymentsConfigRoutes(fastify: FastifyInstance) {
  const { gateway, whatsapp } = fastify.services;
  fastify.get('/payments/config', async () =>
    ok({
      provider: gateway.name,
      key: gateway.checkoutOptions.key,
      checkoutScriptUrl: gateway.checkoutOptions.scriptUrl,
      whatsapp: whatsapp.name !== 'off',
    }),
  );
}

/** The sandbox's hosted checkout: its script and page (outside /api), and the calls that page makes. */
export async function sandboxPageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/payments/sandbox/checkout.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(sandboxCheckoutJs()),
  );
  const Prefill = z.object({
    name: z.string().max(80).optional().default(''),
    email: z.string().max(254).optional().default(''),
    contact: z.string().max(20).optional().default(''),
  });
  app.get('/payments/sandbox/checkout', { schema: { querystring: Prefill } }, async (request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(sandboxCheckoutPage(request.query, request.cspNonce)),
  );
}

/** Registered only when the sandbox is the payment provider. */
export async function sandboxApiRoutes(fastify: FastifyInstance, options: { sendWebhooks: boolean }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { sandbox, orderQueries } = app.services;
  if (!sandbox) throw new Error('the sandbox routes need the sandbox provider');
  const requireOrder = (providerOrderId: string) => orderQueries.requireByProviderOrder(providerOrderId);

  // Like a real provider, the sandbox tells the shop's webhook too, a moment later, as a server would.
  const toShop = deliverToShop(app, '/api/v1/payments/webhook', { provider: 'payment' });
  sandbox.deliverWebhooksTo((webhook) => {
    if (!options.sendWebhooks) return;
    setTimeout(() => void toShop(webhook), 1500).unref();
  });

  app.get('/payments/sandbox/orders/:id', { schema: { params: OrderParams } }, async (request) => {
    await requireOrder(request.params.id);
    return ok(await orderQueries.checkoutSummary(request.params.id));
  });

  app.post(
    '/payments/sandbox/orders/:id/pay',
    { schema: { params: OrderParams, body: CheckoutDetailsSchema } },
    async (request) => {
      const order = await requireOrder(request.params.id);
      if (order.paymentStatus === 'PAID') throw new ConflictError(msg('payment.alreadyPaid'));
      return ok(await sandbox.pay(request.params.id, request.body), 'Payment successful');
    },
  );

  app.post('/payments/sandbox/orders/:id/fail', { schema: { params: OrderParams } }, async (request) => {
    await requireOrder(request.params.id);
    const { error } = await sandbox.fail(request.params.id);
    return ok({ error }, 'Payment failed');
  });
}
