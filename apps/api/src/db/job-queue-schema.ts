import type { ConstructorOptions } from 'pg-boss';
import { type Db, pgliteClientOf } from './client.ts';

/** How pg-boss reaches the shop's database: PGlite through pg-boss's adapter, a server through the app's pool. */
export async function pgBossConnection(db: Db): Promise<Pick<ConstructorOptions, 'db' | 'backend'>> {
  const pglite = pgliteClientOf(db);
  if (pglite) {
    const { fromPglite } = await import('pg-boss');
    return { db: fromPglite(pglite), backend: 'pglite' };
  }
  const pool = (
    db as unknown as { $client: { query(text: string, values?: unknown[]): Promise<{ rows: [] }> } }
  ).$client;
  return { db: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) } };
}

/**
 * Creates or upgrades the job queue's tables, as a migration: a database migrated here starts its queue at once
 * (test templates are copied with it), and a queue never installs itself under live traffic.
 */
export async function migrateJobQueue(db: Db, schema: string): Promise<void> {
  const { PgBoss } = await import('pg-boss');
  const boss = new PgBoss({
    ...(await pgBossConnection(db)),
    schema,
    migrate: true,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}
