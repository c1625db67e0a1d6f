import { useEffect, useRef } from 'react';
import { Form, useNavigate } from 'react-router';
import { ChevronDownIcon } from '#app/components/icons.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { useLocalize, useT } from '#app/i18n/i18n.ts';
import type { Category } from '#app/lib/types.ts';

/** Narrows the bundle grid to one category; a choice navigates at once, keeping the scroll position. */
function BundleCategoryFilter({ categories, category }: { categories: Category[]; category: string | null }) {
  const { t } = useT('bundle');
  const navigate = useNavigate();
  const localize = useLocalize();
  return (
    <Form method="get" className="flex items-end gap-2" preventScrollReset>
      <div>
        <label htmlFor="bundle-category" className="block text-sm font-medium text-stone-700">
          {t('category')}
        </label>
        <div className="relative mt-1">
          <select
            id="bundle-category"
            key={category ?? 'all'}
            name="category"
            defaultValue={category ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              navigate(value ? `?category=${value}` : localize('/build-your-bundle'), {
                preventScrollReset: true,
              });
            }}
            className="appearance-none rounded-full border border-brand-200 bg-white py-2.5 pr-10 pl-4 text-sm font-medium"
          >
            <option value="">{t('allCategories')}</option>
            {categories.map((item) => (
              <option key={item._id} value={item._id}>
                {item.name}
              </option>
            ))}
          </select>
          <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 h-4 w-4 -translate-y-1/2 text-stone-600" />
        </div>
      </div>
      {/* Without JavaScript the select cannot submit itself. */}
      <noscript>
        <Button type="submit" variant="secondary" size="sm" className="px-4 py-2.5">
          {t('filter')}
        </Button>
      </noscript>
    </Form>
  );
}

/** The grid's heading with its product count, and the category filter beside it. */
export function BundleGridHeading({
  categories,
  category,
  page,
  totalRecords,
}: {
  categories: Category[];
  category: string | null;
  page: number;
  totalRecords: number;
}) {
  const { t } = useT('bundle');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const lastPage = useRef(page);
  // Paging keeps the path, so the app's scroll-to-top does not run: bring the new page's first row into view.
  useEffect(() => {
    if (lastPage.current !== page) headingRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    lastPage.current = page;
  }, [page]);
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <h2 ref={headingRef} className="scroll-mt-24 text-2xl text-brand-900">
        {t('choose')}
        <span className="ml-2 align-middle font-sans text-sm font-normal text-stone-600">
          ({totalRecords})
        </span>
      </h2>
      <BundleCategoryFilter categories={categories} category={category} />
    </div>
  );
}
