import { AuthorForm, type AuthorRow, authorColumns } from '#app/features/admin/blog/index.ts';
import { adminGet, listPage, listQuery, RecordListScreen } from '#app/features/admin/index.ts';
import type { Route } from './+types/authors';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const res = await adminGet<AuthorRow[]>(`/admin/authors?${listQuery(request)}`, request);
  return listPage(res);
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p className="text-stone-600">Loading…</p>;
}

export default function Authors({ loaderData }: Route.ComponentProps) {
  return (
    <RecordListScreen<AuthorRow>
      title="Authors"
      apiPath="/admin/authors"
      columns={authorColumns}
      newLabel="New author"
      empty="No authors."
      deleteBody="Only an author with no posts can be deleted."
      deleteAction="Delete author"
      deleteFailed="The author could not be deleted."
      {...loaderData}
      renderForm={(author, onDone) => <AuthorForm author={author} onDone={onDone} />}
    />
  );
}
