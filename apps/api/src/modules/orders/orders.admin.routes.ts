import {
  ADMIN_ORDER_PAYMENT_METHODS,
  ADMIN_ORDER_SORTS,
  IdempotencyKeySchema,
  IsoDaySchema,
  ORDER_STATES,
  OrderNoteSchema,
  OrderRefundSchema,
  OrderTransitionSchema,
  PAYMENT_STATES,
  RefundPayAgainSchema,
  RISK_LEVELS,
} from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth.ts';
import { list, ok } from '../../http/envelope.ts';
import { adminPaging, searchParam, uuidParam } from '../../http/query.ts';
import { refuse } from '../../http/refusal.ts';
import type { CodRefundRefused } from './cod-refunds.service.ts';
import { MOVE_STATUS } from './orders.routes.ts';

const REFUND_STATUS: Record<CodRefundRefused['reason'], number> = {
  not_paid: 409,
  too_much: 409,
  gateway_failed: 502,
  // Cash on delivery (docs/cod.md#refunds): paid out to the shopper's destination or by hand.
  not_cod: 400,
  utr_needed: 400,
  no_destination: 409,
  not_reversed: 409,
  payout_failed: 502,
};

const RefundParams = z.object({ id: uuidParam('id'), refundId: uuidParam('refundId') });

const REFUND_SENT: Record<'GATEWAY' | 'PAYOUT' | 'BY_HAND' | 'UNCOLLECTED', string> = {
  GATEWAY: 'Refund sent to the payment gateway',
  PAYOUT: "Refund sent to be paid out to the shopper's UPI id or bank account",
  BY_HAND: 'Refund recorded as paid by hand',
  UNCOLLECTED: 'Nothing to refund: the cash was never collected',
};

const OrderParams = z.object({ id: uuidParam('id') });

const fromBeforeTo = (range: { from?: string | undefined; to?: string | undefined }) =>
  !range.from || !range.to || range.from <= range.to;
const rangeError = { message: 'from must not be after to', path: ['to'] };

const OrderListQuery = z
  .object({
    ...adminPaging,
    status: z.enum(ORDER_STATES, { error: `status must be one of ${ORDER_STATES.join(', ')}` }).optional(),
    paymentStatus: z
      .enum(PAYMENT_STATES, { error: `paymentStatus must be one of ${PAYMENT_STATES.join(', ')}` })
      .optional(),
    paymentMethod: z
      .enum(ADMIN_ORDER_PAYMENT_METHODS, {
        error: `paymentMethod must be one of ${ADMIN_ORDER_PAYMENT_METHODS.join(', ')}`,
      })
      .optional(),
    risk: z.enum(RISK_LEVELS, { error: `risk must be one of ${RISK_LEVELS.join(', ')}` }).optional(),
    q: searchParam,
    // The back office's lists search with `search`; the order list takes either.
    search: searchParam,
    from: IsoDaySchema.optional(),
    to: IsoDaySchema.optional(),
    sort: z
      .enum(ADMIN_ORDER_SORTS, { error: `sort must be one of ${ADMIN_ORDER_SORTS.join(', ')}` })
      .optional(),
  })
  .refine(fromBeforeTo, rangeError);

const ExportQuery = z
  .object({
    from: IsoDaySchema,
    to: IsoDaySchema,
  })
  .refine(fromBeforeTo, rangeError);

/** docs/admin.md#orders: staff read and fulfil orders; only an admin gives money back. */
export async function ordersAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { fulfilment, codRefunds, orderAdminQueries } = app.services;

  app.get(
    '/orders',
    { config: { role: 'STAFF' }, schema: { querystring: OrderListQuery } },
    async (request) => {
      const { search, q, ...filter } = request.query;
      return list(await orderAdminQueries.list({ ...filter, q: q ?? search }));
    },
  );

  // Registered before /orders/:id, which would otherwise take `export.csv` for an id.
  app.get(
    '/orders/export.csv',
    { config: { role: 'STAFF' }, schema: { querystring: ExportQuery } },
    async (request, reply) => {
      const { from, to } = request.query;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${from}-to-${to}.csv"`)
        .header('cache-control', 'no-store')
        .send(orderAdminQueries.exportCsv(from, to));
    },
  );

  app.get('/orders/:id', { config: { role: 'STAFF' }, schema: { params: OrderParams } }, async (request) =>
    ok(await orderAdminQueries.get(request.params.id, currentUser(request).role)),
  );

  app.post(
    '/orders/:id/notes',
    { config: { role: 'STAFF' }, schema: { params: OrderParams, body: OrderNoteSchema } },
    async (request) =>
      ok(
        await orderAdminQueries.addNote(currentUser(request), request.params.id, request.body.note),
        'Note added',
      ),
  );

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
        await orderAdminQueries.dto(moved.order, user.role),
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
      const user = currentUser(request);
      const refunded = await codRefunds.refund(
        request.params.id,
        { ...request.body, idempotencyKey: request.headers['idempotency-key'] },
        user,
      );
      if (!refunded.ok) refuse(refunded, REFUND_STATUS);
      const { refund, order, replayed } = refunded;
      return ok(
        { refund, order: await orderAdminQueries.dto(order, user.role) },
        replayed ? 'This refund was already asked for' : REFUND_SENT[refund.method],
      );
    },
  );

  // A COD refund whose payout the bank sent back, paid again on the same refund (docs/cod.md#refunds).
  app.post(
    '/orders/:id/refunds/:refundId/pay-again',
    { config: { role: 'ADMIN' }, schema: { params: RefundParams, body: RefundPayAgainSchema } },
    async (request) => {
      const user = currentUser(request);
      const paid = await codRefunds.payAgain(request.params.id, request.params.refundId, request.body, user);
      if (!paid.ok) refuse(paid, REFUND_STATUS);
      const { refund, order } = paid;
      return ok({ refund, order: await orderAdminQueries.dto(order, user.role) }, REFUND_SENT[refund.method]);
    },
  );
}
