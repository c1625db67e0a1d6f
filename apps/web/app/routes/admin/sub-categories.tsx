import {
  type SubCategoryRow,
  subCategorySettings,
  TaxonomyScreen,
} from '#app/features/admin/catalog/index.ts';
import { adminGet, listQuery } from '#app/features/admin/index.ts';
import type { Route } from './+types/sub-categories';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [subs, categories] = await Promise.all([
    adminGet<SubCategoryRow[]>(
      `/admin/subCategories?${listQuery(request, ['status', 'categoryId', 'translation'])}`,
      request,
    ),
    adminGet<{ _id: string; name: string }[]>('/admin/categories?limit=0', request),
  ]);
  return { subs, categories: categories.body ?? [] };
}
clientLoader.hydrate = true as const;

export default function SubCategories({ loaderData }: Route.ComponentProps) {
  return <TaxonomyScreen {...subCategorySettings(loaderData.categories)} list={loaderData.subs} />;
}
