import { useT } from '#app/i18n/i18n.ts';

/** docs/product.md#loading-states: screens show a loading state until their fetch ends (and while the server renders them). */
export function LoadingState({ className = 'min-h-[30vh]' }: { className?: string }) {
  const { t } = useT('account');
  return (
    <div role="status" className={`grid place-items-center ${className}`}>
      <div className="flex items-center gap-3 text-stone-600">
        <span
          className="h-6 w-6 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
          aria-hidden="true"
        />
        {t('loading')}
      </div>
    </div>
  );
}
