import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  archive,
  emptyShop,
  onServer,
  openBackupShop,
  openShopDatabase,
  placeOrders,
  snapshotOf,
  source,
  withShop,
  work,
} from '../../../test/backup-shop.ts';
import { createBackup } from './backup.ts';
import { listFiles } from './manifest.ts';
import { restoreBackup } from './restore.ts';

// The shop's surroundings: another process or connection on its database, the PostgreSQL client tools, orders
// arriving while a backup runs.

openBackupShop();

describe('backing up and restoring the shop', () => {
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
