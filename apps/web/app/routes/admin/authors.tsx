import { zodResolver } from '@hookform/resolvers/zod';
import { type BlogAuthorInput, BlogAuthorSchema } from '@shop/shared';
import { createColumnHelper } from '@tanstack/react-table';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
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
  ImageUpload,
  ListFilters,
  listQuery,
  showFieldErrors,
  useConfirm,
} from '#app/features/admin/index.ts';
import { uploadUrl } from '#app/lib/api.ts';
import { toastError, toastSuccess } from '#app/lib/toast.ts';
import type { Route } from './+types/authors';

interface AuthorRow {
  _id: string;
  name: string;
  bio: string;
  profilePhoto: string;
  postCount: number;
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const res = await adminGet<AuthorRow[]>(`/admin/authors?${listQuery(request)}`, request);
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

export default function Authors({ loaderData }: Route.ComponentProps) {
  const { error, rows, paging } = loaderData;
  const [editing, setEditing] = useState<AuthorRow | 'new' | null>(null);
  const { confirm, dialog } = useConfirm();
  const { revalidate } = useRevalidator();
  const titleId = useId();

  const remove = async (row: AuthorRow) => {
    const yes = await confirm({
      title: `Delete ${row.name}?`,
      body: 'Only an author with no posts can be deleted.',
      action: 'Delete author',
    });
    if (!yes) return;
    const res = await adminApi.remove(`/admin/authors/${row._id}`);
    if (res?.status === 200) toastSuccess(res.message);
    else toastError(res?.message ?? 'The author could not be deleted.');
    await revalidate();
  };

  const column = createColumnHelper<AuthorRow>();
  const columns = [
    column.accessor('profilePhoto', {
      header: 'Photo',
      cell: (info) => (
        <img
          src={uploadUrl(info.getValue())}
          alt=""
          className="h-10 w-10 rounded-full bg-brand-50 object-cover"
        />
      ),
    }),
    column.accessor('name', { header: 'Name' }),
    column.accessor('postCount', { header: 'Posts' }),
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
  const author = editing === 'new' ? null : editing;

  return (
    <>
      <AdminPageHeader
        title="Authors"
        actions={
          <Button size="sm" onClick={() => setEditing('new')}>
            New author
          </Button>
        }
      />
      <ListFilters searchLabel="Search names" />
      {error ? (
        <AdminLoadError message={error} />
      ) : (
        <DataTable label="Authors" columns={columns} rows={rows} paging={paging} empty="No authors." />
      )}
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        labelledBy={titleId}
        className="w-full max-w-lg p-6"
      >
        <h2 id={titleId} className="mb-4 text-xl text-brand-900">
          {author ? `Edit ${author.name}` : 'New author'}
        </h2>
        <AuthorForm key={author?._id ?? 'new'} author={author} onDone={() => setEditing(null)} />
      </Dialog>
      {dialog}
    </>
  );
}

function AuthorForm({ author, onDone }: { author: AuthorRow | null; onDone: () => void }) {
  const { revalidate } = useRevalidator();
  const form = useForm<BlogAuthorInput>({
    resolver: zodResolver(BlogAuthorSchema),
    mode: 'onTouched',
    defaultValues: {
      name: author?.name ?? '',
      bio: author?.bio ?? '',
      profilePhoto: author?.profilePhoto ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const res = author
      ? await adminApi.update(`/admin/authors/${author._id}`, values)
      : await adminApi.create('/admin/authors', values);
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
      <Field label="Name" required error={errors.name?.message} {...form.register('name')} />
      <TextAreaField label="Bio" required rows={4} error={errors.bio?.message} {...form.register('bio')} />
      <Controller
        control={form.control}
        name="profilePhoto"
        render={({ field, fieldState }) => (
          <ImageUpload
            label="Photo"
            value={field.value || null}
            onChange={(file) => field.onChange(file ?? '')}
            error={fieldState.error?.message}
            previewClass="h-16 w-16 rounded-full"
          />
        )}
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
