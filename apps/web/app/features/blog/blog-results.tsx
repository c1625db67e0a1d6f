import { ButtonLink } from '#app/components/ui/button.tsx';
import { useT } from '#app/i18n/i18n.ts';
import { Trans } from '#app/i18n/trans.tsx';
import type { BlogSummary } from '#app/lib/types.ts';
import { BlogGrid } from './blog-card.tsx';

/**
 * The blog page's list: what a search found, the articles (dimmed under a spinner while the next page loads), or
 * why there are none. After a failed load the list stays empty; the page shows the server's message.
 */
export function BlogResults({
  query,
  posts,
  totalRecords,
  failed,
  loading,
}: {
  query: string;
  posts: BlogSummary[];
  totalRecords: number;
  failed: boolean;
  loading: boolean;
}) {
  const { t } = useT('blog');
  return (
    <>
      {query ? (
        <p className="mt-8 text-lg text-stone-700" aria-live="polite">
          <Trans
            t={t}
            i18nKey="resultsFor"
            values={{ query }}
            components={{ query: <span className="font-medium text-ink" /> }}
          />
          <span className="text-stone-600">{t('resultCount', { count: totalRecords })}</span>
        </p>
      ) : null}

      <div className="relative mt-8" aria-busy={loading || undefined}>
        {loading ? (
          <div
            role="status"
            className="absolute inset-0 z-10 flex min-h-[30vh] items-start justify-center bg-cream/70 pt-24 backdrop-blur-[1px]"
          >
            <span className="flex items-center gap-3 rounded-full bg-white px-5 py-3 text-brand-800 shadow-md">
              <span
                aria-hidden="true"
                className="h-5 w-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
              />
              {t('loading')}
            </span>
          </div>
        ) : null}

        <BlogPostList
          posts={posts}
          failed={failed}
          emptyTitle={t('noArticles')}
          emptyText={query ? t('noMatch', { query }) : t('emptyPage')}
        />
      </div>
    </>
  );
}

/**
 * Articles in the grid; or, when there are none, a note and the way to all articles. A failed load keeps the
 * grid's room empty instead: the page says why.
 */
export function BlogPostList({
  posts,
  failed,
  emptyTitle,
  emptyText,
}: {
  posts: BlogSummary[];
  failed: boolean;
  emptyTitle: string;
  emptyText: string;
}) {
  const { t } = useT('blog');
  if (posts.length > 0) return <BlogGrid posts={posts} eagerFirst />;
  if (failed) return <div className="min-h-[30vh]" />;
  return (
    <div className="rounded-2xl border border-brand-100 bg-white px-6 py-16 text-center">
      <h2 className="text-2xl text-brand-900">{emptyTitle}</h2>
      <p className="mx-auto mt-3 max-w-md text-stone-700">{emptyText}</p>
      <ButtonLink to="/blog" className="mt-6">
        {t('viewAll')}
      </ButtonLink>
    </div>
  );
}
