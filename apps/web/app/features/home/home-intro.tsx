import { useT } from '#app/i18n/i18n.ts';
import { ClaimsStrip } from './claims-strip.tsx';

/** The page's heading: where the products are made, what the shop is, and its claims. */
export function HomeIntro() {
  const { t } = useT('home');
  return (
    <section aria-labelledby="home-title" className="mx-auto max-w-7xl px-4 sm:px-6">
      <div className="relative mt-8 overflow-hidden rounded-3xl border border-clay-100 bg-white/70 px-5 py-8 sm:mt-10 sm:px-10 sm:py-12">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-xs font-semibold tracking-[0.25em] text-clay-700 uppercase">
            {t('madeIn', { city: t('place.city'), state: t('place.state') })}
          </p>
          <h1 id="home-title" className="mt-3 text-3xl leading-tight text-brand-900 sm:text-5xl">
            {t('heading')}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-base leading-relaxed text-stone-700 sm:text-lg">
            {t('intro')}
          </p>
        </div>
        <div className="mt-8 border-t border-clay-100 pt-8 sm:mt-10 sm:pt-10">
          <ClaimsStrip />
        </div>
      </div>
    </section>
  );
}
