export interface Paging {
  page: number;
  /** 0 means every record. */
  limit: number;
}

export interface Page<T> extends Paging {
  items: T[];
  totalRecords: number;
}

// NOTE: drizzle's limit() takes a number; PostgreSQL treats a limit this large as LIMIT ALL.
const ALL_ROWS = 2_147_483_647;

/** SQL limit and offset for a page; `limit=0` lists everything (docs/product.md#paging). */
export function sqlWindow({ page, limit }: Paging): { limit: number; offset: number } {
  return limit === 0 ? { limit: ALL_ROWS, offset: 0 } : { limit, offset: (page - 1) * limit };
}

/**
 * One page of a list with the size of the whole list: `rows` reads the page's window, `count` counts every
 * row the same filter matches; both run at once.
 */
export async function listPage<Row, Item>(
  paging: Paging,
  query: {
    rows(window: { limit: number; offset: number }): PromiseLike<Row[]>;
    count(): PromiseLike<{ value: number }[]>;
  },
  toItem: (row: Row) => Item,
): Promise<Page<Item>> {
  const [rows, [total]] = await Promise.all([query.rows(sqlWindow(paging)), query.count()]);
  return {
    items: rows.map(toItem),
    page: paging.page,
    limit: paging.limit,
    totalRecords: total?.value ?? 0,
  };
}
