import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { list, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import {
  activeStatusParam,
  booleanParam,
  limitParam,
  pageParam,
  searchParam,
  slugParam,
  uuidParam,
} from '../../http/query.ts';

const CategoriesQuery = z.object({
  page: pageParam,
  limit: limitParam(0),
  status: activeStatusParam,
  priority: z.enum(['ASC', 'DESC'], { error: 'priority must be ASC or DESC' }).optional().default('ASC'),
  slug: slugParam('slug').optional(),
  availableForBundle: booleanParam('availableForBundle'),
});

const SubCategoriesQuery = z.object({
  page: pageParam,
  limit: limitParam(0),
  status: activeStatusParam,
  slug: slugParam('slug').optional(),
  category: uuidParam('category').optional(),
});

const IngredientsQuery = z.object({ page: pageParam, limit: limitParam(0), status: activeStatusParam });

const ProductsQuery = z
  .object({
    page: pageParam,
    limit: limitParam(12),
    status: activeStatusParam,
    searchQuery: searchParam,
    topSelling: booleanParam('topSelling'),
    category: uuidParam('category').optional(),
    categorySlug: slugParam('categorySlug').optional(),
    subCategorySlug: slugParam('subCategorySlug').optional(),
    subCategoryWise: booleanParam('subCategoryWise'),
    availableForBundle: booleanParam('availableForBundle'),
    exclude: uuidParam('exclude').optional(),
    sort: z
      .enum(['a-z', 'z-a', 'l-h', 'h-l'], { error: 'sort must be one of a-z, z-a, l-h, h-l' })
      .optional(),
  })
  .refine((query) => !query.subCategoryWise || query.categorySlug, {
    path: ['categorySlug'],
    message: 'categorySlug is required with subCategoryWise=true',
  });

const SlugParams = z.object({ slug: slugParam('slug') });

export async function catalogRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { taxonomy, products, reviews } = app.services;

  app.get(
    '/categories',
    { schema: { querystring: CategoriesQuery }, config: { catalogCache: true } },
    async (request) => {
      return list(await taxonomy.listCategories(request.query, requestLanguage(request)));
    },
  );

  app.get(
    '/subCategories',
    { schema: { querystring: SubCategoriesQuery }, config: { catalogCache: true } },
    async (request) => {
      const { category, ...rest } = request.query;
      return list(
        await taxonomy.listSubCategories({ ...rest, categoryId: category }, requestLanguage(request)),
      );
    },
  );

  app.get(
    '/ingredients',
    { schema: { querystring: IngredientsQuery }, config: { catalogCache: true } },
    async (request) => {
      return list(await taxonomy.listIngredients(request.query, requestLanguage(request)));
    },
  );

  app.get(
    '/products',
    { schema: { querystring: ProductsQuery }, config: { catalogCache: true } },
    async (request) => {
      const { category, exclude, subCategoryWise, ...query } = request.query;
      const language = requestLanguage(request);
      if (subCategoryWise && query.categorySlug) {
        const groups = await products.listProductsBySubCategory(query.categorySlug, query.sort, language);
        const totalRecords = groups.reduce((sum, group) => sum + group.products.length, 0);
        return list({ items: groups, page: 1, limit: 0, totalRecords });
      }
      return list(
        await products.listProducts({ ...query, categoryId: category, excludeId: exclude, language }),
      );
    },
  );

  app.get(
    '/products/findBySlug/:slug',
    { schema: { params: SlugParams }, config: { catalogCache: true } },
    async (request) => {
      const product = await products.findBySlug(request.params.slug, requestLanguage(request));
      return { ...ok(product), ratingStats: await reviews.ratingStats(product._id) };
    },
  );
}
