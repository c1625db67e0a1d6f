import { brand } from '@shop/shared';
import { Breadcrumb } from '#app/components/breadcrumb.tsx';
import { isPolicySlug, POLICY_SLUGS, policyFor } from '#app/features/policies/policies.ts';
import type { Policy } from '#app/features/policies/policy-kit.tsx';
import { metaT, useLanguage, useT } from '#app/i18n/i18n.ts';
import { englishPath, localizePath } from '#app/i18n/languages.ts';
import { notFound } from '#app/lib/envelope.ts';
import { breadcrumbJsonLd, languageFromMatches, originFromMatches, pageTitle, seo } from '#app/lib/seo.ts';
import type { Route } from './+types/policy';

// One module serves the four policy routes of routes.ts, in every language; each policy's slug is its English path.
export function loader({ request }: Route.LoaderArgs) {
  const key = englishPath(new URL(request.url).pathname).replace(/^\/+|\/+$/g, '');
  if (!isPolicySlug(key)) notFound();
  return { key };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  const language = languageFromMatches(matches);
  const policy = data ? policyFor(data.key, language) : undefined;
  if (!data || !policy) return [];
  const origin = originFromMatches(matches);
  const path = `/${data.key}`;
  const t = metaT(matches, 'pages');
  return seo({
    title: pageTitle(policy.title),
    description: policy.description,
    path,
    origin,
    language,
    jsonLd: [
      breadcrumbJsonLd(origin, [
        { name: t('home'), path: localizePath('/', language) },
        { name: policy.title, path: localizePath(path, language) },
      ]),
    ],
  });
};

const PROSE = [
  'leading-relaxed text-stone-800',
  '[&_p]:mt-4 [&_p:first-child]:mt-0',
  '[&_h3]:mt-8 [&_h3]:font-serif [&_h3]:text-xl [&_h3]:text-brand-900',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_li]:mt-2 [&_li]:pl-1 [&_ul>li]:marker:text-clay-500 [&_ol>li]:marker:font-semibold [&_ol>li]:marker:text-brand-700',
  '[&_strong]:font-semibold [&_strong]:text-ink',
  '[&_a]:font-medium [&_a]:text-clay-700 [&_a]:underline [&_a]:underline-offset-4',
].join(' ');

function Contents({ policy }: { policy: Policy }) {
  return (
    <ol className="space-y-1 text-sm">
      {policy.sections.map((section, index) => (
        <li key={section.id}>
          <a
            href={`#${section.id}`}
            className="flex gap-2 rounded-lg px-2 py-1.5 text-stone-700 hover:bg-brand-50 hover:text-brand-900"
          >
            <span className="w-5 shrink-0 text-right text-stone-500 tabular-nums">{index + 1}.</span>
            {section.title}
          </a>
        </li>
      ))}
    </ol>
  );
}

export default function PolicyPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT('pages');
  const language = useLanguage();
  const policy = policyFor(loaderData.key, language);
  if (!policy) return null;
  const others = POLICY_SLUGS.filter((key) => key !== loaderData.key);

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 pt-6 pb-10 sm:px-6 lg:px-8">
      <Breadcrumb trail={[{ label: policy.title }]} />
      <header className="mt-8 max-w-3xl">
        <p className="text-xs font-semibold tracking-[0.25em] text-clay-700 uppercase">
          {t('policy.eyebrow', { brand: brand.name })}
        </p>
        <h1 className="mt-2 text-4xl leading-tight text-brand-900 sm:text-5xl">{policy.title}</h1>
        <div className={`mt-6 text-lg ${PROSE}`}>{policy.intro}</div>
      </header>

      <div className="mt-10 grid grid-cols-1 gap-10 lg:grid-cols-[260px_minmax(0,1fr)] lg:gap-14">
        <nav aria-label={t('policy.onThisPage')} className="lg:sticky lg:top-24 lg:self-start">
          <details className="group rounded-2xl border border-brand-100 bg-white p-4 lg:hidden">
            <summary className="cursor-pointer font-medium text-brand-900">{t('policy.onThisPage')}</summary>
            <div className="mt-3">
              <Contents policy={policy} />
            </div>
          </details>
          <div className="hidden lg:block">
            <p className="px-2 text-xs font-semibold tracking-[0.2em] text-stone-600 uppercase">
              {t('policy.onThisPage')}
            </p>
            <div className="mt-3">
              <Contents policy={policy} />
            </div>
          </div>
        </nav>

        <div className="min-w-0 max-w-3xl">
          {policy.sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-24 border-t border-brand-100 py-8 first:border-t-0 first:pt-0"
            >
              <h2 id={`${section.id}-heading`} className="text-2xl text-brand-900 sm:text-[1.75rem]">
                <span className="mr-2 text-clay-600">{index + 1}.</span>
                {section.title}
              </h2>
              <div className={`mt-4 ${PROSE}`}>{section.body}</div>
            </section>
          ))}

          <aside aria-labelledby="related-policies" className="mt-6 rounded-2xl bg-brand-50 p-6">
            <h2 id="related-policies" className="text-lg text-brand-900">
              {t('policy.related')}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {others.map((key) => (
                <li key={key}>
                  <a
                    href={localizePath(`/${key}`, language)}
                    className="inline-block rounded-full border border-brand-700 bg-white px-4 py-2 text-sm font-medium text-brand-800 hover:bg-brand-700 hover:text-white"
                  >
                    {policyFor(key, language)?.title}
                  </a>
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </div>
    </main>
  );
}
