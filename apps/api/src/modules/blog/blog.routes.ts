import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { list, ok } from '../../http/envelope.ts';
import { limitParam, pageParam, searchParam, slugParam } from '../../http/query.ts';
import { cacheKey } from '../../http/response-cache.ts';
import { BlogService } from './blog.service.ts';

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
  const blog = new BlogService(app.db);
  const cache = app.catalogCache;

  app.get('/blogs', { schema: { querystring: BlogsQuery } }, async (request, reply) => {
    const payload = await cache.json(cacheKey('blogs', request.query), async () =>
      list(await blog.listPosts(request.query)),
    );
    return reply.type('application/json').send(payload);
  });

  app.get(
    '/blogs/slug/:slug',
    { schema: { params: z.object({ slug: slugParam('slug') }) } },
    async (request, reply) => {
      const payload = await cache.json(cacheKey('blogBySlug', request.params), async () =>
        ok(await blog.findBySlug(request.params.slug)),
      );
      return reply.type('application/json').send(payload);
    },
  );

  app.get('/blogCategories', { schema: { querystring: BlogCategoriesQuery } }, async (request, reply) => {
    const payload = await cache.json(cacheKey('blogCategories', request.query), async () =>
      list(await blog.listCategories(request.query)),
    );
    return reply.type('application/json').send(payload);
  });
}
