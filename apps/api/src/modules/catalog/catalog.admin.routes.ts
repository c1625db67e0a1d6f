import { CategorySchema, IngredientSchema, ProductSchema, SubCategorySchema } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth.ts';
import { list, ok } from '../../http/envelope.ts';
import { adminPaging, booleanParam, searchParam, translationParam, uuidParam } from '../../http/query.ts';

const IdParams = z.object({ id: uuidParam('id') });
const TaxonomyQuery = z.object({
  ...adminPaging,
  search: searchParam,
  status: booleanParam('status'),
  translation: translationParam,
});

/**
 * docs/admin.md#roles: the team reads the catalog; only an admin changes it (prices, stock and what is on sale
 * among it).
 */
export async function catalogAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { productEditor, taxonomyEditor } = app.services;

  app.get(
    '/products',
    {
      config: { role: 'STAFF' },
      schema: {
        querystring: z.object({
          ...adminPaging,
          search: searchParam,
          categoryId: uuidParam('categoryId').optional(),
          status: booleanParam('status'),
          outOfStock: booleanParam('outOfStock'),
          translation: translationParam,
          topSelling: booleanParam('topSelling'),
        }),
      },
    },
    async (request) => list(await productEditor.list(request.query)),
  );
  app.get('/products/:id', { config: { role: 'STAFF' }, schema: { params: IdParams } }, async (request) =>
    ok(await productEditor.get(request.params.id)),
  );
  app.post('/products', { config: { role: 'ADMIN' }, schema: { body: ProductSchema } }, async (request) =>
    ok(await productEditor.create(currentUser(request), request.body), 'Product created'),
  );
  app.patch(
    '/products/:id',
    {
      config: { role: 'ADMIN' },
      // Any subset of the product's fields; the service validates the merged product with ProductSchema.
      schema: {
        params: IdParams,
        body: z.record(z.string(), z.unknown(), { error: 'Send the changed fields' }),
      },
    },
    async (request) =>
      ok(await productEditor.update(currentUser(request), request.params.id, request.body), 'Product saved'),
  );
  app.delete(
    '/products/:id',
    { config: { role: 'ADMIN' }, schema: { params: IdParams } },
    async (request) => {
      await productEditor.remove(currentUser(request), request.params.id);
      return ok(null, 'Product deleted');
    },
  );

  app.get(
    '/categories',
    { config: { role: 'STAFF' }, schema: { querystring: TaxonomyQuery } },
    async (request) => list(await taxonomyEditor.listCategories(request.query)),
  );
  app.get('/categories/:id', { config: { role: 'STAFF' }, schema: { params: IdParams } }, async (request) =>
    ok(await taxonomyEditor.getCategory(request.params.id)),
  );
  app.post('/categories', { config: { role: 'ADMIN' }, schema: { body: CategorySchema } }, async (request) =>
    ok(await taxonomyEditor.saveCategory(currentUser(request), null, request.body), 'Category created'),
  );
  app.patch(
    '/categories/:id',
    { config: { role: 'ADMIN' }, schema: { params: IdParams, body: CategorySchema } },
    async (request) =>
      ok(
        await taxonomyEditor.saveCategory(currentUser(request), request.params.id, request.body),
        'Category saved',
      ),
  );
  app.delete(
    '/categories/:id',
    { config: { role: 'ADMIN' }, schema: { params: IdParams } },
    async (request) => {
      await taxonomyEditor.removeCategory(currentUser(request), request.params.id);
      return ok(null, 'Category deleted');
    },
  );

  app.get(
    '/subCategories',
    {
      config: { role: 'STAFF' },
      schema: { querystring: TaxonomyQuery.extend({ categoryId: uuidParam('categoryId').optional() }) },
    },
    async (request) => list(await taxonomyEditor.listSubCategories(request.query)),
  );
  app.get(
    '/subCategories/:id',
    { config: { role: 'STAFF' }, schema: { params: IdParams } },
    async (request) => ok(await taxonomyEditor.getSubCategory(request.params.id)),
  );
  app.post(
    '/subCategories',
    { config: { role: 'ADMIN' }, schema: { body: SubCategorySchema } },
    async (request) =>
      ok(
        await taxonomyEditor.saveSubCategory(currentUser(request), null, request.body),
        'Sub-category created',
      ),
  );
  app.patch(
    '/subCategories/:id',
    { config: { role: 'ADMIN' }, schema: { params: IdParams, body: SubCategorySchema } },
    async (request) =>
      ok(
        await taxonomyEditor.saveSubCategory(currentUser(request), request.params.id, request.body),
        'Sub-category saved',
      ),
  );
  app.delete(
    '/subCategories/:id',
    { config: { role: 'ADMIN' }, schema: { params: IdParams } },
    async (request) => {
      await taxonomyEditor.removeSubCategory(currentUser(request), request.params.id);
      return ok(null, 'Sub-category deleted');
    },
  );

  app.get(
    '/ingredients',
    { config: { role: 'STAFF' }, schema: { querystring: TaxonomyQuery } },
    async (request) => list(await taxonomyEditor.listIngredients(request.query)),
  );
  app.get('/ingredients/:id', { config: { role: 'STAFF' }, schema: { params: IdParams } }, async (request) =>
    ok(await taxonomyEditor.getIngredient(request.params.id)),
  );
  app.post(
    '/ingredients',
    { config: { role: 'ADMIN' }, schema: { body: IngredientSchema } },
    async (request) =>
      ok(await taxonomyEditor.saveIngredient(currentUser(request), null, request.body), 'Ingredient created'),
  );
  app.patch(
    '/ingredients/:id',
    { config: { role: 'ADMIN' }, schema: { params: IdParams, body: IngredientSchema } },
    async (request) =>
      ok(
        await taxonomyEditor.saveIngredient(currentUser(request), request.params.id, request.body),
        'Ingredient saved',
      ),
  );
  app.delete(
    '/ingredients/:id',
    { config: { role: 'ADMIN' }, schema: { params: IdParams } },
    async (request) => {
      await taxonomyEditor.removeIngredient(currentUser(request), request.params.id);
      return ok(null, 'Ingredient deleted');
    },
  );
}
