import type { Translations } from '@shop/shared';
import { UserInputError } from '../../../domain/errors.ts';
import { articleText, sanitiseArticleHtml } from '../sanitise-html.ts';

export const INVALID = 'Please check the highlighted fields';

/** A post's Hindi version as it will be stored: its article HTML sanitised like the English one. */
export function safeTranslations(translations: Translations): Translations {
  const hindi = translations.hi;
  if (!hindi?.content) return translations;
  const content = sanitiseArticleHtml(hindi.content);
  if (articleText(content) === '' && !content.includes('<img')) {
    // Nothing left to show: the Hindi page falls back to the English article rather than show an empty one.
    const { content: _dropped, ...rest } = hindi;
    return { ...translations, hi: rest };
  }
  return { ...translations, hi: { ...hindi, content } };
}

/** What the blog's search box matches: title, excerpt and text, in English and in Hindi. */
export function postSearchText(post: {
  title: string;
  excerpt: string;
  content: string;
  translations: Translations;
}) {
  const hindi = post.translations.hi ?? {};
  return articleText(
    [post.title, post.excerpt, post.content, hindi.title, hindi.excerpt, hindi.content]
      .filter(Boolean)
      .join(' '),
  );
}

/** The article as it will be stored; markup with nothing left to show after sanitising is refused. */
export function safeContent(html: string): string {
  const content = sanitiseArticleHtml(html);
  if (articleText(content) === '' && !content.includes('<img')) {
    throw new UserInputError(INVALID, { content: 'content must have some text or an image' });
  }
  return content;
}
