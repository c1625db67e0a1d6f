import { useEffect, useId, useRef, useState } from 'react';
import { Dialog, DialogCloseButton } from '#app/components/dialog.tsx';
import { SearchIcon } from '#app/components/icons.tsx';
import { Price } from '#app/components/price.tsx';
import { Thumbnail } from '#app/components/ui/thumbnail.tsx';
import { useT } from '#app/i18n/i18n.ts';
import { Link } from '#app/i18n/link.tsx';
import { get } from '#app/lib/api.ts';
import { listOf } from '#app/lib/envelope.ts';
import { toastError } from '#app/lib/toast.ts';
import type { ProductSummary } from '#app/lib/types.ts';

const DEBOUNCE_MS = 250;

/** docs/product.md#search-dialog: the search shows up to 4 products. */
const RESULT_LIMIT = 4;

export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useT();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<ProductSummary[]>([]);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);
  const [searched, setSearched] = useState('');
  const titleId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const keyHandler = useRef<(event: KeyboardEvent) => void>(() => {});

  useEffect(() => {
    const text = query.trim();
    if (text.length < 2) {
      setResults([]);
      setSearched('');
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    const timer = window.setTimeout(async () => {
      const response = await get<ProductSummary[]>(
        `/products?limit=${RESULT_LIMIT}&status=true&searchQuery=${encodeURIComponent(text)}`,
        { signal: controller.signal, quiet: true },
      );
      if (controller.signal.aborted) return;
      // docs/product.md#error-states: a failed search leaves no results, and says the search failed, not that nothing matched.
      const ok = response?.status === 200;
      setResults(listOf(response));
      setFailed(!ok);
      if (!ok) toastError(response?.message ?? t('search.unavailable'));
      setSearched(text);
      setLoading(false);
    }, DEBOUNCE_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [query, t]);

  const close = () => {
    setQuery('');
    onClose();
  };

  // Arrow keys move between the input and the results.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
    if (links.length === 0) return;
    event.preventDefault();
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === 'ArrowDown' ? Math.min(links.length - 1, current + 1) : current - 1;
    if (next < 0) (document.getElementById(`${titleId}-input`) as HTMLInputElement | null)?.focus();
    else links[next]?.focus();
  };

  keyHandler.current = onKeyDown;
  useEffect(() => {
    const container = containerRef.current;
    if (!open || !container) return;
    const listener = (event: KeyboardEvent) => keyHandler.current(event);
    container.addEventListener('keydown', listener);
    return () => container.removeEventListener('keydown', listener);
  }, [open]);

  return (
    <Dialog
      open={open}
      onClose={close}
      labelledBy={titleId}
      className="mx-auto mt-[8vh] w-[min(40rem,calc(100%-2rem))] rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-brand-950/50"
    >
      <div ref={containerRef}>
        <div className="flex items-center gap-3 border-b border-brand-100 px-4 py-3">
          <h2 id={titleId} className="sr-only">
            {t('search.title')}
          </h2>
          <SearchIcon className="h-5 w-5 text-stone-500" />
          <input
            id={`${titleId}-input`}
            type="search"
            autoFocus
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('search.placeholder')}
            aria-label={t('search.label')}
            aria-controls={`${titleId}-results`}
            className="h-10 flex-1 bg-transparent text-base outline-none placeholder:text-stone-400"
            autoComplete="off"
          />
          <DialogCloseButton onClick={close} label={t('search.close')} iconClassName="h-5 w-5" />
        </div>
        <div id={`${titleId}-results`} aria-live="polite" className="max-h-[60vh] overflow-y-auto p-2">
          {loading ? (
            <p className="px-3 py-6 text-center text-sm text-stone-500">{t('search.searching')}</p>
          ) : null}
          {!loading && searched && failed ? (
            <p role="alert" className="px-3 py-6 text-center text-sm text-clay-700">
              {t('search.unavailable')}
            </p>
          ) : null}
          {!loading && searched && !failed && results.length === 0 ? (
            <p className="px-3 py-6 text-center text-sm text-stone-600">
              {t('search.noResults', { query: searched })}
            </p>
          ) : null}
          {!loading && results.length > 0 ? (
            <ul ref={listRef} className="divide-y divide-brand-50">
              {results.map((product) => (
                <li key={product._id}>
                  <Link
                    to={`/product/${product.slug}`}
                    onClick={close}
                    className="flex items-center gap-4 rounded-xl px-3 py-3 hover:bg-brand-50 focus:bg-brand-50"
                  >
                    <Thumbnail file={product.image} size={64} className="h-16 w-16 rounded-lg" />
                    <span className="flex min-w-0 flex-1 flex-col">
                      <span className="truncate font-medium text-ink">{product.name}</span>
                      <span className="text-xs text-stone-500">
                        {product.category.name} · {product.baseSize.title}
                      </span>
                    </span>
                    <Price mrp={product.baseMrp} salePrice={product.baseSalePrice} size="sm" />
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          {!loading && !searched ? (
            <p className="px-3 py-6 text-center text-sm text-stone-500">{t('search.typeMore')}</p>
          ) : null}
        </div>
      </div>
    </Dialog>
  );
}
