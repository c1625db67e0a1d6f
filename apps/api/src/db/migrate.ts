import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { migrationsFolder } from '../paths.ts';
import type { Database } from './client.ts';
import { migrateJobQueue } from './job-queue-schema.ts';

/** Applies every committed migration not yet applied, and the job queue's own; safe to call on every start. */
export async function migrate(database: Database, jobsSchema = 'pgboss'): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migrateNodePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  }
  await migrateJobQueue(database.db, jobsSchema);
}

/** Any fixed number: every instance of every version of the shop asks for the same lock. */
const START_UP_LOCK = 73_462_011;

/**
 * Runs the start-up writes (migrations, the demo data) while holding a PostgreSQL advisory lock, so instances
 * started together take turns: the second finds the migrations applied and the catalog seeded instead of racing
 * the first. The lock belongs to one connection, taken from the pool for the duration; the embedded database has
 * one process and needs none.
 */
export async function withStartUpLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  const pool = (database.db as unknown as { $client?: pg.Pool }).$client;
  if (database.kind !== 'postgres' || !pool) return work();
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [START_UP_LOCK]);
    try {
      return await work();
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [START_UP_LOCK]);
    }
  } finally {
    connection.release();
  }
}
