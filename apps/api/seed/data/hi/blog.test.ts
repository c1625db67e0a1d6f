import { describe, expect, it } from 'vitest';
import { blogAuthors, blogCategories, blogPosts, INLINE_IMAGE_MARKER } from '../blog.ts';
import { blogAuthorsHi, blogCategoriesHi, blogPostsHi } from './blog.ts';
import { problemsOf } from './hindi-checks.ts';

/**
 * The demo blog's Hindi texts: one for every English author, category and post, each complete, in Hindi,
 * and each post built like its English original so the page lays out the same and its shop links stay Hindi.
 */

/** Block tags and the illustration marker, in page order: the post's outline. */
function outline(html: string): string[] {
  return [...html.matchAll(/<(h2|h3|p|ul|ol|li)>|\{\{inline-image\}\}/g)].map(
    (match) => match[1] ?? match[0],
  );
}

function countOf(html: string, tag: string): number {
  return html.match(new RegExp(`<${tag}[ >]`, 'g'))?.length ?? 0;
}

function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? '');
}

/** Checks one Hindi text against its English original; returns what is wrong, so a failure names the text. */
function problemsOfField(where: string, hi: string, en: string, html = false): string[] {
  return problemsOf({ where, en, hi, html });
}

describe('Hindi blog authors', () => {
  it('has a Hindi name and bio for every author and for no one else', () => {
    expect(Object.keys(blogAuthorsHi).sort()).toEqual(blogAuthors.map((author) => author.key).sort());
  });

  it('writes every name and bio in Hindi', () => {
    // A byline in Latin letters on a Hindi article read as English (the Hindi sweep, docs/i18n.md).
    const problems = blogAuthors.flatMap((author) => [
      ...problemsOfField(`${author.key}.name`, blogAuthorsHi[author.key]?.name ?? '', author.name),
      ...problemsOfField(`${author.key}.bio`, blogAuthorsHi[author.key]?.bio ?? '', author.bio),
    ]);
    expect(problems).toEqual([]);
  });
});

describe('Hindi blog categories', () => {
  it('has a Hindi version of every category and of no other', () => {
    expect(Object.keys(blogCategoriesHi).sort()).toEqual(
      blogCategories.map((category) => category.slug).sort(),
    );
  });

  it('writes every name and meta description in Hindi, the description within 160 characters', () => {
    const problems = blogCategories.flatMap((category) => {
      const hindi = blogCategoriesHi[category.slug];
      if (!hindi) return [`${category.slug} is missing`];
      return [
        ...problemsOfField(`${category.slug}.name`, hindi.name, category.name),
        ...problemsOfField(
          `${category.slug}.metaDescription`,
          hindi.metaDescription,
          category.metaDescription,
        ),
        ...(hindi.metaDescription.length > 160 ? [`${category.slug}.metaDescription is too long`] : []),
      ];
    });
    expect(problems).toEqual([]);
  });
});

describe('Hindi blog posts', () => {
  it('has a Hindi version of every post and of no other', () => {
    expect(Object.keys(blogPostsHi).sort()).toEqual(blogPosts.map((post) => post.slug).sort());
  });

  it('writes every field of every post in Hindi', () => {
    const fields = ['title', 'excerpt', 'metaTitle', 'description', 'inlineAlt', 'content'] as const;
    const problems = blogPosts.flatMap((post) => {
      const hindi = blogPostsHi[post.slug];
      if (!hindi) return [`${post.slug} is missing`];
      return fields.flatMap((field) =>
        problemsOfField(`${post.slug}.${field}`, hindi[field], post[field], field === 'content'),
      );
    });
    expect(problems).toEqual([]);
  });

  it('keeps search snippets short: meta titles end with the brand like the English ones, descriptions fit 160', () => {
    const problems = blogPosts.flatMap((post) => {
      const hindi = blogPostsHi[post.slug];
      if (!hindi) return [`${post.slug} is missing`];
      return [
        ...(hindi.metaTitle.endsWith(' | Vanya Naturals') ? [] : [`${post.slug}.metaTitle lacks the brand`]),
        ...(hindi.metaTitle.length > 70 ? [`${post.slug}.metaTitle is over 70 characters`] : []),
        ...(hindi.description.length > 160 ? [`${post.slug}.description is over 160 characters`] : []),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('builds every post like its English original, with the illustration in the same place', () => {
    for (const post of blogPosts) {
      const content = blogPostsHi[post.slug]?.content ?? '';
      expect(outline(content), post.slug).toEqual(outline(post.content));
      expect(content.split(INLINE_IMAGE_MARKER).length, post.slug).toBe(2);
      for (const tag of ['strong', 'em', 'a']) {
        expect(countOf(content, tag), `${post.slug} <${tag}>`).toBe(countOf(post.content, tag));
      }
      // Every tag that opens also closes: a slip in hand-written HTML would break the article's layout.
      for (const tag of ['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'a']) {
        expect(content.match(new RegExp(`</${tag}>`, 'g'))?.length ?? 0, `${post.slug} </${tag}>`).toBe(
          countOf(content, tag),
        );
      }
    }
  });

  it('links to the same shop pages as the English post, in Hindi', () => {
    for (const post of blogPosts) {
      const links = hrefs(blogPostsHi[post.slug]?.content ?? '');
      expect(links, post.slug).toEqual(hrefs(post.content).map((href) => `/hi${href}`));
    }
  });
});
