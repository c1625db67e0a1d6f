import { AdminLoadError } from './admin-shell.tsx';
import { DataTable, type TablePage } from './data-table.tsx';

/** One page of a list as `listPage` reads it: its rows, where it stands, or why it could not be loaded. */
export interface ListPage<Row> {
  rows: Row[];
  paging: TablePage;
  error: string | undefined;
}

/** A list screen's table, or why its page could not be loaded. */
export function ListedTable<Row extends { _id: string }>({
  page: { rows, paging, error },
  ...table
}: { page: ListPage<Row> } & Omit<Parameters<typeof DataTable<Row>>[0], 'rows' | 'paging'>) {
  return error ? <AdminLoadError message={error} /> : <DataTable rows={rows} paging={paging} {...table} />;
}

/** A cell of two lines: the value, and a smaller grey line under it when there is one. */
export function TwoLines({ main, sub }: { main: React.ReactNode; sub: React.ReactNode }) {
  return (
    <span className="flex flex-col">
      <span>{main}</span>
      {sub ? <span className="text-xs text-stone-600">{sub}</span> : null}
    </span>
  );
}
