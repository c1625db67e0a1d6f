import pg from 'pg';
import { inject } from 'vitest';
import { seedDemoShop } from '../seed/seed.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { TEST_REDIS_URL } from './redis.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const SERVER_URL = process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

export interface TwoInstances {
  one: TestApp;
  two: TestApp;
  /** The database both share, `postgresql://.../shop_pair_...`. */
  databaseUrl: string;
  close(): Promise<void>;
}

/**
 * Whether the PostgreSQL server the pair needs answers, asked once before any test runs so that tests needing it
 * are reported as skipped rather than passed. In CI an unreachable server is an error, not a reason to skip.
 */
export async function postgresReachable(): Promise<boolean> {
  const probe = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 2000 });
  try {
    await probe.connect();
    await probe.end();
    return true;
  } catch (error) {
    if (process.env.CI === 'true')
      throw new Error(`PostgreSQL at ${SERVER_URL} is unreachable: ${String(error)}`);
    console.warn(`PostgreSQL at ${SERVER_URL} is unreachable: its tests are skipped outside CI`);
    return false;
  }
}

/**
 * Two instances of the shop, as behind a load balancer: two apps on one freshly seeded PostgreSQL database (made
 * for the pair, dropped by `close()`), and, unless `redis: false`, on one Redis (TEST_REDIS_URL, one db index).
 * Each app keeps its own data folder, so login codes are read from the outbox of the instance that sent them.
 */
export async function twoInstances(
  options: { env?: Record<string, string>; redis?: boolean } = {},
): Promise<TwoInstances> {
  const name = `shop_pair_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const apps: TestApp[] = [];
  try {
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl, max: 2 });
    try {
      await migrate(database);
      // The run's images are rendered already; only the rows are written.
      await seedDemoShop(database.db, { uploadsDir: inject('uploadsDir') });
    } finally {
      await database.close();
    }
    const env = {
      // Instances behind one load balancer must accept each other's tokens.
      JWT_SECRET: 'two-instances-share-this-secret-000000000000',
      ...(options.redis === false ? {} : { REDIS_URL: TEST_REDIS_URL }),
      ...options.env,
    };
    const first = await createTestApp(env, { databaseUrl });
    apps.push(first);
    // And the sandbox gateway's keys, which a shop generates into its data folder.
    apps.push(await createTestApp(env, { databaseUrl, secretsFrom: first.dataDir }));
  } catch (error) {
    await Promise.all(apps.map((app) => app.close()));
    await dropOnceLeft(admin, name);
    await admin.end();
    throw error;
  }
  const [one, two] = apps as [TestApp, TestApp];
  return {
    one,
    two,
    databaseUrl,
    close: async () => {
      await Promise.all([one.close(), two.close()]);
      await dropOnceLeft(admin, name);
      await admin.end();
    },
  };
}

/**
 * Drops the pair's database once the apps' connections have gone. A closed pool's connections may still be saying
 * goodbye, and one the drop terminates then raises an error nobody listens for any more.
 */
async function dropOnceLeft(admin: pg.Client, name: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const { rows } = await admin.query<{ count: number }>(
      'select count(*)::int as count from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0]?.count === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await admin.query(`drop database if exists ${name} with (force)`);
}
