import {
  type BlogAuthor as BlogAuthorDto,
  type BlogCategory as BlogCategoryDto,
  type BlogPost as BlogPostDto,
  type BlogSummary as BlogSummaryDto,
  type Language,
  localize,
  msg,
  type Translations,
} from '@shop/shared';
import { and, count, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';

export type { BlogCategoryDto, BlogPostDto, BlogSummaryDto };

import { blogAuthors, blogCategories, blogPosts } from '../../db/schema.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { listPage, type Page, type Paging } from '../../domain/paging.ts';
import { pagedPosts, withNames } from './post-rows.ts';

const summaryColumns = {
  post: {
    id: blogPosts.id,
    slug: blogPosts.slug,
    title: blogPosts.title,
    excerpt: blogPosts.excerpt,
    coverImage: blogPosts.coverImage,
    metaTitle: blogPosts.metaTitle,
    description: blogPosts.description,
    publishedAt: blogPosts.publishedAt,
    createdAt: blogPosts.createdAt,
    updatedAt: blogPosts.updatedAt,
    // Lists never show a post's text, so they do not read its Hindi text either.
    translations: sql<Translations>`${blogPosts.translations} #- '{hi,content}'`,
  },
  author: {
    name: blogAuthors.name,
    bio: blogAuthors.bio,
    profilePhoto: blogAuthors.profilePhoto,
    translations: blogAuthors.translations,
  },
  category: {
    id: blogCategories.id,
    name: blogCategories.name,
    slug: blogCategories.slug,
    translations: blogCategories.translations,
  },
};

type SummaryRow = {
  post: Omit<BlogSummaryDto, '_id' | 'author' | 'category' | 'publishedAt' | 'createdAt' | 'updatedAt'> & {
    id: string;
    publishedAt: Date;
    createdAt: Date;
    updatedAt: Date;
    translations: Translations;
  };
  author: BlogAuthorDto & { translations: Translations };
  category: { id: string; name: string; slug: string; translations: Translations };
};

/** docs/product.md#blog: a post is public once it is on and its publish moment has come; a later one waits. */
export const isPublic = () => and(eq(blogPosts.status, true), lte(blogPosts.publishedAt, sql`now()`));

export class BlogService {
  constructor(private readonly db: Db) {}

  /** Newest first; `searchQuery` matches title, excerpt and text with typo tolerance. */
  async listPosts(
    filter: Paging & { searchQuery?: string | undefined; categorySlug?: string | undefined },
    language: Language = 'en',
  ): Promise<Page<BlogSummaryDto>> {
    const conditions: (SQL | undefined)[] = [isPublic()];
    if (filter.categorySlug) {
      const [category] = await this.db
        .select({ id: blogCategories.id })
        .from(blogCategories)
        .where(eq(blogCategories.slug, filter.categorySlug));
      if (!category) throw new NotFoundError(msg('blog.categoryNotFound'));
      conditions.push(eq(blogPosts.categoryId, category.id));
    }
    if (filter.searchQuery) {
      const pattern = containsPattern(filter.searchQuery);
      conditions.push(
        sql`(${blogPosts.searchText} ilike ${pattern} or ${filter.searchQuery} <% ${blogPosts.searchText})`,
      );
    }
    const where = and(...conditions);
    const posts = () => this.db.select(summaryColumns).from(blogPosts).$dynamic();
    return listPage(filter, pagedPosts(this.db, posts, where, blogPosts.updatedAt), (row) =>
      toSummary(row, language),
    );
  }

  async findBySlug(slug: string, language: Language = 'en'): Promise<BlogPostDto> {
    const [row] = await withNames(
      this.db
        .select({ ...summaryColumns, content: blogPosts.content, translations: blogPosts.translations })
        .from(blogPosts)
        .$dynamic(),
    ).where(and(eq(blogPosts.slug, slug), isPublic()));
    if (!row) throw new NotFoundError(msg('blog.articleNotFound'));
    return { ...toSummary(row, language), content: localize(row, language).content };
  }

  /** Categories with the number of published posts in each. */
  async listCategories(
    filter: Paging & { slug?: string | undefined },
    language: Language = 'en',
  ): Promise<Page<BlogCategoryDto>> {
    const where = filter.slug ? eq(blogCategories.slug, filter.slug) : undefined;
    const page = await listPage(
      filter,
      {
        rows: ({ limit, offset }) =>
          this.db
            .select({
              id: blogCategories.id,
              name: blogCategories.name,
              slug: blogCategories.slug,
              metaDescription: blogCategories.metaDescription,
              translations: blogCategories.translations,
              blogCount: count(blogPosts.id),
            })
            .from(blogCategories)
            .leftJoin(blogPosts, and(eq(blogPosts.categoryId, blogCategories.id), isPublic()))
            .where(where)
            .groupBy(blogCategories.id)
            .orderBy(blogCategories.priority, blogCategories.name)
            .limit(limit)
            .offset(offset),
        count: () => this.db.select({ value: count() }).from(blogCategories).where(where),
      },
      (row) => {
        const { id, name, slug, metaDescription, blogCount } = localize(row, language);
        return { _id: id, name, slug, metaDescription, blogCount };
      },
    );
    if (filter.slug && page.items.length === 0) throw new NotFoundError(msg('blog.categoryNotFound'));
    return page;
  }
}

function toSummary(row: SummaryRow, language: Language): BlogSummaryDto {
  const post = localize(row.post, language);
  const { name, bio, profilePhoto } = localize(row.author, language);
  const category = localize(row.category, language);
  return {
    _id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    coverImage: post.coverImage,
    metaTitle: post.metaTitle,
    description: post.description,
    author: { name, bio, profilePhoto },
    category: { _id: category.id, name: category.name, slug: category.slug },
    publishedAt: post.publishedAt.toISOString(),
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  };
}
