// npm run bench:web: Lighthouse (mobile preset, simulated slow 4G) on four pages of the shop, each beside a
// baseline measured in the same run: the same server-rendered HTML with every script removed, served from memory
// by a bare node:http server. The gap between the two is what our JavaScript and server cost.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

interface Figures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
  jsFiles: number;
}

async function startShop(dataDir: string, port: number): Promise<ChildProcess> {
  const shop = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  let output = '';
  shop.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  const started = Date.now();
  while (!output.includes('Shop running at')) {
    if (shop.exitCode !== null || Date.now() - started > 300_000)
      throw new Error(`the shop did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return shop;
}

/** The page's HTML without scripts, served from memory: what a browser costs with no JavaScript at all. */
async function startBaseline(
  shopOrigin: string,
  paths: string[],
): Promise<{ origin: string; close: () => void }> {
  const pages = new Map<string, Buffer>();
  for (const pagePath of paths) {
    const html = await (await fetch(`${shopOrigin}${pagePath}`)).text();
    // The shop's module preloads live in its boot script (apps/web/app/lib/deferred-hydration.server.ts).
    const withoutScripts = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
    pages.set(pagePath, brotliCompressSync(withoutScripts));
  }
  const upstream = new URL(shopOrigin);
  const server = http.createServer((request, response) => {
    const page = pages.get(request.url ?? '');
    if (page !== undefined) {
      // Compressed as the shop compresses its pages, so the two differ only in their scripts.
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br' })
        .end(page);
      return;
    }
    // Styles, images and fonts come from the shop itself, byte for byte, so both sides load the same assets.
    const proxied = http.request(
      { host: upstream.hostname, port: upstream.port, path: request.url, headers: request.headers },
      (reply) => {
        response.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(response);
      },
    );
    proxied.on('error', () => response.writeHead(502).end());
    proxied.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  };
}

async function audit(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const items =
    (
      lhr.audits['network-requests']?.details as {
        items?: { resourceType?: string; transferSize?: number }[];
      }
    )?.items ?? [];
  const scripts = items.filter((item) => item.resourceType === 'Script');
  const js = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
    jsKb: js / 1024,
    jsFiles: scripts.length,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-bench-web-'));
const port = 3900 + Math.floor(Math.random() * 90);
const shop = await startShop(dataDir, port);
const shopOrigin = `http://localhost:${port}`;
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_ARGS.filter((flag) => flag !== '--headless').concat('--headless=new'),
});
try {
  const products = (await (await fetch(`${shopOrigin}/api/v1/products?limit=1&topSelling=true`)).json()) as {
    body: { slug: string }[];
  };
  const posts = (await (await fetch(`${shopOrigin}/api/v1/blogs?limit=1`)).json()) as {
    body: { slug: string }[];
  };
  const pages = [
    { name: 'home', path: '/' },
    // The Hindi pages load the Devanagari fonts as well (docs/i18n.md#fonts).
    { name: 'home (Hindi)', path: '/hi/' },
    { name: 'sub-category listing', path: '/category/skin-care/serum' },
    { name: 'product', path: `/product/${products.body[0]?.slug}` },
    { name: 'article', path: `/blog/${posts.body[0]?.slug}` },
  ];
  const baseline = await startBaseline(
    shopOrigin,
    pages.map((page) => page.path),
  );
  const rows: string[][] = [];
  for (const page of pages) {
    for (const [server, origin] of [
      ['shop', shopOrigin],
      ['baseline (no JS)', baseline.origin],
    ] as const) {
      // The first visit fills the server's caches (resized images, compressed responses): not measured.
      if (server === 'shop') await audit(`${origin}${page.path}`, chrome.port);
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await audit(`${origin}${page.path}`, chrome.port));
      rows.push([
        page.name,
        server,
        String(median(runs.map((r) => r.score))),
        `${(median(runs.map((r) => r.lcp)) / 1000).toFixed(2)} s`,
        `${Math.round(median(runs.map((r) => r.tbt)))} ms`,
        median(runs.map((r) => r.cls)).toFixed(3),
        `${median(runs.map((r) => r.jsKb)).toFixed(1)} KB in ${median(runs.map((r) => r.jsFiles))} files`,
      ]);
    }
  }
  baseline.close();
  const header = ['page', 'server', 'perf', 'LCP', 'TBT', 'CLS', 'JS transferred'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
  console.log(
    `\nLighthouse ${RUNS} runs per page (median), mobile preset with simulated slow 4G, ${os.cpus().length} cores.`,
  );
} finally {
  await chrome.kill();
  if (shop.pid) process.kill(-shop.pid, 'SIGTERM');
  await rm(dataDir, { recursive: true, force: true });
}
