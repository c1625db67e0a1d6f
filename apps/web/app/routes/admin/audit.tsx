import { Form } from 'react-router';
import {
  AdminLoadError,
  AdminPageHeader,
  adminGet,
  type ColumnDef,
  DataTable,
  listPage,
  listQuery,
  useAdminUser,
  useQueryParams,
  whenColumn,
} from '#app/features/admin/index.ts';
import type { Route } from './+types/audit';

interface AuditRow {
  _id: string;
  at: string;
  actor: { _id: string | null; mobile: string; role: string };
  action: string;
  entityType: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
}

// docs/admin.md#screens: who changed what in the back office, newest first.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [res, types] = await Promise.all([
    adminGet<AuditRow[]>(`/admin/audit?${listQuery(request, ['entityType'])}`, request),
    adminGet<string[]>('/admin/audit/entityTypes', request),
  ]);
  return { ...listPage(res), entityTypes: types.body ?? [] };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminPageHeader title="Audit log" description="Loading…" />;
}

/** `contactMessage` → `contact message`, for people rather than programmers. */
const words = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

function shown(value: unknown): string {
  if (value === undefined) return '–';
  if (value === null) return 'empty';
  if (typeof value === 'string') return value === '' ? 'empty' : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value, null, 1);
}

const fieldsOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Before and after, one field a line; the fields that changed first and marked. */
function Changes({ before, after }: { before: unknown; after: unknown }) {
  const was = fieldsOf(before);
  const is = fieldsOf(after);
  const names = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  if (names.length === 0) return <p className="text-stone-600">No details were recorded.</p>;
  const changed = (name: string) => shown(was[name]) !== shown(is[name]);
  names.sort((a, b) => Number(changed(b)) - Number(changed(a)));
  return (
    <table className="mt-2 w-full text-xs">
      <thead>
        <tr className="text-left text-stone-600">
          <th scope="col" className="py-1 pr-3 font-semibold">
            Field
          </th>
          <th scope="col" className="py-1 pr-3 font-semibold">
            Before
          </th>
          <th scope="col" className="py-1 font-semibold">
            After
          </th>
        </tr>
      </thead>
      <tbody>
        {names.map((name) => (
          <tr key={name} className={changed(name) ? 'bg-amber-50' : 'text-stone-600'}>
            <th scope="row" className="py-1 pr-3 align-top font-medium">
              {name}
              {changed(name) ? <span className="sr-only"> (changed)</span> : null}
            </th>
            <td className="max-w-xs py-1 pr-3 align-top break-words whitespace-pre-wrap">
              {changed(name) ? <del className="text-clay-800">{shown(was[name])}</del> : shown(was[name])}
            </td>
            <td className="max-w-xs py-1 align-top break-words whitespace-pre-wrap">
              {changed(name) ? (
                <ins className="text-brand-800 no-underline">{shown(is[name])}</ins>
              ) : (
                shown(is[name])
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const columns: ColumnDef<AuditRow>[] = [
  whenColumn('when', 'When', (row) => row.at),
  {
    id: 'who',
    header: 'Who',
    cell: ({ row }) => {
      const { actor } = row.original;
      return (
        <span className="flex flex-col">
          <span>{/^\d{10}$/.test(actor.mobile) ? `+91 ${actor.mobile}` : actor.mobile}</span>
          <span className="text-xs text-stone-600">{actor.role === 'ADMIN' ? 'Admin' : 'Staff'}</span>
        </span>
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

export default function Audit({ loaderData }: Route.ComponentProps) {
  const user = useAdminUser();
  const params = useQueryParams();
  const { rows, paging, error, entityTypes } = loaderData;
  if (user.role !== 'ADMIN') {
    return (
      <>
        <AdminPageHeader title="Audit log" />
        <AdminLoadError message="Only an admin can read the audit log." />
      </>
    );
  }
  return (
    <>
      <AdminPageHeader
        title="Audit log"
        description="Every change made in the back office, newest first. Times are Indian Standard Time."
      />
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
      {error ? (
        <AdminLoadError message={error} />
      ) : (
        <DataTable
          label="Audit log"
          columns={columns}
          rows={rows}
          paging={paging}
          empty="Nothing has been changed yet"
        />
      )}
    </>
  );
}
