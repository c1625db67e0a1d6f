import type {
  BlogAuthorInput,
  BlogCategoryInput,
  BlogPostInput,
  TranslationState,
  Translations,
} from '@shop/shared';
import { and, asc, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsAny } from '../../db/like.ts';
import { blogAuthors, blogCategories, blogPosts } from '../../db/schema.ts';
import { translationStateSql } from '../../db/translations.ts';
import { ConflictError, UserInputError } from '../../domain/errors.ts';
import { listPage, type Page, type Paging } from '../../domain/paging.ts';
import type { Actor, AuditLogService } from '../audit/audit-log.service.ts';
import { AuditedChanges, type AuditedRecord, type Tx } from '../audit/audited-change.ts';
import type { ArticleImages } from './article-images.ts';
import { articleText, sanitiseArticleHtml } from './sanitise-html.ts';

type PostRow = typeof blogPosts.$inferSelect;
type CategoryRow = typeof blogCategories.$inferSelect;
type AuthorRow = typeof blogAuthors.$inferSelect;
type Values<T> = { [K in keyof T]: Exclude<T[K], undefined> };
type PostValues = Omit<
  Values<BlogPostInput>,
  'metaTitle' | 'description' | 'status' | 'publishedAt' | 'translations'
> & {
  translations?: Translations | undefined;
  metaTitle?: string | null | undefined;
  description?: string | null | undefined;
  status?: boolean | undefined;
  publishedAt?: string | undefined;
};
type CategoryValues = Omit<Values<BlogCategoryInput>, 'metaDescription' | 'priority' | 'translations'> & {
  translations?: Translations | undefined;
  metaDescription?: string | null | undefined;
  priority?: number | undefined;
};

export type AdminBlogPost = ReturnType<typeof toPost>;
export type AdminBlogPostSummary = Omit<AdminBlogPost, 'content'> & {
  author: { _id: string; name: string };
  category: { _id: string; name: string };
  translationState: TranslationState;
};
export type AdminBlogCategory = ReturnType<typeof toCategory> & {
  postCount: number;
  translationState: TranslationState;
};
export type AdminBlogAuthor = ReturnType<typeof toAuthor> & {
  postCount: number;
  translationState: TranslationState;
};

const INVALID = 'Please check the highlighted fields';

/**
 * docs/admin.md#blog: the staff write posts, categories and authors. Article HTML is sanitised here, as it is
 * saved, because the storefront renders it as is, and a post's images from other sites are copied into the
 * uploads first (article-images.ts); each write is audited and drops the cached public answers.
 */
export class BlogEditorService {
  private readonly changes: AuditedChanges;

  constructor(
    private readonly db: Db,
    audit: AuditLogService,
    onCatalogChange: () => void,
    private readonly images: ArticleImages,
  ) {
    this.changes = new AuditedChanges(db, audit, onCatalogChange);
  }

  // Posts

  async listPosts(
    filter: Paging & {
      search?: string | undefined;
      categoryId?: string | undefined;
      status?: boolean | undefined;
      translation?: TranslationState | undefined;
    },
  ): Promise<Page<AdminBlogPostSummary>> {
    const translationState = translationStateSql('blogPost', blogPosts);
    const conditions: SQL[] = [];
    if (filter.translation) conditions.push(sql`${translationState} = ${filter.translation}`);
    if (filter.categoryId) conditions.push(eq(blogPosts.categoryId, filter.categoryId));
    if (filter.status !== undefined) conditions.push(eq(blogPosts.status, filter.status));
    const match = filter.search ? containsAny(filter.search, [blogPosts.title, blogPosts.slug]) : undefined;
    if (match) conditions.push(match);
    const where = and(...conditions);
    return listPage(
      filter,
      {
        rows: ({ limit, offset }) =>
          this.db
            .select({
              post: blogPosts,
              author: { _id: blogAuthors.id, name: blogAuthors.name },
              category: { _id: blogCategories.id, name: blogCategories.name },
              translationState,
            })
            .from(blogPosts)
            .innerJoin(blogAuthors, eq(blogAuthors.id, blogPosts.authorId))
            .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
            .where(where)
            .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
            .limit(limit)
            .offset(offset),
        count: () => this.db.select({ value: count() }).from(blogPosts).where(where),
      },
      ({ post, author, category, translationState }) => {
        const { content: _content, translations, ...summary } = toPost(post);
        // A list shows titles: the Hindi text of every post would only weigh it down.
        const { content: _hindiContent, ...hindi } = translations.hi ?? {};
        return { ...summary, translations: { hi: hindi }, author, category, translationState };
      },
    );
  }

  async getPost(id: string): Promise<AdminBlogPost> {
    return this.changes.read(POST, id);
  }

