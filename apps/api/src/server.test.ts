import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';

// The server as `npm start` runs it, API alone, on a fresh embedded database: real sockets and real signals.

interface Shop {
  port: number;
  child: ChildProcess;
  exitCode: Promise<number | null>;
}

// Creating an embedded database takes many seconds on a busy machine; each server starts from a copy of one.
let template: string;
beforeAll(async () => {
  template = await mkdtemp(path.join(os.tmpdir(), 'shop-server-template-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(template, 'pglite') });
  await migrate(database);
  await database.close();
});
afterAll(() => rm(template, { recursive: true, force: true }));

/** Starts the server for one test, which ends it (if still running) and removes its data when done. */
async function startShop(test: TestContext, env: Record<string, string> = {}): Promise<Shop> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-server-'));
  await cp(template, dataDir, { recursive: true });
  const port = await freePort();
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'server.ts')], {
    env: {
      ...inherited,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      SERVE_WEB: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  test.onTestFinished(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });
  const exitCode = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  await within(90_000, 'the server to start', async () => {
    while (!output.includes('Shop running at')) {
      if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
      await sleep(100);
    }
  });
  return { port, child, exitCode };
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Fails with a readable message when `work` takes longer than a generous bound. */
async function within<T>(ms: number, what: string, work: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`waited ${ms} ms for ${what}`)), ms);
  });
  return Promise.race([work(), timeout]).finally(() => clearTimeout(timer));
}

/** GET on a new connection; the status code, or the error code when the connection fails. */
function get(port: number, url: string): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: url, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

const contactBody = JSON.stringify({
  name: 'Priya',
  email: 'priya@example.com',
  number: '9876543210',
  message: `Hello ${'.'.repeat(900)}`,
});

/** A raw connection that sends a POST's headers and only the first half of its body. */
async function halfUpload(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk;
  });
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const half = Math.floor(contactBody.length / 2);
  socket.write(
    'POST /api/v1/contactUs HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${contactBody.length}\r\n\r\n${contactBody.slice(0, half)}`,
  );
  return {
    socket,
    closed,
    received: () => received,
    sendRest: () => socket.write(contactBody.slice(half)),
  };
}

// Each test starts its own server, so they run side by side.
describe.concurrent('bounded requests and a clean shutdown', { timeout: 120_000 }, () => {
  it('closes stalled sockets, and exits with 0 soon after SIGTERM although a client has stalled', async (test) => {
    const shop = await startShop(test, {
      HEADERS_TIMEOUT_MS: '1000',
      REQUEST_TIMEOUT_MS: '2000',
      CONNECTION_TIMEOUT_MS: '1500',
      SHUTDOWN_TIMEOUT_MS: '1000',
    });
    const upload = await halfUpload(shop.port);
    const slowHeaders = net.connect(shop.port, '127.0.0.1');
    slowHeaders.on('error', () => {});
    const headersClosed = new Promise((resolve) => slowHeaders.once('close', resolve));
    slowHeaders.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await within(15_000, 'the server to close the stalled upload', () => upload.closed);
    await within(15_000, 'the server to close the unfinished headers', () => headersClosed);
    expect(await get(shop.port, '/healthz')).toBe(200);

    const stalled = await halfUpload(shop.port);
    expect(await get(shop.port, '/healthz')).toBe(200);
    shop.child.kill('SIGTERM');
    expect(await within(15_000, 'the process to exit', () => shop.exitCode)).toBe(0);
    await within(5000, 'the stalled socket to close', () => stalled.closed);
  });

  it('keeps serving during the drain while /readyz answers 503', async (test) => {
    const shop = await startShop(test, { SHUTDOWN_DRAIN_MS: '60000', SHUTDOWN_TIMEOUT_MS: '1000' });
    expect(await get(shop.port, '/readyz')).toBe(200);
    shop.child.kill('SIGTERM');
    await within(15_000, '/readyz to answer 503', async () => {
      while ((await get(shop.port, '/readyz')) !== 503) await sleep(50);
    });
    const during = await Promise.all([
      get(shop.port, '/healthz'),
      ...Array.from({ length: 30 }, () => get(shop.port, '/api/v1/categories?limit=0')),
    ]);
    expect(during).toEqual(Array(31).fill(200));
    // A second signal ends the drain early.
    shop.child.kill('SIGTERM');
    expect(await within(15_000, 'the process to exit', () => shop.exitCode)).toBe(0);
  });

  it('lets a request in flight at SIGTERM finish, then exits with 0', async (test) => {
    const shop = await startShop(test, { SHUTDOWN_TIMEOUT_MS: '30000' });
    const upload = await halfUpload(shop.port);
    expect(await get(shop.port, '/healthz')).toBe(200);
    shop.child.kill('SIGTERM');
    await within(15_000, 'the listener to close', async () => {
      while ((await get(shop.port, '/healthz')) !== 'ECONNREFUSED') await sleep(50);
    });
    upload.sendRest();
    await within(15_000, 'the answer to the upload', () => upload.closed);
    expect(upload.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(upload.received()).toContain('"status":200');
    expect(await within(15_000, 'the process to exit', () => shop.exitCode)).toBe(0);
  });
});
