import { once } from 'node:events';
import type { PGlite } from '@electric-sql/pglite';
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../../src/db/client.ts';

/** COPY's text format for one value of a column: `\N` for NULL, jsonb as JSON, text[] as an array literal. */
export function copyField(value: unknown, columnType: string): string {
  if (value === null || value === undefined) return '\\N';
  if (columnType === 'PgJsonb') return escapeCopy(JSON.stringify(value));
  if (columnType === 'PgArray') {
    const items = (value as string[]).map(
      (item) => `"${item.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`,
    );
    return escapeCopy(`{${items.join(',')}}`);
  }
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return escapeCopy(String(value));
}

function escapeCopy(text: string): string {
  return /[\\\t\n\r]/.test(text)
    ? text.replaceAll('\\', '\\\\').replaceAll('\t', '\\t').replaceAll('\n', '\\n').replaceAll('\r', '\\r')
    : text;
}

/** How the simulator's rows reach the database: each table's rows, in batches, by COPY … FROM STDIN. */
interface CopySink {
  copy(table: string, columns: readonly string[], text: string): Promise<void>;
  /** Makes the rows final; answers the milliseconds spent on the tables' indexes and keys. */
  finish(): Promise<number>;
  abort(): Promise<void>;
}

/**
 * PostgreSQL: COPY FROM STDIN on one connection of the pool, in one transaction. The loaded tables' foreign keys
 * and secondary indexes are dropped at its start and made again, as they were defined, at its end: one index
 * build and one check of each key over the whole table cost a fraction of keeping them row by row. A failure
 * rolls it all back, the definitions with it.
 */
async function postgresSink(pool: pg.Pool, tables: readonly string[]): Promise<CopySink> {
  const client = await pool.connect();
  const restore: string[] = [];
  try {
    await client.query('begin');
    await client.query("set local maintenance_work_mem = '256MB'");
    const { rows: keys } = await client.query<{ table: string; name: string; definition: string }>(
      `select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as definition
       from pg_constraint where contype = 'f' and conrelid = any($1::regclass[])`,
      [tables],
    );
    const { rows: indexes } = await client.query<{ name: string; definition: string }>(
      `select indexrelid::regclass::text as name, pg_get_indexdef(indexrelid) as definition
       from pg_index
       where indrelid = any($1::regclass[]) and not indisprimary
         and indexrelid not in (select conindid from pg_constraint where conindid <> 0)`,
      [tables],
    );
    for (const key of keys) {
      await client.query(`alter table ${key.table} drop constraint "${key.name}"`);
    }
    for (const index of indexes) await client.query(`drop index ${index.name}`);
    restore.push(
      ...indexes.map((index) => index.definition),
      ...keys.map((key) => `alter table ${key.table} add constraint "${key.name}" ${key.definition}`),
    );
  } catch (error) {
    await client.query('rollback').catch(() => {});
    client.release();
    throw error;
  }
  return {
    async copy(table, columns, text) {
      const stream = client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`));
      const finished = once(stream, 'finish');
      stream.end(text);
      await finished;
    },
    async finish() {
      const started = performance.now();
      try {
        for (const statement of restore) await client.query(statement);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
      return performance.now() - started;
    },
    async abort() {
      await client.query('rollback').catch(() => {});
      client.release();
    },
  };
}

/** PGlite has no COPY FROM STDIN; it reads the batch as the file '/dev/blob' instead. */
function pgliteSink(client: PGlite): CopySink {
  return {
    async copy(table, columns, text) {
      await client.query(`copy ${table} (${columns.join(', ')}) from '/dev/blob'`, [], {
        blob: new Blob([text]),
      });
    },
    async finish() {
      return 0;
    },
    async abort() {},
  };
}

/** A table and the columns the simulator writes of it, by their schema keys; the others take their defaults. */
export interface TableShape {
  table: PgTable;
  keys: readonly string[];
}

export function shape<T extends PgTable>(
  table: T,
  keys: readonly (keyof T['$inferInsert'] & string)[],
): TableShape {
  return { table, keys };
}

/** Rows written and time spent per table, for the report. */
export interface TableTally {
  rows: number;
  ms: number;
}

interface Buffered {
  name: string;
  columns: string[];
  keys: readonly string[];
  types: string[];
  lines: string[];
}

const FLUSH_BYTES = 4 * 1024 * 1024;

/**
 * Buffers rows per table and writes them with COPY once a few megabytes have gathered, every table in the order
 * the shapes were declared: a table's rows go after those of the tables they reference, so each batch finds the
 * rows it names already there. Memory holds one batch, never the data set.
 */
export class BulkLoader {
  /** By table name. */
  readonly tally = new Map<string, TableTally>();
  #tables = new Map<PgTable, Buffered>();
  #bytes = 0;

  private constructor(
    private readonly sink: CopySink,
    shapes: readonly TableShape[],
  ) {
    for (const { table, keys } of shapes) {
      const columns = getTableColumns(table);
      const name = getTableName(table);
      this.#tables.set(table, {
        name,
        keys,
        columns: keys.map((key) => columns[key]?.name ?? key),
        types: keys.map((key) => columns[key]?.columnType ?? 'PgText'),
        lines: [],
      });
      this.tally.set(name, { rows: 0, ms: 0 });
    }
  }

  static async open(database: Database, shapes: readonly TableShape[]): Promise<BulkLoader> {
    const client = (database.db as unknown as { $client: pg.Pool | PGlite }).$client;
    const tables = shapes.map((each) => getTableName(each.table));
    const sink =
      database.kind === 'postgres'
        ? await postgresSink(client as pg.Pool, tables)
        : pgliteSink(client as PGlite);
    return new BulkLoader(sink, shapes);
  }

  /** Adds a row; its shape's keys missing from it are written as NULL. */
  async add<T extends PgTable>(table: T, row: T['$inferInsert']): Promise<void> {
    const buffered = this.#tables.get(table);
    if (!buffered) throw new Error(`no shape declared for ${getTableName(table)}`);
    const record = row as Record<string, unknown>;
    const line = `${buffered.keys.map((key, index) => copyField(record[key], buffered.types[index] as string)).join('\t')}\n`;
    buffered.lines.push(line);
    this.#bytes += line.length;
    if (this.#bytes >= FLUSH_BYTES) await this.flush();
  }

  /** Sends what has gathered, table by table, and waits for each COPY: its time is its own in the report. */
  async flush(): Promise<void> {
    const batches = [...this.#tables.values()].map((buffered) => ({ buffered, lines: buffered.lines }));
    for (const buffered of this.#tables.values()) buffered.lines = [];
    this.#bytes = 0;
    await this.#send(batches);
  }

  async #send(batches: { buffered: Buffered; lines: string[] }[]): Promise<void> {
    for (const { buffered, lines } of batches) {
      if (lines.length === 0) continue;
      const started = performance.now();
      await this.sink.copy(buffered.name, buffered.columns, lines.join(''));
      const tally = this.tally.get(buffered.name) as TableTally;
      tally.rows += lines.length;
      tally.ms += performance.now() - started;
    }
  }

  /** Writes the rest and makes it final; answers the milliseconds the indexes and keys took. */
  async close(): Promise<number> {
    try {
      await this.flush();
    } catch (error) {
      await this.sink.abort();
      throw error;
    }
    return this.sink.finish();
  }

  /** Gives up: nothing written stays (on PostgreSQL; PGlite keeps the batches already copied). */
  abort(): Promise<void> {
    return this.sink.abort();
  }
}
