// `npm start`: builds whatever is missing or older than its sources, then runs the compiled server in this
// process. Plain JavaScript, so that it needs neither TypeScript nor a build to run.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isStale, SERVER_ENTRY, SERVER_SOURCES, WEB_SOURCES } from './build-freshness.mjs';

const apiRoot = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(apiRoot, '../..');

// The built shop is the production shop, whatever the calling environment says (a test runner sets "test").
process.env.NODE_ENV = 'production';

if (isStale([SERVER_ENTRY], SERVER_SOURCES)) build('Building the server', 'build', '-w', '@shop/api');

// The web build's folder is a setting: ask the compiled config where it is.
const { loadConfig } = await import(pathToFileURL(path.join(apiRoot, 'dist/config.js')).href);
const config = loadConfig();
if (config.SERVE_WEB && !config.WEB_DEV) {
  if (isStale([path.join(config.webBuildDir, 'server/index.js')], WEB_SOURCES)) {
    build('Building the storefront', 'build', '-w', '@shop/web');
  }
}

await import(pathToFileURL(SERVER_ENTRY).href);

function build(what, ...npmArgs) {
  console.log(`${what} (missing or older than its sources)...`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', ...npmArgs], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`${what} failed; see the output above.`);
    process.exit(1);
  }
}
