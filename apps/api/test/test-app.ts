import { randomBytes } from 'node:crypto';
import { copyFile, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { copyOfTemplate, databaseUrlOf, dropOnceLeft } from './postgres.ts';
import { TEST_REDIS_KEY_PREFIX } from './redis.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** This app's own data folder (secrets, SMS outbox); uploads are the run's shared seeded images. */
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A real app on a real database of its own, a copy of the run's seeded demo shop (see global-setup.ts), with the
 * catalog cache on as in production. With REDIS_URL its keys are under the file's TEST_REDIS_KEY_PREFIX.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    logger?: FastifyServerOptions['logger'];
    /** A PostgreSQL database the test shares between apps (see two-instances.ts) instead of a copy of its own. */
    databaseUrl?: string;
    /** Another app's data folder whose generated secrets (the sandbox gateway's keys) this app shares. */
    secretsFrom?: string;
  } = {},
): Promise<TestApp> {
  const { databaseUrl, secretsFrom } = options;
  const testDatabase = inject('testDatabase');
  // On the server a database of this app's own, copied from the run's seeded template and dropped by close().
  const ownDatabase =
    !databaseUrl && testDatabase.kind === 'postgres'
      ? await copyOfTemplate(testDatabase.template)
      : undefined;
  const target = databaseUrl
    ? ({ kind: 'postgres', url: databaseUrl } as const)
    : ownDatabase
      ? ({ kind: 'postgres', url: databaseUrlOf(ownDatabase) } as const)
      : testDatabase.kind === 'pglite'
        ? testDatabase
        : undefined;
  if (!target) throw new Error('no test database');
  const uploadsDir = inject('uploadsDir');
  const database =
    target.kind === 'postgres'
      ? await openDatabase({ kind: 'postgres', url: target.url, max: 4 })
      : await openDatabase({
          kind: 'pglite',
          loadDataDir: new Blob([new Uint8Array(await readFile(target.dumpFile))]),
        });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-app-'));
  await symlink(uploadsDir, path.join(dataDir, 'uploads'));
  if (secretsFrom) await copyFile(path.join(secretsFrom, 'secrets.json'), path.join(dataDir, 'secrets.json'));
  // Apps sharing one database (two-instances.ts) each keep their jobs in a schema of their own, so one app's
  // runDue() never works the other's jobs, as on PGlite, where each app has its own copy of the database.
  const jobs = databaseUrl ? { JOBS_SCHEMA: `test_jobs_${randomBytes(6).toString('hex')}` } : {};
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SANDBOX_WEBHOOKS: 'false',
    REDIS_KEY_PREFIX: TEST_REDIS_KEY_PREFIX,
    ...jobs,
    ...env,
  });
  const app = await buildApp({ config, database, ...(options.logger ? { logger: options.logger } : {}) });
  await app.ready();
  return {
    app,
    database,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      if (ownDatabase) await dropOnceLeft(ownDatabase);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The app of a test file, or of the describe block that calls this (createTestApp): made before its first test and
 * closed after its last. The object is filled in by that hook, so tests read `t.app`, `t.database` and `t.dataDir`.
 */
export function appForFile(env: Record<string, string> = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(env));
  });
  afterAll(() => t.close());
  return t;
}

/** POST a body under /api/v1 exactly as given, with the content type given, as a client may send anything. */
export function postRaw(app: FastifyInstance, url: string, contentType: string, payload: string) {
  return app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { 'content-type': contentType },
    payload,
  });
}

/** GET a path under /api/v1 and return status code and parsed JSON. */
export async function getJson<T = any>(
  app: FastifyInstance,
  url: string,
): Promise<{ statusCode: number; json: T }> {
  const response = await app.inject({ method: 'GET', url: `/api/v1${url}` });
  return { statusCode: response.statusCode, json: response.json() as T };
}
