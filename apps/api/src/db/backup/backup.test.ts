import { chmod, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seedDemoShop } from '../../../seed/seed.ts';
import { line, login, placePaidOrder, sellableSizes } from '../../../test/shop.ts';
import { buildApp } from '../../app.ts';
import { type Config, loadConfig } from '../../config.ts';
import { type Database, openDatabase } from '../client.ts';
import { migrate } from '../migrate.ts';
import { orders } from '../schema.ts';
import { createBackup } from './backup.ts';
import { listFiles, sha256Of } from './manifest.ts';
import { restoreBackup } from './restore.ts';
import { type DatabaseSnapshot, takeSnapshot } from './snapshot.ts';

const testDatabase = inject('testDatabase');
const onServer = testDatabase.kind === 'postgres';
const serverUrl = (name: string) => {
  if (testDatabase.kind !== 'postgres') throw new Error('not on a server');
  const url = new URL(testDatabase.serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

let work: string;
const createdDatabases: string[] = [];
let shopCounter = 0;
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
async function emptyShop(): Promise<Config> {
  const name = `shop${++shopCounter}`;
  const dataDir = path.join(work, name);
  await mkdir(dataDir);
  if (!onServer) return loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SANDBOX_WEBHOOKS: 'false' });
  const database = `backup_${name}_${process.pid}`;
  await onAdmin((client) => client.query(`create database ${database}`));
  createdDatabases.push(database);
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: serverUrl(database),
    SANDBOX_WEBHOOKS: 'false',
  });
}

function openShopDatabase(config: Config, loadDataDir?: Blob): Promise<Database> {
  return config.DATABASE_URL
    ? openDatabase({ kind: 'postgres', url: config.DATABASE_URL, max: 2 })
    : openDatabase({
        kind: 'pglite',
        dataDir: path.join(config.dataDir, 'pglite'),
        ...(loadDataDir ? { loadDataDir } : {}),
      });
}

/** Runs `use` against the real app of a stopped shop, then stops it again. */
async function withShop<T>(config: Config, use: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>) {
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

async function withDatabase<T>(config: Config, use: (database: Database) => Promise<T>): Promise<T> {
  const database = await openShopDatabase(config);
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

const snapshotOf = (config: Config) => withDatabase(config, (database) => takeSnapshot(database.db));
const ordersOf = (config: Config) =>
  withDatabase(config, (database) => database.db.select().from(orders).orderBy(orders.id));

/** Every uploaded file's checksum, by its path under the uploads folder. */
async function uploadsOf(config: Config): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for (const file of await listFiles(config.uploadsDir)) {
    found[file] = await sha256Of(path.join(config.uploadsDir, file));
  }
  return found;
}

async function placeOrders(app: Awaited<ReturnType<typeof buildApp>>, dataDir: string, count: number) {
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

let source: Config;
let archive: string;
let sourceSnapshot: DatabaseSnapshot;
let sourceOrders: unknown[];
let sourceUploads: Record<string, string>;
let uploadedFile: string;

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
      for (const name of createdDatabases) await client.query(`drop database if exists ${name} with (force)`);
    });
  }
  if (work) await rm(work, { recursive: true, force: true });
});

