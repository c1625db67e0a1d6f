import { randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { seedDemoShop } from '../seed/seed.ts';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { createBackup } from '../src/db/backup/backup.ts';
import { listFiles, sha256Of } from '../src/db/backup/manifest.ts';
import { type DatabaseSnapshot, takeSnapshot } from '../src/db/backup/snapshot.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { orders } from '../src/db/schema.ts';
import { line, login, placePaidOrder, sellableSizes } from './shop.ts';

// The shops the backup tests back up and restore into. `openBackupShop()` makes the source, a demo shop with paid
// orders and an upload, and its archive; the bindings exported below are live, filled in once beforeAll has run.

const testDatabase = inject('testDatabase');
export const onServer = testDatabase.kind === 'postgres';
const serverUrl = (name: string) => {
  if (testDatabase.kind !== 'postgres') throw new Error('not on a server');
  const url = new URL(testDatabase.serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

export let work: string;
const createdDatabases: string[] = [];
let shopCounter = 0;
const fileTag = randomBytes(3).toString('hex');
let shoppers = 0;

async function onAdmin<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl('postgres') });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** A shop with nothing in it yet: a fresh data folder and, on the server, a database of its own. */
export async function emptyShop(): Promise<Config> {
  const name = `shop${++shopCounter}`;
  const dataDir = path.join(work, name);
  await mkdir(dataDir);
  if (!onServer) return loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SANDBOX_WEBHOOKS: 'false' });
  // Two test files build their shops at once, maybe in one process: the tag keeps their databases apart.
  const database = `backup_${name}_${process.pid}_${fileTag}`;
  await onAdmin((client) => client.query(`create database ${database}`));
  createdDatabases.push(database);
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: serverUrl(database),
    SANDBOX_WEBHOOKS: 'false',
  });
}

export function openShopDatabase(config: Config, loadDataDir?: Blob): Promise<Database> {
  return config.DATABASE_URL
    ? openDatabase({ kind: 'postgres', url: config.DATABASE_URL, max: 2 })
    : openDatabase({
        kind: 'pglite',
        dataDir: path.join(config.dataDir, 'pglite'),
        ...(loadDataDir ? { loadDataDir } : {}),
      });
}

/** Runs `use` against the real app of a stopped shop, then stops it again. */
export async function withShop<T>(
  config: Config,
  use: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>,
) {
  const database = await openShopDatabase(config);
  const app = await buildApp({ config, database });
  await app.ready();
  try {
    return await use(app);
  } finally {
    await app.close();
    await database.close();
  }
}

export async function withDatabase<T>(config: Config, use: (database: Database) => Promise<T>): Promise<T> {
  const database = await openShopDatabase(config);
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

export const snapshotOf = (config: Config) => withDatabase(config, (database) => takeSnapshot(database.db));
export const ordersOf = (config: Config) =>
  withDatabase(config, (database) => database.db.select().from(orders).orderBy(orders.id));

/** Every uploaded file's checksum, by its path under the uploads folder. */
export async function uploadsOf(config: Config): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for (const file of await listFiles(config.uploadsDir)) {
    found[file] = await sha256Of(path.join(config.uploadsDir, file));
  }
  return found;
}

export async function placeOrders(app: Awaited<ReturnType<typeof buildApp>>, dataDir: string, count: number) {
  const sizes = await sellableSizes(app);
  // Each shopper from an address of their own: the online backup's buyers, as many as a slow machine's dump takes,
  // would otherwise pass one address's hourly cap of login codes.
  const session = await login(
    app,
    dataDir,
    undefined,
    `10.9.${Math.floor(++shoppers / 250)}.${shoppers % 250}`,
  );
  for (let i = 0; i < count; i++) {
    const first = sizes[(shopCounter * 7 + i * 2) % sizes.length];
    const second = sizes[(shopCounter * 7 + i * 2 + 1) % sizes.length];
    if (!first || !second) throw new Error('no sellable sizes');
    await placePaidOrder(app, [line(first), line(second, 2)], i % 2 ? { token: session.token } : {});
  }
}

export let source: Config;
export let archive: string;
export let sourceSnapshot: DatabaseSnapshot;
export let sourceOrders: unknown[];
export let sourceUploads: Record<string, string>;
export let uploadedFile: string;

/** Builds the source shop and its archive before the file's tests, and removes every shop after them. */
export function openBackupShop(): void {
  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'backup-test-'));
    source = await emptyShop();
    // The demo shop: its images, its catalog, then real paid orders and an uploaded image, through the app.
    await cp(inject('uploadsDir'), source.uploadsDir, { recursive: true });
    if (testDatabase.kind === 'pglite') {
      const seeded = new Blob([new Uint8Array(await readFile(testDatabase.dumpFile))]);
      await (await openShopDatabase(source, seeded)).close();
    } else {
      await withDatabase(source, async (database) => {
        await migrate(database);
        await seedDemoShop(database.db, { uploadsDir: source.uploadsDir });
      });
    }
    uploadedFile = await withShop(source, async (app) => {
      await placeOrders(app, source.dataDir, 3);
      const image = await sharp({
        create: { width: 64, height: 48, channels: 3, background: { r: 30, g: 140, b: 90 } },
      })
        .png()
        .toBuffer();
      return app.services.uploads.store(image);
    });
    sourceSnapshot = await snapshotOf(source);
    sourceOrders = await ordersOf(source);
    sourceUploads = await uploadsOf(source);
    archive = path.join(work, 'shop.tar.gz');
    await createBackup(source, archive);
  }, 300_000);

  afterAll(async () => {
    if (onServer) {
      await onAdmin(async (client) => {
        for (const name of createdDatabases)
          await client.query(`drop database if exists ${name} with (force)`);
      });
    }
    if (work) await rm(work, { recursive: true, force: true });
  });
}

/** A shop a refused restore left as it was: no database written, no uploads. */
export async function expectUntouched(config: Config) {
  expect(await listFiles(config.uploadsDir)).toEqual([]);
  if (config.DATABASE_URL) {
    const client = new pg.Client({ connectionString: config.DATABASE_URL });
    await client.connect();
    const { rows } = await client
      .query<{ n: number }>(`select count(*)::int as n from pg_tables where schemaname = 'public'`)
      .finally(() => client.end());
    expect(rows[0]?.n).toBe(0);
  } else {
    expect(await listFiles(path.join(config.dataDir, 'pglite'))).toEqual([]);
  }
}
