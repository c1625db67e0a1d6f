import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type RowSelectionState,
  useReactTable,
} from '@tanstack/react-table';
import { useState } from 'react';
import { Form, Link, useLocation, useNavigate, useNavigation } from 'react-router';
import { Thumbnail } from '#app/components/ui/thumbnail.tsx';
import { useQueryParams } from './use-query-params.ts';
import { formatWhen } from './when.ts';

export type { ColumnDef };

/** A column of the record's picture, small; its header is for screen readers only. */
export function pictureColumn<Row>(file: (row: Row) => string | null | undefined): ColumnDef<Row> {
  return {
    id: 'image',
    header: () => <span className="sr-only">Picture</span>,
    cell: ({ row }) => <Thumbnail file={file(row.original)} size={40} className="h-10 w-10" />,
  };
}

/** A column of a date and time, in Indian Standard Time, kept on one line. */
export function whenColumn<Row>(id: string, header: string, at: (row: Row) => string): ColumnDef<Row> {
  return {
    id,
    header,
    cell: ({ row }) => <span className="whitespace-nowrap">{formatWhen(at(row.original))}</span>,
  };
}

export interface TablePage {
  page: number;
  totalPages: number;
  totalRecords: number;
}

/**
 * docs/admin.md#screens: a back-office list. The data is one page from the API; paging, search and filters live
 * in the URL, so a page can be reloaded, shared and gone back to. With `onSelectionChange` rows get checkboxes
 * for actions on many at once. With `rowHref` a click anywhere on a row opens the record; keyboard users reach
 * the same page through the link a cell of the row holds.
 */
export function DataTable<Row extends { _id: string }>({
  label,
  columns,
  rows,
  paging,
  empty,
  selection,
  onSelectionChange,
  rowHref,
}: {
  /** What the table lists, for screen readers ("Products"). */
  label: string;
  // biome-ignore lint/suspicious/noExplicitAny: columns of one table hold values of different types, as TanStack documents
  columns: ColumnDef<Row, any>[];
  rows: Row[];
  paging?: TablePage;
  empty: React.ReactNode;
  selection?: RowSelectionState;
  onSelectionChange?: (selection: RowSelectionState) => void;
  rowHref?: (row: Row) => string;
}) {
  const [ownSelection, setOwnSelection] = useState<RowSelectionState>({});
  const rowSelection = selection ?? ownSelection;
  const selectable = Boolean(onSelectionChange);
  const table = useReactTable({
    data: rows,
    columns: selectable ? [selectColumn<Row>(), ...columns] : columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row._id,
    enableRowSelection: selectable,
    state: { rowSelection },
    onRowSelectionChange: (updater) => {
      const next = typeof updater === 'function' ? updater(rowSelection) : updater;
      setOwnSelection(next);
      onSelectionChange?.(next);
    },
    manualPagination: true,
  });
  const navigation = useNavigation();
  const navigate = useNavigate();
  const openRow = (event: React.MouseEvent, row: Row) => {
    // A click on a control in the row, or the end of selecting text, is not a request to open it.
    const target = event.target as HTMLElement;
    if (!rowHref || target.closest('a, button, input, select, label, summary')) return;
    if (window.getSelection()?.toString()) return;
    navigate(rowHref(row));
  };

  return (
    <div>
      <section
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone must scroll by keyboard even when no cell holds a control (axe: scrollable-region-focusable)
        tabIndex={0}
        className="relative overflow-x-auto rounded-xl border border-brand-100 bg-white focus-visible:outline-2 focus-visible:outline-clay-500"
      >
        <table
          className="w-full min-w-[36rem] text-left text-sm"
          aria-busy={navigation.state === 'loading' || undefined}
        >
          <caption className="sr-only">{label}</caption>
          <thead className="border-b border-brand-100 bg-brand-50/60 text-xs tracking-wide text-stone-600 uppercase">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col" className="px-3 py-2.5 font-semibold">
                    {header.isPlaceholder
                      ? null
                      : flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-brand-50">
            {table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                className={`${row.getIsSelected() ? 'bg-brand-50' : 'hover:bg-stone-50'} ${rowHref ? 'cursor-pointer' : ''}`}
                onClick={rowHref ? (event) => openRow(event, row.original) : undefined}
              >
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className="px-3 py-2.5 align-middle">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 ? <div className="px-4 py-10 text-center text-stone-600">{empty}</div> : null}
      </section>
      {paging ? <Pager {...paging} /> : null}
    </div>
  );
}

function selectColumn<Row>(): ColumnDef<Row, unknown> {
  return {
    id: 'select',
    header: ({ table }) => (
      <SelectionBox
        label="Select all on this page"
        checked={table.getIsAllRowsSelected()}
        indeterminate={table.getIsSomeRowsSelected()}
        onChange={table.getToggleAllRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <SelectionBox
        label="Select row"
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
  };
}

/** The checkbox that selects a row, or (indeterminate when only some are) every row of the page. */
function SelectionBox({
  label,
  checked,
  indeterminate,
  onChange,
}: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  onChange: (event: unknown) => void;
}) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      className="h-4 w-4 accent-brand-700"
      checked={checked}
      ref={
        indeterminate === undefined
          ? undefined
          : (input) => {
              if (input) input.indeterminate = indeterminate;
            }
      }
      onChange={onChange}
    />
  );
}

