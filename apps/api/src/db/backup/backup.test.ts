import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { describe, expect, it } from 'vitest';
import {
  archive,
  emptyShop,
  expectUntouched,
  onServer,
  openBackupShop,
  ordersOf,
  placeOrders,
  snapshotOf,
  source,
  sourceOrders,
  sourceSnapshot,
  sourceUploads,
  uploadedFile,
  uploadsOf,
  withShop,
  work,
} from '../../../test/backup-shop.ts';
import { listFiles } from './manifest.ts';
import { restoreBackup } from './restore.ts';

openBackupShop();

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
});
