import { Link } from 'react-router';
import { useQueryParams } from '#app/features/admin/index.ts';

const TABS = [
  { status: 'PENDING', label: 'Pending' },
  { status: 'ACTIVE', label: 'Approved' },
  { status: 'REJECTED', label: 'Rejected' },
] as const;
export type TabStatus = (typeof TABS)[number]['status'];

const EMPTY: Record<TabStatus, string> = {
  PENDING: 'No reviews waiting',
  ACTIVE: 'No approved reviews',
  REJECTED: 'No rejected reviews',
};

/** The tab the address asks for; the queue of pending reviews when it asks for none. */
export function statusOf(request: Request): TabStatus {
  const asked = new URL(request.url).searchParams.get('reviewStatus');
  return TABS.find((tab) => tab.status === asked)?.status ?? 'PENDING';
}

export const tabLabel = (status: TabStatus) => `${TABS.find((tab) => tab.status === status)?.label} reviews`;

export const emptyTab = (status: TabStatus, searching: boolean) =>
  searching ? 'No reviews match this search' : EMPTY[status];

/** Pending, approved, rejected: each tab keeps the search and starts again at page 1. */
export function ReviewTabs({ status }: { status: TabStatus }) {
  const params = useQueryParams();
  const tabLink = (tab: TabStatus) => {
    const next = new URLSearchParams(params);
    next.set('reviewStatus', tab);
    next.delete('page');
    return `?${next}`;
  };
  return (
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
  );
}
