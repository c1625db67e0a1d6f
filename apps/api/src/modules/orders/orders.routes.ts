import { ApplyCouponSchema, CreateOrderSchema, VerifyPaymentSchema } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { uuidParam } from '../../http/query.ts';

/** SPEC §7 order calls: create the payment order, verify the signature, read one's own orders. */
export async function ordersRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { orders } = app.services;

  app.post(
    '/orders/create-razorpay-order',
    {
      preHandler: app.optionalAuth,
      schema: { body: CreateOrderSchema },
      // Each call opens an order at the gateway; a person checking out needs a handful.
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    },
    async (request) => ok(await orders.create(request.body, request.user?.id), 'Payment order created'),
  );

  app.post('/orders/verify-payment-signature', { schema: { body: VerifyPaymentSchema } }, async (request) => {
    const { order, claimToken } = await orders.verify(request.body);
    return ok({ ...order, claimToken }, 'Payment verified. Thank you for your order!');
  });

  app.post(
    '/orders/apply-coupon',
    { schema: { body: ApplyCouponSchema }, config: { rateLimit: { max: 30, timeWindow: '10 minutes' } } },
    async (request) => {
      const { razorpayOrderId, couponCode, contact } = request.body;
      const result = await orders.applyCoupon(razorpayOrderId, couponCode || null, contact);
      return ok(result, result.message);
    },
  );

  app.get('/orders/userOrders', { preHandler: app.authenticate }, async (request) =>
    ok(await orders.listForUser(currentUser(request).id)),
  );

  app.get(
    '/orders/userOrders/:id',
    { preHandler: app.authenticate, schema: { params: z.object({ id: uuidParam('id') }) } },
    async (request) => ok(await orders.getForUser(currentUser(request).id, request.params.id)),
  );
}
