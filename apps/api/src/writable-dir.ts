import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

const REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOTDIR: 'a file stands where a folder should be',
  ENOENT: 'nothing can be created there',
  ENOSPC: 'the disk is full',
};

/**
 * Creates a folder the shop keeps data in and proves it can write there, so that a bad DATA_DIR stops the start
 * with the path and the reason. PGlite itself hangs on a folder it cannot create, or throws a bare object.
 */
export async function ensureWritableDir(dir: string): Promise<void> {
  try {
    await makeDirectories(dir);
    if (!(await stat(dir)).isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
    const probe = path.join(dir, `.write-test-${process.pid}`);
    await writeFile(probe, '');
    await rm(probe);
  } catch (error) {
    // mkdir answers EEXIST when the folder's own path is a file, ENOTDIR when a parent's is: one problem.
    const raw = (error as NodeJS.ErrnoException).code ?? 'unknown error';
    const code = raw === 'EEXIST' ? 'ENOTDIR' : raw;
    const reason = REASONS[code] ?? (error as Error).message;
    throw new Error(
      `Cannot use ${dir} for the shop's data (${code}: ${reason}). Set DATA_DIR to a folder this user can write.`,
      { cause: error },
    );
  }
}

// mkdir({ recursive: true }) loops forever where the system refuses every new folder with ENOENT (under /proc),
// so the missing folders are made one by one from the nearest one that exists.
async function makeDirectories(dir: string): Promise<void> {
  const missing: string[] = [];
  for (let current = path.resolve(dir); !(await exists(current)); current = path.dirname(current)) {
    missing.unshift(current);
    if (path.dirname(current) === current) break;
  }
  for (const folder of missing) await mkdir(folder);
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
