import { brand } from '@shop/shared';
import { ShieldIcon } from '#app/components/icons.tsx';
import { WaysOn } from '#app/components/ways-on.tsx';
import { useT } from '#app/i18n/i18n.ts';
import { EyebrowHeading } from './eyebrow.tsx';
import { Founders } from './founders.tsx';

const FIGURES = ['satisfiedClients', 'offices', 'products', 'repeatCustomers'] as const;
const PROMISES = ['freeFrom', 'vegan', 'tested', 'allAges'] as const;

/** Ancient skincare with technology, and what every product promises. */
export function AboutApproach() {
  const { t } = useT('pages');
  return (
    <section
      aria-labelledby="technology-heading"
      className="mt-24 overflow-hidden rounded-3xl border border-brand-100 bg-white lg:mt-32"
    >
      <div className="grid lg:grid-cols-2">
        <div className="p-8 sm:p-12">
          <EyebrowHeading eyebrow={t('about.approach.eyebrow')} id="technology-heading">
            {t('about.approach.heading')}
          </EyebrowHeading>
          <p className="mt-6 leading-relaxed text-stone-700">{t('about.approach.ayurveda')}</p>
          <p className="mt-4 leading-relaxed text-stone-700">{t('about.approach.science')}</p>
        </div>
        <div className="bg-brand-50 p-8 sm:p-12">
          <h3 className="text-xl text-brand-900">{t('about.approach.promisesHeading')}</h3>
          <ul className="mt-6 space-y-4">
            {PROMISES.map((promise) => (
              <li key={promise} className="flex gap-4">
                <ShieldIcon className="h-6 w-6 shrink-0 text-clay-600" />
                <span className="leading-relaxed text-stone-800">
                  {t(`about.approach.promises.${promise}`)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

export function AboutFounders() {
  const { t } = useT('pages');
  return (
    <section aria-labelledby="founders-heading" className="mt-24 lg:mt-32">
      <div className="text-center">
        <EyebrowHeading eyebrow={t('about.founders.eyebrow')} id="founders-heading">
          {t('about.founders.heading')}
        </EyebrowHeading>
      </div>
      <Founders />
    </section>
  );
}

/** The brand file's counters. */
export function AboutFigures() {
  const { t } = useT('pages');
  return (
    <section
      aria-label={t('about.figures.label', { brand: brand.name })}
      className="mt-24 rounded-3xl bg-brand-900 px-6 py-12 lg:mt-32"
    >
      <dl className="grid grid-cols-2 gap-y-10 text-center lg:grid-cols-4">
        {FIGURES.map((figure) => (
          <div key={figure} className="flex flex-col-reverse gap-2 px-2">
            <dt className="text-sm tracking-[0.15em] text-brand-100 uppercase">
              {t(`about.figures.${figure}`)}
            </dt>
            <dd className="font-serif text-4xl text-white sm:text-5xl">{brand.figures[figure]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Ideas into reality: where to go from here. */
export function AboutNext() {
  const { t } = useT('pages');
  return (
    <section aria-labelledby="ideas-heading" className="mx-auto mt-24 max-w-3xl text-center lg:mt-32">
      <EyebrowHeading eyebrow={t('about.next.eyebrow')} id="ideas-heading">
        {t('about.next.heading')}
      </EyebrowHeading>
      <p className="mt-6 leading-relaxed text-stone-700 sm:text-lg">{t('about.next.text')}</p>
      <WaysOn
        main={{ to: '/top-selling-products', label: t('about.next.shop') }}
        other={{ to: '/contact-us', label: t('about.next.contact') }}
      />
    </section>
  );
}
