import { ChevronLeftIcon, ChevronRightIcon } from '#app/components/icons.tsx';
import { useT } from '#app/i18n/i18n.ts';
import { Link } from '#app/i18n/link.tsx';

/** Page numbers to show: all of them when few, else the ends and the current page's neighbours. */
export function pageItems(current: number, total: number): (number | 'gap')[] {
  if (total <= 7) return Array.from({ length: total }, (_, index) => index + 1);
  const pages = new Set([1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  for (const page of sorted) {
    const last = items.at(-1);
    if (typeof last === 'number' && page - last > 1) items.push('gap');
    items.push(page);
  }
  return items;
}

const base =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-full px-3 text-sm font-medium transition';

/**
 * Pagination bar (docs/product.md#blog): Previous, numbered pages, Next. Pages are plain links (`?page=N`,
 * other parameters kept), so the bar works before and without JavaScript; an unavailable step is shown but not a link.
 */
export function Pagination({
  page,
  totalPages,
  href,
  label = 'Pagination',
}: {
  page: number;
  totalPages: number;
  href: (page: number) => string;
  label?: string;
}) {
  const { t } = useT('blog');
  if (totalPages <= 1) return null;
  const step = (target: number, way: 'previous' | 'next', icon: React.ReactNode, enabled: boolean) =>
    enabled ? (
      <Link
        to={href(target)}
        className={`${base} text-brand-800 hover:bg-brand-100`}
        rel={way === 'next' ? 'next' : 'prev'}
      >
        {way === 'previous' ? icon : null}
        {t(`pagination.${way}`)}
        {way === 'next' ? icon : null}
      </Link>
    ) : (
      <span aria-disabled="true" className={`${base} cursor-not-allowed text-stone-500`}>
        {way === 'previous' ? icon : null}
        {t(`pagination.${way}`)}
        {way === 'next' ? icon : null}
      </span>
    );

  return (
    <nav aria-label={label} className="mt-12 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1 rounded-full border border-brand-100 bg-white p-1.5 shadow-sm shadow-brand-900/5">
        <li>{step(page - 1, 'previous', <ChevronLeftIcon className="h-4 w-4" />, page > 1)}</li>
        {pageItems(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-stone-500">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={href(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item })}
                className={`${base} ${item === page ? 'bg-brand-700 text-white' : 'text-brand-800 hover:bg-brand-100'}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>{step(page + 1, 'next', <ChevronRightIcon className="h-4 w-4" />, page < totalPages)}</li>
      </ul>
    </nav>
  );
}
