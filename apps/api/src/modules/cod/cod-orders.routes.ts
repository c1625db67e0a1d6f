import { CodConfirmSchema, CodOrderSchema, formatINR, msg, renderMessage } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { pageOrigin } from '../../http/host-header.ts';
import { requestLanguage } from '../../http/language.ts';
import { uuidParam } from '../../http/query.ts';
import { refuse } from '../../http/refusal.ts';
import type { CodPlaceRefused } from './cod-checkout.service.ts';
import type { LinkRefused } from './cod-confirmation.service.ts';
import type { PrepayRefused } from './cod-prepay.service.ts';

/** Every COD rule's refusal is a conflict with the shop's terms; the cart's own faults are the caller's to fix. */
const PLACE_STATUS: Record<CodPlaceRefused['reason'], number> = {
  invalid_line: 400,
  unavailable: 400,
  not_sold: 400,
  out_of_stock: 409,
  bundle_rule: 400,
  zero_total: 400,
  coupon_refused: 400,
  address_not_found: 404,
  sold_out: 409,
  cod_disabled: 409,
  cod_below_minimum: 409,
  cod_above_maximum: 409,
  cod_not_serviceable: 409,
  cod_pincode_blocked: 409,
  cod_number_blocked: 409,
  cod_too_many_open: 409,
};

const LINK_STATUS: Record<LinkRefused['reason'], number> = { cancelled: 409, expired: 409, too_late: 409 };

const PREPAY_STATUS: Record<PrepayRefused['reason'], number> = {
  cancelled: 409,
  too_late: 409,
  already_paid: 409,
};

/**
 * docs/cod.md: `POST /orders/cod` places a cash-on-delivery order for the logged-in shopper (their number is the
 * proven one); `POST /orders/cod/confirm` is the message's link, where the token alone proves who taps it;
 * `POST /orders/cod/:id/pay-online` pays a COD order online instead. The order's answers carry `codOffer`: the
 * confirmation window and what paying now costs and saves.
 */
export async function codOrdersRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { codCheckout, codConfirmation, codPrepay, orderQueries } = app.services;
  const { config } = app;

  app.post(
    '/orders/cod',
    {
      preHandler: app.authenticate,
      schema: { body: CodOrderSchema },
      // As many as the online checkout's: each places an order and takes stock.
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    },
    async (request) => {
      const { id: userId } = currentUser(request);
      const language = requestLanguage(request);
      const origin = pageOrigin(request, config.PUBLIC_URL);
      const placed = await codCheckout.place(request.body, userId, origin, language);
      if (!placed.ok) refuse(placed, PLACE_STATUS, { withReason: true });
      const order = await orderQueries.dto(placed.order, new Date(), language);
      const codOffer = await codPrepay.offer(placed.order);
      return ok(
        { ...order, codOffer },
        renderMessage(msg('cod.placed', { orderId: order.orderId }), language),
      );
    },
  );

  app.post(
    '/orders/cod/confirm',
    {
      schema: { body: CodConfirmSchema },
      // A token is 256 bits: the limit only keeps one client from hammering the lookup.
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (request) => {
      const { token, cancel } = request.body;
      const answered = await codConfirmation.answerLink(token, cancel);
      if (!answered.ok) refuse(answered, LINK_STATUS, { withReason: true });
      const language = requestLanguage(request);
      const { order } = answered;
      const done = order.orderStatus === 'CANCELLED' ? 'cod.cancelled' : 'cod.confirmed';
      return ok(
        { ...(await orderQueries.dto(order, new Date(), language)), codOffer: await codPrepay.offer(order) },
        renderMessage(msg(done, { orderId: order.orderId }), language),
      );
    },
  );

  app.post(
    '/orders/cod/:id/pay-online',
    {
      preHandler: app.authenticate,
      schema: { params: z.object({ id: uuidParam('id') }) },
      // Each call may open an order at the gateway, as the online checkout's does.
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    },
    async (request) => {
      const opened = await codPrepay.open(request.params.id, currentUser(request).id);
      if (!opened.ok) refuse(opened, PREPAY_STATUS, { withReason: true });
      const { ok: _, ...paymentOrder } = opened;
      const language = requestLanguage(request);
      const amount = formatINR(opened.amount, language);
      const saving = formatINR(opened.savingPaise, language);
      return ok(paymentOrder, renderMessage(msg('cod.prepayOpened', { amount, saving }), language));
    },
  );
}
