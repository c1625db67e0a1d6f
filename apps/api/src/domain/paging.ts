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

/**
 * One page of a list read by keyset, newest first: for tables too large to count or to skip through with OFFSET.
 * `next` is the cursor of the page after this one (older rows), null when this page is the last.
 */
export interface KeysetPage<T> {
  items: T[];
  limit: number;
  next: string | null;
}

/** Where a keyset page ends: the last row's time, as PostgreSQL writes it (no precision lost), and its id. */
export interface Keyset {
  at: string;
  id: string;
}

// A timestamptz as PostgreSQL writes it in ISO style (`2026-11-28 09:20:53.123456+00`), and a row's id.
const POSTGRES_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The cursor a client sends back for the next page: opaque to it, so its shape can change. */
export function encodeKeyset(keyset: Keyset): string {
  return Buffer.from(JSON.stringify([keyset.at, keyset.id])).toString('base64url');
}

/** The keyset a cursor names, or undefined when it is not one this API wrote. */
export function decodeKeyset(cursor: string): Keyset | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return undefined;
    const [at, id] = value;
    if (typeof at !== 'string' || typeof id !== 'string') return undefined;
    return POSTGRES_TIME.test(at) && UUID.test(id) ? { at, id } : undefined;
  } catch {
    return undefined;
  }
}
