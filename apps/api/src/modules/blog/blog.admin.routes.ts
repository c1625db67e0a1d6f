import {
  BlogAuthorPatchSchema,
  BlogAuthorSchema,
  BlogCategoryPatchSchema,
  BlogCategorySchema,
  BlogPostPatchSchema,
  BlogPostSchema,
} from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth.ts';
import { list, ok } from '../../http/envelope.ts';
import { adminPaging, booleanParam, searchParam, translationParam, uuidParam } from '../../http/query.ts';

const IdParams = z.object({ id: uuidParam('id') });
const staff = { role: 'STAFF' } as const;

/** docs/admin.md#blog: the staff write the blog's posts, categories and authors. */
export async function blogAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { blogEditor: editor } = app.services;

  app.get(
    '/blogs',
    {
      config: staff,
      schema: {
        querystring: z.object({
          ...adminPaging,
          search: searchParam,
          categoryId: uuidParam('categoryId').optional(),
          status: booleanParam('status'),
          translation: translationParam,
        }),
      },
    },
    async (request) => list(await editor.listPosts(request.query)),
  );
  app.get('/blogs/:id', { config: staff, schema: { params: IdParams } }, async (request) =>
    ok(await editor.getPost(request.params.id)),
  );
  app.post('/blogs', { config: staff, schema: { body: BlogPostSchema } }, async (request) =>
    ok(await editor.createPost(currentUser(request), request.body), 'Post saved'),
  );
  app.patch(
    '/blogs/:id',
    { config: staff, schema: { params: IdParams, body: BlogPostPatchSchema } },
    async (request) =>
      ok(await editor.updatePost(currentUser(request), request.params.id, request.body), 'Post saved'),
  );
  app.delete('/blogs/:id', { config: staff, schema: { params: IdParams } }, async (request) => {
    await editor.deletePost(currentUser(request), request.params.id);
    return ok(null, 'Post deleted');
  });

  app.get(
    '/blogCategories',
    { config: staff, schema: { querystring: z.object({ ...adminPaging, search: searchParam }) } },
    async (request) => list(await editor.listCategories(request.query)),
  );
  app.get('/blogCategories/:id', { config: staff, schema: { params: IdParams } }, async (request) =>
    ok(await editor.getCategory(request.params.id)),
  );
  app.post('/blogCategories', { config: staff, schema: { body: BlogCategorySchema } }, async (request) =>
    ok(await editor.createCategory(currentUser(request), request.body), 'Category saved'),
  );
  app.patch(
    '/blogCategories/:id',
    { config: staff, schema: { params: IdParams, body: BlogCategoryPatchSchema } },
    async (request) =>
      ok(
        await editor.updateCategory(currentUser(request), request.params.id, request.body),
        'Category saved',
      ),
  );
  app.delete('/blogCategories/:id', { config: staff, schema: { params: IdParams } }, async (request) => {
    await editor.deleteCategory(currentUser(request), request.params.id);
    return ok(null, 'Category deleted');
  });

  app.get(
    '/authors',
    { config: staff, schema: { querystring: z.object({ ...adminPaging, search: searchParam }) } },
    async (request) => list(await editor.listAuthors(request.query)),
  );
  app.get('/authors/:id', { config: staff, schema: { params: IdParams } }, async (request) =>
    ok(await editor.getAuthor(request.params.id)),
  );
  app.post('/authors', { config: staff, schema: { body: BlogAuthorSchema } }, async (request) =>
    ok(await editor.createAuthor(currentUser(request), request.body), 'Author saved'),
  );
  app.patch(
    '/authors/:id',
    { config: staff, schema: { params: IdParams, body: BlogAuthorPatchSchema } },
    async (request) =>
      ok(await editor.updateAuthor(currentUser(request), request.params.id, request.body), 'Author saved'),
  );
  app.delete('/authors/:id', { config: staff, schema: { params: IdParams } }, async (request) => {
    await editor.deleteAuthor(currentUser(request), request.params.id);
    return ok(null, 'Author deleted');
  });
}
