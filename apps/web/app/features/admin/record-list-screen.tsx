import { Fragment, useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { Dialog, MODAL_CARD } from '#app/components/dialog.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { toastError, toastSuccess } from '#app/lib/toast.ts';
import { adminApi } from './admin-api.ts';
import { AdminLoadError, AdminPageHeader } from './admin-shell.tsx';
import { useConfirm } from './confirm.tsx';
import { type ColumnDef, DataTable, ListFilters } from './data-table.tsx';

interface NamedRow {
  _id: string;
  name: string;
}

/**
 * A searchable list of named records (blog authors, blog categories) with Edit and Delete on each row and a
 * dialog to create or edit one. The screen owns the list, the deletion and the dialog; the route gives its
 * columns, its texts and its form, which calls `onDone` once saved or cancelled.
 */
export function RecordListScreen<Row extends NamedRow>({
  title,
  apiPath,
  columns,
  newLabel,
  empty,
  deleteBody,
  deleteAction,
  deleteFailed,
  rows,
  paging,
  error,
  renderForm,
}: {
  title: string;
  /** `/admin/authors` */
  apiPath: string;
  // biome-ignore lint/suspicious/noExplicitAny: columns of one table hold values of different types, as TanStack documents
  columns: ColumnDef<Row, any>[];
  /** "New author": the button, and the dialog's title for a new record. */
  newLabel: string;
  empty: string;
  deleteBody: string;
  deleteAction: string;
  deleteFailed: string;
  rows: Row[];
  paging: { page: number; totalPages: number; totalRecords: number };
  error: string | undefined;
  renderForm: (row: Row | null, onDone: () => void) => React.ReactNode;
}) {
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const { confirm, dialog } = useConfirm();
  const { revalidate } = useRevalidator();
  const titleId = useId();

  const remove = async (row: Row) => {
    const yes = await confirm({ title: `Delete ${row.name}?`, body: deleteBody, action: deleteAction });
    if (!yes) return;
    const res = await adminApi.remove(`${apiPath}/${row._id}`);
    if (res?.status === 200) toastSuccess(res.message);
    else toastError(res?.message ?? deleteFailed);
    await revalidate();
  };

  const actions: ColumnDef<Row, unknown> = {
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
  };
  const row = editing === 'new' ? null : editing;
  const close = () => setEditing(null);

  return (
    <>
      <AdminPageHeader
        title={title}
        actions={
          <Button size="sm" onClick={() => setEditing('new')}>
            {newLabel}
          </Button>
        }
      />
      <ListFilters searchLabel="Search names" />
      {error ? (
        <AdminLoadError message={error} />
      ) : (
        <DataTable label={title} columns={[...columns, actions]} rows={rows} paging={paging} empty={empty} />
      )}
      <Dialog
        open={editing !== null}
        onClose={close}
        labelledBy={titleId}
        className={`${MODAL_CARD} w-[min(56rem,calc(100vw-2rem))] p-6`}
      >
        <h2 id={titleId} className="mb-4 text-xl text-brand-900">
          {row ? `Edit ${row.name}` : newLabel}
        </h2>
        <Fragment key={row?._id ?? 'new'}>{renderForm(row, close)}</Fragment>
      </Dialog>
      {dialog}
    </>
  );
}
