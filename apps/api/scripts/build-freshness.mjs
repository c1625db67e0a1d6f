// Which builds are missing or older than their sources: `npm start` and `npm run cluster` rebuild exactly these,
// so neither ever runs yesterday's build. Plain JavaScript, so that it needs neither TypeScript nor a build.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const from = (...parts) => path.join(repoRoot, ...parts);

export const SERVER_ENTRY = from('apps/api/dist/server.js');

export const SERVER_SOURCES = [
  from('tsconfig.json'),
  from('packages/shared/src'),
  from('apps/api/src'),
  from('apps/api/seed'),
  from('apps/api/scripts/build.mjs'),
  from('apps/api/package.json'),
];

export const WEB_SOURCES = [
  from('packages/shared/src'),
  from('apps/web/app'),
  from('apps/web/fonts/hindi-fonts.ts'),
  from('apps/web/public'),
  from('apps/web/vite.config.ts'),
  from('apps/web/react-router.config.ts'),
  from('apps/web/package.json'),
];

/** True when an output is missing or a source file is newer than the oldest output. */
export function isStale(outputs, sources) {
  let oldestOutput = Number.POSITIVE_INFINITY;
  for (const output of outputs) {
    const stat = statSync(output, { throwIfNoEntry: false });
    if (!stat) return true;
    oldestOutput = Math.min(oldestOutput, stat.mtimeMs);
  }
  return newestMtime(sources) > oldestOutput;
}

function newestMtime(paths) {
  let newest = 0;
  for (const entry of paths) {
    const stat = statSync(entry, { throwIfNoEntry: false });
    if (!stat) continue;
    newest = Math.max(
      newest,
      stat.isDirectory()
        ? newestMtime(readdirSync(entry).map((name) => path.join(entry, name)))
        : stat.mtimeMs,
    );
  }
  return newest;
}
