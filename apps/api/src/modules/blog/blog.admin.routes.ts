import {
  BlogAuthorPatchSchema,
  BlogAuthorSchema,
  BlogCategoryPatchSchema,
  BlogCategorySchema,
  BlogPostPatchSchema,
  BlogPostSchema,
} from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { editableKind, editableKindRoutes } from '../../http/crud-routes.ts';
import { adminPaging, booleanParam, searchParam, translationParam, uuidParam } from '../../http/query.ts';

const NameSearch = z.object({ ...adminPaging, search: searchParam });

/** docs/admin.md#blog: the staff write the blog's posts, categories and authors. */
export async function blogAdminRoutes(app: FastifyInstance): Promise<void> {
  const { blogEditors: editors } = app.services;

  editableKindRoutes(
    app,
    [
      editableKind({
        path: '/blogs',
        editor: editors.posts,
        query: z.object({
          ...adminPaging,
          search: searchParam,
          categoryId: uuidParam('categoryId').optional(),
          status: booleanParam('status'),
          translation: translationParam,
        }),
        create: BlogPostSchema,
        patch: BlogPostPatchSchema,
        said: { created: 'Post saved', saved: 'Post saved', deleted: 'Post deleted' },
      }),
      editableKind({
        path: '/blogCategories',
        editor: editors.categories,
        query: NameSearch,
        create: BlogCategorySchema,
        patch: BlogCategoryPatchSchema,
        said: { created: 'Category saved', saved: 'Category saved', deleted: 'Category deleted' },
      }),
      editableKind({
        path: '/authors',
        editor: editors.authors,
        query: NameSearch,
        create: BlogAuthorSchema,
        patch: BlogAuthorPatchSchema,
        said: { created: 'Author saved', saved: 'Author saved', deleted: 'Author deleted' },
      }),
    ],
    { read: 'STAFF', write: 'STAFF' },
  );
}
