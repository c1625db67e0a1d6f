import { ChevronRightIcon } from '#app/components/icons.tsx';
import { TitledSection } from '#app/components/titled-section.tsx';
import { Thumbnail } from '#app/components/ui/thumbnail.tsx';
import { useLanguage, useT } from '#app/i18n/i18n.ts';
import { Link } from '#app/i18n/link.tsx';
import type { BlogCategory, BlogSummary } from '#app/lib/types.ts';
import { isoDate, sidebarDate } from './blog-date.ts';
import { BlogSearch } from './blog-search.tsx';

const SIDEBAR_SECTION = {
  className: 'rounded-2xl border border-brand-100 bg-white p-5 sm:p-6',
  titleClassName: 'border-b border-brand-100 pb-3 text-xl text-brand-900',
};

/** Article sidebar (docs/product.md#blog-article): search, 'Recent Post' and 'Categories'. */
export function BlogSidebar({
  recent,
  categories,
  currentSlug,
}: {
  recent: BlogSummary[];
  categories: BlogCategory[];
  currentSlug?: string;
}) {
  const { t } = useT('blog');
  const language = useLanguage();
  return (
    <aside aria-label={t('sidebar.label')} className="flex flex-col gap-6">
      <section
        aria-label={t('search.label')}
        className="rounded-2xl border border-brand-100 bg-white p-5 sm:p-6"
      >
        <BlogSearch />
      </section>

      {recent.length > 0 ? (
        <TitledSection {...SIDEBAR_SECTION} id="recent-posts-heading" title={t('sidebar.recent')}>
          <ul className="mt-2 divide-y divide-brand-100">
            {recent.map((post) => (
              <li key={post._id} className="flex items-center gap-4 py-3">
                <Thumbnail file={post.coverImage} size={90} loading="lazy" className="h-[90px] w-[90px]" />
                <div className="min-w-0">
                  <Link
                    to={`/blog/${post.slug}`}
                    aria-current={post.slug === currentSlug ? 'page' : undefined}
                    className="line-clamp-3 text-sm leading-snug font-medium text-ink hover:text-clay-700 aria-[current=page]:text-clay-700"
                  >
                    {post.title}
                  </Link>
                  <time dateTime={isoDate(post.updatedAt)} className="mt-1.5 block text-xs text-stone-600">
                    {sidebarDate(post.updatedAt, language)}
                  </time>
                </div>
              </li>
            ))}
          </ul>
        </TitledSection>
      ) : null}

      {categories.length > 0 ? (
        <TitledSection {...SIDEBAR_SECTION} id="blog-categories-heading" title={t('sidebar.categories')}>
          <ul className="mt-2">
            {categories.map((category) => (
              <li key={category._id}>
                <Link
                  to={`/blog-category/${category.slug}`}
                  className="group flex items-center justify-between gap-3 rounded-lg py-2.5 text-stone-800 hover:text-clay-700"
                >
                  <span className="flex items-center gap-2">
                    <ChevronRightIcon className="h-4 w-4 text-clay-600 transition group-hover:translate-x-0.5" />
                    {category.name}
                  </span>
                  <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                    {category.blogCount}
                    <span className="sr-only"> {t('articleWord', { count: category.blogCount })}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </TitledSection>
      ) : null}
    </aside>
  );
}
