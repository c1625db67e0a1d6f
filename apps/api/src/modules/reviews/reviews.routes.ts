import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { list } from '../../http/envelope.ts';
import { limitParam, pageParam, uuidParam } from '../../http/query.ts';
import { CatalogService } from '../catalog/catalog.service.ts';
import { ReviewsService } from './reviews.service.ts';

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
  const reviewsService = new ReviewsService(app.db);
  const catalog = new CatalogService(app.db);

  app.get(
    '/productReviews',
    { schema: { querystring: ReviewsQuery }, config: { catalogCache: true } },
    async (request) => {
      const { product, ...paging } = request.query;
      if (product) await catalog.requireProductId(product);
      return list(await reviewsService.listActive({ ...paging, productId: product }));
    },
  );
}
