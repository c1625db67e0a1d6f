import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { lstat, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as tar from 'tar';
import type { Config } from '../../config.ts';
import { imageCacheDir } from '../../paths.ts';
import { type Db, openDatabase } from '../client.ts';
import * as schema from '../schema.ts';
import { type BackupOptions, refuseIfOpen, uploadsBucket } from './backup.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  describePart,
  listFiles,
  MANIFEST_FILE,
  type Manifest,
  ManifestSchema,
} from './manifest.ts';
import { requireToolsFor, run, toolPath } from './pg-tools.ts';
import {
  countSql,
  type DatabaseSnapshot,
  differences,
  holdsData,
  ORDERS_CHECKSUM_SQL,
  takeSnapshot,
} from './snapshot.ts';

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
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path.join(staging, MANIFEST_FILE), 'utf8'));
  } catch {
    throw new BackupError(`${source} is not a shop backup: it has no readable ${MANIFEST_FILE}.`);
  }
  const header = raw as { format?: unknown; formatVersion?: unknown };
  if (header.format !== BACKUP_FORMAT) throw new BackupError(`${source} is not a shop backup.`);
  if (header.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `${source} is a backup of format ${String(header.formatVersion)}; this shop reads format ${BACKUP_FORMAT_VERSION}.`,
    );
  }
  const parsed = ManifestSchema.safeParse(raw);
  if (!parsed.success) {
    throw new BackupError(`The manifest of ${source} is damaged: ${parsed.error.issues[0]?.message}`);
  }
  const manifest = parsed.data;
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

/**
 * The whole restore is one transaction through psql: the old schemas go, the dump comes in, and a check that
 * raises unless every table's row count and the orders' checksum equal the manifest's. Any failure rolls all of
 * it back, so the shop is either restored and verified or untouched.
 */
async function restoreServer(
  url: string,
  dump: string,
  expected: DatabaseSnapshot,
  staging: string,
  checkTarget: (current: DatabaseSnapshot | null) => void,
  binDir: string | undefined,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let major: number;
  try {
    const { rows } = await client.query<{ version: string; others: string }>(
      `select current_setting('server_version_num') as version,
              (select count(*) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()) as others`,
    );
    major = Math.floor(Number(rows[0]?.version) / 10_000);
    const others = Number(rows[0]?.others);
    if (others > 0) {
      throw new BackupError(
        `${others} other connections are open to this database: stop every shop instance (and job worker) first.`,
      );
    }
    checkTarget(await takeSnapshot(drizzle(client, { schema }) as unknown as Db));
  } finally {
    await client.end();
  }
  await requireToolsFor(major, ['pg_restore', 'psql'], binDir);

  const script = path.join(staging, 'restore.sql');
  await run(toolPath('pg_restore', binDir), ['--no-owner', '--no-privileges', `--file=${script}`, dump]);
  const verify = path.join(staging, 'verify.sql');
  await writeFile(verify, verificationSql(expected));
  await run(toolPath('psql', binDir), [
    '--no-psqlrc',
    '--quiet',
    '--set=ON_ERROR_STOP=1',
    '--single-transaction',
    `--dbname=${url}`,
    `--command=${DROP_EVERY_SCHEMA}`,
    `--file=${script}`,
    `--file=${verify}`,
  ]);
}

/**
 * The dump holds every schema of the shop's database (its tables, the migrations' record, the job queue's), so
 * every schema of the target goes first, whatever its name; `public` comes back empty, as pg_dump expects it.
 */
const DROP_EVERY_SCHEMA = `do $drop$
declare
  name text;
begin
  for name in select nspname from pg_namespace
              where nspname not in ('pg_catalog', 'information_schema') and nspname not like 'pg\\_%'
  loop
    execute format('drop schema %I cascade', name);
  end loop;
end
$drop$;
create schema public;`;

/** A PL/pgSQL block that raises, naming the table, unless the database holds what the manifest says. */
export function verificationSql(expected: DatabaseSnapshot): string {
  const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
  const checks = Object.entries(expected.rowCounts).map(
    ([table, rows]) =>
      `  execute ${literal(countSql(table))} into n;\n` +
      `  if n <> ${rows} then raise exception 'restored %: % rows, the backup has ${rows}', ${literal(table)}, n; end if;`,
  );
  const ordersCheck =
    'public.orders' in expected.rowCounts
      ? `  execute ${literal(ORDERS_CHECKSUM_SQL)} into sum;\n` +
        `  if sum <> ${literal(expected.ordersChecksum)} then raise exception 'the restored orders differ from the backup'; end if;`
      : '';
  return `set time zone 'UTC';
do $verify$
declare
  n bigint;
  sum text;
begin
${checks.join('\n')}
${ordersCheck}
end
$verify$;
`;
}
