import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, chown, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import {
  isStale,
  SERVER_ENTRY,
  SERVER_SOURCES,
  WEB_SOURCES,
} from '../../apps/api/scripts/build-freshness.mjs';
import { writeNginxConfig } from './nginx.ts';
import { freePorts, type Managed, run, startProcess, stopProcess, waitUntil } from './processes.ts';

/**
 * The production topology on this machine, from Debian packages and processes: a PostgreSQL server and a Redis
 * of its own, two shop instances (the compiled server) and nginx in front of them on one port. `npm run
 * cluster`, the load benchmark and the fault tests all drive it through this module.
 */

const repoRoot = path.resolve(import.meta.dirname, '../..');
const serverEntry = SERVER_ENTRY;
const webServerEntry = path.join(repoRoot, 'apps/web/build/server/index.js');
// The same setting the backup commands read; unset, the newest server Debian installed.
const PG_BIN = process.env.PG_BIN_DIR ?? newestPostgresBinDir();
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? 'redis-server';
const INSTANCES = 2;

function newestPostgresBinDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name) && existsSync(path.join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return path.join(root, versions[0] ?? '15', 'bin');
}

export interface ClusterOptions {
  /** Everything the cluster keeps: database files, shared shop data, logs, nginx's cache. Reused when present. */
  dir: string;
  /** nginx's port, the one address of the shop. */
  port: number;
  /** The other processes take free ports from here upwards (default: the port after nginx's). */
  firstPort?: number;
  /** Extra shop settings for both instances (raised throttles for a benchmark, quieter logs). */
  env?: Record<string, string>;
  /** Progress lines; silent when not given. */
  log?: (line: string) => void;
}

export interface Cluster {
  /** nginx: the address shoppers use. */
  readonly baseUrl: string;
  /** One instance directly, bypassing nginx (n is 1 or 2). */
  instanceUrl(n: number): string;
  readonly databaseUrl: string;
  readonly redisUrl: string;
  /** The instances' shared DATA_DIR (uploads, secrets, console SMS and e-mail outboxes). */
  readonly dataDir: string;
  readonly dir: string;
  /** SIGKILL: no drain, requests in flight are cut. */
  killInstance(n: number): Promise<void>;
  /** SIGTERM: the instance drains and exits as in a rolling restart. */
  stopInstance(n: number): Promise<void>;
  startInstance(n: number): Promise<void>;
  /**
   * Resolves once nginx has passed a request to instance n and had its answer, sending its own reads through
   * nginx meanwhile. A restarted instance is back in rotation only then: nginx leaves one that refused a
   * connection alone for its fail_timeout, counted in whole seconds, so a fixed wait can fall short.
   */
  waitUntilInRotation(n: number): Promise<void>;
  /** Stops instance n, starts it again and waits until nginx sends it requests: one step of a rolling restart. */
  restartInstance(n: number): Promise<void>;
  /** Fast shutdown: sessions are cut, the server stops, the data stays. */
  stopPostgres(): Promise<void>;
  startPostgres(): Promise<void>;
  /** Stops PostgreSQL, keeps it down for `downMs`, starts it again. */
  restartPostgres(downMs?: number): Promise<void>;
  stopRedis(): Promise<void>;
  startRedis(): Promise<void>;
  /** Runs SQL on the cluster's shop database, for checks from tests. */
  query<Row extends object = Record<string, unknown>>(text: string, values?: unknown[]): Promise<Row[]>;
  /** Stops everything: instances drain, nginx finishes its requests, Redis and PostgreSQL shut down. */
  stop(): Promise<void>;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? (() => {});
  const dir = path.resolve(options.dir);
  const folders = {
    logs: path.join(dir, 'logs'),
    pg: path.join(dir, 'postgres'),
    redis: path.join(dir, 'redis'),
    nginx: path.join(dir, 'nginx'),
    data: path.join(dir, 'shop-data'),
  };
  for (const folder of Object.values(folders)) await mkdir(folder, { recursive: true });
  // nginx's workers and PostgreSQL run as unprivileged users when we are root: they must reach their folders.
  await chmod(dir, 0o755);
  const [pgPort, redisPort, ...shopPorts] = await freePorts(
    options.firstPort ?? options.port + 1,
    2 + INSTANCES,
    [options.port],
  );
  if (pgPort === undefined || redisPort === undefined) throw new Error('no ports');
  const databaseUrl = `postgres://postgres@127.0.0.1:${pgPort}/shop`;
  const redisUrl = `redis://127.0.0.1:${redisPort}`;
  const jwtSecret = await keptSecret(path.join(dir, 'jwt-secret'));

