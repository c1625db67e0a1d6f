import { useId } from 'react';
import { Form, useSubmit } from 'react-router';
import { ChevronDownIcon } from '#app/components/icons.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { useT } from '#app/i18n/i18n.ts';
import { useHydrated } from '#app/lib/session/use-session.ts';

// docs/product.md#sorting: the listing sorts by name or by the shown price (baseSalePrice); each option's text is
// the catalog's `sort.<value>`.
export const SORT_OPTIONS = ['a-z', 'z-a', 'l-h', 'h-l'] as const;

export type SortValue = (typeof SORT_OPTIONS)[number];

export function parseSort(value: string | null): SortValue | undefined {
  return SORT_OPTIONS.find((option) => option === value);
}

/**
 * A GET form, so the sorted listing has its own shareable URL and works before the JavaScript loads; once it
 * has, choosing an option submits at once and the Sort button goes away.
 */
export function SortForm({ sort }: { sort: SortValue | undefined }) {
  const id = useId();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const { t } = useT('listing');
  return (
    <Form method="get" preventScrollReset className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-stone-700">
        {t('sort.label')}
      </label>
      <div className="relative">
        <select
          // A new URL (back/forward) resets the choice to the loader's.
          key={sort ?? ''}
          id={id}
          name="sort"
          defaultValue={sort ?? ''}
          onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
          className="w-52 appearance-none rounded-full border border-brand-200 bg-white py-2.5 pr-10 pl-4 text-sm text-ink shadow-sm hover:border-brand-400"
        >
          <option value="">{t('sort.featured')}</option>
          {SORT_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {t(`sort.${option}`)}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3.5 h-4 w-4 -translate-y-1/2 text-brand-700" />
      </div>
      {hydrated ? null : (
        <Button type="submit" variant="secondary" size="sm" className="px-4">
          {t('sort.submit')}
        </Button>
      )}
    </Form>
  );
}
