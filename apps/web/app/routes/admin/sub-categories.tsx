import { SubCategorySchema, type TranslationState, type Translations } from '@shop/shared';
import { type TaxonomyField, TaxonomyScreen } from '#app/features/admin/catalog/index.ts';
import { adminGet, listQuery } from '#app/features/admin/index.ts';
import type { Route } from './+types/sub-categories';

interface SubCategoryRow {
  _id: string;
  category: { _id: string; name: string };
  name: string;
  slug: string;
  image: string | null;
  priority: number;
  status: boolean;
  translations: Translations;
  translationState: TranslationState;
}

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
  const { subs, categories } = loaderData;
  const categoryOptions = categories.map((category) => ({ value: category._id, label: category.name }));
  const fields: TaxonomyField[] = [
    { name: 'category', label: 'Category', kind: 'select', options: categoryOptions, required: true },
    { name: 'name', label: 'Name', kind: 'text', required: true, translated: true },
    { name: 'slug', label: 'Slug', kind: 'text', required: true },
    { name: 'image', label: 'Image', kind: 'image', translated: true },
    { name: 'priority', label: 'Priority', kind: 'number', hint: 'Lower numbers come first' },
    { name: 'status', label: 'Shown in the shop', kind: 'checkbox', checkedWhenNew: true },
  ];
  return (
    <TaxonomyScreen<SubCategoryRow>
      title="Sub-categories"
      description="The groups within each category."
      noun="sub-category"
      apiPath="/admin/subCategories"
      schema={SubCategorySchema}
      fields={fields}
      translationKind="subCategory"
      list={subs}
      extraColumns={[{ id: 'category', header: 'Category', cell: ({ row }) => row.original.category.name }]}
      filters={[{ name: 'categoryId', label: 'Category', options: categoryOptions }]}
    />
  );
}
