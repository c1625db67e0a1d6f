import { brand } from '@shop/shared';
import { LeafIcon } from '#app/components/icons.tsx';
import { useT } from '#app/i18n/i18n.ts';
import { responsiveImage } from '#app/lib/images.ts';
import { Eyebrow } from './eyebrow.tsx';

/** A 4:5 picture from the shop's showcase; the first on the page is fetched early, the rest when near view. */
function Portrait({
  file,
  sizes,
  alt,
  first = false,
  className,
}: {
  file: string;
  sizes: string;
  alt: string;
  first?: boolean;
  className: string;
}) {
  const loading = first
    ? ({ fetchPriority: 'high' } as const)
    : ({ loading: 'lazy', decoding: 'async' } as const);
  return (
    <img
      {...responsiveImage(file, 640)}
      sizes={sizes}
      width={600}
      height={750}
      alt={alt}
      {...loading}
      className={className}
    />
  );
}

const CLAIMS = ['vegan', 'crueltyFree', 'parabenFree', 'sulfateFree'] as const;

export function AboutBanner({ image }: { image: string | null }) {
  const { t } = useT('pages');
  return (
    <section
      aria-labelledby="about-heading"
      className="relative mt-6 overflow-hidden rounded-3xl bg-gradient-to-br from-brand-800 via-brand-900 to-brand-950 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 h-96 w-96 rounded-full bg-clay-500/25 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-32 left-1/4 h-80 w-80 rounded-full bg-brand-500/20 blur-3xl"
      />
      <div className="relative grid items-center gap-10 px-6 py-12 sm:px-12 sm:py-16 lg:grid-cols-[1.15fr_1fr] lg:py-20">
        <div>
          <Eyebrow light>{brand.name}</Eyebrow>
          <h1 id="about-heading" className="mt-4 text-4xl leading-[1.1] sm:text-5xl lg:text-6xl">
            {t('about.heading')}
          </h1>
          <p className="mt-5 max-w-xl font-serif text-xl leading-relaxed text-brand-100 sm:text-2xl">
            {t('about.tagline')}
          </p>
          <ul className="mt-8 flex flex-wrap gap-2 text-sm">
            {CLAIMS.map((claim) => (
              <li
                key={claim}
                className="rounded-full border border-white/25 bg-white/10 px-4 py-1.5 text-brand-50"
              >
                {t(`about.claims.${claim}`)}
              </li>
            ))}
          </ul>
        </div>
        {image ? (
          <div className="mx-auto w-full max-w-sm">
            <div className="overflow-hidden rounded-t-[12rem] rounded-b-3xl border-4 border-white/15 bg-clay-50 shadow-2xl shadow-black/30">
              <Portrait
                file={image}
                sizes="(min-width: 1024px) 384px, (min-width: 640px) 384px, 90vw"
                alt={t('about.heroAlt')}
                first
                className="aspect-[4/5] w-full object-cover"
              />
            </div>
          </div>
        ) : null}
      </div>
    </section>
  );
}

export function AboutJourney({ image }: { image: string | null }) {
  const { t } = useT('pages');
  return (
    <section
      aria-labelledby="journey-heading"
      className="mt-20 grid items-center gap-10 lg:mt-28 lg:grid-cols-2 lg:gap-16"
    >
      <div>
        <h2 id="journey-heading" className="text-3xl leading-tight text-brand-900 sm:text-4xl">
          {t('about.journey.heading')}
        </h2>
        <p className="mt-2 font-serif text-xl text-clay-700 italic">{t('about.journey.subheading')}</p>
        <div className="mt-6 space-y-4 leading-relaxed text-stone-700">
          <p>{t('about.journey.why')}</p>
          <p>{t('about.journey.study')}</p>
          <p>{t('about.journey.found')}</p>
        </div>
      </div>
      <div className="pb-6 lg:pb-0">
        <div className="relative mx-4 max-w-md sm:mx-auto">
          <div aria-hidden="true" className="absolute -inset-4 -rotate-3 rounded-[2rem] bg-clay-100" />
          {image ? (
            <Portrait
              file={image}
              sizes="(min-width: 1024px) 448px, 90vw"
              alt={t('about.storyAlt')}
              className="relative aspect-[4/5] w-full rounded-[1.75rem] object-cover"
            />
          ) : (
            <div className="relative grid aspect-[4/5] w-full place-items-center rounded-[1.75rem] bg-brand-100">
              <LeafIcon className="h-24 w-24 text-brand-600" />
            </div>
          )}
          <p className="absolute -bottom-6 left-6 rounded-2xl bg-white px-5 py-4 shadow-lg shadow-brand-900/10">
            <span className="block font-serif text-3xl text-brand-900">{t('about.journey.years')}</span>
            <span className="text-sm text-stone-600">{t('about.journey.yearsText')}</span>
          </p>
        </div>
      </div>
    </section>
  );
}

export function AboutWelcome() {
  const { t } = useT('pages');
  return (
    <section aria-labelledby="welcome-heading" className="mx-auto mt-24 max-w-3xl text-center lg:mt-32">
      <LeafIcon className="mx-auto h-10 w-10 text-brand-600" />
      <h2 id="welcome-heading" className="mt-4 text-3xl leading-tight text-brand-900 sm:text-4xl">
        {t('about.welcome.heading', { brand: brand.name })}
      </h2>
      <p className="mt-6 text-left leading-relaxed text-stone-700 sm:text-center sm:text-lg">
        <em>{t('about.welcome.vanya')}</em>
        {t('about.welcome.meaning')}
      </p>
      <p className="mt-4 text-left leading-relaxed text-stone-700 sm:text-center sm:text-lg">
        {t('about.welcome.madeHere')}
      </p>
    </section>
  );
}
