import { useId } from 'react';
import { Form } from 'react-router';
import { SearchIcon } from '#app/components/icons.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { useLocalize, useT } from '#app/i18n/i18n.ts';

/** docs/product.md#blog: a search box that opens /blog?query={text}; a plain GET form, so it works before hydration too. */
export function BlogSearch({
  defaultValue = '',
  className = '',
}: {
  defaultValue?: string;
  className?: string;
}) {
  const id = useId();
  const { t } = useT('blog');
  const localize = useLocalize();
  return (
    <Form method="get" action={localize('/blog')} role="search" className={className}>
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <div className="flex items-center rounded-full border border-brand-200 bg-white p-1 pl-4 focus-within:border-brand-600 has-[input:focus-visible]:ring-3 has-[input:focus-visible]:ring-clay-500">
        <SearchIcon className="h-5 w-5 shrink-0 text-stone-500" />
        <input
          id={id}
          key={defaultValue}
          type="search"
          name="query"
          defaultValue={defaultValue}
          maxLength={100}
          placeholder={t('search.placeholder')}
          className="min-w-0 flex-1 bg-transparent px-3 py-2 text-ink placeholder:text-stone-500 focus:outline-none"
        />
        <Button type="submit" size="sm" className="shrink-0">
          {t('search.submit')}
        </Button>
      </div>
    </Form>
  );
}
