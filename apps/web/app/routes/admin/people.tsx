import { AdminPageHeader, AdminsOnly, adminGet, listPage, listQuery } from '#app/features/admin/index.ts';
import { type Account, PeopleFilters, PeopleTable } from '#app/features/admin/people/index.ts';
import type { Route } from './+types/people';

// docs/admin.md#roles: only an admin gives or takes away a place in the shop team.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const res = await adminGet<Account[]>(`/admin/users?${listQuery(request, ['role'])}`, request);
  return listPage(res);
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminPageHeader title="People and roles" description="Loading…" />;
}

export default function People({ loaderData }: Route.ComponentProps) {
  return (
    <AdminsOnly
      title="People and roles"
      refusal="Only an admin can see and change who works in the back office."
    >
      <AdminPageHeader
        title="People and roles"
        description="Staff moderate reviews, read messages and edit content. Admins can also change the catalog, prices, coupons and roles."
      />
      <PeopleFilters />
      <PeopleTable page={loaderData} />
    </AdminsOnly>
  );
}
