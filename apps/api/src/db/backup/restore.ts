import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { lstat, mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import type { Config } from '../../config.ts';
import { imageCacheDir } from '../../paths.ts';
import { type Db, openDatabase } from '../client.ts';
import { type BackupOptions, refuseIfOpen, uploadsBucket } from './backup.ts';
import {
  BackupError,
  describePart,
  listFiles,
  MANIFEST_FILE,
  type Manifest,
  readManifest,
} from './manifest.ts';
import { restoreServer } from './restore-server.ts';
import { type DatabaseSnapshot, differences, holdsData, takeSnapshot } from './snapshot.ts';

export interface RestoreOptions extends BackupOptions {
  /** Replace a shop that already holds data (its database and uploads). */
  force?: boolean;
}

/**
 * Puts a backup back: the archive is unpacked beside the data and every part checked against the manifest before
 * the shop is touched; the database is restored and its row counts and orders checked against the manifest before
 * it replaces anything; uploads are swapped in last.
 */
export async function restoreBackup(
  config: Config,
  inFile: string,
  options: RestoreOptions = {},
): Promise<Manifest> {
  const log = options.log ?? (() => {});
  const source = path.resolve(inFile);
  if (!existsSync(source)) throw new BackupError(`${source} does not exist.`);
  const dataDir = path.resolve(config.dataDir);
  await mkdir(dataDir, { recursive: true });
  const staging = await mkdtemp(path.join(dataDir, '.restore-'));
  try {
    const manifest = await unpackAndCheck(source, staging);
    log(`the archive is whole: ${manifest.parts.length} parts, made ${manifest.createdAt}`);
    const kind = config.DATABASE_URL ? 'postgres' : 'pglite';
    if (manifest.database.kind !== kind) {
      throw new BackupError(
        manifest.database.kind === 'pglite'
          ? 'This backup is of an embedded database; it restores only into a shop without DATABASE_URL.'
          : 'This backup is of a PostgreSQL server; set DATABASE_URL to the server to restore it into.',
      );
    }
    const uploadsDir = path.resolve(config.uploadsDir);
    const bucket = uploadsBucket(config);
    const restoresUploads = manifest.uploads.location === 'archive' && !bucket;
    const uploadsHeld = restoresUploads ? (await listFiles(uploadsDir)).length : 0;
    const refuseUnlessForced = (what: string) => {
      if (!options.force) {
        throw new BackupError(
          `The shop is not empty (${what}). Restoring would replace it; add --force to do so anyway.`,
        );
      }
    };

    const dump = path.join(staging, manifest.database.dump);
    const expected: DatabaseSnapshot = {
      rowCounts: manifest.database.rowCounts,
      ordersChecksum: manifest.database.ordersChecksum,
      lastMigration: manifest.database.lastMigration,
    };
    const checkTarget = (current: DatabaseSnapshot | null) => {
      if (current && holdsData(current)) refuseUnlessForced('its database holds data');
      if (uploadsHeld > 0) refuseUnlessForced(`${uploadsHeld} uploaded files`);
    };
    if (config.DATABASE_URL) {
      await restoreServer(config.DATABASE_URL, dump, expected, staging, checkTarget, options.pgBinDir);
    } else {
      await restoreEmbedded(path.join(dataDir, 'pglite'), dump, expected, checkTarget);
    }
    log('restored the database; its row counts and orders equal the backup');

    if (restoresUploads) {
      const unpacked = path.join(staging, 'uploads');
      await mkdir(unpacked, { recursive: true });
      await replaceFolder(uploadsDir, unpacked);
      // Resized copies of the uploads that were replaced would outlive them.
      await rm(imageCacheDir(dataDir), { recursive: true, force: true });
      log(`restored ${manifest.parts.length - 1} uploaded files`);
    } else if (manifest.uploads.location === 'archive' && manifest.uploads.files > 0) {
      log(
        `this shop keeps uploads in the bucket ${bucket}: the archive's ${manifest.uploads.files} uploaded files ` +
          'were not restored; copy them from its uploads/ folder into the bucket',
      );
    }
    return manifest;
  } finally {
    // NOTE: tar can reject while its last files are still being written: retry until they land.
    await rm(staging, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 }).catch(
      (error: Error) => log(`could not remove ${staging}: ${error.message}`),
    );
  }
}

async function unpackAndCheck(source: string, staging: string): Promise<Manifest> {
  try {
    // Read through once without writing: a damaged archive is refused before a single file lands.
    await tar.list({ file: source, strict: true });
    await tar.extract({ file: source, cwd: staging, strict: true });
  } catch (error) {
    throw new BackupError(`${source} is not a readable backup archive (${(error as Error).message}).`);
  }
  const manifest = await readManifest(staging, source);
  const listed = new Set(manifest.parts.map((part) => part.path));
  if (!listed.has(manifest.database.dump)) throw new BackupError('The manifest names no database dump.');
  for (const part of manifest.parts) {
    if (!existsSync(path.join(staging, part.path))) throw new BackupError(`The archive lacks ${part.path}.`);
    const found = await describePart(staging, part.path);
    if (found.bytes !== part.bytes || found.sha256 !== part.sha256) {
      throw new BackupError(
        `${part.path} in the archive does not match its checksum: the archive is damaged.`,
      );
    }
  }
  const extra = (await listFiles(staging)).filter(
    (file) => file !== MANIFEST_FILE && !listed.has(file.split(path.sep).join('/')),
  );
  if (extra.length > 0)
    throw new BackupError(`The archive holds files its manifest does not list: ${extra[0]}`);
  return manifest;
}

/**
 * The dump becomes a database in a folder beside the current one, is checked there, and only then takes the
 * current one's place, so a failed restore leaves the shop as it was.
 */
async function restoreEmbedded(
  pgliteDir: string,
  dump: string,
  expected: DatabaseSnapshot,
  checkTarget: (current: DatabaseSnapshot | null) => void,
): Promise<void> {
  const exists = existsSync(path.join(pgliteDir, 'PG_VERSION'));
  if (exists) refuseIfOpen(pgliteDir, 'restore');
  checkTarget(exists ? await withEmbedded(pgliteDir, undefined, takeSnapshot) : null);

  const restoring = `${pgliteDir}.restoring-${randomUUID()}`;
  try {
    const loadDataDir = new Blob([new Uint8Array(await readFile(dump))]);
    const restored = await withEmbedded(restoring, loadDataDir, takeSnapshot);
    const found = differences(expected, restored);
    if (found.length > 0)
      throw new BackupError(`The restored database differs from the backup: ${found.join('; ')}`);
    await replaceFolder(pgliteDir, restoring);
  } finally {
    await rm(restoring, { recursive: true, force: true });
  }
}

async function withEmbedded<T>(dataDir: string, loadDataDir: Blob | undefined, use: (db: Db) => Promise<T>) {
  const database = await openDatabase({ kind: 'pglite', dataDir, ...(loadDataDir ? { loadDataDir } : {}) });
  try {
    return await use(database.db);
  } finally {
    await database.close();
  }
}

/** Moves `replacement` to `target`'s path, and what was there out of the way and then away. */
async function replaceFolder(target: string, replacement: string): Promise<void> {
  const existed = await lstat(target).then(
    () => true,
    () => false,
  );
  const replaced = `${target}.replaced-${randomUUID()}`;
  if (existed) await rename(target, replaced);
  await mkdir(path.dirname(target), { recursive: true });
  await rename(replacement, target);
  if (existed) await rm(replaced, { recursive: true, force: true });
}
