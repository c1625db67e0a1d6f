import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import net from 'node:net';

/** A child process whose output goes to a log file; `exited` settles when it ends, however it ends. */
export interface Managed {
  child: ChildProcess;
  exited: Promise<number | null>;
}

export function startProcess(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; logFile: string },
): Managed {
  const log = createWriteStream(options.logFile, { flags: 'a' });
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: a Ctrl-C in the terminal reaches only the cluster, which stops them in order.
    detached: true,
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', () => resolve(null));
  });
  return { child, exited };
}

/** Runs a command to its end; rejects with its output when it fails. */
export function run(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`)),
    );
  });
}

/** Stops a process with `signal`, then SIGKILL if it is still there after `graceMs`. */
export async function stopProcess(managed: Managed, signal: NodeJS.Signals, graceMs: number): Promise<void> {
  if (managed.child.exitCode !== null || managed.child.signalCode !== null) return;
  managed.child.kill(signal);
  const timer = setTimeout(() => managed.child.kill('SIGKILL'), graceMs);
  await managed.exited;
  clearTimeout(timer);
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** `count` free loopback ports from `first` upwards, so a run stays in the range it was given. */
export async function freePorts(first: number, count: number, taken: number[] = []): Promise<number[]> {
  const ports: number[] = [];
  for (let port = first; ports.length < count && port < 65536; port++) {
    if (!taken.includes(port) && (await isFree(port))) ports.push(port);
  }
  if (ports.length < count) throw new Error(`no ${count} free ports from ${first}`);
  return ports;
}

/** Polls until `check` holds, or fails with `what` after `timeoutMs`. */
export async function waitUntil(
  check: () => Promise<boolean>,
  what: string,
  timeoutMs: number,
  intervalMs = 200,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
