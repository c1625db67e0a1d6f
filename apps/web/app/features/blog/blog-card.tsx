import { ContentImage } from '#app/components/content-image.tsx';
import { ChevronRightIcon } from '#app/components/icons.tsx';
import { ButtonLink } from '#app/components/ui/button.tsx';
import { useT } from '#app/i18n/i18n.ts';
import { Link } from '#app/i18n/link.tsx';
import type { BlogSummary } from '#app/lib/types.ts';

/** Cover images are seeded and uploaded at 1200 x 630 (the Open Graph shape). */
const COVER = { width: 1200, height: 630 };

/** Blog card (docs/product.md#blog): cover image, title, excerpt and a 'More' link to /blog/{slug}. */
export function BlogCard({
  post,
  loading = 'lazy',
}: {
  post: BlogSummary;
  loading?: 'high' | 'eager' | 'lazy';
}) {
  const { t } = useT('blog');
  const href = `/blog/${post.slug}`;
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm shadow-brand-900/5 transition hover:shadow-md">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block overflow-hidden bg-brand-50">
        <ContentImage
          file={post.coverImage}
          largest={800}
          sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          width={COVER.width}
          height={COVER.height}
          loading={loading}
          className="aspect-[40/21] w-full object-cover transition duration-700 group-hover:scale-105"
        />
      </Link>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <p className="text-xs font-semibold tracking-[0.15em] text-clay-700 uppercase">
          {post.category.name}
        </p>
        <h2 className="mt-2 text-xl leading-snug text-brand-900">
          <Link to={href} className="hover:text-clay-700">
            {post.title}
          </Link>
        </h2>
        <p className="mt-3 line-clamp-3 flex-1 text-sm leading-relaxed text-stone-700">{post.excerpt}</p>
        <ButtonLink to={href} variant="outline" size="sm" className="mt-5 gap-1 self-start">
          {t('more')}
          <span className="sr-only">: {post.title}</span>
          <ChevronRightIcon className="h-4 w-4" />
        </ButtonLink>
      </div>
    </article>
  );
}

/** One column on phones, two on tablets, three on wide screens. */
export function BlogGrid({ posts, eagerFirst = false }: { posts: BlogSummary[]; eagerFirst?: boolean }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
      {posts.map((post, index) => (
        <li key={post._id}>
          <BlogCard
            post={post}
            loading={!eagerFirst || index > 2 ? 'lazy' : index === 0 ? 'high' : 'eager'}
          />
        </li>
      ))}
    </ul>
  );
}
