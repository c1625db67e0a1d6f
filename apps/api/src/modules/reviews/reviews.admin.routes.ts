import { BulkReviewModerationSchema, ReviewModerationSchema } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth.ts';
import { list, ok } from '../../http/envelope.ts';
import { adminPaging, searchParam, uuidParam } from '../../http/query.ts';

const ModerationQuery = z.object({
  ...adminPaging,
  reviewStatus: z
    .enum(['PENDING', 'ACTIVE', 'REJECTED'], { error: 'reviewStatus must be PENDING, ACTIVE or REJECTED' })
    .optional(),
  search: searchParam,
});

const verdict = (status: 'ACTIVE' | 'REJECTED', many: boolean) =>
  status === 'ACTIVE'
    ? many
      ? 'Reviews approved'
      : 'Review approved'
    : many
      ? 'Reviews rejected'
      : 'Review rejected';

/** docs/admin.md#roles: staff moderate reviews. */
export async function reviewsAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { reviewModeration } = app.services;

  app.get(
    '/reviews',
    { config: { role: 'STAFF' }, schema: { querystring: ModerationQuery } },
    async (request) => list(await reviewModeration.list(request.query)),
  );

  app.patch(
    '/reviews/:id',
    {
      config: { role: 'STAFF' },
      schema: { params: z.object({ id: uuidParam('id') }), body: ReviewModerationSchema },
    },
    async (request) => {
      const [review] = await reviewModeration.moderate(
        currentUser(request),
        [request.params.id],
        request.body.reviewStatus,
      );
      return ok(review, verdict(request.body.reviewStatus, false));
    },
  );

  app.patch(
    '/reviews',
    { config: { role: 'STAFF' }, schema: { body: BulkReviewModerationSchema } },
    async (request) => {
      const { ids, reviewStatus } = request.body;
      return ok(
        await reviewModeration.moderate(currentUser(request), ids, reviewStatus),
        verdict(reviewStatus, true),
      );
    },
  );
}
