import { Breadcrumb } from '#app/components/breadcrumb.tsx';
import { ArticleContent } from '#app/features/blog/article-content.tsx';
import { ArticleAuthor, ArticleByline } from '#app/features/blog/article-parts.tsx';
import { BlogSidebar } from '#app/features/blog/blog-sidebar.tsx';
import { metaT, useT } from '#app/i18n/i18n.ts';
import { uploadUrl } from '#app/lib/api.ts';
import { serverApiContext } from '#app/lib/api-context.ts';
import { bodyOr404, failuresOf, listOf } from '#app/lib/envelope.ts';
import { responsiveImage } from '#app/lib/images.ts';
import {
  breadcrumbJsonLd,
  languageFromMatches,
  organizationJsonLd,
  originFromMatches,
  seo,
} from '#app/lib/seo.ts';
import { useFailureToasts } from '#app/lib/toast.ts';
import type { BlogCategory, BlogPost, BlogSummary } from '#app/lib/types.ts';
import type { Route } from './+types/blog-article';

// docs/product.md#page-sizes: the sidebar lists ten recent posts and ten categories.
const SIDEBAR_LIMIT = 10;

export async function loader({ context, params }: Route.LoaderArgs) {
  const api = context.get(serverApiContext);
  const [article, recent, categories] = await Promise.all([
    api.get<BlogPost>(`/blogs/slug/${encodeURIComponent(params.slug)}`),
    api.get<BlogSummary[]>(`/blogs?limit=${SIDEBAR_LIMIT}`),
    api.get<BlogCategory[]>(`/blogCategories?limit=${SIDEBAR_LIMIT}`),
  ]);
  // A malformed slug is a 400 from the API; for the visitor both mean the page does not exist.
  return {
    post: bodyOr404(article),
    recent: listOf(recent),
    categories: listOf(categories),
    // docs/product.md#error-states: a failed blog call shows the server's message.
    failures: failuresOf(recent, categories),
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  if (!data) return [];
  const { post } = data;
  const origin = originFromMatches(matches);
  const path = `/blog/${post.slug}`;
  const imageUrl = `${origin}${uploadUrl(post.coverImage)}`;
  const t = metaT(matches, 'blog');
  return [
    ...seo({
      // docs/product.md#blog-article: metaTitle else title; description else title.
      title: post.metaTitle || post.title,
      description: post.description || post.title,
      path,
      origin,
      language: languageFromMatches(matches),
      image: post.coverImage,
      type: 'article',
      jsonLd: [
        {
          '@type': 'BlogPosting',
          headline: post.title,
          description: post.description || post.excerpt,
          image: [imageUrl],
          datePublished: post.createdAt,
          dateModified: post.updatedAt,
          mainEntityOfPage: { '@type': 'WebPage', '@id': `${origin}${path}` },
          articleSection: post.category.name,
          author: {
            '@type': 'Person',
            name: post.author.name,
            description: post.author.bio,
            image: `${origin}${uploadUrl(post.author.profilePhoto)}`,
          },
          publisher: organizationJsonLd(origin),
        },
        breadcrumbJsonLd(origin, [
          { name: t('home'), path: '/' },
          { name: t('title'), path: '/blog' },
          { name: post.title, path },
        ]),
      ],
    }),
    { property: 'article:published_time', content: post.createdAt },
    { property: 'article:modified_time', content: post.updatedAt },
    { property: 'article:section', content: post.category.name },
  ];
};

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { post, recent, categories, failures } = loaderData;
  const { t } = useT('blog');

  useFailureToasts(failures);

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 pt-6 pb-20 sm:px-6 lg:px-8">
      <Breadcrumb trail={[{ label: t('title'), to: '/blog' }, { label: t('details') }]} />
      <div className="mt-8 grid grid-cols-1 gap-12 lg:grid-cols-[minmax(0,1fr)_340px] lg:gap-14">
        <article className="min-w-0">
          <img
            {...responsiveImage(post.coverImage, 1200)}
            sizes="(min-width: 1280px) 820px, (min-width: 1024px) 65vw, 100vw"
            width={1200}
            height={630}
            alt={post.title}
            loading="eager"
            fetchPriority="high"
            className="aspect-[40/21] w-full rounded-3xl bg-brand-50 object-cover"
          />
          <div className="mx-auto max-w-3xl">
            <ArticleByline post={post} />
            <h1 className="mt-3 text-3xl leading-tight text-brand-900 sm:text-4xl lg:text-[2.75rem]">
              {post.title}
            </h1>
            {post.excerpt ? (
              <p className="mt-5 text-lg leading-relaxed text-stone-700">{post.excerpt}</p>
            ) : null}
            <hr className="mt-8 border-brand-100" />
            <ArticleContent html={post.content} className="mt-8" />
            <ArticleAuthor author={post.author} />
          </div>
        </article>
        <BlogSidebar recent={recent} categories={categories} currentSlug={post.slug} />
      </div>
    </main>
  );
}