function Pager({ page, totalPages, totalRecords }: TablePage) {
  const { pathname } = useLocation();
  const params = useQueryParams();
  const to = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    return `${pathname}?${next}`;
  };
  const linkClass =
    'rounded-lg border border-brand-200 bg-white px-3 py-1.5 font-medium text-brand-900 hover:bg-brand-50';
  return (
    <nav
      aria-label="Pages"
      className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-stone-600"
    >
      <p>
        {totalRecords === 1 ? '1 record' : `${totalRecords} records`}
        {totalPages > 1 ? ` · page ${page} of ${totalPages}` : ''}
      </p>
      {totalPages > 1 ? (
        <div className="flex gap-2">
          {page > 1 ? (
            <Link to={to(page - 1)} className={linkClass} rel="prev">
              Previous
            </Link>
          ) : null}
          {page < totalPages ? (
            <Link to={to(page + 1)} className={linkClass} rel="next">
              Next
            </Link>
          ) : null}
        </div>
      ) : null}
    </nav>
  );
}

/**
 * The search box and filters above a list: a GET form, so the choice lands in the URL and paging restarts at 1.
 * Selects submit as soon as they change.
 */
export function ListFilters({
  searchLabel,
  filters = [],
  dateRange = false,
}: {
  searchLabel: string;
  /** `anyLabel` names the empty choice ("All" unless given), for a filter whose empty choice is a default. */
  filters?: { name: string; label: string; anyLabel?: string; options: { value: string; label: string }[] }[];
  /** Adds From and To days (`from`, `to` in the URL, YYYY-MM-DD). */
  dateRange?: boolean;
}) {
  const params = useQueryParams();
  const controlClass =
    'rounded-lg border border-brand-200 bg-white px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus-visible:outline-2 focus-visible:outline-clay-500';
  return (
    <Form method="get" role="search" className="mb-4 flex flex-wrap items-end gap-2">
      <label className="flex min-w-48 flex-1 flex-col gap-1 text-xs font-medium text-stone-700">
        {searchLabel}
        <input
          type="search"
          name="search"
          defaultValue={params.get('search') ?? ''}
          className={controlClass}
          maxLength={100}
        />
      </label>
      {filters.map((filter) => (
        <label key={filter.name} className="flex flex-col gap-1 text-xs font-medium text-stone-700">
          {filter.label}
          <select
            name={filter.name}
            defaultValue={params.get(filter.name) ?? ''}
            className={controlClass}
            onChange={(event) => event.currentTarget.form?.requestSubmit()}
          >
            <option value="">{filter.anyLabel ?? 'All'}</option>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      {dateRange
        ? (['from', 'to'] as const).map((name) => (
            <label key={name} className="flex flex-col gap-1 text-xs font-medium text-stone-700">
              {name === 'from' ? 'From' : 'To'}
              <input type="date" name={name} defaultValue={params.get(name) ?? ''} className={controlClass} />
            </label>
          ))
        : null}
      <button
        type="submit"
        className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
      >
        Search
      </button>
    </Form>
  );
}
