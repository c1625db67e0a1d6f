import {
  ApplyCouponSchema,
  COD_PAYMENT_METHOD,
  CreateOrderSchema,
  keptRefundTo,
  msg,
  type Order as OrderDto,
  ReturnRequestSchema,
  renderMessage,
  VerifyPaymentSchema,
} from '@shop/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UserInputError } from '../../domain/errors.ts';
import { currentUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { uuidParam } from '../../http/query.ts';
import { refuse } from '../../http/refusal.ts';
import type { CouponChangeRefused, OpenRefusal } from './checkout.service.ts';
import { knownIfscBank } from './ifsc-banks.ts';
import type { MoveRefused } from './order-state-machine.ts';
import type { PaymentVerification } from './payment-completion.service.ts';
import { returnPhotoFile } from './return-photos.ts';

const CHECKOUT_STATUS: Record<OpenRefusal['reason'], number> = {
  not_serviceable: 400,
  invalid_line: 400,
  unavailable: 400,
  not_sold: 400,
  out_of_stock: 409,
  bundle_rule: 400,
  zero_total: 400,
};

/** A move the machine refuses is a conflict with the order's state; missing details are the caller's to fix. */
export const MOVE_STATUS: Record<MoveRefused['reason'], number> = {
  illegal_move: 409,
  // The move exists, but giving the money back is an admin's to do.
  needs_admin: 403,
  refunded: 409,
  window_closed: 409,
  details_missing: 400,
  // Cash on delivery (docs/cod.md): the order waits for the shopper's confirmation or the team's review.
  cod_unconfirmed: 409,
  risk_review: 409,
};

const COUPON_STATUS: Record<CouponChangeRefused['reason'], number> = {
  already_paid: 409,
  payment_started: 409,
  coupon_refused: 400,
};

/** A refunded payment is a conflict with what the shopper expected; a payment that proves nothing is a bad request. */
const PAYMENT_STATUS: Record<Exclude<PaymentVerification, { ok: true }>['reason'], number> = {
  bad_signature: 400,
  foreign_payment: 400,
  not_captured: 409,
  not_started: 409,
  sold_out: 409,
  coupon_refused: 409,
  order_cancelled: 409,
  amount_mismatch: 409,
  refunded: 409,
  too_late: 409,
};

/** Order calls (docs/product.md#api-calls): create the payment order, verify the signature, read one's own orders. */
export async function ordersRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { checkout, paymentCompletion, orderQueries, fulfilment, uploads } = app.services;

  /** Makes the move the shopper asked of their own order; answers the order as they now see it, with `done`. */
  async function moveOwnOrder(
    request: FastifyRequest & { params: { id: string } },
    move: Parameters<typeof fulfilment.move>[1],
    done: string | ((order: OrderDto) => string),
  ) {
    const { id: userId } = currentUser(request);
    const moved = await fulfilment.move(request.params.id, move, { mover: 'SHOPPER', userId });
    if (!moved.ok) refuse(moved, MOVE_STATUS);
    const order = await orderQueries.getForUser(userId, request.params.id, requestLanguage(request));
    return ok(order, typeof done === 'string' ? done : done(order));
  }

  app.post(
    '/orders/create-razorpay-order',
    {
      preHandler: app.optionalAuth,
      schema: { body: CreateOrderSchema },
      // Each call opens an order at the gateway; a person checking out needs a handful.
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    },
    async (request) => {
      const opened = await checkout.open(request.body, request.user, requestLanguage(request));
      if (!opened.ok) refuse(opened, CHECKOUT_STATUS);
      const { ok: _, ...paymentOrder } = opened;
      return ok(paymentOrder, 'Payment order created');
    },
  );

  app.post('/orders/verify-payment-signature', { schema: { body: VerifyPaymentSchema } }, async (request) => {
    // The spec's names for the shopper's return from the checkout, in the port's words.
    const { razorpayOrderId, razorpayPaymentId, razorpaySignature } = request.body;
    const verified = await paymentCompletion.verify({
      providerOrderId: razorpayOrderId,
      paymentId: razorpayPaymentId,
      signature: razorpaySignature,
    });
    if (!verified.ok) refuse(verified, PAYMENT_STATUS);
    return ok({ ...verified.order, claimToken: verified.claimToken }, msg('payment.verified'));
  });

  app.post(
    '/orders/apply-coupon',
    { schema: { body: ApplyCouponSchema }, config: { rateLimit: { max: 30, timeWindow: '10 minutes' } } },
    async (request) => {
      const { razorpayOrderId, couponCode, contact } = request.body;
      const applied = await checkout.applyCoupon(razorpayOrderId, couponCode || null, contact);
      if (!applied.ok) refuse(applied, COUPON_STATUS);
      const { ok: _, ...result } = applied;
      // The saving is news the shopper reads, in their page's language like any refusal.
      const message = renderMessage(result.message, requestLanguage(request));
      return ok({ ...result, message }, message);
    },
  );

  app.get('/orders/userOrders', { preHandler: app.authenticate }, async (request) =>
    ok(await orderQueries.listForUser(currentUser(request).id, requestLanguage(request))),
  );

  app.post(
    '/orders/userOrders/:id/cancel',
    { preHandler: app.authenticate, schema: { params: z.object({ id: uuidParam('id') }) } },
    async (request) =>
      moveOwnOrder(
        request,
        { to: 'CANCELLED', note: 'Cancelled by the shopper' },
        // A cash-on-delivery order took no money: there is nothing to refund.
        (order) =>
          order.paymentMethod === COD_PAYMENT_METHOD
            ? renderMessage(msg('cod.cancelled', { orderId: order.orderId }), requestLanguage(request))
            : 'Your order is cancelled. The refund is on its way to your original payment method.',
      ),
  );

  app.post(
    '/orders/userOrders/:id/return',
    {
      preHandler: app.authenticate,
      schema: { params: z.object({ id: uuidParam('id') }), body: ReturnRequestSchema },
    },
    async (request) => {
      // Only photos uploaded for this order (return-photos.routes.ts) may go with its return.
      const photos = [...new Set(request.body.photos)];
      for (const url of photos) {
        const file = returnPhotoFile(request.params.id, url);
        if (!file || !(await uploads.has(file))) {
          throw new UserInputError(msg('return.photosOfOrder'), {
            photos: msg('return.photosAgain'),
          });
        }
      }
      // A COD order's refund is paid out to where the shopper says (docs/cod.md#refunds); prepaid goes back
      // through the gateway, so a destination sent with one is ignored.
      const { refundTo } = request.body;
      const mine = await orderQueries.getForUser(currentUser(request).id, request.params.id);
      const cod = mine.paymentMethod === COD_PAYMENT_METHOD;
      if (cod && !refundTo) {
        throw new UserInputError(msg('refundTo.needed'), { refundTo: msg('refundTo.needed') });
      }
      if (cod && refundTo?.kind === 'bank' && !knownIfscBank(refundTo.ifsc)) {
        const unknown = msg('refundTo.ifscBank', { ifsc: refundTo.ifsc });
        throw new UserInputError(unknown, { 'refundTo.ifsc': unknown });
      }
      return moveOwnOrder(
        request,
        {
          to: 'RETURN_REQUESTED',
          reason: request.body.reason,
          photos,
          ...(cod && refundTo ? { refundTo: keptRefundTo(refundTo) } : {}),
        },
        'Return requested. We will be in touch about the pick-up.',
      );
    },
  );

  app.get(
    '/orders/userOrders/:id',
    { preHandler: app.authenticate, schema: { params: z.object({ id: uuidParam('id') }) } },
    async (request) =>
      ok(await orderQueries.getForUser(currentUser(request).id, request.params.id, requestLanguage(request))),
  );
}
