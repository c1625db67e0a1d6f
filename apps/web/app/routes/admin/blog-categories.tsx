import { zodResolver } from '@hookform/resolvers/zod';
import { type BlogCategoryInput, BlogCategorySchema, slugify } from '@shop/shared';
import { createColumnHelper } from '@tanstack/react-table';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useRevalidator } from 'react-router';
import { Dialog } from '#app/components/dialog.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Field, TextAreaField } from '#app/components/ui/field.tsx';
import {
  AdminLoadError,
  AdminPageHeader,
  adminApi,
  adminGet,
  DataTable,
  ListFilters,
  listQuery,
  showFieldErrors,
  useConfirm,
} from '#app/features/admin/index.ts';
import { toastError, toastSuccess } from '#app/lib/toast.ts';
import type { Route } from './+types/blog-categories';

interface CategoryRow {
  _id: string;
  name: string;
  slug: string;
  metaDescription: string | null;
  priority: number;
  postCount: number;
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const res = await adminGet<CategoryRow[]>(`/admin/blogCategories?${listQuery(request)}`, request);
  return {
    error: res.status === 200 ? null : res.message,
    rows: res.body ?? [],
    paging: { page: res.page ?? 1, totalPages: res.totalPages ?? 0, totalRecords: res.totalRecords ?? 0 },
  };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p className="text-stone-600">Loading…</p>;
}

export default function BlogCategories({ loaderData }: Route.ComponentProps) {
  const { error, rows, paging } = loaderData;
  const [editing, setEditing] = useState<CategoryRow | 'new' | null>(null);
  const { confirm, dialog } = useConfirm();
  const { revalidate } = useRevalidator();

  const remove = async (row: CategoryRow) => {
    const yes = await confirm({
      title: `Delete ${row.name}?`,
      body: 'Only a category with no posts can be deleted.',
      action: 'Delete category',
    });
    if (!yes) return;
    const res = await adminApi.remove(`/admin/blogCategories/${row._id}`);
    if (res?.status === 200) toastSuccess(res.message);
    else toastError(res?.message ?? 'The category could not be deleted.');
    await revalidate();
  };

  const column = createColumnHelper<CategoryRow>();
  const columns = [
    column.accessor('name', { header: 'Name' }),
    column.accessor('slug', { header: 'Slug' }),
    column.accessor('postCount', { header: 'Posts' }),
    column.accessor('priority', { header: 'Order' }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: (info) => (
        <div className="flex gap-2">
          <Button size="sm" variant="outline" onClick={() => setEditing(info.row.original)}>
            Edit
          </Button>
          <Button size="sm" variant="danger" onClick={() => void remove(info.row.original)}>
            Delete
          </Button>
        </div>
      ),
    }),
  ];

  return (
    <>
      <AdminPageHeader
        title="Blog categories"
        actions={
          <Button size="sm" onClick={() => setEditing('new')}>
            New category
          </Button>
        }
      />
      <ListFilters searchLabel="Search names" />
      {error ? (
        <AdminLoadError message={error} />
      ) : (
        <DataTable
          label="Blog categories"
          columns={columns}
          rows={rows}
          paging={paging}
          empty="No categories."
        />
      )}
      <CategoryDialog
        category={editing === 'new' ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
      {dialog}
    </>
  );
}

function CategoryDialog({
  category,
  open,
  onClose,
}: {
  category: CategoryRow | null;
  open: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} className="w-full max-w-lg p-6">
      <h2 id={titleId} className="mb-4 text-xl text-brand-900">
        {category ? `Edit ${category.name}` : 'New category'}
      </h2>
      <CategoryForm key={category?._id ?? 'new'} category={category} onDone={onClose} />
    </Dialog>
  );
}

function CategoryForm({ category, onDone }: { category: CategoryRow | null; onDone: () => void }) {
  const { revalidate } = useRevalidator();
  const form = useForm<BlogCategoryInput>({
    resolver: zodResolver(BlogCategorySchema) as never,
    mode: 'onTouched',
    defaultValues: {
      name: category?.name ?? '',
      slug: category?.slug ?? '',
      metaDescription: category?.metaDescription ?? '',
      priority: category?.priority ?? 0,
    },
  });
  const { errors, isSubmitting, dirtyFields } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const body = { ...values, metaDescription: values.metaDescription || null };
    const res = category
      ? await adminApi.update(`/admin/blogCategories/${category._id}`, body)
      : await adminApi.create('/admin/blogCategories', body);
    if (!res) return toastError('The shop could not be reached. Please try again.');
    if (res.status !== 200) {
      showFieldErrors(res, form.setError);
      return toastError(res.message);
    }
    toastSuccess(res.message);
    onDone();
    await revalidate();
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field
        label="Name"
        required
        error={errors.name?.message}
        {...form.register('name', {
          onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
            if (!category && !dirtyFields.slug) form.setValue('slug', slugify(event.target.value));
          },
        })}
      />
      <Field label="Slug" required error={errors.slug?.message} {...form.register('slug')} />
      <TextAreaField
        label="Meta description"
        rows={3}
        error={errors.metaDescription?.message}
        {...form.register('metaDescription')}
      />
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
