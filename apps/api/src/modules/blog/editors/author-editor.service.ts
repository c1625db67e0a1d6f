import type { BlogAuthorInput } from '@shop/shared';
import { asc } from 'drizzle-orm';
import { blogAuthors, blogPosts } from '../../../db/schema.ts';
import type { Paging } from '../../../domain/paging.ts';
import type { AuditedRecord, Tx } from '../../audit/audited-change.ts';
import { definedOnly, RecordEditor } from '../../audit/record-editor.ts';
import { listWithPostCounts, refuseWhilePostsName } from './post-counts.ts';

type AuthorRow = typeof blogAuthors.$inferSelect;
type AuthorValues = { [K in keyof BlogAuthorInput]: Exclude<BlogAuthorInput[K], undefined> };

export type AdminBlogAuthor = ReturnType<typeof toAuthor>;

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

const AUTHOR: AuditedRecord<typeof blogAuthors, AdminBlogAuthor> = {
  table: blogAuthors,
  entityType: 'blogAuthor',
  notFound: 'Author not found',
  toDto: toAuthor,
};

/** docs/admin.md#blog: the blog's authors; one who still has posts stays. */
export class BlogAuthorEditorService extends RecordEditor<typeof blogAuthors, AdminBlogAuthor, AuthorValues> {
  protected readonly record = AUTHOR;

  list(filter: Paging & { search?: string | undefined }) {
    return listWithPostCounts(
      this.db,
      filter,
      {
        kind: 'blogAuthor',
        from: blogAuthors,
        postColumn: blogPosts.authorId,
        orderBy: [asc(blogAuthors.name)],
      },
      toAuthor,
    );
  }

  protected insertValues(input: AuthorValues) {
    return input;
  }

  protected updateValues(patch: Partial<AuthorValues>, before: AuthorRow) {
    const { name, bio, profilePhoto, translations } = before;
    return { name, bio, profilePhoto, translations, ...definedOnly(patch) };
  }

  protected override async refuseRemoval(before: AuthorRow, tx: Tx): Promise<void> {
    await refuseWhilePostsName(
      tx,
      blogPosts.authorId,
      before.id,
      (posts) => `${before.name} wrote ${posts}: give them another author first`,
    );
  }
}
