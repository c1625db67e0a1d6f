import type { AdminReview } from '@shop/shared';
import { AdminPageHeader, adminGet, ListFilters, listPage, listQuery } from '#app/features/admin/index.ts';
import { ReviewsTable, ReviewTabs, statusOf } from '#app/features/admin/reviews/index.ts';
import type { Route } from './+types/reviews';

// docs/admin.md#screens: the moderation queue. Nothing a shopper writes is public until someone here approves it.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const status = statusOf(request);
  const query = listQuery(request);
  query.set('reviewStatus', status);
  const res = await adminGet<AdminReview[]>(`/admin/reviews?${query}`, request);
  return { status, ...listPage(res) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminPageHeader title="Reviews" description="Loading…" />;
}

export default function Reviews({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHeader
        title="Reviews"
        description="Approved reviews appear on the product page at once. Rejected ones are never shown."
      />
      <ReviewTabs status={loaderData.status} />
      <ListFilters searchLabel="Search reviews, authors or products" />
      <ReviewsTable status={loaderData.status} page={loaderData} />
    </>
  );
}
