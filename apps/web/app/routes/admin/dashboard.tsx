import { Link } from 'react-router';
import { AdminPageHeader, adminGet, useAdminUser } from '#app/features/admin/index.ts';
import type { Route } from './+types/dashboard';

// docs/admin.md#screens: what waits for the team. Sales figures come with the orders screens.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [reviews, messages] = await Promise.all([
    adminGet<unknown[]>('/admin/reviews?reviewStatus=PENDING&limit=1', request),
    adminGet<unknown[]>('/admin/contactMessages?read=false&limit=1', request),
  ]);
  return {
    pendingReviews: reviews.status === 200 ? (reviews.totalRecords ?? 0) : undefined,
    unreadMessages: messages.status === 200 ? (messages.totalRecords ?? 0) : undefined,
  };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const user = useAdminUser();
  const tiles = [
    { to: '/admin/reviews', label: 'Reviews waiting for approval', count: loaderData.pendingReviews },
    { to: '/admin/messages', label: 'Unread messages', count: loaderData.unreadMessages },
  ];
  return (
    <>
      <AdminPageHeader title="Dashboard" description={`Signed in as ${user.name}.`} />
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {tiles.map((tile) => (
          <li key={tile.to}>
            <Link
              to={tile.to}
              className="block rounded-xl border border-brand-100 bg-white p-5 hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-clay-500"
            >
              <span className="block text-3xl font-semibold text-brand-900">{tile.count ?? '–'}</span>
              <span className="mt-1 block text-sm text-stone-600">{tile.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
