import type { BlogPostInput, TranslationState, Translations } from '@shop/shared';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { containsAny } from '../../../db/like.ts';
import { blogAuthors, blogCategories, blogPosts } from '../../../db/schema.ts';
import { translationStateSql } from '../../../db/translations.ts';
import { UserInputError } from '../../../domain/errors.ts';
import { listPage, type Page, type Paging } from '../../../domain/paging.ts';
import type { Actor } from '../../audit/audit-log.service.ts';
import type { AuditedChanges, AuditedRecord, Tx } from '../../audit/audited-change.ts';
import { RecordEditor } from '../../audit/record-editor.ts';
import type { ArticleImages } from '../article-images.ts';
import { pagedPosts } from '../post-rows.ts';
import { INVALID, postSearchText, safeContent, safeTranslations } from './post-content.ts';

type PostRow = typeof blogPosts.$inferSelect;
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

export type AdminBlogPost = ReturnType<typeof toPost>;
export type AdminBlogPostSummary = Omit<AdminBlogPost, 'content'> & {
  author: { _id: string; name: string };
  category: { _id: string; name: string };
  translationState: TranslationState;
};

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

const POST: AuditedRecord<typeof blogPosts, AdminBlogPost> = {
  table: blogPosts,
  entityType: 'blogPost',
  notFound: 'Post not found',
  toDto: toPost,
};

/**
 * docs/admin.md#blog: the staff write posts. Article HTML is sanitised here, as it is saved, because the
 * storefront renders it as is, and a post's images from other sites are copied into the uploads first
 * (article-images.ts).
 */
export class PostEditorService extends RecordEditor<typeof blogPosts, AdminBlogPost, PostValues> {
  protected readonly record = POST;

  constructor(
    db: Db,
    changes: AuditedChanges,
    private readonly images: ArticleImages,
  ) {
    super(db, changes);
  }

  async list(
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
    const columns = {
      post: blogPosts,
      author: { _id: blogAuthors.id, name: blogAuthors.name },
      category: { _id: blogCategories.id, name: blogCategories.name },
      translationState,
    };
    const posts = () => this.db.select(columns).from(blogPosts).$dynamic();
    return listPage(
      filter,
      pagedPosts(this.db, posts, where, blogPosts.publishedAt),
      ({ post, author, category, translationState }) => {
        const { content: _content, translations, ...summary } = toPost(post);
        // A list shows titles: the Hindi text of every post would only weigh it down.
        const { content: _hindiContent, ...hindi } = translations.hi ?? {};
        return { ...summary, translations: { hi: hindi }, author, category, translationState };
      },
    );
  }

  override async create(actor: Actor, given: PostValues): Promise<AdminBlogPost> {
    // Before the transaction: downloads must not hold a database connection.
    return super.create(actor, await this.images.copyInto(given));
  }

  override async update(actor: Actor, id: string, given: Partial<PostValues>): Promise<AdminBlogPost> {
    return super.update(actor, id, await this.images.copyInto(given));
  }

  protected async insertValues(input: PostValues, tx: Tx) {
    await checkPostReferences(tx, input, null);
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
  }

  protected async updateValues(patch: Partial<PostValues>, before: PostRow, tx: Tx) {
    await checkPostReferences(tx, patch, before.id);
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
  }
}

/** A taken slug, or an author or category that is not there, is a field error and nothing is written. */
async function checkPostReferences(
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
  const references = [
    ['authorId', blogAuthors, input.authorId, 'That author does not exist'],
    ['categoryId', blogCategories, input.categoryId, 'That category does not exist'],
  ] as const;
  for (const [field, table, id, missing] of references) {
    if (!id) continue;
    const named = table as typeof blogAuthors;
    const [found] = await tx.select({ id: named.id }).from(named).where(eq(named.id, id));
    if (!found) errors[field] = missing;
  }
  if (Object.keys(errors).length > 0) throw new UserInputError(INVALID, errors);
}
