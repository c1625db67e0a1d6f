// `npm start`: builds whatever is missing or older than its sources, then runs the compiled server in this
// process. Plain JavaScript, so that it needs neither TypeScript nor a build to run.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const apiRoot = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(apiRoot, '../..');
const from = (...parts) => path.join(repoRoot, ...parts);

// The built shop is the production shop, whatever the calling environment says (a test runner sets "test").
process.env.NODE_ENV = 'production';

const serverEntry = path.join(apiRoot, 'dist/server.js');
const serverSources = [
  from('tsconfig.json'),
  from('packages/shared/src'),
  from('apps/api/src'),
  from('apps/api/seed'),
  from('apps/api/scripts/build.mjs'),
  from('apps/api/package.json'),
];
if (isStale([serverEntry], serverSources)) build('Building the server', 'build', '-w', '@shop/api');

// The web build's folder is a setting: ask the compiled config where it is.
const { loadConfig } = await import(pathToFileURL(path.join(apiRoot, 'dist/config.js')).href);
const config = loadConfig();
if (config.SERVE_WEB && !config.WEB_DEV) {
  const webSources = [
    from('packages/shared/src'),
    from('apps/web/app'),
    from('apps/web/public'),
    from('apps/web/vite.config.ts'),
    from('apps/web/react-router.config.ts'),
    from('apps/web/package.json'),
  ];
  if (isStale([path.join(config.webBuildDir, 'server/index.js')], webSources)) {
    build('Building the storefront', 'build', '-w', '@shop/web');
  }
}

await import(pathToFileURL(serverEntry).href);

/** True when an output is missing or a source file is newer than the oldest output. */
function isStale(outputs, sources) {
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

function build(what, ...npmArgs) {
  console.log(`${what} (missing or older than its sources)...`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', ...npmArgs], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`${what} failed; see the output above.`);
    process.exit(1);
  }
}
