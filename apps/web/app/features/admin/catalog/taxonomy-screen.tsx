import type { ApiEnvelope, TranslatableKind, TranslationState } from '@shop/shared';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useRevalidator } from 'react-router';
import type { z } from 'zod';
import { Button } from '#app/components/ui/button.tsx';
import {
  AdminLoadError,
  AdminPageHeader,
  adminApi,
  type ColumnDef,
  DataTable,
  type ListFilter,
  ListFilters,
  pictureColumn,
  statusFilter,
  translationColumn,
  translationFilter,
  useAdminUser,
  useConfirm,
} from '#app/features/admin/index.ts';
import { toastError, toastSuccess } from '#app/lib/toast.ts';
import { RecordName, recordLinkClass } from './record-name.tsx';
import { TaxonomyDialog, type TaxonomyField } from './taxonomy-dialog.tsx';
import { formValues } from './taxonomy-values.ts';

export type { TaxonomyField };

export interface TaxonomyRow {
  _id: string;
  name: string;
  slug: string;
  image?: string | null;
  status: boolean;
  priority: number;
  translationState?: TranslationState;
}

/** What makes one of the three screens itself: its words, its API, its form and what its list adds. */
export interface TaxonomySettings<Row extends TaxonomyRow> {
  title: string;
  description: string;
  /** "category": in button labels and messages. */
  noun: string;
  /** `/admin/categories` */
  apiPath: string;
  schema: z.ZodType<FieldValues, FieldValues>;
  fields: TaxonomyField[];
  /** Which texts have a Hindi version: `translations.hi` of the form. */
  translationKind: TranslatableKind;
  extraColumns?: ColumnDef<Row>[];
  filters?: ListFilter[];
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
  translationKind,
  list,
  extraColumns = [],
  filters = [],
}: TaxonomySettings<Row> & {
  /** The loader's answer: a page of rows, or the message to show instead. */
  list: ApiEnvelope<Row[]>;
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
          className={`text-left ${recordLinkClass}`}
          onClick={() => setEditing({ row: row.original })}
        >
          <RecordName name={row.original.name} detail={row.original.slug} />
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
        filters={[...filters, translationFilter, statusFilter('Shown', 'Hidden')]}
      />
      {list.status === 200 ? (
        <DataTable
          label={title}
          columns={columns}
          rows={list.body ?? []}
          paging={{
            page: list.page ?? 1,
            totalPages: list.totalPages ?? 1,
            totalRecords: list.totalRecords ?? 0,
          }}
          empty={`No ${noun} matches.`}
        />
      ) : (
        <AdminLoadError message={list.message} />
      )}
      {editing ? (
        <TaxonomyDialog
          key={editing.row?._id ?? 'new'}
          noun={noun}
          apiPath={apiPath}
          schema={schema}
          fields={fields}
          id={editing.row?._id}
          defaults={formValues(fields, translationKind, editing.row)}
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
