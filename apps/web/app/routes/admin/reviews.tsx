import type { AdminReview, ModerationStatus } from '@shop/shared';
import { useEffect, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { Stars } from '#app/components/stars.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Thumbnail } from '#app/components/ui/thumbnail.tsx';
import {
  AdminLoadError,
  AdminPageHeader,
  adminApi,
  adminGet,
  type ColumnDef,
  DataTable,
  formatWhen,
  ListFilters,
  listPage,
  listQuery,
  useQueryParams,
} from '#app/features/admin/index.ts';
import { toastError, toastSuccess } from '#app/lib/toast.ts';
import type { Route } from './+types/reviews';

const TABS = [
  { status: 'PENDING', label: 'Pending' },
  { status: 'ACTIVE', label: 'Approved' },
  { status: 'REJECTED', label: 'Rejected' },
] as const;
type TabStatus = (typeof TABS)[number]['status'];

const EMPTY: Record<TabStatus, string> = {
  PENDING: 'No reviews waiting',
  ACTIVE: 'No approved reviews',
  REJECTED: 'No rejected reviews',
};

function statusOf(request: Request): TabStatus {
  const asked = new URL(request.url).searchParams.get('reviewStatus');
  return TABS.find((tab) => tab.status === asked)?.status ?? 'PENDING';
}

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
  const { status, rows, paging, error } = loaderData;
  const [selection, setSelection] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState<string | undefined>();
  const revalidator = useRevalidator();
  const params = useQueryParams();
  const selectedIds = Object.keys(selection).filter((id) => selection[id]);
  // Another tab, page or search shows other rows: a selection of rows no longer listed would act unseen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the listed rows change only
  useEffect(() => setSelection({}), [rows]);

  const moderate = async (ids: string[], reviewStatus: ModerationStatus, busyKey: string) => {
    setBusy(busyKey);
    const res =
      ids.length === 1
        ? await adminApi.update(`/admin/reviews/${ids[0]}`, { reviewStatus })
        : await adminApi.update('/admin/reviews', { ids, reviewStatus });
    if (res?.status === 200) {
      toastSuccess(res.message);
      setSelection({});
      await revalidator.revalidate();
    } else if (res) {
      toastError(res.message);
    }
    setBusy(undefined);
  };

  const columns: ColumnDef<AdminReview>[] = [
    {
      id: 'product',
      header: 'Product',
      cell: ({ row }) => {
        const { product } = row.original;
        return (
          <div className="flex min-w-40 items-center gap-2">
            <Thumbnail file={product.image || null} size={40} className="h-10 w-10 rounded-lg" />
            {product.slug ? (
              <Link
                to={`/product/${product.slug}`}
                className="font-medium text-brand-900 underline-offset-4 hover:underline"
              >
                {product.name}
              </Link>
            ) : (
              <span className="text-stone-600">{product.name}</span>
            )}
          </div>
        );
      },
    },
    {
      id: 'rating',
      header: 'Rating',
      cell: ({ row }) => (
        <span className="flex flex-col gap-0.5 whitespace-nowrap">
          <Stars rating={row.original.rating} />
          <span className="text-xs text-stone-600">{row.original.rating} of 5</span>
        </span>
      ),
    },
    {
      id: 'text',
      header: 'Review',
      cell: ({ row }) => (
        <p className="max-w-md min-w-56 whitespace-pre-line text-stone-800">
          {row.original.reviewText || <span className="text-stone-500 italic">Stars only, no text</span>}
        </p>
      ),
    },
    {
      id: 'author',
      header: 'Author',
      cell: ({ row }) => (
        <span className="flex flex-col">
          <span>{row.original.author}</span>
          {row.original.mobile ? (
            <span className="text-xs text-stone-600">+91 {row.original.mobile}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'date',
      header: 'Written',
      cell: ({ row }) => <span className="block min-w-24">{formatWhen(row.original.createdAt)}</span>,
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => {
        const review = row.original;
        return (
          <div className="flex flex-col gap-1.5">
            {review.reviewStatus !== 'ACTIVE' ? (
              <Button
                size="sm"
                busy={busy === `${review._id}:ACTIVE`}
                disabled={Boolean(busy)}
                onClick={() => moderate([review._id], 'ACTIVE', `${review._id}:ACTIVE`)}
                aria-label={`Approve the review by ${review.author} of ${review.product.name}`}
              >
                Approve
              </Button>
            ) : null}
            {review.reviewStatus !== 'REJECTED' ? (
              <Button
                size="sm"
                variant="outline"
                busy={busy === `${review._id}:REJECTED`}
                disabled={Boolean(busy)}
                onClick={() => moderate([review._id], 'REJECTED', `${review._id}:REJECTED`)}
                aria-label={`Reject the review by ${review.author} of ${review.product.name}`}
              >
                Reject
              </Button>
            ) : null}
          </div>
        );
      },
    },
  ];

  const tabLink = (tab: TabStatus) => {
    const next = new URLSearchParams(params);
    next.set('reviewStatus', tab);
    next.delete('page');
    return `?${next}`;
  };

  return (
    <>
      <AdminPageHeader
        title="Reviews"
        description="Approved reviews appear on the product page at once. Rejected ones are never shown."
      />
      <nav aria-label="Review status" className="mb-4 flex gap-1 border-b border-brand-100">
        {TABS.map((tab) => (
          <Link
            key={tab.status}
            to={tabLink(tab.status)}
            aria-current={tab.status === status ? 'page' : undefined}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium ${
              tab.status === status
                ? 'border-brand-700 text-brand-900'
                : 'border-transparent text-stone-600 hover:text-brand-900'
            }`}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      <ListFilters searchLabel="Search reviews, authors or products" />
      {selectedIds.length > 0 ? (
        <section
          aria-label="Selected reviews"
          className="mb-3 flex flex-wrap items-center gap-2 rounded-xl border border-brand-200 bg-brand-50 px-4 py-2 text-sm"
        >
          <span className="mr-auto font-medium text-brand-900">
            {selectedIds.length === 1 ? '1 review selected' : `${selectedIds.length} reviews selected`}
          </span>
          {status !== 'ACTIVE' ? (
            <Button
              size="sm"
              busy={busy === 'selection:ACTIVE'}
              disabled={Boolean(busy)}
              onClick={() => moderate(selectedIds, 'ACTIVE', 'selection:ACTIVE')}
            >
              Approve selected
            </Button>
          ) : null}
          {status !== 'REJECTED' ? (
            <Button
              size="sm"
              variant="outline"
              busy={busy === 'selection:REJECTED'}
              disabled={Boolean(busy)}
              onClick={() => moderate(selectedIds, 'REJECTED', 'selection:REJECTED')}
            >
              Reject selected
            </Button>
          ) : null}
        </section>
      ) : null}
      {error ? (
        <AdminLoadError message={error} />
      ) : (
        <DataTable
          label={`${TABS.find((tab) => tab.status === status)?.label} reviews`}
          columns={columns}
          rows={rows}
          paging={paging}
          empty={params.get('search') ? 'No reviews match this search' : EMPTY[status]}
          selection={selection}
          onSelectionChange={setSelection}
        />
      )}
    </>
  );
}
