import { type CategoryRow, categorySettings, TaxonomyScreen } from '#app/features/admin/catalog/index.ts';
import { adminGet, listQuery } from '#app/features/admin/index.ts';
import type { Route } from './+types/categories';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return adminGet<CategoryRow[]>(
    `/admin/categories?${listQuery(request, ['status', 'translation'])}`,
    request,
  );
}
clientLoader.hydrate = true as const;

export default function Categories({ loaderData }: Route.ComponentProps) {
  return <TaxonomyScreen {...categorySettings} list={loaderData} />;
}
