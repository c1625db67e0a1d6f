import { type AuditRow, auditColumns, EntityTypeFilter } from '#app/features/admin/audit/index.ts';
import {
  AdminPageHeader,
  AdminsOnly,
  adminGet,
  ListedTable,
  listPage,
  listQuery,
} from '#app/features/admin/index.ts';
import type { Route } from './+types/audit';

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

export default function Audit({ loaderData }: Route.ComponentProps) {
  return (
    <AdminsOnly title="Audit log" refusal="Only an admin can read the audit log.">
      <AdminPageHeader
        title="Audit log"
        description="Every change made in the back office, newest first. Times are Indian Standard Time."
      />
      <EntityTypeFilter entityTypes={loaderData.entityTypes} />
      <ListedTable
        page={loaderData}
        label="Audit log"
        columns={auditColumns}
        empty="Nothing has been changed yet"
      />
    </AdminsOnly>
  );
}
