import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { blogAuthors, blogCategories, blogPosts } from '../../db/schema.ts';

/** Posts (a `select … from blogPosts`) with their author and category joined. */
export function withNames<Query extends PgSelect>(posts: Query) {
  return posts
    .innerJoin(blogAuthors, eq(blogAuthors.id, blogPosts.authorId))
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId));
}

/**
 * The posts `where` picks, with their names, newest by `newestBy` first, as `listPage` pages them; `posts` makes
 * a fresh `select … from blogPosts` (a dynamic query is changed by what is added to it).
 */
export function pagedPosts<Query extends PgSelect>(
  db: Db,
  posts: () => Query,
  where: SQL | undefined,
  newestBy: PgColumn,
) {
  return {
    rows: ({ limit, offset }: { limit: number; offset: number }) =>
      withNames(posts()).where(where).orderBy(desc(newestBy), desc(blogPosts.id)).limit(limit).offset(offset),
    count: () => db.select({ value: count() }).from(blogPosts).where(where),
  };
}
