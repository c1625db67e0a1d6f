import { type BlogCategoryInput, BlogCategorySchema, slugify, translationsToForm } from '@shop/shared';
import { createColumnHelper } from '@tanstack/react-table';
import { Field } from '#app/components/ui/field.tsx';
import { TranslatedField, translatedField, translationColumn } from '#app/features/admin/index.ts';
import { type BlogRecordRow, RecordFormButtons, useRecordForm } from './record-form.tsx';

export type BlogCategoryRow = BlogRecordRow & {
  slug: string;
  metaDescription: string | null;
  priority: number;
};

const column = createColumnHelper<BlogCategoryRow>();
/** The blog categories table: name, slug, how many posts, order, translation. */
export const blogCategoryColumns = [
  column.accessor('name', { header: 'Name' }),
  column.accessor('slug', { header: 'Slug' }),
  column.accessor('postCount', { header: 'Posts' }),
  column.accessor('priority', { header: 'Order' }),
  translationColumn<BlogCategoryRow>(),
];

export function BlogCategoryForm({
  category,
  onDone,
}: {
  category: BlogCategoryRow | null;
  onDone: () => void;
}) {
  const { form, submit } = useRecordForm<BlogCategoryInput>({
    schema: BlogCategorySchema as never,
    path: '/admin/blogCategories',
    id: category?._id,
    defaultValues: {
      name: category?.name ?? '',
      slug: category?.slug ?? '',
      metaDescription: category?.metaDescription ?? '',
      priority: category?.priority ?? 0,
      translations: translationsToForm('blogCategory', category?.translations),
    },
    toBody: (values) => ({ ...values, metaDescription: values.metaDescription || null }),
    onDone,
  });
  const { errors, dirtyFields } = form.formState;
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
      <RecordFormButtons saving={form.formState.isSubmitting} onCancel={onDone} />
    </form>
  );
}
