import { CheckoutDetailsSchema, msg } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ConflictError } from '../../domain/errors.ts';
import { ok } from '../../http/envelope.ts';
import { sandboxCheckoutJs, sandboxCheckoutPage } from './sandbox-checkout-page.ts';

const OrderParams = z.object({ id: z.string().regex(/^order_[A-Za-z0-9]{14}$/, 'Unknown order') });

/** The storefront asks which gateway and script to use. */
export async function paymentsConfigRoutes(fastify: FastifyInstance) {
  const { gateway } = fastify.services;
  fastify.get('/payments/config', async () =>
    ok({
      provider: gateway.name,
      key: gateway.keyId,
      checkoutScriptUrl: gateway.checkoutScriptUrl,
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

/** Registered only when the sandbox stands in for Razorpay. */
export async function sandboxApiRoutes(fastify: FastifyInstance, options: { sendWebhooks: boolean }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { sandbox, orderQueries } = app.services;
  if (!sandbox) throw new Error('the sandbox routes need the sandbox gateway');
  const requireOrder = (providerOrderId: string) => orderQueries.requireByProviderOrder(providerOrderId);

  // Like Razorpay, the sandbox tells the shop's webhook too, a moment later, as a server would.
  const deliver = (event: string, payload: object) => {
    if (!options.sendWebhooks) return;
    const { body, signature, eventId } = sandbox.signedWebhook(event, payload);
    setTimeout(() => {
      app
        .inject({
          method: 'POST',
          url: '/api/v1/payments/webhook',
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': signature,
            'x-razorpay-event-id': eventId,
          },
          payload: body,
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'sandbox webhook delivery failed'));
    }, 1500).unref();
  };

  sandbox.deliverWebhooksTo(deliver);

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
      const result = await sandbox.pay(request.params.id, request.body);
      const payment = {
        entity: {
          id: result.razorpay_payment_id,
          order_id: result.razorpay_order_id,
          amount: order.totalAmountPaise,
          status: 'captured',
        },
      };
      deliver('payment.captured', { payment });
      return ok(result, 'Payment successful');
    },
  );

  app.post('/payments/sandbox/orders/:id/fail', { schema: { params: OrderParams } }, async (request) => {
    await requireOrder(request.params.id);
    const { paymentId, error } = await sandbox.fail(request.params.id);
    deliver('payment.failed', {
      payment: {
        entity: {
          id: paymentId,
          order_id: request.params.id,
          status: 'failed',
          error_code: error.code,
          error_description: error.description,
          error_source: error.source,
          error_step: error.step,
          error_reason: error.reason,
        },
      },
    });
    return ok({ error }, 'Payment failed');
  });
}