describe('backing up and restoring the shop', () => {
  it('restores into an empty shop: every table, the orders field for field and the uploads equal the source', async () => {
    // The source is what the test says: paid orders, the demo catalog and the upload.
    expect(sourceSnapshot.rowCounts['public.orders']).toBe(3);
    expect(sourceSnapshot.rowCounts['public.order_lines']).toBe(6);
    expect(sourceSnapshot.rowCounts['public.products']).toBeGreaterThan(10);
    expect(sourceSnapshot.lastMigration).toMatch(/^\d{4}_/);
    expect(Object.keys(sourceUploads)).toContain(uploadedFile);

    const target = await emptyShop();
    const manifest = await restoreBackup(target, archive);

    expect(manifest.database.rowCounts).toEqual(sourceSnapshot.rowCounts);
    expect(manifest.database.kind).toBe(onServer ? 'postgres' : 'pglite');
    const restored = await snapshotOf(target);
    expect(restored.rowCounts).toEqual(sourceSnapshot.rowCounts);
    expect(restored.ordersChecksum).toBe(sourceSnapshot.ordersChecksum);
    expect(restored.lastMigration).toBe(sourceSnapshot.lastMigration);
    expect(await ordersOf(target)).toEqual(sourceOrders);
    expect(await uploadsOf(target)).toEqual(sourceUploads);
    // The restored shop runs: it serves its catalog and takes another paid order.
    await withShop(target, (app) => placeOrders(app, target.dataDir, 1));
    expect((await snapshotOf(target)).rowCounts['public.orders']).toBe(4);
  }, 180_000);

  it('refuses to restore into a shop that holds data unless forced, and then changes nothing', async () => {
    await withShop(source, (app) => placeOrders(app, source.dataDir, 1));
    const before = await snapshotOf(source);
    const uploadsBefore = await uploadsOf(source);
    expect(before.rowCounts['public.orders']).toBe(4);

    await expect(restoreBackup(source, archive)).rejects.toThrow(/not empty.*--force/);
    expect(await snapshotOf(source)).toEqual(before);
    expect(await uploadsOf(source)).toEqual(uploadsBefore);

    await restoreBackup(source, archive, { force: true });
    const forced = await snapshotOf(source);
    expect(forced.rowCounts).toEqual(sourceSnapshot.rowCounts);
    expect(await ordersOf(source)).toEqual(sourceOrders);
  }, 180_000);

  it('refuses uploads alone in the way: a shop whose database is empty but whose folder holds files', async () => {
    const target = await emptyShop();
    await mkdir(target.uploadsDir);
    await writeFile(path.join(target.uploadsDir, 'keep.webp'), 'a file someone uploaded');
    await expect(restoreBackup(target, archive)).rejects.toThrow(/not empty \(1 uploaded files\)/);
    expect(await readFile(path.join(target.uploadsDir, 'keep.webp'), 'utf8')).toBe('a file someone uploaded');
  }, 60_000);

  it('refuses a damaged archive before touching the shop', async () => {
    const damaged = path.join(work, 'damaged.tar.gz');
    const bytes = await readFile(archive);
    for (let at = Math.floor(bytes.length / 2); at < bytes.length / 2 + 64; at++)
      bytes[at] = (bytes[at] ?? 0) ^ 0xff;
    await writeFile(damaged, bytes);
    const truncated = path.join(work, 'truncated.tar.gz');
    await writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length / 3)));

    const target = await emptyShop();
    for (const file of [damaged, truncated]) {
      await expect(restoreBackup(target, file)).rejects.toThrow(/is not a readable backup archive/);
    }
    await expectUntouched(target);
  }, 60_000);

  it('refuses an archive whose part no longer matches its manifest', async () => {
    const unpacked = path.join(work, 'tampered');
    await mkdir(unpacked);
    await tar.extract({ file: archive, cwd: unpacked });
    await writeFile(path.join(unpacked, 'uploads', uploadedFile), 'not the uploaded image');
    const tampered = path.join(work, 'tampered.tar.gz');
    await tar.create({ file: tampered, gzip: true, cwd: unpacked }, await listFiles(unpacked));

    const target = await emptyShop();
    await expect(restoreBackup(target, tampered)).rejects.toThrow(
      `uploads/${uploadedFile} in the archive does not match its checksum`,
    );
    await expectUntouched(target);
  }, 60_000);

  it('refuses a file that is no backup and one of a format it does not read', async () => {
    const target = await emptyShop();
    const folder = path.join(work, 'formats');
    await mkdir(folder);
    await writeFile(
      path.join(folder, 'manifest.json'),
      JSON.stringify({ format: 'vanya-shop-backup', formatVersion: 9 }),
    );
    const future = path.join(work, 'future.tar.gz');
    await tar.create({ file: future, gzip: true, cwd: folder }, ['manifest.json']);
    await expect(restoreBackup(target, future)).rejects.toThrow(/format 9; this shop reads format 1/);
    await writeFile(path.join(folder, 'manifest.json'), '{}');
    await tar.create({ file: future, gzip: true, cwd: folder }, ['manifest.json']);
    await expect(restoreBackup(target, future)).rejects.toThrow(/is not a shop backup/);
    await expectUntouched(target);
  }, 60_000);

  it.runIf(!onServer)(
    'refuses to back up or restore an embedded database another process has open',
    async () => {
      const open = await openShopDatabase(source);
      try {
        const file = path.join(work, 'while-open.tar.gz');
        await expect(createBackup(source, file)).rejects.toThrow(/open in another process: stop the shop/);
        await expect(listFiles(work)).resolves.not.toContain('while-open.tar.gz');
        await expect(restoreBackup(source, archive, { force: true })).rejects.toThrow(
          /open in another process/,
        );
      } finally {
        await open.close();
      }
    },
    60_000,
  );

  it.runIf(onServer)(
    'refuses to restore a server database while a shop instance is connected to it',
    async () => {
      const before = await snapshotOf(source);
      const instance = new pg.Client({ connectionString: source.DATABASE_URL });
      await instance.connect();
      try {
        await expect(restoreBackup(source, archive, { force: true })).rejects.toThrow(
          /1 other connections are open to this database: stop every shop instance/,
        );
      } finally {
        await instance.end();
      }
      expect(await snapshotOf(source)).toEqual(before);
    },
    60_000,
  );

  it.runIf(onServer)(
    'names a missing or too old pg_dump instead of failing halfway',
    async () => {
      await expect(
        createBackup(source, path.join(work, 'a.tar.gz'), { pgBinDir: '/nonexistent' }),
      ).rejects.toThrow(/pg_dump was not found.*PG_BIN_DIR/);
      const old = path.join(work, 'old-client');
      await mkdir(old);
      await writeFile(path.join(old, 'pg_dump'), '#!/bin/sh\necho "pg_dump (PostgreSQL) 9.6.24"\n');
      await chmod(path.join(old, 'pg_dump'), 0o755);
      await expect(createBackup(source, path.join(work, 'b.tar.gz'), { pgBinDir: old })).rejects.toThrow(
        /pg_dump is version 9 but the server is \d+: install postgresql-client-\d+/,
      );
    },
    60_000,
  );

  it.runIf(onServer)(
    'backs up a server online: the archive holds one moment, while orders keep coming',
    async () => {
      const during = path.join(work, 'online.tar.gz');
      const { manifest, placedDuring } = await withShop(source, async (app) => {
        let stop = false;
        let placed = 0;
        const buying = (async () => {
          while (!stop) {
            await placeOrders(app, source.dataDir, 1);
            placed++;
          }
        })();
        // Let the shop take orders before and after the backup's snapshot.
        while (placed < 2) await new Promise((resolve) => setTimeout(resolve, 20));
        const made = await createBackup(source, during);
        const before = placed;
        while (placed < before + 2) await new Promise((resolve) => setTimeout(resolve, 20));
        stop = true;
        await buying;
        return { manifest: made, placedDuring: placed };
      });
      const ordersInBackup = manifest.database.rowCounts['public.orders'] ?? 0;
      const ordersNow = (await snapshotOf(source)).rowCounts['public.orders'] ?? 0;
      expect(placedDuring).toBeGreaterThanOrEqual(4);
      expect(ordersInBackup).toBeLessThan(ordersNow);

      // The restore's own check raises unless the dump holds exactly the counts and orders of the manifest.
      const target = await emptyShop();
      await restoreBackup(target, during);
      const restored = await snapshotOf(target);
      expect(restored.rowCounts).toEqual(manifest.database.rowCounts);
      expect(restored.ordersChecksum).toBe(manifest.database.ordersChecksum);
    },
    180_000,
  );
});

/** A shop a refused restore left as it was: no database written, no uploads. */
async function expectUntouched(config: Config) {
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
