import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'backup-command-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

/** The db CLI as `npm run db:backup` / `db:restore` start it, typed in `work`. */
function cli(...args: string[]): Promise<{ code: number | null; output: string }> {
  const { DATABASE_URL: _db, ...inherited } = process.env;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, '..', 'cli.ts'), ...args],
    {
      env: { ...inherited, INIT_CWD: work, DATA_DIR: path.join(work, 'data') },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output })));
}

describe('the db:backup and db:restore commands', () => {
  it('answer a mistake with one line the operator can act on and exit 1, never a stack trace', async () => {
    const cases = [
      [['backup'], 'usage: npm run db:backup -- --out FILE'],
      [['restore'], 'usage: npm run db:restore -- --in FILE [--force]'],
      [['restore', '--inn', 'x.tar.gz'], "Unknown option '--inn'"],
      // A relative name is where the operator typed the command, not where npm runs the script.
      [['restore', '--in', 'missing.tar.gz'], `${path.join(work, 'missing.tar.gz')} does not exist.`],
      [
        ['backup', '--out', 'shop.tar.gz'],
        `There is no embedded database in ${path.join(work, 'data', 'pglite')}`,
      ],
    ] as const;
    for (const [args, message] of cases) {
      const { code, output } = await cli(...args);
      expect(output).toContain(message);
      expect(output).not.toMatch(/\n\s+at /);
      expect(code).toBe(1);
    }
  }, 180_000);
});
