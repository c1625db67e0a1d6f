import { lazy, Suspense, useState } from 'react';
import { SearchIcon } from '#app/components/icons.tsx';
import { useT } from '#app/i18n/i18n.ts';

// Not needed for the first paint: the dialog loads when first opened.
const SearchDialog = lazy(() => import('./search-dialog.tsx').then((m) => ({ default: m.SearchDialog })));

/** The header's search: a button, and the search dialog it opens. */
export function SearchButton() {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={t('search.open')}
        className="rounded-full p-1.5 hover:bg-brand-50 min-[400px]:p-2"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <SearchIcon />
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
