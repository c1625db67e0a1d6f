import pg from 'pg';
import { inject } from 'vitest';
import { seedDemoShop } from '../seed/seed.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { copyOfTemplate, databaseUrlOf, dropOnceLeft, TEST_POSTGRES_URL } from './postgres.ts';
import { TEST_REDIS_URL } from './redis.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const SERVER_URL = TEST_POSTGRES_URL;

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
 * Two instances of the shop, as behind a load balancer: two apps on one seeded PostgreSQL database of the pair's
 * own (a copy of the run's seeded template under `npm run test:pg`, dropped by `close()`), and, unless `redis: false`, on one Redis (TEST_REDIS_URL, one db index, the file's key prefix).
 * Each app keeps its own data folder, so login codes are read from the outbox of the instance that sent them.
 */
export async function twoInstances(
  options: { env?: Record<string, string>; redis?: boolean } = {},
): Promise<TwoInstances> {
  const testDatabase = inject('testDatabase');
  const apps: TestApp[] = [];
  let name: string | undefined;
  try {
    if (testDatabase.kind === 'postgres') name = await copyOfTemplate(testDatabase.template);
    else {
      // The PGlite run has no seeded database on the server: the pair's is made and seeded here.
      name = `shop_pair_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
      const admin = new pg.Client({ connectionString: SERVER_URL });
      await admin.connect();
      try {
        await admin.query(`create database ${name}`);
      } finally {
        await admin.end();
      }
      const database = await openDatabase({ kind: 'postgres', url: databaseUrlOf(name), max: 2 });
      try {
        await migrate(database);
        // The run's images are rendered already; only the rows are written.
        await seedDemoShop(database.db, { uploadsDir: inject('uploadsDir') });
      } finally {
        await database.close();
      }
    }
    const env = {
      // Instances behind one load balancer must accept each other's tokens.
      JWT_SECRET: 'two-instances-share-this-secret-000000000000',
      ...(options.redis === false ? {} : { REDIS_URL: TEST_REDIS_URL }),
      ...options.env,
    };
    const databaseUrl = databaseUrlOf(name);
    const first = await createTestApp(env, { databaseUrl });
    apps.push(first);
    // And the sandbox gateway's keys, which a shop generates into its data folder.
    apps.push(await createTestApp(env, { databaseUrl, secretsFrom: first.dataDir }));
  } catch (error) {
    await Promise.all(apps.map((app) => app.close()));
    if (name) await dropOnceLeft(name);
    throw error;
  }
  const [one, two] = apps as [TestApp, TestApp];
  const pair = name;
  const databaseUrl = databaseUrlOf(pair);
  return {
    one,
    two,
    databaseUrl,
    close: async () => {
      await Promise.all([one.close(), two.close()]);
      await dropOnceLeft(pair);
    },
  };
}
