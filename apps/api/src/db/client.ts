import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Config } from '../config.ts';
import { ensureWritableDir } from '../writable-dir.ts';
import * as schema from './schema.ts';

/** One handle type for both drivers, so services never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The server's address, for a connection of its own (LISTEN); unset for the embedded database. */
  url?: string;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; max?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.max ?? 10,
      // A server that stops answering must fail requests (503), not queue them for ever.
      connectionTimeoutMillis: 5000,
    });
    // An idle connection the server closed (a restart) is dropped from the pool and reopened on the next query;
    // unheard, this event would end the process.
    pool.on('error', (error) => console.warn(`database: idle connection lost (${error.message})`));
    // Fail at start-up, not on the first request, when the server is unreachable.
    await pool.query('select 1');
    return {
      db: drizzleNodePg(pool, { schema }) as unknown as Db,
      kind: 'postgres',
      url: options.url,
      close: () => pool.end(),
    };
  }
  if (options.dataDir) await ensureWritableDir(options.dataDir);
  // NOTE: loaded only here, so a shop on a PostgreSQL server never loads the embedded database (time and memory).
  const [{ PGlite }, { fuzzystrmatch }, { pg_trgm }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/fuzzystrmatch'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
  ]);
  const client = await PGlite.create({
    // NOTE: PostgreSQL's default 128 MB buffer pool is written through at start, and WebAssembly memory never
    // shrinks: a 32 MB pool opens about 100 MB smaller and faster, and still holds a shop's whole catalog.
    startParams: [
      ...PGlite.defaultStartParams,
      '-c',
      'shared_buffers=32MB',
      '-c',
      'maintenance_work_mem=16MB',
    ],
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm, fuzzystrmatch },
  });
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
  };
}

/** The database the configuration names: the PostgreSQL server at DATABASE_URL, else PGlite in DATA_DIR. */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  return config.DATABASE_URL
    ? openDatabase({ kind: 'postgres', url: config.DATABASE_URL })
    : openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
}

/** The PGlite client behind a handle, for dumping a data dir in tests. */
export function pgliteClientOf(db: Db): PGlite | undefined {
  const client = (db as unknown as { $client?: Partial<PGlite> }).$client;
  return typeof client?.dumpDataDir === 'function' ? (client as PGlite) : undefined;
}
