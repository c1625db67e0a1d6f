import type { AdminContactMessage } from '@shop/shared';
import { MessageFilters, MessagesTable } from '#app/features/admin/audit/index.ts';
import { AdminPageHeader, adminGet, listPage, listQuery } from '#app/features/admin/index.ts';
import type { Route } from './+types/messages';

// docs/admin.md#screens: the inbox of the contact form. Unread messages come first, so nothing waits unseen.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const res = await adminGet<AdminContactMessage[]>(
    `/admin/contactMessages?${listQuery(request, ['read'])}`,
    request,
  );
  return listPage(res);
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminPageHeader title="Messages" description="Loading…" />;
}

export default function Messages({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHeader
        title="Messages"
        description="Sent through the contact page. Open one to read it in full."
      />
      <MessageFilters />
      <MessagesTable page={loaderData} />
    </>
  );
}
