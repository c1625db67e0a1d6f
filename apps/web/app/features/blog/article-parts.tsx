import { Thumbnail } from '#app/components/ui/thumbnail.tsx';
import { useLanguage, useT } from '#app/i18n/i18n.ts';
import { Link } from '#app/i18n/link.tsx';
import { Trans } from '#app/i18n/trans.tsx';
import type { BlogPost } from '#app/lib/types.ts';
import { articleDate, isoDate } from './blog-date.ts';

/** The article's category and when it was last updated, above its title. */
export function ArticleByline({ post }: { post: BlogPost }) {
  const { t } = useT('blog');
  const language = useLanguage();
  return (
    <p className="mt-8 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600">
      <Link
        to={`/blog-category/${post.category.slug}`}
        className="font-semibold tracking-[0.15em] text-clay-700 uppercase hover:underline"
      >
        {post.category.name}
      </Link>
      <span aria-hidden="true">·</span>
      <span>
        <Trans
          t={t}
          i18nKey="updated"
          values={{ date: articleDate(post.updatedAt, language) }}
          components={{ time: <time dateTime={isoDate(post.updatedAt)} /> }}
        />
      </span>
    </p>
  );
}

/** "Written by": the author's photo, name and bio under the article. */
export function ArticleAuthor({ author }: { author: BlogPost['author'] }) {
  const { t } = useT('blog');
  return (
    <section
      aria-labelledby="author-heading"
      className="mt-14 flex flex-col gap-5 rounded-2xl border border-brand-100 bg-brand-50/60 p-6 sm:flex-row sm:items-center sm:p-8"
    >
      <Thumbnail
        file={author.profilePhoto}
        size={100}
        alt={author.name}
        loading="lazy"
        className="h-[100px] w-[100px] rounded-full bg-white ring-4 ring-white"
      />
      <div>
        <h2 id="author-heading" className="text-xs font-semibold tracking-[0.2em] text-clay-700 uppercase">
          {t('writtenBy')}
        </h2>
        <p className="mt-1 font-serif text-2xl text-brand-900">{author.name}</p>
        <p className="mt-2 leading-relaxed text-stone-700">{author.bio}</p>
      </div>
    </section>
  );
}
