import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as tar from 'tar';
import type { Config } from '../../config.ts';
import { apiRoot } from '../../paths.ts';
import { type Db, openDatabase, pgliteClientOf } from '../client.ts';
import * as schema from '../schema.ts';
import {
  BackupError,
  describePart,
  listFiles,
  MANIFEST_FILE,
  type Manifest,
  type Part,
  writeManifest,
} from './manifest.ts';
import { requireToolsFor, run, toolPath } from './pg-tools.ts';
import { type DatabaseSnapshot, takeSnapshot } from './snapshot.ts';

export interface BackupOptions {
  log?: (line: string) => void;
  /** Folder of pg_dump, pg_restore and psql; unset, they are looked up in PATH. */
  pgBinDir?: string;
}

export const PGLITE_DUMP = 'database/pglite.tar';
export const POSTGRES_DUMP = 'database/postgres.pgdump';

interface DumpedDatabase extends DatabaseSnapshot {
  serverVersion: string;
}

/**
 * Writes one archive (tar.gz) of the shop's database and uploads, with a manifest that lets a restore prove it got
 * everything back. The archive appears under its name only once complete.
 */
export async function createBackup(
  config: Config,
  outFile: string,
  options: BackupOptions = {},
): Promise<Manifest> {
  const log = options.log ?? (() => {});
  const target = path.resolve(outFile);
  if (existsSync(target)) throw new BackupError(`${target} already exists; name a new file.`);
  await mkdir(path.dirname(target), { recursive: true });
  const staging = await mkdtemp(path.join(path.dirname(target), '.backup-'));
  const partial = `${target}.partial`;
  try {
    const dumpFile = config.DATABASE_URL ? POSTGRES_DUMP : PGLITE_DUMP;
    await mkdir(path.join(staging, 'database'));
    const dumped = config.DATABASE_URL
      ? await dumpServer(config.DATABASE_URL, path.join(staging, dumpFile), options.pgBinDir)
      : await dumpEmbedded(path.join(config.dataDir, 'pglite'), path.join(staging, dumpFile));
    log(`dumped the database: ${Object.keys(dumped.rowCounts).length} tables`);

    const parts = [await describePart(staging, dumpFile)];
    const bucket = uploadsBucket(config);
    const uploads = bucket
      ? ({ location: 'bucket', bucket } as const)
      : await stageUploads(path.resolve(config.uploadsDir), staging, parts);
    log(
      uploads.location === 'bucket'
        ? `uploads live in the bucket ${bucket}; the archive holds none`
        : `uploads: ${uploads.files} files, ${uploads.bytes} bytes`,
    );

    const manifest = await writeManifest(staging, {
      createdAt: new Date().toISOString(),
      shopVersion: await shopVersion(),
      database: {
        kind: config.DATABASE_URL ? 'postgres' : 'pglite',
        serverVersion: dumped.serverVersion,
        lastMigration: dumped.lastMigration,
        rowCounts: dumped.rowCounts,
        ordersChecksum: dumped.ordersChecksum,
        dump: dumpFile,
      },
      uploads,
      parts,
    });
    await tar.create({ file: partial, gzip: true, cwd: staging, follow: true, portable: true }, [
      MANIFEST_FILE,
      ...parts.map((part) => part.path),
    ]);
    await rename(partial, target);
    return manifest;
  } finally {
    await rm(partial, { force: true });
    await rm(staging, { recursive: true, force: true });
  }
}

/** Lists every upload as a part of the archive, read through a link from the staging folder. */
async function stageUploads(uploadsDir: string, staging: string, parts: Part[]) {
  const files = await listFiles(uploadsDir);
  // NOTE: a link, not a copy: tar reads the uploads where they are, so a backup needs no second copy's disk.
  if (files.length > 0) await symlink(uploadsDir, path.join(staging, 'uploads'), 'dir');
  let bytes = 0;
  for (const file of files) {
    const part = await describePart(staging, path.join('uploads', file));
    parts.push(part);
    bytes += part.bytes;
  }
  return { location: 'archive', files: files.length, bytes } as const;
}

/** Uploads kept in object storage are not the archive's to hold (set when the shop stores them in a bucket). */
export function uploadsBucket(config: Config): string | undefined {
  return config.S3_BUCKET || undefined;
}

async function shopVersion(): Promise<string> {
  const manifest = JSON.parse(await readFile(path.join(apiRoot, 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

/** PGlite opens its folder for one process only; two would corrupt it. Its lock file says a process has it open. */
export function refuseIfOpen(pgliteDir: string, action: string): void {
  if (existsSync(path.join(pgliteDir, 'postmaster.pid'))) {
    throw new BackupError(
      `The embedded database in ${pgliteDir} is open in another process: stop the shop, then ${action}. ` +
        'If no shop is running, it was stopped abruptly: start it once and stop it (Ctrl-C) so the database ' +
        'recovers, then try again.',
    );
  }
}

async function dumpEmbedded(pgliteDir: string, dumpFile: string): Promise<DumpedDatabase> {
  if (!existsSync(path.join(pgliteDir, 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${pgliteDir}: check DATA_DIR.`);
  }
  refuseIfOpen(pgliteDir, 'back up');
  const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDir });
  try {
    const snapshot = await takeSnapshot(database.db);
    const serverVersion = await serverVersionOf(database.db);
    const client = pgliteClientOf(database.db);
    if (!client) throw new Error('expected a PGlite client');
    const dump = await client.dumpDataDir('none');
    await writeFile(dumpFile, new Uint8Array(await dump.arrayBuffer()));
    return { ...snapshot, serverVersion };
  } finally {
    await database.close();
  }
}

async function serverVersionOf(db: Db): Promise<string> {
  const { rows } = (await db.execute(sql.raw('show server_version'))) as unknown as {
    rows: { server_version: string }[];
  };
  return String(rows[0]?.server_version);
}

/**
 * pg_dump reads the snapshot this transaction exported, so the counts and checksum in the manifest describe exactly
 * the dumped data even while the shop keeps taking orders.
 */
async function dumpServer(
  url: string,
  dumpFile: string,
  binDir: string | undefined,
): Promise<DumpedDatabase> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version_num: string; server_version: string }>(
      `select current_setting('server_version_num') as server_version_num, current_setting('server_version') as server_version`,
    );
    const major = Math.floor(Number(rows[0]?.server_version_num) / 10_000);
    await requireToolsFor(major, ['pg_dump'], binDir);
    await client.query('begin isolation level repeatable read read only');
    const exported = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const snapshot = await takeSnapshot(drizzle(client, { schema }) as unknown as Db);
    await run(toolPath('pg_dump', binDir), [
      '--format=custom',
      `--snapshot=${exported.rows[0]?.id}`,
      `--file=${dumpFile}`,
      `--dbname=${url}`,
    ]);
    await client.query('commit');
    return { ...snapshot, serverVersion: String(rows[0]?.server_version) };
  } finally {
    await client.end();
  }
}
