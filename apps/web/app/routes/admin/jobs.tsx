import { AdminPageHeader, adminGet, listPage, listQuery, useAdminUser } from '#app/features/admin/index.ts';
import { type FailedJob, FailedJobsTable, JobFilters } from '#app/features/admin/jobs/index.ts';
import type { Route } from './+types/jobs';

// docs/operations.md#background-jobs: work that failed after its retries, with why, to run once more.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const res = await adminGet<FailedJob[]>(`/admin/jobs/failed?${listQuery(request, ['name'])}`, request);
  return listPage(res);
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminPageHeader title="Failed jobs" description="Loading…" />;
}

export default function Jobs({ loaderData }: Route.ComponentProps) {
  const { role } = useAdminUser();
  return (
    <>
      <AdminPageHeader
        title="Failed jobs"
        description="Background work that failed after all its retries: messages, invoices, payment checks, expiry."
      />
      <JobFilters />
      <FailedJobsTable page={loaderData} canRetry={role === 'ADMIN'} />
    </>
  );
}
