import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { run } from '../deploy/cluster/processes.ts';
import { CHROMIUM_PATH } from './chromium.ts';
import { ADMIN_MOBILE, ADMIN_TOTP_SECRET, OTP_RESEND_SECONDS } from './shop-settings.ts';
import { nextAppCode } from './two-factor.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    shopDataDir: string;
    adminMobile: string;
    adminToken: string;
  }
}

/** Starts the shop as a user would (`npm start`) on a fresh data directory and a free port. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Browser tests need Chromium at ${CHROMIUM_PATH}: apt-get install -y chromium (see .ci/run)`,
    );
  }
  const shop = await startShop({}, async (dataDir, root) => {
    // docs/admin.md: the first admin is made from the command line. The embedded database opens in one process
    // at a time, so this runs before the shop starts, on the same data directory.
    await run(
      'npm',
      [
        'run',
        'admin:create',
        '--',
        '--mobile',
        ADMIN_MOBILE,
        '--name',
        'Shop Owner',
        '--totp-secret',
        ADMIN_TOTP_SECRET,
      ],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' } },
    );
  });
  project.provide('baseURL', shop.baseURL);
  project.provide('shopDataDir', shop.dataDir);
  project.provide('adminMobile', ADMIN_MOBILE);
  // One back-office session for the whole run, passed through the login code and the app code as the team does:
  // an app code is good once, so files logging in side by side within 30 seconds would refuse each other's.
  project.provide('adminToken', await adminSession(shop));
  return shop.stop;
}

export interface StartedShop {
  baseURL: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * `npm start` on a fresh data directory and a free port, with the browser tests' settings and `settings` on top;
 * `prepare` runs on the data directory before the shop opens it. A test file that needs a shop set up otherwise
 * (ad tags, for one) starts its own with this.
 */
export async function startShop(
  settings: Record<string, string> = {},
  prepare?: (dataDir: string, root: string) => Promise<void>,
): Promise<StartedShop> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-e2e-'));
  const port = await freePort();
  const root = path.resolve(import.meta.dirname, '..');
  await prepare?.(dataDir, root);
  const shop = spawn('npm', ['start'], {
    cwd: root,
    // No load balancer to drain for: the run ends as soon as the shop has stopped.
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_MS: '0',
      OTP_RESEND_INTERVAL_SECONDS: String(OTP_RESEND_SECONDS),
      // The whole suite logs in from one address, far more often in an hour than one shopper would.
      OTP_SENDS_PER_ADDRESS_PER_HOUR: '500',
      // Likewise every write of every parallel test comes from that one address.
      WRITE_LIMIT_PER_ADDRESS_PER_MINUTE: '6000',
      ...settings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  shop.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  shop.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  await waitFor(
    shop,
    () => output.includes('Shop running at'),
    () => output,
    240_000,
  );
  return {
    baseURL: `http://localhost:${port}`,
    dataDir,
    stop: async () => {
      if (shop.pid) process.kill(-shop.pid, 'SIGTERM');
      await new Promise((resolve) => shop.once('exit', resolve));
      // The shop's group may still be closing files in it a moment after the parent exits (seen once as ENOTEMPTY).
      await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}

/**
 * The first admin's session after the login code and the app code, through the API. `shopNow`: the shop's time,
 * when a test has moved its clock (shop-clock.ts).
 */
export async function adminSession(shop: StartedShop, shopNow = () => new Date()): Promise<string> {
  const call = async (route: string, body: unknown, token?: string) => {
    const response = await fetch(`${shop.baseURL}/api/v1${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { status: number; message: string; body: { token: string } };
  };
  const registered = await call('/users/register', { mobile: ADMIN_MOBILE });
  const text = await readFile(path.join(shop.dataDir, 'outbox', 'sms.jsonl'), 'utf8');
  const otp = text
    .trim()
    .split('\n')
    .at(-1)
    ?.match(/\b(\d{6})\b/)?.[1];
  const verified = await call('/users/verifyAccount', { otp }, registered.body.token);
  const passed = await call(
    '/auth/totp',
    { code: nextAppCode(ADMIN_TOTP_SECRET, 0, shopNow().getTime()) },
    verified.body.token,
  );
  if (passed.status !== 200) throw new Error(`The admin could not pass the second factor: ${passed.message}`);
  return passed.body.token;
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

function waitFor(
  child: ChildProcess,
  ready: () => boolean,
  log: () => string,
  timeoutMs: number,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (ready()) {
        clearInterval(timer);
        resolve();
      } else if (child.exitCode !== null || Date.now() - started > timeoutMs) {
        clearInterval(timer);
        reject(new Error(`The shop did not start:\n${log()}`));
      }
    }, 200);
  });
}
