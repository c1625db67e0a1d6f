import { IdempotencyKeySchema, OrderRefundSchema, OrderTransitionSchema } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { uuidParam } from '../../http/query.ts';
import { refuse } from '../../http/refusal.ts';
import { MOVE_STATUS } from './orders.routes.ts';
import type { RefundRefused } from './refunds.service.ts';

const REFUND_STATUS: Record<RefundRefused['reason'], number> = {
  not_paid: 409,
  too_much: 409,
  gateway_failed: 502,
};

const OrderParams = z.object({ id: uuidParam('id') });

/** docs/admin.md#orders: staff fulfil orders; only an admin gives money back. */
export async function ordersAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { fulfilment, refunds, orderQueries } = app.services;

  app.post(
    '/orders/:id/transitions',
    { config: { role: 'STAFF' }, schema: { params: OrderParams, body: OrderTransitionSchema } },
    async (request) => {
      const user = currentUser(request);
      const moved = await fulfilment.move(request.params.id, request.body, {
        mover: 'BACK_OFFICE',
        actor: user,
      });
      if (!moved.ok) refuse(moved, MOVE_STATUS);
      return ok(
        await orderQueries.dto(moved.order),
        `Order ${moved.order.orderId} is now ${moved.order.orderStatus.toLowerCase().replace('_', ' ')}`,
      );
    },
  );

  app.post(
    '/orders/:id/refunds',
    {
      config: { role: 'ADMIN' },
      schema: {
        params: OrderParams,
        body: OrderRefundSchema,
        headers: z.object({ 'idempotency-key': IdempotencyKeySchema }),
      },
    },
    async (request) => {
      const refunded = await refunds.refund(
        request.params.id,
        { ...request.body, idempotencyKey: request.headers['idempotency-key'] },
        currentUser(request),
      );
      if (!refunded.ok) refuse(refunded, REFUND_STATUS);
      const { refund, order, replayed } = refunded;
      return ok(
        { refund, order: await orderQueries.dto(order) },
        replayed ? 'This refund was already asked for' : 'Refund sent to the payment gateway',
      );
    },
  );
}
