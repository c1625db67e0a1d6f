import type { FastifyInstance } from 'fastify';
import type { PaymentEvent } from '../../adapters/payments/payment-provider.ts';
import { UnauthorizedError, UserInputError } from '../../domain/errors.ts';
import { ok } from '../../http/envelope.ts';

/**
 * POST /payments/webhook: the payment provider's server-to-server notice. The provider verifies the signature
 * over the raw body and reads the event into the shop's words; each event is handled once and stale ones are
 * dropped, and a paid order is completed through the same code path as the browser's verify call, so an order
 * whose browser never came back is still completed, and only once.
 */
export async function webhookRoutes(app: FastifyInstance): Promise<void> {
  const { gateway, paymentCompletion, orderQueries, paymentEvents, refunds } = app.services;
  // The signature covers the exact bytes sent, so this route keeps the body as text.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  // Provider traffic is signed and comes in bursts after an outage: the default write limits do not apply.
  app.post('/payments/webhook', { config: { writeLimit: false } }, async (request) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const delivery = gateway.parseWebhook(raw, request.headers);
    if (!delivery.ok) {
      if (delivery.reason === 'bad_signature') throw new UnauthorizedError('Invalid webhook signature');
      throw new UserInputError('Webhook body is not valid JSON');
    }
    const { type } = delivery;
    if (delivery.stale) {
      request.log.warn({ type, raisedAt: delivery.raisedAt }, 'stale webhook event dropped');
      return ok(null, 'Event too old: ignored');
    }
    const eventId = delivery.key;
    if (!(await paymentEvents.record(gateway.name, eventId, type)))
      return ok(null, 'Event already processed');

    let refused: string | undefined;
    try {
      refused = await handle(delivery.event);
    } catch (error) {
      // Our failure, not the event's: forget it so the provider's retry is processed.
      await paymentEvents.forget(gateway.name, eventId);
      throw error;
    }
    if (refused) {
      // A business outcome (sold out and refunded, for one) is final and stays recorded.
      request.log.warn({ eventId, type, refused }, 'webhook event not applied');
      return ok(null, refused);
    }
    return ok(null, 'Event processed');
  });

  /** Applies the event; answers why it changed nothing, when the payment could not complete its order. */
  async function handle(event: PaymentEvent): Promise<string | undefined> {
    switch (event.kind) {
      case 'refund_settled': {
        const { providerRefundId, receipt, status } = event;
        await refunds.settle({ providerRefundId, receipt, status });
        return undefined;
      }
      case 'payment_captured': {
        const order = await orderQueries.findByProviderOrder(event.providerOrderId);
        if (!order) return undefined; // not an order of this shop
        const completed = await paymentCompletion.complete(order.id, event.paymentId);
        // Refunded by an earlier delivery or the browser's verify: nothing left to do.
        if (!completed.ok && completed.reason !== 'refunded') return completed.message;
        return undefined;
      }
      case 'payment_failed':
        await paymentCompletion.markFailed(event.providerOrderId, event.failure);
        return undefined;
      case 'ignored':
        return undefined;
    }
  }
}
