import type { BlogCategoryInput, Translations } from '@shop/shared';
import { and, asc, eq, ne } from 'drizzle-orm';
import { blogCategories, blogPosts } from '../../../db/schema.ts';
import { UserInputError } from '../../../domain/errors.ts';
import type { Paging } from '../../../domain/paging.ts';
import type { AuditedRecord, Tx } from '../../audit/audited-change.ts';
import { RecordEditor } from '../../audit/record-editor.ts';
import { INVALID } from './post-content.ts';
import { listWithPostCounts, refuseWhilePostsName } from './post-counts.ts';

type CategoryRow = typeof blogCategories.$inferSelect;
type Values<T> = { [K in keyof T]: Exclude<T[K], undefined> };
type CategoryValues = Omit<Values<BlogCategoryInput>, 'metaDescription' | 'priority' | 'translations'> & {
  translations?: Translations | undefined;
  metaDescription?: string | null | undefined;
  priority?: number | undefined;
};

export type AdminBlogCategory = ReturnType<typeof toCategory>;

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

const CATEGORY: AuditedRecord<typeof blogCategories, AdminBlogCategory> = {
  table: blogCategories,
  entityType: 'blogCategory',
  notFound: 'Blog category not found',
  toDto: toCategory,
};

/** docs/admin.md#blog: the blog's categories; one that still has posts stays. */
export class BlogCategoryEditorService extends RecordEditor<
  typeof blogCategories,
  AdminBlogCategory,
  CategoryValues
> {
  protected readonly record = CATEGORY;

  list(filter: Paging & { search?: string | undefined }) {
    return listWithPostCounts(
      this.db,
      filter,
      {
        kind: 'blogCategory',
        from: blogCategories,
        postColumn: blogPosts.categoryId,
        orderBy: [asc(blogCategories.priority), asc(blogCategories.name)],
      },
      toCategory,
    );
  }

  protected async insertValues(input: CategoryValues, tx: Tx) {
    await checkCategorySlug(tx, input.slug, null);
    return {
      name: input.name,
      slug: input.slug,
      metaDescription: input.metaDescription ?? null,
      priority: input.priority ?? 0,
      translations: input.translations ?? {},
    };
  }

  protected async updateValues(patch: Partial<CategoryValues>, before: CategoryRow, tx: Tx) {
    if (patch.slug) await checkCategorySlug(tx, patch.slug, before.id);
    return {
      name: patch.name ?? before.name,
      slug: patch.slug ?? before.slug,
      metaDescription: 'metaDescription' in patch ? (patch.metaDescription ?? null) : before.metaDescription,
      priority: patch.priority ?? before.priority,
      translations: patch.translations ?? before.translations,
    };
  }

  protected override async refuseRemoval(before: CategoryRow, tx: Tx): Promise<void> {
    await refuseWhilePostsName(
      tx,
      blogPosts.categoryId,
      before.id,
      (posts) => `${before.name} has ${posts}: move or delete them first`,
    );
  }
}

async function checkCategorySlug(tx: Tx, slug: string, exceptId: string | null): Promise<void> {
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
