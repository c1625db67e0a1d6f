import { ContentImage } from '#app/components/content-image.tsx';
import { Link } from '#app/i18n/link.tsx';
import type { BlogSummary } from '#app/lib/types.ts';

/** The latest three articles (docs/product.md#home), each linking to /blog/{slug}. */
export function BlogTeasers({ posts }: { posts: BlogSummary[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {posts.map((post) => (
        <li key={post._id}>
          <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-brand-100 bg-white">
            <Link
              to={`/blog/${post.slug}`}
              tabIndex={-1}
              aria-hidden="true"
              className="block overflow-hidden bg-brand-50"
            >
              <ContentImage
                file={post.coverImage}
                largest={800}
                sizes="(min-width: 1280px) 400px, (min-width: 768px) 33vw, 100vw"
                width={1200}
                height={630}
                className="aspect-[40/21] w-full object-cover transition duration-700 group-hover:scale-105"
              />
            </Link>
            <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
              <p className="text-xs font-semibold tracking-[0.15em] text-clay-700 uppercase">
                {post.category.name}
              </p>
              <h3 className="text-xl leading-snug text-brand-900">
                <Link to={`/blog/${post.slug}`} className="hover:text-clay-700">
                  {post.title}
                </Link>
              </h3>
              <p className="line-clamp-3 text-sm leading-relaxed text-stone-700">{post.excerpt}</p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
