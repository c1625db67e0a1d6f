import { CategorySchema, type TranslationState, type Translations } from '@shop/shared';
import { type TaxonomyField, TaxonomyScreen } from '#app/features/admin/catalog/index.ts';
import { adminGet, listQuery } from '#app/features/admin/index.ts';
import type { Route } from './+types/categories';

interface CategoryRow {
  _id: string;
  name: string;
  slug: string;
  image: string;
  listingImage: string | null;
  priority: number;
  status: boolean;
  availableForBundle: boolean;
  metaTitle: string | null;
  metaDescription: string | null;
  translations: Translations;
  translationState: TranslationState;
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return adminGet<CategoryRow[]>(
    `/admin/categories?${listQuery(request, ['status', 'translation'])}`,
    request,
  );
}
clientLoader.hydrate = true as const;

const fields: TaxonomyField[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true, translated: true },
  { name: 'slug', label: 'Slug', kind: 'text', required: true, hint: 'Its web address: /category/slug' },
  { name: 'image', label: 'Image', kind: 'image', required: true, translated: true },
  { name: 'listingImage', label: 'Listing banner', kind: 'image', translated: true },
  { name: 'priority', label: 'Priority', kind: 'number', hint: 'Lower numbers come first' },
  { name: 'metaTitle', label: 'Meta title', kind: 'text', translated: true },
  { name: 'metaDescription', label: 'Meta description', kind: 'textarea', translated: true },
  { name: 'status', label: 'Shown in the shop', kind: 'checkbox', checkedWhenNew: true },
  {
    name: 'availableForBundle',
    label: 'Offered on the bundle page',
    kind: 'checkbox',
    checkedWhenNew: false,
  },
];

export default function Categories({ loaderData }: Route.ComponentProps) {
  return (
    <TaxonomyScreen<CategoryRow>
      title="Categories"
      description="The shop's main sections."
      noun="category"
      apiPath="/admin/categories"
      schema={CategorySchema}
      fields={fields}
      translationKind="category"
      list={loaderData}
    />
  );
}
