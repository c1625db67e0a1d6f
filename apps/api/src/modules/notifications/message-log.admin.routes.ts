import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { uuidParam } from '../../http/query.ts';
import { MESSAGE_LOG_STATUSES } from './message-log.service.ts';

const MessageLogQuery = z.object({
  mobile: z
    .string()
    .trim()
    .regex(/^\d{10}$/, 'mobile must be ten digits')
    .optional(),
  orderId: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^ORD-\d{4}-\d{6}$/, 'orderId must be an order number like ORD-2026-000123')
    .optional(),
  channel: z
    .enum(['SMS', 'EMAIL', 'WHATSAPP'], { error: 'channel must be SMS, EMAIL or WHATSAPP' })
    .optional(),
  status: z
    .enum(MESSAGE_LOG_STATUSES, { error: `status must be one of ${MESSAGE_LOG_STATUSES.join(', ')}` })
    .optional(),
  before: z.string().max(200, 'before is not a cursor of this list').optional(),
  // No `limit=0` (everything): the outbox holds millions of rows.
  limit: z
    .string()
    .regex(/^\d{1,3}$/, 'limit must be a whole number')
    .transform(Number)
    .refine((value) => value >= 1 && value <= 100, 'limit must be between 1 and 100')
    .optional()
    .default(50),
});

/** docs/admin.md#the-message-log: every message to shoppers, found by number or order; a failed one sent again. */
export async function messageLogAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { messageLog } = app.services;
  app.get(
    '/messages-log',
    { config: { role: 'STAFF' }, schema: { querystring: MessageLogQuery } },
    async (request) => ok(await messageLog.list(request.query)),
  );
  app.post(
    '/messages-log/:id/resend',
    { config: { role: 'STAFF' }, schema: { params: z.object({ id: uuidParam('id') }) } },
    async (request) =>
      ok(await messageLog.resend(currentUser(request), request.params.id), 'The message will be sent again'),
  );
}
