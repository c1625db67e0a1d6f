import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { listPage, type Page, type Paging } from '../domain/paging.ts';
import type { Db } from './client.ts';

/**
 * One page of a single table's rows that match `where`, in `orderBy` order, with how many match in all: the shape
 * of every plain list in the API, written once.
 */
export function listRows<T extends PgTable, Item>(
  db: Db,
  paging: Paging,
  query: { from: T; where: SQL | undefined; orderBy: SQL[] },
  toItem: (row: T['$inferSelect']) => Item,
): Promise<Page<Item>> {
  const table = query.from as PgTable;
  return listPage(
    paging,
    {
      rows: ({ limit, offset }) =>
        db
          .select()
          .from(table)
          .where(query.where)
          .orderBy(...query.orderBy)
          .limit(limit)
          .offset(offset) as PromiseLike<T['$inferSelect'][]>,
      count: () => db.select({ value: count() }).from(table).where(query.where),
    },
    toItem,
  );
}
