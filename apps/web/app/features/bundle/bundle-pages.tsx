import { ChevronLeftIcon, ChevronRightIcon } from '#app/components/icons.tsx';
import { useT } from '#app/i18n/i18n.ts';
import { Link } from '#app/i18n/link.tsx';

const stepLink =
  'inline-flex items-center gap-1 rounded-full border border-brand-200 bg-white px-4 py-2 text-sm font-medium hover:border-brand-700';

/** The address of one page of the bundle grid, keeping the chosen category. */
function bundlePageHref(category: string | null, target: number) {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (target > 1) params.set('page', String(target));
  const search = params.toString();
  return search ? `?${search}` : '/build-your-bundle';
}

/** Previous, every page number, Next; paging keeps the scroll position (the page brings the grid into view). */
export function BundlePages({
  page,
  totalPages,
  category,
}: {
  page: number;
  totalPages: number;
  category: string | null;
}) {
  const { t } = useT('bundle');
  if (totalPages <= 1) return null;
  const href = (target: number) => bundlePageHref(category, target);
  return (
    <nav aria-label={t('pagination')} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={href(page - 1)} preventScrollReset className={stepLink}>
          <ChevronLeftIcon className="h-4 w-4" /> {t('previous')}
        </Link>
      ) : null}
      {Array.from({ length: totalPages }, (_, i) => i + 1).map((target) => (
        <Link
          key={target}
          to={href(target)}
          preventScrollReset
          aria-current={target === page ? 'page' : undefined}
          aria-label={t('page', { page: target })}
          className={`grid h-10 min-w-10 place-items-center rounded-full px-3 text-sm font-medium ${
            target === page
              ? 'bg-brand-700 text-white'
              : 'border border-brand-200 bg-white hover:border-brand-700'
          }`}
        >
          {target}
        </Link>
      ))}
      {page < totalPages ? (
        <Link to={href(page + 1)} preventScrollReset className={stepLink}>
          {t('next')} <ChevronRightIcon className="h-4 w-4" />
        </Link>
      ) : null}
    </nav>
  );
}
