import type { FastifyInstance } from 'fastify';
import { UnauthorizedError, UserInputError } from '../../domain/errors.ts';
import { ok } from '../../http/envelope.ts';

/**
 * POST /payouts/webhook: the payout provider's word on a COD refund's payout (`payout.processed`, `.reversed`,
 * `.failed`), verified over the raw body as the payments webhook is, each event handled once (the same store of
 * handled events, under the payout provider's name), and applied by CodRefundsService.payoutUpdate, which is safe
 * whatever order the events come in.
 */
export async function payoutWebhookRoutes(app: FastifyInstance): Promise<void> {
  const { payouts, codRefunds, paymentEvents } = app.services;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/payouts/webhook', { config: { writeLimit: false } }, async (request) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const delivery = payouts.parseWebhook(raw, request.headers);
    if (!delivery.ok) {
      if (delivery.reason === 'bad_signature') throw new UnauthorizedError('Invalid webhook signature');
      throw new UserInputError('Webhook body is not valid JSON');
    }
    const store = `payouts-${payouts.name}`;
    if (!(await paymentEvents.record(store, delivery.key, delivery.type))) {
      return ok(null, 'Event already processed');
    }
    try {
      if (delivery.event.kind === 'payout') await codRefunds.payoutUpdate(delivery.event.payout);
    } catch (error) {
      // Our failure, not the event's: forget it so the provider's retry is processed.
      await paymentEvents.forget(store, delivery.key);
      throw error;
    }
    return ok(null, 'Event processed');
  });
}
