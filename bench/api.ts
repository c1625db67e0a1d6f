// npm run bench:api: catalog reads of the shop beside a bare node:http server answering the same bytes, measured
// in the same run on the same machine. Each server runs in its own process; autocannon runs in this one.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { SEARCH_TYPOS } from '../apps/api/src/modules/catalog/search-typos.ts';
import { percentile, printTable } from './report.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Target {
  name: string;
  path: string;
  cacheTtlMs: number;
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

const targets: Target[] = [
  {
    name: 'listing (sub-category)',
    path: '/api/v1/products?page=1&limit=0&status=true&categorySlug=skin-care&subCategorySlug=serum',
    cacheTtlMs: 30_000,
  },
  { name: 'findBySlug', path: '', cacheTtlMs: 30_000 },
  {
    name: 'search, cached',
    path: '/api/v1/products?limit=4&status=true&searchQuery=kumkumdi',
    cacheTtlMs: 30_000,
  },
  {
    name: 'search, no cache',
    path: '/api/v1/products?limit=4&status=true&searchQuery=kumkumdi',
    cacheTtlMs: 0,
  },
];

async function startServer(args: string[]): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'serve.ts'), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  for await (const line of lines) {
    try {
      const { port } = JSON.parse(line) as { port: number };
      return { port, child };
    } catch {
      // not the ready line
    }
  }
  throw new Error(`server ${args.join(' ')} exited before it was ready`);
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function load(url: string): Promise<Figures> {
  // Warm up JIT and caches, then measure.
  await autocannon({ url, connections, duration: 2 });
  const result = await autocannon({ url, connections, duration });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-bench-'));
try {
  // First start seeds the demo shop; the others reuse the same data directory.
  const seeding = await startServer(['app', dataDir]);
  const base = `http://127.0.0.1:${seeding.port}`;
  const first = (await (await fetch(`${base}/api/v1/products?limit=1&topSelling=true`)).json()) as {
    body: { slug: string }[];
  };
  const slug = first.body[0]?.slug;
  if (!slug) throw new Error('the demo shop has no products');
  for (const target of targets) if (!target.path) target.path = `/api/v1/products/findBySlug/${slug}`;
  const responses: Record<string, string> = {};
  for (const target of targets) {
    const response = await fetch(`${base}${target.path}`);
    if (response.status !== 200) throw new Error(`${target.path} answered ${response.status}`);
    responses[target.path] = await response.text();
  }
  const typoPaths = SEARCH_TYPOS.map(
    (row) => `/api/v1/products?limit=4&status=true&searchQuery=${encodeURIComponent(row.query)}`,
  );
  for (const typoPath of typoPaths) responses[typoPath] = await (await fetch(`${base}${typoPath}`)).text();
  await stop(seeding.child);
  const responsesFile = path.join(dataDir, 'responses.json');
  await writeFile(responsesFile, JSON.stringify(responses));

  const rows: string[][] = [];
  for (const target of targets) {
    const shop = await startServer(['app', dataDir, String(target.cacheTtlMs)]);
    const shopFigures = await load(`http://127.0.0.1:${shop.port}${target.path}`);
    await stop(shop.child);
    const bare = await startServer(['bare', responsesFile]);
    const bareFigures = await load(`http://127.0.0.1:${bare.port}${target.path}`);
    await stop(bare.child);
    const bytes = Buffer.byteLength(responses[target.path] ?? '');
    for (const [server, figures] of [
      ['shop', shopFigures],
      ['bare node:http', bareFigures],
    ] as const) {
      rows.push([
        target.name,
        server,
        `${(bytes / 1024).toFixed(1)} KB`,
        figures.rps.toFixed(0),
        `${figures.p50} ms`,
        `${figures.p99} ms`,
        server === 'shop' ? `${((shopFigures.rps / bareFigures.rps) * 100).toFixed(0)}%` : '100%',
        String(figures.errors),
      ]);
    }
  }
  printTable(['endpoint', 'server', 'body', 'req/s', 'p50', 'p99', 'vs bare', 'errors'], rows);
  console.log(
    `\n${connections} connections, ${duration} s per run after a 2 s warm-up, Node ${process.version}, ${os.cpus().length} cores.`,
  );

  // Uncached search at one connection: every query of the typo table, one after another, three rounds.
  const sequentialRows: string[][] = [];
  for (const server of ['shop', 'bare node:http'] as const) {
    const started =
      server === 'shop'
        ? await startServer(['app', dataDir, '0'])
        : await startServer(['bare', responsesFile]);
    const times = await sequential(`http://127.0.0.1:${started.port}`, typoPaths, 3);
    await stop(started.child);
    sequentialRows.push([
      server,
      String(times.length),
      `${percentile(times, 0.5).toFixed(2)} ms`,
      `${percentile(times, 0.95).toFixed(2)} ms`,
      `${percentile(times, 0.99).toFixed(2)} ms`,
    ]);
  }
  console.log(`\nSearch without cache, one connection, the ${typoPaths.length} queries of the typo table:`);
  printTable(['server', 'requests', 'p50', 'p95', 'p99'], sequentialRows);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

async function sequential(base: string, paths: string[], rounds: number): Promise<number[]> {
  for (const warm of paths) await (await fetch(`${base}${warm}`)).arrayBuffer();
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const searchPath of paths) {
      const started = performance.now();
      const response = await fetch(`${base}${searchPath}`);
      await response.arrayBuffer();
      times.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`${searchPath} answered ${response.status}`);
    }
  }
  return times;
}
