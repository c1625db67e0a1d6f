// npm run build -w @shop/api: the server as one JavaScript file, dist/server.js, which production runs with node
// (and dist/config.js, which `npm start` reads before it).
// One file because Node loads a library spread over hundreds of ES modules slowly and with a large heap: Drizzle
// alone took 750 ms and grew the process to 290 MB when imported file by file, 65 ms and 52 MB bundled.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const apiRoot = path.resolve(import.meta.dirname, '..');
rmSync(path.join(apiRoot, 'dist'), { recursive: true, force: true });

// A hash of the demo data's sources: a start whose stamp matches it does not load the demo data (seed/seed-stamp.ts).
const seedHash = createHash('sha256');
for (const file of readdirSync(path.join(apiRoot, 'seed'), { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && !entry.name.includes('.test.'))
  .map((entry) => path.join(entry.parentPath, entry.name))
  .sort()) {
  seedHash.update(path.relative(apiRoot, file)).update(readFileSync(file));
}

await build({
  entryPoints: [path.join(apiRoot, 'src/server.ts'), path.join(apiRoot, 'src/config.ts')],
  outdir: path.join(apiRoot, 'dist'),
  bundle: true,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  // Smaller code parses faster at start; the source map keeps stack traces readable.
  minify: true,
  keepNames: true,
  // Licence comments go to dist/server.js.LEGAL.txt: two of them carry accented names, and one character outside
  // ASCII makes V8 hold the whole 1.5 MB source as two-byte text, 3 MB for the life of the process.
  legalComments: 'external',
  external: [
    // Native code and WebAssembly that load files beside their own modules.
    'sharp',
    '@electric-sql/pglite',
    'pg-native',
    // The storefront build imports React Router too: both sides must share one copy of its classes.
    'react-router',
    // Development only (npm run dev).
    'vite',
    '@fastify/middie',
    // The storefront's server build imports zod from node_modules: sharing that copy saves the 3 MB of a second.
    'zod',
  ],
  banner: {
    js: [
      // Bundled CommonJS libraries call require(); give the ES module one.
      "import { createRequire as __shopCreateRequire } from 'node:module'; const require = __shopCreateRequire(import.meta.url);",
      // The built server is the production server (React and the config read this), unless told otherwise.
      "process.env.NODE_ENV ??= 'production';",
    ].join('\n'),
  },
  define: { DEMO_SEED_FINGERPRINT: JSON.stringify(seedHash.digest('hex').slice(0, 16)) },
  logLevel: 'warning',
});
