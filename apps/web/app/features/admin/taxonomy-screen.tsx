import { zodResolver } from '@hookform/resolvers/zod';
import { slugify, type TranslationState } from '@shop/shared';
import { useId, useState } from 'react';
import { type FieldValues, useForm } from 'react-hook-form';
import { useRevalidator } from 'react-router';
import type { z } from 'zod';
import { Dialog } from '#app/components/dialog.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Field, SelectField, TextAreaField } from '#app/components/ui/field.tsx';
import { showFieldErrors } from '#app/lib/form-errors.ts';
import { useRenderedResolver } from '#app/lib/form-resolver.ts';
import { toastError, toastSuccess } from '#app/lib/toast.ts';
import { adminApi } from './admin-api.ts';
import { AdminLoadError, AdminPageHeader } from './admin-shell.tsx';
import { useConfirm } from './confirm.tsx';
import { type ColumnDef, DataTable, ListFilters, pictureColumn } from './data-table.tsx';
import { FormImageUpload } from './image-upload.tsx';
import { ReadOnlyNote } from './read-only-note.tsx';
import {
  errorAt,
  TranslatedField,
  TranslatedImage,
  translatedField,
  translationColumn,
  translationFilter,
} from './translated-field.tsx';
import { useAdminUser } from './use-admin-user.ts';

export type TaxonomyField =
  | {
      name: string;
      label: string;
      kind: 'text' | 'textarea' | 'number';
      required?: boolean;
      hint?: string;
      /** Has a Hindi version, edited beside it (`translations.hi.<name>`). */
      translated?: boolean;
    }
  | {
      name: string;
      label: string;
      kind: 'image';
      required?: boolean;
      /** May carry words: a Hindi image may stand in for it on Hindi pages (`translations.hi.<name>`). */
      translated?: boolean;
    }
  | { name: string; label: string; kind: 'checkbox' }
  | {
      name: string;
      label: string;
      kind: 'select';
      options: { value: string; label: string }[];
      required?: boolean;
    };

export interface TaxonomyRow {
  _id: string;
  name: string;
  slug: string;
  image?: string | null;
  status: boolean;
  priority: number;
  translationState?: TranslationState;
}

/**
 * A list of categories, sub-categories or ingredients with a dialog to create or edit one: the three share
 * their shape (name, slug, image, priority, status) and differ only in a few fields.
 */
export function TaxonomyScreen<Row extends TaxonomyRow>({
  title,
  description,
  noun,
  apiPath,
  schema,
  fields,
  blank,
  toForm,
  rows,
  paging,
  loadError,
  extraColumns = [],
  filters = [],
}: {
  title: string;
  description: string;
  /** "category": in button labels and messages. */
  noun: string;
  /** `/admin/categories` */
  apiPath: string;
  schema: z.ZodType<FieldValues, FieldValues>;
  fields: TaxonomyField[];
  blank: FieldValues;
  toForm: (row: Row) => FieldValues;
  rows: Row[];
  paging: { page: number; totalPages: number; totalRecords: number };
  loadError?: string | undefined;
  extraColumns?: ColumnDef<Row>[];
  filters?: Parameters<typeof ListFilters>[0]['filters'];
}) {
  const user = useAdminUser();
  const readOnly = user.role !== 'ADMIN';
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null);
  const { confirm, dialog } = useConfirm();
  const revalidator = useRevalidator();

  async function remove(row: Row) {
    const yes = await confirm({
      title: `Delete ${row.name}?`,
      body: `The ${noun} is removed for good. One that products still use cannot be deleted.`,
      action: `Delete ${noun}`,
    });
    if (!yes) return;
    const res = await adminApi.remove(`${apiPath}/${row._id}`);
    if (res?.status === 200) {
      toastSuccess(`${row.name} deleted`);
      await revalidator.revalidate();
    } else if (res) toastError(res.message);
  }

  const columns: ColumnDef<Row>[] = [
    pictureColumn((row) => row.image),
    {
      id: 'name',
      header: 'Name',
      cell: ({ row }) => (
        <button
          type="button"
          className="text-left font-medium text-brand-800 underline-offset-2 hover:underline"
          onClick={() => setEditing({ row: row.original })}
        >
          {row.original.name}
          <span className="block text-xs font-normal text-stone-500">{row.original.slug}</span>
        </button>
      ),
    },
    ...extraColumns,
    translationColumn<Row>(),
    { id: 'priority', header: 'Priority', cell: ({ row }) => row.original.priority },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => (row.original.status ? 'Shown' : 'Hidden'),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) =>
        readOnly ? null : (
          <Button variant="ghost" size="sm" className="px-2 py-1" onClick={() => remove(row.original)}>
            Delete <span className="sr-only">{row.original.name}</span>
          </Button>
        ),
    },
  ];

  return (
    <>
      <AdminPageHeader
        title={title}
        description={description}
        actions={
          readOnly ? null : (
            <Button size="sm" onClick={() => setEditing({ row: null })}>
              New {noun}
            </Button>
          )
        }
      />
      <ListFilters
        searchLabel="Name"
        filters={[
          ...filters,
          translationFilter,
          {
            name: 'status',
            label: 'Status',
            options: [
              { value: 'true', label: 'Shown' },
              { value: 'false', label: 'Hidden' },
            ],
          },
        ]}
      />
      {loadError ? (
        <AdminLoadError message={loadError} />
      ) : (
        <DataTable
          label={title}
          columns={columns}
          rows={rows}
          paging={paging}
          empty={`No ${noun} matches.`}
        />
      )}
      {editing ? (
        <TaxonomyDialog
          key={editing.row?._id ?? 'new'}
          noun={noun}
          apiPath={apiPath}
          schema={schema}
          fields={fields}
          id={editing.row?._id}
          defaults={editing.row ? toForm(editing.row) : blank}
          readOnly={readOnly}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            await revalidator.revalidate();
          }}
        />
      ) : null}
      {dialog}
    </>
  );
}