  await ensureBuilt(log);

  let redis: Managed | undefined;
  let nginx: Managed | undefined;
  const instances = new Map<number, Managed>();
  const started: (() => Promise<void>)[] = [];

  const asPostgres = async (bin: string, args: string[]) => {
    const command = path.join(PG_BIN, bin);
    // PostgreSQL refuses to run as root.
    return process.getuid?.() === 0
      ? run('runuser', ['-u', 'postgres', '--', command, ...args])
      : run(command, args);
  };
  const postgresLog = path.join(folders.logs, 'postgres.log');
  const startPostgres = async () => {
    await asPostgres('pg_ctl', [
      '-D',
      folders.pg,
      '-l',
      postgresLog,
      '-w',
      '-t',
      '60',
      '-o',
      `-p ${pgPort} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''`,
      'start',
    ]);
  };
  const stopPostgres = async () => {
    await asPostgres('pg_ctl', ['-D', folders.pg, '-m', 'fast', '-w', 'stop']);
  };

  const startRedis = async () => {
    redis = startProcess(
      REDIS_SERVER,
      [
        '--port',
        String(redisPort),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        folders.redis,
      ],
      { logFile: path.join(folders.logs, 'redis.log') },
    );
    await waitUntil(() => portAnswers(redisPort), 'Redis did not start', 10_000, 50);
  };
  const stopRedis = async () => {
    if (redis) await stopProcess(redis, 'SIGTERM', 5000);
    redis = undefined;
  };

  const instanceEnv = (n: number): NodeJS.ProcessEnv => ({
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(shopPorts[n - 1]),
    DATA_DIR: folders.data,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    JWT_SECRET: jwtSecret,
    TRUST_PROXY: 'true',
    SEED_DEMO: 'true',
    // nginx has no active health checks: a short drain finishes requests in flight, then the port closes and
    // nginx moves new ones to the other instance.
    SHUTDOWN_DRAIN_MS: '1000',
    ...options.env,
  });
  const instanceUrl = (n: number) => `http://127.0.0.1:${shopPorts[n - 1]}`;
  const startInstance = async (n: number) => {
    const logFile = path.join(folders.logs, `shop-${n}.log`);
    const instance = startProcess(process.execPath, ['--max-semi-space-size=8', serverEntry], {
      cwd: repoRoot,
      env: instanceEnv(n),
      logFile,
    });
    instances.set(n, instance);
    let exited = false;
    void instance.exited.then(() => {
      exited = true;
    });
    try {
      await waitUntil(
        async () => exited || (await fetch(`${instanceUrl(n)}/readyz`)).ok,
        `shop ${n} was not ready (see ${logFile})`,
        180_000,
      );
    } finally {
      if (exited) instances.delete(n);
    }
    if (exited) throw new Error(`shop ${n} exited during start:\n${await tail(logFile)}`);
  };
  const stopInstance = async (n: number) => {
    const instance = instances.get(n);
    if (instance) await stopProcess(instance, 'SIGTERM', 30_000);
    instances.delete(n);
  };
  const killInstance = async (n: number) => {
    const instance = instances.get(n);
    if (instance) await stopProcess(instance, 'SIGKILL', 0);
    instances.delete(n);
  };

  const stopAll = async () => {
    await Promise.all([...instances.keys()].map((n) => stopInstance(n)));
    if (nginx) await stopProcess(nginx, 'SIGQUIT', 10_000);
    nginx = undefined;
    await stopRedis();
    await stopPostgres().catch(() => {});
  };

