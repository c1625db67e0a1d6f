import type { FastifyInstance } from 'fastify';
import {
  ForbiddenError,
  ServiceUnavailableError,
  UnauthorizedError,
  UserInputError,
} from '../../domain/errors.ts';
import { ok } from '../../http/envelope.ts';

/**
 * WhatsApp's webhook (docs/messaging.md#webhooks). `GET` is the subscription's handshake: the challenge back as
 * plain text when the verify token is the shop's, else 403. `POST` carries statuses and replies, signed over the
 * raw body with the app secret (X-Hub-Signature-256): 200 once handled (a replay changes nothing), 401 for a bad
 * signature, 503 for an event to deliver again.
 */
export async function whatsappWebhookRoutes(app: FastifyInstance): Promise<void> {
  const { whatsappInbox } = app.services;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.get('/webhooks/whatsapp', { config: { writeLimit: false } }, async (request, reply) => {
    const challenge = whatsappInbox.provider.verifySubscription(
      (request.query ?? {}) as Record<string, unknown>,
    );
    if (challenge === null) throw new ForbiddenError('The verify token does not match');
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(challenge);
  });

  app.post('/webhooks/whatsapp', { config: { writeLimit: false } }, async (request) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const outcome = await whatsappInbox.receive(raw, request.headers);
    if (!outcome.ok) {
      if (outcome.reason === 'bad_signature') throw new UnauthorizedError('Invalid webhook signature');
      if (outcome.reason === 'malformed') throw new UserInputError('Webhook body is not a WhatsApp webhook');
      throw new ServiceUnavailableError('Not handled yet: deliver it again');
    }
    return ok(null, 'Event processed');
  });
}
