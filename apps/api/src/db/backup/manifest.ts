import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';

/** A refusal or failure the operator can act on: the CLI prints its message alone, without a stack. */
export class BackupError extends Error {}

export const BACKUP_FORMAT = 'vanya-shop-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';

const PartSchema = z.object({
  path: z.string().min(1),
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type Part = z.infer<typeof PartSchema>;

export const ManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  shopVersion: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** The server's version string, as `show server_version` answers. */
    serverVersion: z.string(),
    lastMigration: z.string().nullable(),
    rowCounts: z.record(z.string(), z.number().int().min(0)),
    ordersChecksum: z.string(),
    /** The dump's file in the archive: a PGlite data folder (tar) or a pg_dump custom-format archive. */
    dump: z.string(),
  }),
  uploads: z.discriminatedUnion('location', [
    z.object({
      location: z.literal('archive'),
      files: z.number().int().min(0),
      bytes: z.number().int().min(0),
    }),
    /** Uploads live in object storage, which keeps its own versions: the archive holds none of them. */
    z.object({ location: z.literal('bucket'), bucket: z.string() }),
  ]),
  /** Every file of the archive but this manifest, with its size and checksum. */
  parts: z.array(PartSchema),
});
export type Manifest = z.infer<typeof ManifestSchema>;

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** A file's entry in the manifest; `root` is where the archive's paths start. */
export async function describePart(root: string, relative: string): Promise<Part> {
  const file = path.join(root, relative);
  const [{ size }, sha256] = await Promise.all([stat(file), sha256Of(file)]);
  return { path: relative.split(path.sep).join('/'), bytes: size, sha256 };
}

/**
 * Every file under `dir`, relative to it, following symbolic links. Files still being written (`*.tmp`, see the
 * uploads service) are left out: they are renamed into place only once complete.
 */
export async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  let entries: string[];
  try {
    entries = await readdir(path.join(dir, prefix));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files: string[] = [];
  for (const entry of entries.sort()) {
    const relative = path.join(prefix, entry);
    const info = await stat(path.join(dir, relative));
    if (info.isDirectory()) files.push(...(await listFiles(dir, relative)));
    else if (info.isFile() && !entry.endsWith('.tmp')) files.push(relative);
  }
  return files;
}

/** Writes the manifest into the staging folder, stamped with this shop's backup format. */
export async function writeManifest(
  staging: string,
  contents: Omit<Manifest, 'format' | 'formatVersion'>,
): Promise<Manifest> {
  const manifest: Manifest = { format: BACKUP_FORMAT, formatVersion: BACKUP_FORMAT_VERSION, ...contents };
  await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** The manifest of an archive unpacked into `staging`, refused unless it is of this shop's format and whole. */
export async function readManifest(staging: string, source: string): Promise<Manifest> {
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
  return parsed.data;
}
