import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { list } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { activeStatusParam, limitParam, pageParam } from '../../http/query.ts';

const PromotionTextsQuery = z.object({
  page: pageParam,
  limit: limitParam(0),
  status: activeStatusParam,
  location: z.enum(['cart', 'header'], { error: 'location must be cart or header' }).optional(),
});

const CarouselsQuery = z.object({
  page: pageParam,
  limit: limitParam(20),
  status: activeStatusParam,
  targetDevice: z.enum(['MOBILE', 'DESKTOP'], { error: 'targetDevice must be MOBILE or DESKTOP' }).optional(),
});

const ShowcaseQuery = z.object({ page: pageParam, limit: limitParam(20) });

const ReelsQuery = z.object({ page: pageParam, limit: limitParam(20), status: activeStatusParam });

export async function contentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { content } = app.services;

  app.get(
    '/promotionTexts',
    { schema: { querystring: PromotionTextsQuery }, config: { catalogCache: true } },
    async (request) => {
      return list(await content.promotionTexts(request.query, requestLanguage(request)));
    },
  );

  app.get(
    '/carousels',
    { schema: { querystring: CarouselsQuery }, config: { catalogCache: true } },
    async (request) => {
      return list(await content.carousels(request.query, requestLanguage(request)));
    },
  );

  app.get(
    '/categoryShowcase',
    { schema: { querystring: ShowcaseQuery }, config: { catalogCache: true } },
    async (request) => {
      return list(await content.showcase(request.query, requestLanguage(request)));
    },
  );

  app.get(
    '/instagramReels',
    { schema: { querystring: ReelsQuery }, config: { catalogCache: true } },
    async (request) => {
      return list(await content.instagramReels(request.query));
    },
  );
}
