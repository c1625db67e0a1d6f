import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The API package's folder, found by walking up to its package.json: the same answer whether this file runs
 * from `src/` in development or from `dist/src/` in production.
 */
export const apiRoot = findPackageRoot(import.meta.dirname);
export const repoRoot = path.resolve(apiRoot, '../..');
export const webRoot = path.join(repoRoot, 'apps/web');
export const migrationsFolder = path.join(apiRoot, 'migrations');

function findPackageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

/** Where the resized copies of uploads are on local disk (the layout of LocalStorage under DATA_DIR). */
export function imageCacheDir(dataDir: string): string {
  return path.join(dataDir, 'cache', 'images');
}
