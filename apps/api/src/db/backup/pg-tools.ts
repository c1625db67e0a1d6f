import { spawn } from 'node:child_process';
import path from 'node:path';
import { BackupError } from './manifest.ts';

export type PgTool = 'pg_dump' | 'pg_restore' | 'psql';

/** Where to find a tool: PG_BIN_DIR when given (a versioned folder such as /usr/lib/postgresql/16/bin), else PATH. */
export function toolPath(tool: PgTool, binDir: string | undefined): string {
  return binDir ? path.join(binDir, tool) : tool;
}

/** Runs a tool to the end and answers its output; rejects with its own words (stderr) when it fails. */
export function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${command} was not found. Install PostgreSQL's client tools of the server's major version ` +
                '(Debian: apt-get install postgresql-client-NN), or set PG_BIN_DIR to the folder that holds them.',
            )
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new BackupError(`${path.basename(command)} failed (exit ${code}): ${stderr.trim()}`));
    });
  });
}

/** The major version a tool reports, `pg_dump (PostgreSQL) 15.20 (Debian …)` → 15. */
export async function toolMajorVersion(command: string): Promise<number> {
  const output = await run(command, ['--version']);
  const major = Number(output.match(/\(PostgreSQL\)\s+(\d+)/)?.[1]);
  if (!major) throw new BackupError(`Could not read the version of ${command}: ${output.trim()}`);
  return major;
}

/**
 * pg_dump refuses a server newer than itself, and pg_restore an archive from a newer pg_dump: say so up front,
 * naming both versions, instead of passing on their message halfway through.
 */
export async function requireToolsFor(serverMajor: number, tools: PgTool[], binDir: string | undefined) {
  for (const tool of tools) {
    const command = toolPath(tool, binDir);
    const major = await toolMajorVersion(command);
    if (major < serverMajor) {
      throw new BackupError(
        `${tool} is version ${major} but the server is ${serverMajor}: install postgresql-client-${serverMajor} ` +
          `and set PG_BIN_DIR to its folder (Debian: /usr/lib/postgresql/${serverMajor}/bin).`,
      );
    }
  }
}
