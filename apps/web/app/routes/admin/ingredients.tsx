import { type IngredientRow, ingredientSettings, TaxonomyScreen } from '#app/features/admin/catalog/index.ts';
import { adminGet, listQuery } from '#app/features/admin/index.ts';
import type { Route } from './+types/ingredients';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return adminGet<IngredientRow[]>(
    `/admin/ingredients?${listQuery(request, ['status', 'translation'])}`,
    request,
  );
}
clientLoader.hydrate = true as const;

export default function Ingredients({ loaderData }: Route.ComponentProps) {
  return <TaxonomyScreen {...ingredientSettings} list={loaderData} />;
}
