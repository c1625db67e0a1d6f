import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder } from '../../paths.ts';
import type { Db } from '../client.ts';

/** What a backup promises about its database, checked again after a restore. */
export interface DatabaseSnapshot {
  /** Rows per table, `schema.table`: the shop's tables and drizzle's record of applied migrations. */
  rowCounts: Record<string, number>;
  /** md5 of every order row in id order, as text in UTC: equal only if the orders are equal, field for field. */
  ordersChecksum: string;
  /** The newest migration applied, by its file's tag; null on a database never migrated. */
  lastMigration: string | null;
}

/** The tables whose rows a backup counts: ordinary and partitioned tables of the shop and of drizzle. */
const TABLES_SQL = `select n.nspname as schema, c.relname as name
  from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p') and n.nspname in ('public', 'drizzle')
  order by 1, 2`;

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** `select count(*)` of one `schema.table`, quoted. */
export function countSql(qualifiedName: string): string {
  const [schema = '', table = ''] = qualifiedName.split('.');
  return `select count(*)::bigint from ${quoteIdentifier(schema)}.${quoteIdentifier(table)}`;
}

// NOTE: row text prints timestamps in the session's time zone; both sides compute it in UTC so that a backup made
// on one machine verifies on another.
export const ORDERS_CHECKSUM_SQL = `select md5(coalesce(string_agg(o::text, E'\\n' order by o.id), '')) from public.orders o`;

interface Rows {
  rows: Record<string, unknown>[];
}

/** Counts, checksum and migration of a database; run where nothing writes (a transaction, or a stopped shop). */
export async function takeSnapshot(db: Db): Promise<DatabaseSnapshot> {
  await db.execute(sql.raw(`set time zone 'UTC'`));
  const tables = ((await db.execute(sql.raw(TABLES_SQL))) as unknown as Rows).rows.map(
    (row) => `${row.schema}.${row.name}`,
  );
  const rowCounts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = (await db.execute(sql.raw(countSql(table)))) as unknown as Rows;
    rowCounts[table] = Number(rows[0]?.count);
  }
  const hasOrders = tables.includes('public.orders');
  const ordersChecksum = hasOrders
    ? String(((await db.execute(sql.raw(ORDERS_CHECKSUM_SQL))) as unknown as Rows).rows[0]?.md5)
    : '';
  let lastMigration: string | null = null;
  if (tables.includes('drizzle.__drizzle_migrations')) {
    const { rows } = (await db.execute(
      sql.raw('select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1'),
    )) as unknown as Rows;
    if (rows[0]) lastMigration = await migrationTag(Number(rows[0].created_at));
  }
  return { rowCounts, ordersChecksum, lastMigration };
}

/** drizzle records a migration by its journal timestamp; the tag (`0007_orders-after-sale`) is what people read. */
async function migrationTag(when: number): Promise<string> {
  const journal = JSON.parse(
    await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: { when: number; tag: string }[];
  };
  return journal.entries.find((entry) => entry.when === when)?.tag ?? `unknown migration of ${when}`;
}

/** True when any table holds a row: a restore would overwrite someone's shop. */
export function holdsData(snapshot: DatabaseSnapshot): boolean {
  return Object.entries(snapshot.rowCounts).some(
    ([table, rows]) => rows > 0 && table !== 'drizzle.__drizzle_migrations',
  );
}

/** Each way `actual` differs from `expected`, in words; empty when they are equal. */
export function differences(expected: DatabaseSnapshot, actual: DatabaseSnapshot): string[] {
  const found: string[] = [];
  const tables = new Set([...Object.keys(expected.rowCounts), ...Object.keys(actual.rowCounts)]);
  for (const table of [...tables].sort()) {
    const want = expected.rowCounts[table];
    const got = actual.rowCounts[table];
    if (want !== got) found.push(`${table}: ${got ?? 'no table'} rows, the backup has ${want ?? 'no table'}`);
  }
  if (expected.ordersChecksum !== actual.ordersChecksum)
    found.push('the orders differ from the backup (checksum)');
  return found;
}
