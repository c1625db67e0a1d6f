import type { TranslatableKind, TranslationState } from '@shop/shared';
import { count, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { containsAny } from '../../../db/like.ts';
import { type blogAuthors, type blogCategories, blogPosts } from '../../../db/schema.ts';
import { translationStateSql } from '../../../db/translations.ts';
import { ConflictError } from '../../../domain/errors.ts';
import { listPage, type Page, type Paging } from '../../../domain/paging.ts';
import type { Tx } from '../../audit/audited-change.ts';

/** What a post names: its category or its author. */
type PostOwner = typeof blogCategories | typeof blogAuthors;
/** The column of a post that names its category or its author. */
type PostColumn = typeof blogPosts.categoryId | typeof blogPosts.authorId;

/**
 * One page of the categories or authors whose name matches the search, each with how many posts it has and how
 * complete its Hindi version is.
 */
export function listWithPostCounts<T extends PostOwner, Item>(
  db: Db,
  filter: Paging & { search?: string | undefined },
  query: { kind: TranslatableKind; from: T; postColumn: PostColumn; orderBy: SQL[] },
  toItem: (row: T['$inferSelect']) => Item,
): Promise<Page<Item & { postCount: number; translationState: TranslationState }>> {
  const table = query.from as typeof blogCategories;
  const where = filter.search ? containsAny(filter.search, [table.name]) : undefined;
  const translationState = translationStateSql(query.kind, table);
  return listPage(
    filter,
    {
      rows: ({ limit, offset }) =>
        db
          .select({ owner: table, postCount: count(blogPosts.id), translationState })
          .from(table)
          .leftJoin(blogPosts, eq(query.postColumn, table.id))
          .where(where)
          .groupBy(table.id)
          .orderBy(...query.orderBy)
          .limit(limit)
          .offset(offset),
      count: () => db.select({ value: count() }).from(table).where(where),
    },
    ({ owner, postCount, translationState }) => ({
      ...toItem(owner as T['$inferSelect']),
      postCount,
      translationState,
    }),
  );
}

/**
 * Refuses removing a category or author that posts still name; `explain` words the refusal around the count of
 * them ("3 posts").
 */
export async function refuseWhilePostsName(
  tx: Tx,
  postColumn: PostColumn,
  id: string,
  explain: (posts: string) => string,
): Promise<void> {
  const [used] = await tx.select({ value: count() }).from(blogPosts).where(eq(postColumn, id));
  const posts = used?.value ?? 0;
  if (posts > 0) throw new ConflictError(explain(`${posts} ${posts === 1 ? 'post' : 'posts'}`));
}
