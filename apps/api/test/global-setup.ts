import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { seedDemoShop } from '../seed/seed.ts';
import { openDatabase, pgliteClientOf } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; url: string };
    uploadsDir: string;
  }
}

const SERVER_URL = process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

/**
 * Migrates and seeds one demo shop for the whole run. On PGlite every test file loads its own copy of the dump,
 * so files never see each other's writes; on the PostgreSQL server the run gets its own database, dropped after.
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
    const url = new URL(SERVER_URL);
    url.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), max: 2 });
    await migrate(database);
    await seedDemoShop(database.db, { uploadsDir });
    await database.close();
    project.provide('testDatabase', { kind: 'postgres', url: url.toString() });
    return async () => {
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
