import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const webRoot = path.join(repoRoot, 'apps/web');
// Resolved as React Router resolves buildDirectory: relative to apps/web, or absolute.
export const webBuildDir = path.resolve(webRoot, process.env.WEB_BUILD_DIR ?? 'build');
const buildEntry = path.join(webBuildDir, 'server/index.js');
const sources = ['apps/web/app', 'apps/web/public', 'apps/web/vite.config.ts', 'packages/shared/src'].map(
  (p) => path.join(repoRoot, p),
);

/** Builds the storefront when there is no build or a source file is newer than it, so `npm start` just works. */
export function ensureWebBuild(log: (message: string) => void = console.log): void {
  const builtAt = mtime(buildEntry);
  if (builtAt !== undefined && newestMtime(sources) <= builtAt) return;
  log(
    builtAt === undefined
      ? 'Building the storefront (first start)...'
      : 'Sources changed: rebuilding the storefront...',
  );
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '-w', '@shop/web'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('Building the storefront failed; see the output above.');
}

function mtime(file: string): number | undefined {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

function newestMtime(paths: string[]): number {
  let newest = 0;
  for (const entry of paths) {
    const stat = statSync(entry, { throwIfNoEntry: false });
    if (!stat) continue;
    if (stat.isDirectory()) {
      const children = readdirSync(entry).map((name) => path.join(entry, name));
      newest = Math.max(newest, newestMtime(children));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  }
  return newest;
}
