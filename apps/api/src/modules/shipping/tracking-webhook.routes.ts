import type { FastifyInstance } from 'fastify';
import { UnauthorizedError, UserInputError } from '../../domain/errors.ts';
import { ok } from '../../http/envelope.ts';

/** The most telling of the outcomes of a delivery's scans: one move makes the delivery a move. */
const RANK = ['unknown', 'replay', 'recorded', 'moved'] as const;

/**
 * POST /webhooks/courier-tracking: the courier aggregator's tracking webhook (docs/shipments.md#tracking). The
 * provider checks its token and reads the scans; a refused one changes nothing. A genuine delivery is answered 200
 * even when it moves nothing (a replay, an older scan, an AWB of another shop's, a status the shop does not
 * follow such as a lost parcel), so the aggregator neither retries it nor disables the hook; 400 is only for a
 * body that is not JSON or names no AWB. The path avoids the words Shiprocket refuses in webhook URLs
 * ("shiprocket", "sr", "kr"). A shop without an aggregator has no such route.
 */
export async function trackingWebhookRoutes(app: FastifyInstance): Promise<void> {
  const { shipping, shipments } = app.services;
  if (!shipping) return;
  // The token is checked on the body as sent, so this route keeps it as text.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  // Provider traffic comes in bursts after an outage: the default write limits do not apply.
  app.post('/webhooks/courier-tracking', { config: { writeLimit: false } }, async (request) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const delivery = shipping.parseWebhook(raw, request.headers);
    if (!delivery.ok) {
      if (delivery.reason === 'bad_token') throw new UnauthorizedError('Invalid webhook token');
      throw new UserInputError('Webhook body is not a tracking update');
    }
    const { awb, courierStatus } = delivery;
    if (delivery.scans.length === 0) {
      request.log.info({ awb, courierStatus }, 'a courier status the shop does not follow, nothing moved');
      return ok({ outcome: 'ignored' }, `Status ${courierStatus ?? 'unknown'} is not followed`);
    }
    // Oldest first, each once by its key: the newest scan is the parcel's status now.
    let outcome: (typeof RANK)[number] = 'unknown';
    for (const scan of delivery.scans) {
      const applied = await shipments.tracking.applyScan({
        awb,
        scan,
        estimatedDelivery: delivery.estimatedDelivery,
        source: shipping.name === 'sandbox' ? 'sandbox' : 'webhook',
      });
      if (applied.outcome === 'unknown') break;
      if (RANK.indexOf(applied.outcome) > RANK.indexOf(outcome)) outcome = applied.outcome;
    }
    if (outcome === 'unknown') request.log.warn({ awb }, 'tracking for an unknown AWB');
    return ok({ outcome }, `Scan ${outcome}`);
  });
}
