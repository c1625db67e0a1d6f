import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { uuidParam } from '../../http/query.ts';
import { refuse } from '../../http/refusal.ts';
import type { TeamConfirmRefused } from './cod-confirm.admin.service.ts';

const CodConfirmNoteSchema = z.strictObject({
  note: z
    .string({ error: 'Note is a required field' })
    .trim()
    .min(3, 'Note must be at least 3 characters: say what the shopper told you')
    .max(500, 'Note must be at most 500 characters'),
});

const CONFIRM_STATUS: Record<TeamConfirmRefused['reason'], number> = { not_cod: 409, cancelled: 409 };

/** docs/cod.md#confirmation: the team confirms a COD order after calling the shopper, and clears a high-risk one. */
export async function codAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { codTeamConfirmation, orderAdminQueries } = app.services;

  app.post(
    '/orders/:id/cod-confirm',
    {
      config: { role: 'STAFF' },
      schema: { params: z.object({ id: uuidParam('id') }), body: CodConfirmNoteSchema },
    },
    async (request) => {
      const user = currentUser(request);
      const confirmed = await codTeamConfirmation.confirm(user, request.params.id, request.body.note);
      if (!confirmed.ok) refuse(confirmed, CONFIRM_STATUS);
      return ok(
        await orderAdminQueries.dto(confirmed.order, user.role),
        `Order ${confirmed.order.orderId} is confirmed`,
      );
    },
  );
}
