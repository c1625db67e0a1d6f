import { IngredientSchema, type TranslationState, type Translations } from '@shop/shared';
import { type TaxonomyField, TaxonomyScreen } from '#app/features/admin/catalog/index.ts';
import { adminGet, listQuery } from '#app/features/admin/index.ts';
import type { Route } from './+types/ingredients';

interface IngredientRow {
  _id: string;
  name: string;
  slug: string;
  image: string;
  shortDescription: string;
  priority: number;
  status: boolean;
  translations: Translations;
  translationState: TranslationState;
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return adminGet<IngredientRow[]>(
    `/admin/ingredients?${listQuery(request, ['status', 'translation'])}`,
    request,
  );
}
clientLoader.hydrate = true as const;

const fields: TaxonomyField[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true, translated: true },
  { name: 'slug', label: 'Slug', kind: 'text', required: true },
  { name: 'image', label: 'Image', kind: 'image', required: true, translated: true },
  {
    name: 'shortDescription',
    label: 'Short description',
    kind: 'textarea',
    required: true,
    translated: true,
  },
  { name: 'priority', label: 'Priority', kind: 'number', hint: 'Lower numbers come first' },
  { name: 'status', label: 'Shown in the shop', kind: 'checkbox', checkedWhenNew: true },
];

export default function Ingredients({ loaderData }: Route.ComponentProps) {
  return (
    <TaxonomyScreen<IngredientRow>
      title="Ingredients"
      description="What products are made of, each with its own page."
      noun="ingredient"
      apiPath="/admin/ingredients"
      schema={IngredientSchema}
      fields={fields}
      translationKind="ingredient"
      list={loaderData}
    />
  );
}
