import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PaymentGateway } from '../../adapters/payments/gateway.ts';
import { paymentEvents } from '../../db/schema.ts';
import { ok } from '../../http/envelope.ts';
import { AppError, UnauthorizedError, UserInputError } from '../../http/errors.ts';
import type { OrdersService } from '../orders/orders.service.ts';

interface WebhookEvent {
  event?: string;
  payload?: {
    payment?: { entity?: PaymentEntity };
    order?: { entity?: { id?: string } };
  };
}

interface PaymentEntity {
  id?: string;
  order_id?: string;
  error_code?: string | null;
  error_description?: string | null;
  error_source?: string | null;
  error_step?: string | null;
  error_reason?: string | null;
}

/**
 * POST /payments/webhook: Razorpay's (or the sandbox's) server-to-server notice. The signature is checked over
 * the raw body, each event id is handled once, and a paid order is completed through the same code path as the
 * browser's verify call, so an order whose browser never came back is still completed, and only once.
 */
export async function webhookRoutes(
  app: FastifyInstance,
  options: { gateway: PaymentGateway; orders: OrdersService },
): Promise<void> {
  const { gateway, orders } = options;
  // The signature covers the exact bytes sent, so this route keeps the body as text.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/payments/webhook', async (request) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const signature = request.headers['x-razorpay-signature'];
    if (typeof signature !== 'string' || !gateway.verifyWebhookSignature(raw, signature)) {
      throw new UnauthorizedError('Invalid webhook signature');
    }
    let event: WebhookEvent;
    try {
      event = JSON.parse(raw) as WebhookEvent;
    } catch {
      throw new UserInputError('Webhook body is not valid JSON');
    }
    const type = event.event ?? 'unknown';
    const headerId = request.headers['x-razorpay-event-id'];
    const eventId =
      typeof headerId === 'string' && headerId ? headerId : createHash('sha256').update(raw).digest('hex');
    const [fresh] = await app.db
      .insert(paymentEvents)
      .values({ provider: gateway.name, eventId, type })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!fresh) return ok(null, 'Event already processed');

    try {
      await handle(type, event);
    } catch (error) {
      // Our failure, not the event's: forget it so the gateway's retry is processed. A business outcome (sold
      // out and refunded, for one) is final and stays recorded.
      if (!(error instanceof AppError) || error.statusCode >= 500) {
        await app.db
          .delete(paymentEvents)
          .where(and(eq(paymentEvents.provider, gateway.name), eq(paymentEvents.eventId, eventId)));
        throw error;
      }
      request.log.warn({ err: error, eventId, type }, 'webhook event not applied');
      return ok(null, error.message);
    }
    return ok(null, 'Event processed');
  });

  async function handle(type: string, event: WebhookEvent): Promise<void> {
    const payment = event.payload?.payment?.entity;
    const providerOrderId = payment?.order_id ?? event.payload?.order?.entity?.id;
    if (!providerOrderId) return;
    if (type === 'order.paid' || type === 'payment.captured') {
      if (!payment?.id) return;
      const order = await orders.findByProviderOrder(providerOrderId);
      if (!order) return; // not an order of this shop
      await orders.complete(order.id, payment.id);
    } else if (type === 'payment.failed') {
      await orders.markFailed(providerOrderId, {
        code: payment?.error_code ?? null,
        description: payment?.error_description ?? null,
        source: payment?.error_source ?? null,
        step: payment?.error_step ?? null,
        reason: payment?.error_reason ?? null,
        paymentId: payment?.id ?? null,
      });
    }
  }
}
