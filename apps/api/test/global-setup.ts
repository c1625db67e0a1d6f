import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { seedDemoShop } from '../seed/seed.ts';
import { openDatabase, pgliteClientOf } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { databaseUrlOf, TEST_POSTGRES_URL } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase:
      | { kind: 'pglite'; dumpFile: string }
      /** `template`: the run's seeded database, which each test app copies (test/postgres.ts) and nobody opens. */
      | { kind: 'postgres'; serverUrl: string; template: string };
    uploadsDir: string;
  }
}

const SERVER_URL = TEST_POSTGRES_URL;

/**
 * Migrates and seeds one demo shop for the whole run, which every test app then gets a copy of, so that no test
 * sees another's writes: on PGlite a copy of its dump, on the PostgreSQL server a database made from the run's
 * seeded template database (`create database … template …`). The template and every copy left are dropped after.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'shop-test-'));
  const uploadsDir = path.join(workDir, 'uploads');
  project.provide('uploadsDir', uploadsDir);

  if (process.env.TEST_DATABASE === 'postgres') {
    const name = `shop_test_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: SERVER_URL });
    try {
      await admin.connect();
    } catch (error) {
      throw new Error(
        `TEST_DATABASE=postgres but the server at ${SERVER_URL} is unreachable: ${String(error)}`,
      );
    }
    await admin.query(`create database ${name}`);
    const database = await openDatabase({ kind: 'postgres', url: databaseUrlOf(name), max: 2 });
    await migrate(database);
    await seedDemoShop(database.db, { uploadsDir });
    // A template cannot be copied while anyone is connected to it.
    await database.close();
    project.provide('testDatabase', { kind: 'postgres', serverUrl: SERVER_URL, template: name });
    return async () => {
      // Copies whose test ended before closing its app (a failed hook, a crashed worker) go with the template.
      const { rows } = await admin.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`${name}\\_%`],
      );
      for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      await rm(workDir, { recursive: true, force: true });
    };
  }

  const database = await openDatabase({ kind: 'pglite' });
  await migrate(database);
  await seedDemoShop(database.db, { uploadsDir });
  const client = pgliteClientOf(database.db);
  if (!client) throw new Error('expected a PGlite client');
  const dump = await client.dumpDataDir('none');
  const dumpFile = path.join(workDir, 'seeded.tar');
  await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('testDatabase', { kind: 'pglite', dumpFile });
  return async () => {
    await rm(workDir, { recursive: true, force: true });
  };
}