  try {
    if (!existsSync(path.join(folders.pg, 'PG_VERSION'))) {
      log(`PostgreSQL: creating a database cluster in ${folders.pg}`);
      if (process.getuid?.() === 0) {
        const { uid, gid } = await postgresUser();
        await chown(folders.pg, uid, gid);
        await chown(folders.logs, uid, gid);
      }
      await asPostgres('initdb', [
        '-D',
        folders.pg,
        '-U',
        'postgres',
        '--auth=trust',
        '-E',
        'UTF8',
        '--no-instructions',
      ]);
    }
    log(`PostgreSQL on 127.0.0.1:${pgPort}`);
    await startPostgres();
    started.push(stopPostgres);
    await createDatabase(`postgres://postgres@127.0.0.1:${pgPort}/postgres`, 'shop');

    log(`Redis on 127.0.0.1:${redisPort}`);
    await startRedis();

    // The first instance applies the migrations and seeds the demo shop alone; only then does the second start,
    // so two instances never race to migrate (and the second finds the sandbox's secrets already written).
    for (let n = 1; n <= INSTANCES; n++) {
      log(`shop ${n} on ${instanceUrl(n)}`);
      await startInstance(n);
    }

    const nginxConf = await writeNginxConfig(folders.nginx, {
      port: options.port,
      upstreams: [`127.0.0.1:${shopPorts[0]}`, `127.0.0.1:${shopPorts[1]}`],
    });
    nginx = startProcess(
      NGINX,
      [
        '-e',
        path.join(folders.nginx, 'error.log'),
        '-p',
        folders.nginx,
        '-c',
        nginxConf,
        '-g',
        'daemon off;',
      ],
      {
        logFile: path.join(folders.logs, 'nginx.log'),
      },
    );
    await waitUntil(
      async () => {
        if (nginx?.child.exitCode !== null)
          throw new Error(`nginx exited:\n${await tail(path.join(folders.logs, 'nginx.log'))}`);
        return (await fetch(`http://127.0.0.1:${options.port}/readyz`)).ok;
      },
      'nginx did not answer',
      15_000,
    );
    log(`nginx on http://127.0.0.1:${options.port}`);
  } catch (error) {
    await stopAll();
    throw error;
  }

  const baseUrl = `http://127.0.0.1:${options.port}`;
  const accessLog = path.join(folders.nginx, 'access.log');
  const waitUntilInRotation = async (n: number) => {
    const from = (await stat(accessLog).catch(() => ({ size: 0 }))).size;
    const answeredBy = new RegExp(
      `" [23]\\d\\d \\d+ \\S+ id=\\S+ upstream=127\\.0\\.0\\.1:${shopPorts[n - 1]} `,
    );
    await waitUntil(
      async () => {
        // Round robin: of two reads in a row, one goes to n once nginx takes it back.
        await Promise.all([fetch(`${baseUrl}/readyz`), fetch(`${baseUrl}/readyz`)]);
        const written = (await readFile(accessLog)).subarray(from).toString('utf8');
        return written.split('\n').some((line) => answeredBy.test(line));
      },
      `nginx did not send requests to shop ${n} again`,
      30_000,
    );
  };

  let pool: pg.Pool | undefined;
  return {
    baseUrl,
    instanceUrl,
    databaseUrl,
    redisUrl,
    dataDir: folders.data,
    dir,
    killInstance,
    stopInstance,
    startInstance,
    waitUntilInRotation,
    restartInstance: async (n) => {
      await stopInstance(n);
      await startInstance(n);
      await waitUntilInRotation(n);
    },
    stopPostgres,
    startPostgres,
    restartPostgres: async (downMs = 0) => {
      await stopPostgres();
      await new Promise((resolve) => setTimeout(resolve, downMs));
      await startPostgres();
    },
    stopRedis,
    startRedis,
    query: async <Row extends object>(text: string, values?: unknown[]) => {
      pool ??= new pg.Pool({ connectionString: databaseUrl, max: 2 });
      return (await pool.query(text, values)).rows as Row[];
    },
    stop: async () => {
      await pool?.end();
      pool = undefined;
      await stopAll();
    },
  };
}

/**
 * The compiled server and the storefront build, rebuilt when missing or older than their sources (as `npm start`
 * does): the cluster runs what a deployment runs, and tests must not run yesterday's build.
 */
async function ensureBuilt(log: (line: string) => void): Promise<void> {
  if (isStale([serverEntry], SERVER_SOURCES)) {
    log('Building the server (missing or older than its sources)...');
    await run('npm', ['run', 'build', '-w', '@shop/api'], { cwd: repoRoot });
  }
  if (isStale([webServerEntry], WEB_SOURCES)) {
    log('Building the storefront (missing or older than its sources)...');
    await run('npm', ['run', 'build', '-w', '@shop/web'], { cwd: repoRoot });
  }
}

/** A secret every instance shares, made once per cluster folder so that logins outlive a restart. */
async function keptSecret(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const secret = randomBytes(32).toString('base64url');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

async function createDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

async function postgresUser(): Promise<{ uid: number; gid: number }> {
  return {
    uid: Number((await run('id', ['-u', 'postgres'])).trim()),
    gid: Number((await run('id', ['-g', 'postgres'])).trim()),
  };
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The last lines of a log file (empty when it is missing). */
export async function tail(file: string, lines = 40): Promise<string> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text.trim().split('\n').slice(-lines).join('\n');
}
