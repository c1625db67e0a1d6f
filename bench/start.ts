// npm run bench:start: how fast the shop restarts on data it already has, and how much memory it holds idle,
// through `npm start` (the README's command) and through the bare `node` command a deployment runs; beside a
// bare Fastify "hello" server started both ways in the same run. On the PostgreSQL server (when one answers at
// 127.0.0.1:5432, or BENCH_DATABASE_URL) and on the embedded database.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, readlink, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { median, printTable } from './report.ts';

const root = path.resolve(import.meta.dirname, '..');
const RESTARTS = Number(process.env.BENCH_RUNS ?? 5);
const SETTLE_MS = 2000;
const serverEntry = path.join(root, 'apps/api/dist/server.js');
const probePath = '/api/v1/categories';

interface Launch {
  label: string;
  command: string[];
  cwd: string;
  env: Record<string, string>;
}

interface Figures {
  startMs: number[];
  rssMb: number[];
}

// The shop's build must exist and be current, so that no run below measures a build.
execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });

const work = await mkdtemp(path.join(os.tmpdir(), 'shop-bench-start-'));
const helloPackage = path.join(work, 'hello');
await mkdir(helloPackage);
// `npm start` in a package of its own, so the baseline pays npm's start-up exactly as the shop does.
await writeFile(
  path.join(helloPackage, 'package.json'),
  JSON.stringify({ private: true, scripts: { start: `node ${path.join(root, 'bench/hello-server.mjs')}` } }),
);

const database = await postgresDatabase();
const rows: string[][] = [];
try {
  const modes: { name: string; env: Record<string, string> }[] = [];
  if (database) {
    modes.push({
      name: 'PostgreSQL server',
      env: { DATABASE_URL: database.url, JWT_SECRET: 'bench-secret-bench-secret-bench-secret' },
    });
  }
  modes.push({ name: 'embedded PGlite', env: {} });

  for (const mode of modes) {
    const dataDir = path.join(work, `data-${modes.indexOf(mode)}`);
    const env = { ...mode.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', SHUTDOWN_DRAIN_MS: '0' };
    // The first start creates and seeds the data; only restarts are measured.
    await measure({ label: 'first start', command: ['npm', 'start'], cwd: root, env }, 1);
    const launches: Launch[] = [
      { label: 'shop, npm start', command: ['npm', 'start'], cwd: root, env },
      {
        label: 'shop, node',
        // As deployments run it (deploy/Dockerfile, README): the young generation capped, docs/scaling.md#memory.
        command: [process.execPath, '--max-semi-space-size=8', serverEntry],
        cwd: root,
        env: { ...env, NODE_ENV: 'production' },
      },
      { label: 'bare Fastify, npm start', command: ['npm', 'start'], cwd: helloPackage, env: {} },
      {
        label: 'bare Fastify, node',
        command: [process.execPath, path.join(root, 'bench/hello-server.mjs')],
        cwd: root,
        env: {},
      },
    ];
    for (const launch of launches) {
      const figures = await measure(launch, RESTARTS);
      rows.push([
        mode.name,
        launch.label,
        `${median(figures.startMs).toFixed(0)} ms`,
        `${Math.min(...figures.startMs).toFixed(0)}–${Math.max(...figures.startMs).toFixed(0)} ms`,
        `${median(figures.rssMb).toFixed(0)} MB`,
      ]);
    }
  }
} finally {
  await database?.drop();
  await rm(work, { recursive: true, force: true });
}

printTable(['database', 'server', 'restart to first answer', 'range', 'idle RSS'], rows);
console.log(
  `\nMedian of ${RESTARTS} restarts on existing data: from spawning the command to the first answer of ` +
    `GET ${probePath}; RSS of the server process ${SETTLE_MS / 1000} s after that answer. ` +
    `Node ${process.version}, ${os.cpus().length} cores.`,
);

async function measure(launch: Launch, times: number): Promise<Figures> {
  const figures: Figures = { startMs: [], rssMb: [] };
  for (let run = 0; run < times; run++) {
    const port = await freePort();
    const started = performance.now();
    const child = spawn(launch.command[0] as string, launch.command.slice(1), {
      cwd: launch.cwd,
      env: { ...process.env, ...launch.env, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    });
    let errors = '';
    child.stderr?.on('data', (chunk) => {
      errors += chunk;
    });
    try {
      await firstAnswer(child, `http://127.0.0.1:${port}${probePath}`, () => errors);
      figures.startMs.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      figures.rssMb.push((await listenerRss(child, port)) / 1024);
    } finally {
      await stop(child);
    }
  }
  return figures;
}

async function firstAnswer(child: ChildProcess, url: string, errors: () => string): Promise<void> {
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited\n${errors()}`);
    if (Date.now() > deadline) throw new Error(`${url}: no answer in 300 s\n${errors()}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** RSS in KB of the process under `child` (npm, a shell, node) that listens on the port. */
async function listenerRss(child: ChildProcess, port: number): Promise<number> {
  const inodes = new Set<string>();
  const portHex = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of (await readFile(table, 'utf8')).split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields[1]?.endsWith(portHex) && fields[3] === '0A') inodes.add(fields[9] as string);
    }
  }
  for (const pid of await descendants(child.pid as number)) {
    const fds = await readdir(`/proc/${pid}/fd`).catch(() => []);
    for (const fd of fds) {
      const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode && inodes.has(inode)) {
        const status = await readFile(`/proc/${pid}/status`, 'utf8');
        return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      }
    }
  }
  throw new Error(`no process under ${child.pid} listens on ${port}`);
}

/** The process and every process under it, from the parent ids in /proc. */
async function descendants(pid: number): Promise<number[]> {
  const parents = new Map<number, number[]>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // The fourth field, after the command name in parentheses, is the parent id.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    parents.set(parent, [...(parents.get(parent) ?? []), Number(entry)]);
  }
  const found = [pid];
  for (let i = 0; i < found.length; i++) found.push(...(parents.get(found[i] as number) ?? []));
  return found;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-(child.pid as number), 'SIGTERM');
  await exited;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A database of its own on the PostgreSQL server, or null when none answers. */
async function postgresDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    console.log(`No PostgreSQL server at ${adminUrl}: measuring the embedded database only.`);
    return null;
  }
  const name = `shop_bench_start_${process.pid}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
