import { count, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { listPage, type Page, type Paging } from '../domain/paging.ts';
import type { Db } from './client.ts';

type Computed<Extra> = { [K in keyof Extra]: Extra[K] extends SQL<infer Value> ? Value : never };

/**
 * One page of a single table's rows that match `where`, in `orderBy` order, with how many match in all: the shape
 * of every plain list in the API, written once. `extra` adds computed columns to each row (a list's badge).
 */
export function listRows<T extends PgTable, Item, Extra extends Record<string, SQL> = Record<never, SQL>>(
  db: Db,
  paging: Paging,
  query: { from: T; where: SQL | undefined; orderBy: SQL[]; extra?: Extra },
  toItem: (row: T['$inferSelect'] & Computed<Extra>) => Item,
): Promise<Page<Item>> {
  const table = query.from as PgTable;
  return listPage(
    paging,
    {
      rows: ({ limit, offset }) =>
        db
          .select({ ...getTableColumns(table), ...query.extra })
          .from(table)
          .where(query.where)
          .orderBy(...query.orderBy)
          .limit(limit)
          .offset(offset) as unknown as PromiseLike<(T['$inferSelect'] & Computed<Extra>)[]>,
      count: () => db.select({ value: count() }).from(table).where(query.where),
    },
    toItem,
  );
}
