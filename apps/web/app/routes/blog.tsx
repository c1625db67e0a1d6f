import { useEffect, useRef } from 'react';
import { redirect, useNavigation } from 'react-router';
import { Breadcrumb } from '#app/components/breadcrumb.tsx';
import { BlogResults } from '#app/features/blog/blog-results.tsx';
import { BlogSearch } from '#app/features/blog/blog-search.tsx';
import { Pagination } from '#app/features/blog/pagination.tsx';
import { metaT, useT } from '#app/i18n/i18n.ts';
import { englishPath } from '#app/i18n/languages.ts';
import { serverApiContext } from '#app/lib/api-context.ts';
import { failureOf, listOf } from '#app/lib/envelope.ts';
import { breadcrumbJsonLd, languageFromMatches, originFromMatches, pageTitle, seo } from '#app/lib/seo.ts';
import { useFailureToasts } from '#app/lib/toast.ts';
import type { BlogSummary } from '#app/lib/types.ts';
import type { Route } from './+types/blog';

// docs/product.md#page-sizes: ten articles a page, from page 1.
const PER_PAGE = 10;

function readParams(url: URL) {
  const query = (url.searchParams.get('query') ?? '').trim().slice(0, 100);
  const page = Number.parseInt(url.searchParams.get('page') ?? '1', 10);
  return { query, page: Number.isFinite(page) && page >= 1 && page < 1_000_000 ? page : 1 };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const api = context.get(serverApiContext);
  const { query, page } = readParams(new URL(request.url));
  const search = new URLSearchParams({ page: String(page), limit: String(PER_PAGE) });
  if (query) search.set('searchQuery', query);
  const res = await api.get<BlogSummary[]>(`/blogs?${search}`);
  // A page past the end (an old link, a hand-edited address) lands on the last page instead of an empty one.
  const lastPage = res.totalPages ?? 0;
  if (res.status === 200 && lastPage > 0 && page > lastPage) throw redirect(pageHref(query)(lastPage));
  return {
    query,
    page,
    posts: listOf(res),
    totalPages: res.totalPages ?? 0,
    totalRecords: res.totalRecords ?? 0,
    // docs/product.md#error-states: any status other than 200 shows the server's message; the page stays empty.
    failure: failureOf(res),
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  if (!data) return [];
  const origin = originFromMatches(matches);
  const t = metaT(matches, 'blog');
  const path = data.page > 1 ? `/blog?page=${data.page}` : '/blog';
  const descriptors = seo({
    title: pageTitle(t('title')),
    description: t('description'),
    path,
    origin,
    language: languageFromMatches(matches),
    jsonLd: [
      breadcrumbJsonLd(origin, [
        { name: t('home'), path: '/' },
        { name: t('title'), path: '/blog' },
      ]),
    ],
  });
  // Search results are thin, changing pages: keep them out of the index.
  return data.query ? [...descriptors, { name: 'robots', content: 'noindex, follow' }] : descriptors;
};

function pageHref(query: string) {
  return (page: number) => {
    const search = new URLSearchParams();
    if (query) search.set('query', query);
    if (page > 1) search.set('page', String(page));
    const text = search.toString();
    return text ? `/blog?${text}` : '/blog';
  };
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { query, page, posts, totalPages, totalRecords, failure } = loaderData;
  const { t } = useT('blog');
  const navigation = useNavigation();
  const loading =
    navigation.state === 'loading' && englishPath(navigation.location?.pathname ?? '') === '/blog';

  useFailureToasts(failure);

  // Every route change scrolls to the top (docs/product.md#layout); paging keeps the path, so the app-wide
  // scroll does not run.
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current !== page) window.scrollTo({ top: 0, behavior: 'smooth' });
    shownPage.current = page;
  }, [page]);

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 pt-6 pb-20 sm:px-6 lg:px-8">
      <Breadcrumb trail={[{ label: t('title'), to: '/blog' }]} />
      <header className="mt-8 flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <p className="text-xs font-semibold tracking-[0.2em] text-clay-700 uppercase">{t('journal')}</p>
          <h1 className="mt-2 text-4xl leading-tight text-brand-900 sm:text-5xl">{t('heading')}</h1>
          <p className="mt-3 max-w-xl text-stone-700">{t('intro')}</p>
        </div>
        <BlogSearch defaultValue={query} className="w-full lg:max-w-md" />
      </header>

      <BlogResults
        query={query}
        posts={posts}
        totalRecords={totalRecords}
        failed={Boolean(failure)}
        loading={loading}
      />

      <Pagination page={page} totalPages={totalPages} href={pageHref(query)} label={t('pages')} />
    </main>
  );
}
