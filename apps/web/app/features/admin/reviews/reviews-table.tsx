import type { AdminReview, ModerationStatus } from '@shop/shared';
import { useEffect, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { Stars } from '#app/components/stars.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Thumbnail } from '#app/components/ui/thumbnail.tsx';
import {
  adminApi,
  type ColumnDef,
  formatWhen,
  ListedTable,
  type ListPage,
  TwoLines,
  useQueryParams,
} from '#app/features/admin/index.ts';
import { toastError, toastSuccess } from '#app/lib/toast.ts';
import { emptyTab, type TabStatus, tabLabel } from './review-tabs.tsx';

const MODERATIONS = [
  { to: 'ACTIVE', label: 'Approve', variant: undefined },
  { to: 'REJECTED', label: 'Reject', variant: 'outline' },
] as const;

/**
 * Approve and Reject, leaving out the one the reviews already have. Each button is busy under its own key, and
 * while one works all wait.
 */
function ModerationButtons({
  current,
  keyPrefix,
  busy,
  onModerate,
  labelled,
}: {
  current: ModerationStatus | TabStatus;
  keyPrefix: string;
  busy: string | undefined;
  onModerate: (to: ModerationStatus, busyKey: string) => void;
  labelled: (action: string) => { text: string; ariaLabel?: string };
}) {
  return MODERATIONS.filter(({ to }) => to !== current).map(({ to, label, variant }) => {
    const busyKey = `${keyPrefix}:${to}`;
    const { text, ariaLabel } = labelled(label);
    return (
      <Button
        key={to}
        size="sm"
        variant={variant}
        busy={busy === busyKey}
        disabled={Boolean(busy)}
        onClick={() => onModerate(to, busyKey)}
        aria-label={ariaLabel}
      >
        {text}
      </Button>
    );
  });
}

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
      <TwoLines main={row.original.author} sub={row.original.mobile ? `+91 ${row.original.mobile}` : null} />
    ),
  },
  {
    id: 'date',
    header: 'Written',
    cell: ({ row }) => <span className="block min-w-24">{formatWhen(row.original.createdAt)}</span>,
  },
];

/**
 * docs/admin.md#screens: one tab of the moderation queue, each review with Approve or Reject, and the same for
 * the reviews ticked.
 */
export function ReviewsTable({ status, page }: { status: TabStatus; page: ListPage<AdminReview> }) {
  const [selection, setSelection] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState<string | undefined>();
  const revalidator = useRevalidator();
  const params = useQueryParams();
  const selectedIds = Object.keys(selection).filter((id) => selection[id]);
  // Another tab, page or search shows other rows: a selection of rows no longer listed would act unseen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the listed rows change only
  useEffect(() => setSelection({}), [page.rows]);

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

  const actions: ColumnDef<AdminReview> = {
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    cell: ({ row }) => {
      const review = row.original;
      return (
        <div className="flex flex-col gap-1.5">
          <ModerationButtons
            current={review.reviewStatus}
            keyPrefix={review._id}
            busy={busy}
            onModerate={(to, busyKey) => moderate([review._id], to, busyKey)}
            labelled={(action) => ({
              text: action,
              ariaLabel: `${action} the review by ${review.author} of ${review.product.name}`,
            })}
          />
        </div>
      );
    },
  };

  return (
    <>
      {selectedIds.length > 0 ? (
        <section
          aria-label="Selected reviews"
          className="mb-3 flex flex-wrap items-center gap-2 rounded-xl border border-brand-200 bg-brand-50 px-4 py-2 text-sm"
        >
          <span className="mr-auto font-medium text-brand-900">
            {selectedIds.length === 1 ? '1 review selected' : `${selectedIds.length} reviews selected`}
          </span>
          <ModerationButtons
            current={status}
            keyPrefix="selection"
            busy={busy}
            onModerate={(to, busyKey) => moderate(selectedIds, to, busyKey)}
            labelled={(action) => ({ text: `${action} selected` })}
          />
        </section>
      ) : null}
      <ListedTable
        page={page}
        label={tabLabel(status)}
        columns={[...columns, actions]}
        empty={emptyTab(status, Boolean(params.get('search')))}
        selection={selection}
        onSelectionChange={setSelection}
      />
    </>
  );
}
