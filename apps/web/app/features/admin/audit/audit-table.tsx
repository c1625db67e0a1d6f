import { Form } from 'react-router';
import { type ColumnDef, TwoLines, useQueryParams, whenColumn } from '#app/features/admin/index.ts';
import { Changes, words } from './audit-changes.tsx';

export interface AuditRow {
  _id: string;
  at: string;
  actor: { _id: string | null; mobile: string; role: string };
  action: string;
  entityType: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
}

export const auditColumns: ColumnDef<AuditRow>[] = [
  whenColumn('when', 'When', (row) => row.at),
  {
    id: 'who',
    header: 'Who',
    cell: ({ row }) => {
      const { actor } = row.original;
      return (
        <TwoLines
          main={/^\d{10}$/.test(actor.mobile) ? `+91 ${actor.mobile}` : actor.mobile}
          sub={actor.role === 'ADMIN' ? 'Admin' : 'Staff'}
        />
      );
    },
  },
  {
    id: 'action',
    header: 'Action',
    cell: ({ row }) => <span className="font-medium">{row.original.action}</span>,
  },
  {
    id: 'entity',
    header: 'Record',
    cell: ({ row }) => (
      <span className="flex flex-col">
        <span>{words(row.original.entityType)}</span>
        {row.original.entityId ? (
          <span className="font-mono text-xs text-stone-600">{row.original.entityId.slice(0, 8)}</span>
        ) : null}
      </span>
    ),
  },
  {
    id: 'changes',
    header: 'Changes',
    cell: ({ row }) => (
      <details className="min-w-56">
        <summary className="cursor-pointer text-brand-800 underline-offset-4 hover:underline">
          Show changes
        </summary>
        <Changes before={row.original.before} after={row.original.after} />
      </details>
    ),
  },
];

/** The one filter of the log: the kind of record changed, chosen from those the log holds. */
export function EntityTypeFilter({ entityTypes }: { entityTypes: string[] }) {
  const params = useQueryParams();
  return (
    <Form method="get" className="mb-4 flex flex-wrap items-end gap-2">
      <label className="flex flex-col gap-1 text-xs font-medium text-stone-700">
        Kind of record
        <select
          name="entityType"
          defaultValue={params.get('entityType') ?? ''}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
          className="rounded-lg border border-brand-200 bg-white px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus-visible:outline-2 focus-visible:outline-clay-500"
        >
          <option value="">All</option>
          {entityTypes.map((type) => (
            <option key={type} value={type}>
              {words(type)}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <button type="submit">Show</button>
      </noscript>
    </Form>
  );
}
