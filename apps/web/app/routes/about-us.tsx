import { brand } from '@shop/shared';
import { Breadcrumb } from '#app/components/breadcrumb.tsx';
import { LeafIcon, ShieldIcon } from '#app/components/icons.tsx';
import { ButtonLink } from '#app/components/ui/button.tsx';
import { Founders } from '#app/features/about/founders.tsx';
import { metaT, useT } from '#app/i18n/i18n.ts';
import { localizePath } from '#app/i18n/languages.ts';
import { serverApiContext } from '#app/lib/api-context.ts';
import { listOf } from '#app/lib/envelope.ts';
import { responsiveImage } from '#app/lib/images.ts';
import {
  breadcrumbJsonLd,
  languageFromMatches,
  organizationJsonLd,
  originFromMatches,
  pageTitle,
  seo,
} from '#app/lib/seo.ts';
import type { ShowcaseItem } from '#app/lib/types.ts';
import type { Route } from './+types/about-us';

// The page borrows the shop's own showcase pictures (seeded and editable), so it never points at a missing file.
export async function loader({ context }: Route.LoaderArgs) {
  const api = context.get(serverApiContext);
  const res = await api.get<ShowcaseItem[]>('/categoryShowcase?limit=20');
  const images = listOf(res)
    .slice()
    .sort((a, b) => a.position - b.position)
    .map((item) => item.image);
  return { heroImage: images[0] ?? null, storyImage: images[2] ?? images[1] ?? null };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  const origin = originFromMatches(matches);
  const language = languageFromMatches(matches);
  const t = metaT(matches, 'pages');
  return seo({
    title: pageTitle(t('about.title')),
    description: t('about.description'),
    path: '/about-us',
    origin,
    language,
    image: data?.heroImage,
    jsonLd: [
      organizationJsonLd(origin),
      breadcrumbJsonLd(origin, [
        { name: t('home'), path: localizePath('/', language) },
        { name: t('about.title'), path: localizePath('/about-us', language) },
      ]),
    ],
  });
};

const FIGURES = ['satisfiedClients', 'offices', 'products', 'repeatCustomers'] as const;
const PROMISES = ['freeFrom', 'vegan', 'tested', 'allAges'] as const;
const CLAIMS = ['vegan', 'crueltyFree', 'parabenFree', 'sulfateFree'] as const;

function Eyebrow({ children, light = false }: { children: React.ReactNode; light?: boolean }) {
  return (
    <p
      className={`text-xs font-semibold tracking-[0.25em] uppercase ${light ? 'text-clay-200' : 'text-clay-700'}`}
    >
      {children}
    </p>
  );
}

export default function AboutUs({ loaderData: { heroImage, storyImage } }: Route.ComponentProps) {
  const { t } = useT('pages');
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 pt-6 pb-10 sm:px-6 lg:px-8">
      <Breadcrumb items={[{ label: t('home'), to: '/' }, { label: t('about.breadcrumb') }]} />

      {/* Banner */}
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
          {heroImage ? (
            <div className="mx-auto w-full max-w-sm">
              <div className="overflow-hidden rounded-t-[12rem] rounded-b-3xl border-4 border-white/15 bg-clay-50 shadow-2xl shadow-black/30">
                <img
                  {...responsiveImage(heroImage, 640)}
                  sizes="(min-width: 1024px) 384px, (min-width: 640px) 384px, 90vw"
                  width={600}
                  height={750}
                  alt={t('about.heroAlt')}
                  fetchPriority="high"
                  className="aspect-[4/5] w-full object-cover"
                />
              </div>
            </div>
          ) : null}
        </div>
      </section>

      {/* Our journey */}
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
            {storyImage ? (
              <img
                {...responsiveImage(storyImage, 640)}
                sizes="(min-width: 1024px) 448px, 90vw"
                width={600}
                height={750}
                alt={t('about.storyAlt')}
                loading="lazy"
                decoding="async"
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

      {/* Welcome */}
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

      {/* Ancient skincare with technology */}
      <section
        aria-labelledby="technology-heading"
        className="mt-24 overflow-hidden rounded-3xl border border-brand-100 bg-white lg:mt-32"
      >
        <div className="grid lg:grid-cols-2">
          <div className="p-8 sm:p-12">
            <Eyebrow>{t('about.approach.eyebrow')}</Eyebrow>
            <h2 id="technology-heading" className="mt-3 text-3xl leading-tight text-brand-900 sm:text-4xl">
              {t('about.approach.heading')}
            </h2>
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

      {/* Founders */}
      <section aria-labelledby="founders-heading" className="mt-24 lg:mt-32">
        <div className="text-center">
          <Eyebrow>{t('about.founders.eyebrow')}</Eyebrow>
          <h2 id="founders-heading" className="mt-3 text-3xl leading-tight text-brand-900 sm:text-4xl">
            {t('about.founders.heading')}
          </h2>
        </div>
        <Founders />
      </section>

      {/* Counters */}
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

      {/* Ideas into reality */}
      <section aria-labelledby="ideas-heading" className="mx-auto mt-24 max-w-3xl text-center lg:mt-32">
        <Eyebrow>{t('about.next.eyebrow')}</Eyebrow>
        <h2 id="ideas-heading" className="mt-3 text-3xl leading-tight text-brand-900 sm:text-4xl">
          {t('about.next.heading')}
        </h2>
        <p className="mt-6 leading-relaxed text-stone-700 sm:text-lg">{t('about.next.text')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/top-selling-products">{t('about.next.shop')}</ButtonLink>
          <ButtonLink to="/contact-us" variant="secondary">
            {t('about.next.contact')}
          </ButtonLink>
        </div>
      </section>
    </main>
  );
}