function TaxonomyDialog({
  noun,
  apiPath,
  schema,
  fields,
  id,
  defaults,
  readOnly,
  onClose,
  onSaved,
}: {
  noun: string;
  apiPath: string;
  schema: z.ZodType<FieldValues, FieldValues>;
  fields: TaxonomyField[];
  id: string | undefined;
  defaults: FieldValues;
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const titleId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FieldValues>({ resolver: useRenderedResolver(zodResolver(schema)), defaultValues: defaults });
  const errorOf = (path: string) => errorAt(errors, path);
  // What TranslatedField wires its two controls to.
  const form = { register, watch, formState: { errors } };
  /** A new record's slug follows its name until someone types one. */
  const fillSlug = (event: { target: { value: string } }) => {
    if (!getValues('slug')) setValue('slug', slugify(event.target.value));
  };
  const translated = fields.some((field) => 'translated' in field && field.translated);

  async function save(payload: FieldValues) {
    setFormError(null);
    const res = await adminApi.save(apiPath, id, payload);
    if (!res) return;
    if (res.status === 200) {
      toastSuccess(id ? `${capitalise(noun)} saved` : `${capitalise(noun)} created`);
      await onSaved();
      return;
    }
    showFieldErrors(res, setError);
    setFormError(res.message);
  }

  return (
    <Dialog
      open
      onClose={onClose}
      labelledBy={titleId}
      className={`m-auto max-h-[calc(100dvh-2rem)] ${translated ? 'w-[min(56rem,calc(100%-2rem))]' : 'w-[min(36rem,calc(100%-2rem))]'} overflow-y-auto overscroll-contain rounded-2xl bg-white p-6 shadow-2xl backdrop:bg-brand-950/50`}
    >
      <h2 id={titleId} className="text-xl text-brand-900">
        {id ? `Edit ${noun}` : `New ${noun}`}
      </h2>
      {readOnly ? <ReadOnlyNote /> : null}
      <form onSubmit={handleSubmit(save)} noValidate className="mt-4">
        <fieldset disabled={readOnly} className="grid gap-4">
          {fields.map((field) => {
            if ((field.kind === 'text' || field.kind === 'textarea') && field.translated) {
              return (
                <TranslatedField
                  key={field.name}
                  label={field.label}
                  required={field.required}
                  hint={field.hint}
                  rows={field.kind === 'textarea' ? 3 : undefined}
                  {...translatedField(form, field.name, {
                    onBlur: field.name === 'name' ? fillSlug : undefined,
                  })}
                />
              );
            }
            switch (field.kind) {
              case 'image': {
                const Upload = field.translated ? TranslatedImage : FormImageUpload;
                return (
                  <Upload
                    key={field.name}
                    control={control}
                    name={field.name}
                    label={field.label}
                    disabled={readOnly}
                  />
                );
              }
              case 'checkbox':
                return (
                  <label key={field.name} className="flex items-center gap-2 text-sm">
                    <input type="checkbox" className="h-4 w-4 accent-brand-700" {...register(field.name)} />
                    {field.label}
                  </label>
                );
              case 'textarea':
                return (
                  <TextAreaField
                    key={field.name}
                    label={field.label}
                    required={field.required}
                    hint={field.hint}
                    rows={3}
                    error={errorOf(field.name)}
                    {...register(field.name)}
                  />
                );
              case 'select':
                return (
                  <SelectField
                    key={field.name}
                    label={field.label}
                    required={field.required}
                    error={errorOf(field.name)}
                    {...register(field.name)}
                  >
                    <option value="">Choose…</option>
                    {field.options.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </SelectField>
                );
              case 'number':
                return (
                  <Field
                    key={field.name}
                    label={field.label}
                    required={field.required}
                    hint={field.hint}
                    type="number"
                    inputMode="numeric"
                    error={errorOf(field.name)}
                    {...register(field.name, { valueAsNumber: true })}
                  />
                );
              default:
                return (
                  <Field
                    key={field.name}
                    label={field.label}
                    required={field.required}
                    hint={field.hint}
                    error={errorOf(field.name)}
                    {...register(field.name, { onBlur: field.name === 'name' ? fillSlug : undefined })}
                  />
                );
            }
          })}
          {formError ? (
            <p role="alert" className="text-sm text-red-700">
              {formError}
            </p>
          ) : null}
        </fieldset>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="ghost" size="sm" onClick={onClose}>
            {readOnly ? 'Close' : 'Cancel'}
          </Button>
          {readOnly ? null : (
            <Button type="submit" size="sm" busy={isSubmitting}>
              Save
            </Button>
          )}
        </div>
      </form>
    </Dialog>
  );
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