  async createPost(actor: Actor, given: PostValues): Promise<AdminBlogPost> {
    // Before the transaction: downloads must not hold a database connection.
    const input = await this.images.copyInto(given);
    return this.changes.create(actor, POST, async (tx) => {
      await this.checkPostReferences(tx, input, null);
      const content = safeContent(input.content);
      const translations = safeTranslations(input.translations ?? {});
      return {
        title: input.title,
        slug: input.slug,
        excerpt: input.excerpt,
        coverImage: input.coverImage,
        content,
        authorId: input.authorId,
        categoryId: input.categoryId,
        status: input.status ?? true,
        publishedAt: input.publishedAt ? new Date(input.publishedAt) : new Date(),
        metaTitle: input.metaTitle ?? null,
        description: input.description ?? null,
        translations,
        searchText: postSearchText({ ...input, content, translations }),
      };
    });
  }

  async updatePost(actor: Actor, id: string, given: Partial<PostValues>): Promise<AdminBlogPost> {
    const patch = await this.images.copyInto(given);
    return this.changes.update(actor, id, POST, async (before, tx) => {
      await this.checkPostReferences(tx, patch, id);
      const next = {
        title: patch.title ?? before.title,
        slug: patch.slug ?? before.slug,
        excerpt: patch.excerpt ?? before.excerpt,
        coverImage: patch.coverImage ?? before.coverImage,
        content: patch.content === undefined ? before.content : safeContent(patch.content),
        authorId: patch.authorId ?? before.authorId,
        categoryId: patch.categoryId ?? before.categoryId,
        status: patch.status ?? before.status,
        publishedAt: patch.publishedAt ? new Date(patch.publishedAt) : before.publishedAt,
        metaTitle: 'metaTitle' in patch ? (patch.metaTitle ?? null) : before.metaTitle,
        description: 'description' in patch ? (patch.description ?? null) : before.description,
        translations:
          patch.translations === undefined ? before.translations : safeTranslations(patch.translations),
      };
      return {
        ...next,
        searchText: postSearchText(next),
        updatedAt: new Date(),
      };
    });
  }

  async deletePost(actor: Actor, id: string): Promise<void> {
    await this.changes.remove(actor, id, POST);
  }

  /** A taken slug, or an author or category that is not there, is a field error and nothing is written. */
  private async checkPostReferences(
    tx: Tx,
    input: { slug?: string | undefined; authorId?: string | undefined; categoryId?: string | undefined },
    exceptId: string | null,
  ): Promise<void> {
    const errors: Record<string, string> = {};
    if (input.slug) {
      const [taken] = await tx
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(
          exceptId
            ? and(eq(blogPosts.slug, input.slug), ne(blogPosts.id, exceptId))
            : eq(blogPosts.slug, input.slug),
        );
      if (taken) errors.slug = 'Another post already has this slug';
    }
    if (input.authorId) {
      const [author] = await tx
        .select({ id: blogAuthors.id })
        .from(blogAuthors)
        .where(eq(blogAuthors.id, input.authorId));
      if (!author) errors.authorId = 'That author does not exist';
    }
    if (input.categoryId) {
      const [category] = await tx
        .select({ id: blogCategories.id })
        .from(blogCategories)
        .where(eq(blogCategories.id, input.categoryId));
      if (!category) errors.categoryId = 'That category does not exist';
    }
    if (Object.keys(errors).length > 0) throw new UserInputError(INVALID, errors);
  }

  // Categories

  async listCategories(filter: Paging & { search?: string | undefined }): Promise<Page<AdminBlogCategory>> {
    const where = filter.search ? containsAny(filter.search, [blogCategories.name]) : undefined;
    const translationState = translationStateSql('blogCategory', blogCategories);
    return listPage(
      filter,
      {
        rows: ({ limit, offset }) =>
          this.db
            .select({ category: blogCategories, postCount: count(blogPosts.id), translationState })
            .from(blogCategories)
            .leftJoin(blogPosts, eq(blogPosts.categoryId, blogCategories.id))
            .where(where)
            .groupBy(blogCategories.id)
            .orderBy(asc(blogCategories.priority), asc(blogCategories.name))
            .limit(limit)
            .offset(offset),
        count: () => this.db.select({ value: count() }).from(blogCategories).where(where),
      },
      ({ category, postCount, translationState }) => ({
        ...toCategory(category),
        postCount,
        translationState,
      }),
    );
  }

  async getCategory(id: string): Promise<ReturnType<typeof toCategory>> {
    return this.changes.read(CATEGORY, id);
  }

  async createCategory(actor: Actor, input: CategoryValues): Promise<ReturnType<typeof toCategory>> {
    return this.changes.create(actor, CATEGORY, async (tx) => {
      await this.checkCategorySlug(tx, input.slug, null);
      return {
        name: input.name,
        slug: input.slug,
        metaDescription: input.metaDescription ?? null,
        priority: input.priority ?? 0,
        translations: input.translations ?? {},
      };
    });
  }

  async updateCategory(
    actor: Actor,
    id: string,
    patch: Partial<CategoryValues>,
  ): Promise<ReturnType<typeof toCategory>> {
    return this.changes.update(actor, id, CATEGORY, async (before, tx) => {
      if (patch.slug) await this.checkCategorySlug(tx, patch.slug, id);
      return {
        name: patch.name ?? before.name,
        slug: patch.slug ?? before.slug,
        metaDescription:
          'metaDescription' in patch ? (patch.metaDescription ?? null) : before.metaDescription,
        priority: patch.priority ?? before.priority,
        translations: patch.translations ?? before.translations,
      };
    });
  }

