import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { UnauthorizedError, UserInputError } from '../../domain/errors.ts';
import { ok } from '../../http/envelope.ts';

interface WebhookEvent {
  event?: string;
  /** Seconds since the epoch, when the gateway raised the event. */
  created_at?: number;
  payload?: {
    payment?: { entity?: PaymentEntity };
    refund?: { entity?: { id?: string; payment_id?: string; receipt?: string | null; status?: string } };
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

// Razorpay retries a failed delivery for 24 hours; anything much older is a replay, not a retry.
export const WEBHOOK_MAX_AGE_SECONDS = 48 * 60 * 60;

/**
 * The key a delivery is handled once by. The event-id header is not covered by the signature, so anyone holding
 * one signed body could replay it under fresh ids: the key comes from the signed body itself, the payment and
 * the event type where there is a payment, else the body's hash.
 */
export function webhookEventKey(type: string, event: WebhookEvent, rawBody: string): string {
  // One payment may have several refunds, each with its own events.
  const refundId = event.payload?.refund?.entity?.id;
  if (typeof refundId === 'string' && refundId) return `${type}:${refundId}`;
  const paymentId = event.payload?.payment?.entity?.id;
  if (typeof paymentId === 'string' && paymentId) return `${type}:${paymentId}`;
  return `body:${createHash('sha256').update(rawBody).digest('hex')}`;
}

/**
 * POST /payments/webhook: Razorpay's (or the sandbox's) server-to-server notice. The signature is checked over
 * the raw body, each event is handled once and stale ones are dropped, and a paid order is completed through the same code path as the
 * browser's verify call, so an order whose browser never came back is still completed, and only once.
 */
export async function webhookRoutes(app: FastifyInstance): Promise<void> {
  const { gateway, paymentCompletion, orderQueries, paymentEvents, refunds } = app.services;
  // The signature covers the exact bytes sent, so this route keeps the body as text.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  // Gateway traffic is signed and comes in bursts after an outage: the default write limits do not apply.
  app.post('/payments/webhook', { config: { writeLimit: false } }, async (request) => {
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
    const raisedAt = event.created_at;
    if (typeof raisedAt !== 'number' || Date.now() / 1000 - raisedAt > WEBHOOK_MAX_AGE_SECONDS) {
      request.log.warn({ type, raisedAt }, 'stale webhook event dropped');
      return ok(null, 'Event too old: ignored');
    }
    const eventId = webhookEventKey(type, event, raw);
    if (!(await paymentEvents.record(gateway.name, eventId, type)))
      return ok(null, 'Event already processed');

    let refused: string | undefined;
    try {
      refused = await handle(type, event);
    } catch (error) {
      // Our failure, not the event's: forget it so the gateway's retry is processed.
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
  async function handle(type: string, event: WebhookEvent): Promise<string | undefined> {
    const refund = event.payload?.refund?.entity;
    if ((type === 'refund.processed' || type === 'refund.failed') && refund?.id) {
      await refunds.settle({
        providerRefundId: refund.id,
        receipt: refund.receipt ?? undefined,
        status: type === 'refund.processed' ? 'processed' : 'failed',
      });
      return undefined;
    }
    const payment = event.payload?.payment?.entity;
    const providerOrderId = payment?.order_id ?? event.payload?.order?.entity?.id;
    if (!providerOrderId) return undefined;
    if (type === 'order.paid' || type === 'payment.captured') {
      if (!payment?.id) return undefined;
      const order = await orderQueries.findByProviderOrder(providerOrderId);
      if (!order) return undefined; // not an order of this shop
      const completed = await paymentCompletion.complete(order.id, payment.id);
      // Refunded by an earlier delivery or the browser's verify: nothing left to do.
      if (!completed.ok && completed.reason !== 'refunded') return completed.message;
    } else if (type === 'payment.failed') {
      await paymentCompletion.markFailed(providerOrderId, {
        code: payment?.error_code ?? null,
        description: payment?.error_description ?? null,
        source: payment?.error_source ?? null,
        step: payment?.error_step ?? null,
        reason: payment?.error_reason ?? null,
        paymentId: payment?.id ?? null,
      });
    }
    return undefined;
  }
}
