import { Breadcrumb } from '#app/components/breadcrumb.tsx';
import {
  AboutApproach,
  AboutFigures,
  AboutFounders,
  AboutNext,
} from '#app/features/about/about-promises.tsx';
import { AboutBanner, AboutJourney, AboutWelcome } from '#app/features/about/about-story.tsx';
import { metaT, useT } from '#app/i18n/i18n.ts';
import { localizePath } from '#app/i18n/languages.ts';
import { serverApiContext } from '#app/lib/api-context.ts';
import { listOf } from '#app/lib/envelope.ts';
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

export default function AboutUs({ loaderData: { heroImage, storyImage } }: Route.ComponentProps) {
  const { t } = useT('pages');
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 pt-6 pb-10 sm:px-6 lg:px-8">
      <Breadcrumb trail={[{ label: t('about.breadcrumb') }]} />
      <AboutBanner image={heroImage} />
      <AboutJourney image={storyImage} />
      <AboutWelcome />
      <AboutApproach />
      <AboutFounders />
      <AboutFigures />
      <AboutNext />
    </main>
  );
}