  async deleteCategory(actor: Actor, id: string): Promise<void> {
    await this.changes.remove(actor, id, CATEGORY, async (before, tx) => {
      const [used] = await tx.select({ value: count() }).from(blogPosts).where(eq(blogPosts.categoryId, id));
      if (used && used.value > 0) {
        throw new ConflictError(
          `${before.name} has ${used.value} ${used.value === 1 ? 'post' : 'posts'}: move or delete them first`,
        );
      }
    });
  }

  private async checkCategorySlug(tx: Tx, slug: string, exceptId: string | null): Promise<void> {
    const [taken] = await tx
      .select({ id: blogCategories.id })
      .from(blogCategories)
      .where(
        exceptId
          ? and(eq(blogCategories.slug, slug), ne(blogCategories.id, exceptId))
          : eq(blogCategories.slug, slug),
      );
    if (taken) throw new UserInputError(INVALID, { slug: 'Another category already has this slug' });
  }

  // Authors

  async listAuthors(filter: Paging & { search?: string | undefined }): Promise<Page<AdminBlogAuthor>> {
    const where = filter.search ? containsAny(filter.search, [blogAuthors.name]) : undefined;
    const translationState = translationStateSql('blogAuthor', blogAuthors);
    return listPage(
      filter,
      {
        rows: ({ limit, offset }) =>
          this.db
            .select({ author: blogAuthors, postCount: count(blogPosts.id), translationState })
            .from(blogAuthors)
            .leftJoin(blogPosts, eq(blogPosts.authorId, blogAuthors.id))
            .where(where)
            .groupBy(blogAuthors.id)
            .orderBy(asc(blogAuthors.name))
            .limit(limit)
            .offset(offset),
        count: () => this.db.select({ value: count() }).from(blogAuthors).where(where),
      },
      ({ author, postCount, translationState }) => ({ ...toAuthor(author), postCount, translationState }),
    );
  }

  async getAuthor(id: string): Promise<ReturnType<typeof toAuthor>> {
    return this.changes.read(AUTHOR, id);
  }

  async createAuthor(actor: Actor, input: Values<BlogAuthorInput>): Promise<ReturnType<typeof toAuthor>> {
    return this.changes.create(actor, AUTHOR, () => input);
  }

  async updateAuthor(
    actor: Actor,
    id: string,
    patch: Partial<Values<BlogAuthorInput>>,
  ): Promise<ReturnType<typeof toAuthor>> {
    return this.changes.update(actor, id, AUTHOR, (before) => ({
      name: patch.name ?? before.name,
      bio: patch.bio ?? before.bio,
      profilePhoto: patch.profilePhoto ?? before.profilePhoto,
      translations: patch.translations ?? before.translations,
    }));
  }

  async deleteAuthor(actor: Actor, id: string): Promise<void> {
    await this.changes.remove(actor, id, AUTHOR, async (before, tx) => {
      const [used] = await tx.select({ value: count() }).from(blogPosts).where(eq(blogPosts.authorId, id));
      if (used && used.value > 0) {
        throw new ConflictError(
          `${before.name} wrote ${used.value} ${used.value === 1 ? 'post' : 'posts'}: give them another author first`,
        );
      }
    });
  }
}

/** A post's Hindi version as it will be stored: its article HTML sanitised like the English one. */
function safeTranslations(translations: Translations): Translations {
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
function postSearchText(post: {
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
function safeContent(html: string): string {
  const content = sanitiseArticleHtml(html);
  if (articleText(content) === '' && !content.includes('<img')) {
    throw new UserInputError(INVALID, { content: 'content must have some text or an image' });
  }
  return content;
}

function toPost(row: PostRow) {
  return {
    _id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    coverImage: row.coverImage,
    content: row.content,
    authorId: row.authorId,
    categoryId: row.categoryId,
    status: row.status,
    publishedAt: row.publishedAt.toISOString(),
    metaTitle: row.metaTitle,
    description: row.description,
    translations: row.translations,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toCategory(row: CategoryRow) {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    metaDescription: row.metaDescription,
    priority: row.priority,
    translations: row.translations,
    createdAt: row.createdAt.toISOString(),
  };
}

function toAuthor(row: AuthorRow) {
  return {
    _id: row.id,
    name: row.name,
    bio: row.bio,
    profilePhoto: row.profilePhoto,
    translations: row.translations,
    createdAt: row.createdAt.toISOString(),
  };
}

const POST: AuditedRecord<typeof blogPosts, AdminBlogPost> = {
  table: blogPosts,
  entityType: 'blogPost',
  notFound: 'Post not found',
  toDto: toPost,
};
const CATEGORY: AuditedRecord<typeof blogCategories, ReturnType<typeof toCategory>> = {
  table: blogCategories,
  entityType: 'blogCategory',
  notFound: 'Blog category not found',
  toDto: toCategory,
};
const AUTHOR: AuditedRecord<typeof blogAuthors, ReturnType<typeof toAuthor>> = {
  table: blogAuthors,
  entityType: 'blogAuthor',
  notFound: 'Author not found',
  toDto: toAuthor,
};
