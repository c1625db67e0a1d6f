import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { list, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { limitParam, pageParam, searchParam, slugParam } from '../../http/query.ts';

const BlogsQuery = z.object({
  page: pageParam,
  limit: limitParam(10),
  searchQuery: searchParam,
  categorySlug: slugParam('categorySlug').optional(),
});

const BlogCategoriesQuery = z.object({
  page: pageParam,
  limit: limitParam(10),
  slug: slugParam('slug').optional(),
});

export async function blogRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { blog } = app.services;

  app.get(
    '/blogs',
    { schema: { querystring: BlogsQuery }, config: { catalogCache: true } },
    async (request) => {
      return list(await blog.listPosts(request.query, requestLanguage(request)));
    },
  );

  app.get(
    '/blogs/slug/:slug',
    { schema: { params: z.object({ slug: slugParam('slug') }) }, config: { catalogCache: true } },
    async (request) => {
      return ok(await blog.findBySlug(request.params.slug, requestLanguage(request)));
    },
  );

  app.get(
    '/blogCategories',
    { schema: { querystring: BlogCategoriesQuery }, config: { catalogCache: true } },
    async (request) => {
      return list(await blog.listCategories(request.query, requestLanguage(request)));
    },
  );
}
