import { useT } from '#app/i18n/i18n.ts';

/** The bundle page's banner: what a bundle is and why to build one. */
export function BundleIntro() {
  const { t } = useT('bundle');
  return (
    <div className="mt-5 overflow-hidden rounded-3xl bg-brand-900 px-5 py-6 text-white sm:px-10 sm:py-9">
      <p className="text-xs font-semibold tracking-widest text-clay-200 uppercase sm:text-sm">
        {t('eyebrow')}
      </p>
      <h1 className="mt-2 text-[1.75rem] leading-tight text-white sm:text-5xl">{t('heading')}</h1>
      <p className="mt-2 max-w-2xl text-sm text-brand-100 sm:mt-3 sm:text-lg">{t('intro')}</p>
    </div>
  );
}
