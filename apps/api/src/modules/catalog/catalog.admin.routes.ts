import {
  type CategoryPayload,
  CategorySchema,
  type IngredientPayload,
  IngredientSchema,
  ProductSchema,
  type SubCategoryPayload,
  SubCategorySchema,
} from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RequestUser } from '../../http/auth.ts';
import { editableKind, editableKindRoutes, type RecordEditing } from '../../http/crud-routes.ts';
import { adminPaging, booleanParam, searchParam, translationParam, uuidParam } from '../../http/query.ts';
import type { TaxonomyFilter } from './taxonomy-editor.service.ts';

const TaxonomyQuery = z.object({
  ...adminPaging,
  search: searchParam,
  status: booleanParam('status'),
  translation: translationParam,
});

type TaxonomyEditing<Payload> = RecordEditing<TaxonomyFilter, Payload, Payload>;

/** A taxonomy record is saved whole: create and update are one save, with no id for a new record. */
function savedWhole<Payload>(
  editor: Pick<TaxonomyEditing<Payload>, 'list' | 'get' | 'remove'> & {
    save: (actor: RequestUser, id: string | null, payload: Payload) => Promise<unknown>;
  },
): TaxonomyEditing<Payload> {
  return {
    list: (query) => editor.list(query),
    get: (id) => editor.get(id),
    create: (actor, payload) => editor.save(actor, null, payload),
    update: (actor, id, payload) => editor.save(actor, id, payload),
    remove: (actor, id) => editor.remove(actor, id),
  };
}

/**
 * docs/admin.md#roles: the team reads the catalog; only an admin changes it (prices, stock and what is on sale
 * among it).
 */
export async function catalogAdminRoutes(app: FastifyInstance): Promise<void> {
  const { productEditor, taxonomyEditor: taxonomy } = app.services;

  editableKindRoutes(
    app,
    [
      editableKind({
        path: '/products',
        editor: productEditor,
        query: z.object({
          ...adminPaging,
          search: searchParam,
          categoryId: uuidParam('categoryId').optional(),
          status: booleanParam('status'),
          outOfStock: booleanParam('outOfStock'),
          translation: translationParam,
          topSelling: booleanParam('topSelling'),
        }),
        create: ProductSchema,
        // Any subset of the product's fields; the service validates the merged product with ProductSchema.
        patch: z.record(z.string(), z.unknown(), { error: 'Send the changed fields' }),
        said: { created: 'Product created', saved: 'Product saved', deleted: 'Product deleted' },
      }),
      editableKind({
        path: '/categories',
        editor: savedWhole<CategoryPayload>({
          list: (filter) => taxonomy.listCategories(filter),
          get: (id) => taxonomy.getCategory(id),
          save: (actor, id, payload) => taxonomy.saveCategory(actor, id, payload),
          remove: (actor, id) => taxonomy.removeCategory(actor, id),
        }),
        query: TaxonomyQuery,
        create: CategorySchema,
        patch: CategorySchema,
        said: { created: 'Category created', saved: 'Category saved', deleted: 'Category deleted' },
      }),
      editableKind({
        path: '/subCategories',
        editor: savedWhole<SubCategoryPayload>({
          list: (filter) => taxonomy.listSubCategories(filter),
          get: (id) => taxonomy.getSubCategory(id),
          save: (actor, id, payload) => taxonomy.saveSubCategory(actor, id, payload),
          remove: (actor, id) => taxonomy.removeSubCategory(actor, id),
        }),
        query: TaxonomyQuery.extend({ categoryId: uuidParam('categoryId').optional() }),
        create: SubCategorySchema,
        patch: SubCategorySchema,
        said: {
          created: 'Sub-category created',
          saved: 'Sub-category saved',
          deleted: 'Sub-category deleted',
        },
      }),
      editableKind({
        path: '/ingredients',
        editor: savedWhole<IngredientPayload>({
          list: (filter) => taxonomy.listIngredients(filter),
          get: (id) => taxonomy.getIngredient(id),
          save: (actor, id, payload) => taxonomy.saveIngredient(actor, id, payload),
          remove: (actor, id) => taxonomy.removeIngredient(actor, id),
        }),
        query: TaxonomyQuery,
        create: IngredientSchema,
        patch: IngredientSchema,
        said: { created: 'Ingredient created', saved: 'Ingredient saved', deleted: 'Ingredient deleted' },
      }),
    ],
    { read: 'STAFF', write: 'ADMIN' },
  );
}
