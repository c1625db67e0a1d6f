import { msg, ReviewSchema } from '@shop/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TooManyRequestsError } from '../../domain/errors.ts';
import { currentUser } from '../../http/auth.ts';
import { list, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { limitParam, pageParam, uuidParam } from '../../http/query.ts';

const SubmitReviewSchema = ReviewSchema.extend({ product: uuidParam('Product') });

const ReviewsQuery = z.object({
  page: pageParam,
  limit: limitParam(10),
  reviewStatus: z
    .enum(['ACTIVE'], { error: 'reviewStatus must be ACTIVE: only approved reviews are public' })
    .optional(),
  product: uuidParam('product').optional(),
});

export async function reviewRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { reviews: reviewsService, products } = app.services;

  app.get(
    '/productReviews',
    { schema: { querystring: ReviewsQuery }, config: { catalogCache: true } },
    async (request) => {
      const { product, ...paging } = request.query;
      if (product) await products.requireProductId(product);
      return list(
        await reviewsService.listActive({ ...paging, productId: product }, requestLanguage(request)),
      );
    },
  );

  const submit = async (request: FastifyRequest<{ Body: z.output<typeof SubmitReviewSchema> }>) => {
    const user = currentUser(request);
    // Enough for a shopper reviewing a whole order, too few to flood the moderation queue.
    const allowed = await app.throttle.hit(`review:${user.id}`, 10, 60 * 60_000);
    if (!allowed.allowed) {
      throw new TooManyRequestsError(msg('limit.reviews'), allowed.retryAfterSeconds);
    }
    await products.requireProductId(request.body.product);
    const saved = await reviewsService.submit(user.id, request.body);
    return ok(saved, msg('review.thanks'));
  };
  const submitOptions = { preHandler: app.authenticate, schema: { body: SubmitReviewSchema } };
  app.post('/productReviews/userReviews', submitOptions, submit);
  // docs/product.md#api-calls: POST /productReviews (the write-review page) is an alias of the same call.
  app.post('/productReviews', submitOptions, submit);
}
