import { Breadcrumb } from '#app/components/breadcrumb.tsx';
import { BlogPostList } from '#app/features/blog/blog-results.tsx';
import { metaT, useT } from '#app/i18n/i18n.ts';
import { Link } from '#app/i18n/link.tsx';
import { serverApiContext } from '#app/lib/api-context.ts';
import { failureOf, firstOr404, listOf } from '#app/lib/envelope.ts';
import { breadcrumbJsonLd, languageFromMatches, originFromMatches, pageTitle, seo } from '#app/lib/seo.ts';
import { useFailureToasts } from '#app/lib/toast.ts';
import type { BlogCategory, BlogSummary } from '#app/lib/types.ts';
import type { Route } from './+types/blog-category';

export async function loader({ context, params }: Route.LoaderArgs) {
  const api = context.get(serverApiContext);
  const slug = encodeURIComponent(params.slug);
  const [category, posts] = await Promise.all([
    api.get<BlogCategory[]>(`/blogCategories?slug=${slug}`),
    // docs/product.md#paging: limit=0 lists every article of the category.
    api.get<BlogSummary[]>(`/blogs?categorySlug=${slug}&limit=0`),
  ]);
  // docs/product.md#blog-category: the first item of the list is the category; an unknown or malformed slug is the 404 page.
  return {
    category: firstOr404(category),
    posts: listOf(posts),
    failure: failureOf(posts),
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  if (!data) return [];
  const { category, posts } = data;
  const origin = originFromMatches(matches);
  const path = `/blog-category/${category.slug}`;
  return seo({
    title: pageTitle(category.name),
    description: category.metaDescription || category.name,
    path,
    origin,
    language: languageFromMatches(matches),
    image: posts[0]?.coverImage,
    jsonLd: [
      breadcrumbJsonLd(origin, [
        { name: metaT(matches, 'blog')('home'), path: '/' },
        { name: category.name, path },
      ]),
    ],
  });
};

export default function BlogCategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, posts, failure } = loaderData;
  const { t } = useT('blog');

  useFailureToasts(failure);

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 pt-6 pb-20 sm:px-6 lg:px-8">
      <Breadcrumb trail={[{ label: category.name }]} />
      <header className="mt-8 max-w-3xl">
        <p className="text-xs font-semibold tracking-[0.2em] text-clay-700 uppercase">
          <Link to="/blog" className="hover:underline">
            {t('journal')}
          </Link>
        </p>
        <h1 className="mt-2 text-4xl leading-tight text-brand-900 sm:text-5xl">{category.name}</h1>
        {category.metaDescription ? (
          <p className="mt-3 text-lg leading-relaxed text-stone-700">{category.metaDescription}</p>
        ) : null}
        <p className="mt-3 text-sm text-stone-600">{t('articles', { count: posts.length })}</p>
      </header>
      <div className="mt-10">
        <BlogPostList
          posts={posts}
          failed={Boolean(failure)}
          emptyTitle={t('noArticlesYet')}
          emptyText={t('stillWriting')}
        />
      </div>
    </main>
  );
}
