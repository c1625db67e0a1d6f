import { zodResolver } from '@hookform/resolvers/zod';
import {
  type BlogCategoryInput,
  BlogCategorySchema,
  slugify,
  type TranslationState,
  type Translations,
  translationsToForm,
} from '@shop/shared';
import { createColumnHelper } from '@tanstack/react-table';
import { useForm } from 'react-hook-form';
import { useRevalidator } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Field } from '#app/components/ui/field.tsx';
import {
  adminGet,
  listPage,
  listQuery,
  RecordListScreen,
  saveForm,
  TranslatedField,
  translatedField,
  translationColumn,
} from '#app/features/admin/index.ts';
import { useRenderedResolver } from '#app/lib/form-resolver.ts';
import type { Route } from './+types/blog-categories';

interface CategoryRow {
  _id: string;
  name: string;
  slug: string;
  metaDescription: string | null;
  priority: number;
  postCount: number;
  translations: Translations;
  translationState: TranslationState;
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const res = await adminGet<CategoryRow[]>(`/admin/blogCategories?${listQuery(request)}`, request);
  return listPage(res);
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p className="text-stone-600">Loading…</p>;
}

export default function BlogCategories({ loaderData }: Route.ComponentProps) {
  const column = createColumnHelper<CategoryRow>();
  const columns = [
    column.accessor('name', { header: 'Name' }),
    column.accessor('slug', { header: 'Slug' }),
    column.accessor('postCount', { header: 'Posts' }),
    column.accessor('priority', { header: 'Order' }),
    translationColumn<CategoryRow>(),
  ];
  return (
    <RecordListScreen<CategoryRow>
      title="Blog categories"
      apiPath="/admin/blogCategories"
      columns={columns}
      newLabel="New category"
      empty="No categories."
      deleteBody="Only a category with no posts can be deleted."
      deleteAction="Delete category"
      deleteFailed="The category could not be deleted."
      {...loaderData}
      renderForm={(category, onDone) => <CategoryForm category={category} onDone={onDone} />}
    />
  );
}

function CategoryForm({ category, onDone }: { category: CategoryRow | null; onDone: () => void }) {
  const { revalidate } = useRevalidator();
  const form = useForm<BlogCategoryInput>({
    resolver: useRenderedResolver(zodResolver(BlogCategorySchema)) as never,
    mode: 'onTouched',
    defaultValues: {
      name: category?.name ?? '',
      slug: category?.slug ?? '',
      metaDescription: category?.metaDescription ?? '',
      priority: category?.priority ?? 0,
      translations: translationsToForm('blogCategory', category?.translations),
    },
  });
  const { errors, isSubmitting, dirtyFields } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const body = { ...values, metaDescription: values.metaDescription || null };
    if (!(await saveForm('/admin/blogCategories', category?._id, body, form.setError))) return;
    onDone();
    await revalidate();
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TranslatedField
        label="Name"
        required
        {...translatedField(form, 'name', {
          onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
            if (!category && !dirtyFields.slug) form.setValue('slug', slugify(event.target.value));
          },
        })}
      />
      <Field label="Slug" required error={errors.slug?.message} {...form.register('slug')} />
      <TranslatedField label="Meta description" rows={3} {...translatedField(form, 'metaDescription')} />
      <Field
        label="Order (lower first)"
        type="number"
        min={0}
        error={errors.priority?.message}
        {...form.register('priority', { valueAsNumber: true })}
      />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" size="sm" busy={isSubmitting}>
          Save
        </Button>
      </div>
    </form>
  );
}
