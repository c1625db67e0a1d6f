import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Config } from '../../config.ts';
import { createBackup } from './backup.ts';
import { BackupError } from './manifest.ts';
import { restoreBackup } from './restore.ts';

/** `backup --out FILE` and `restore --in FILE [--force]`; answers the exit code. */
export async function backupCommand(command: 'backup' | 'restore', args: string[], config: Config) {
  // NOTE: npm runs scripts from the repository root; a relative FILE means where the user typed the command.
  const baseDir = process.env.INIT_CWD ?? process.cwd();
  const options = { log: (line: string) => console.log(line), pgBinDir: config.PG_BIN_DIR };
  try {
    const { values } = parseArgs({
      args,
      options: {
        out: { type: 'string' },
        in: { type: 'string' },
        force: { type: 'boolean', default: false },
      },
    });
    if (command === 'backup') {
      if (!values.out) throw new BackupError('usage: npm run db:backup -- --out FILE');
      const file = path.resolve(baseDir, values.out);
      const manifest = await createBackup(config, file, options);
      const orders = manifest.database.rowCounts['public.orders'] ?? 0;
      console.log(
        `Backed up the ${manifest.database.kind} database (${orders} orders) and uploads to ${file}`,
      );
    } else {
      if (!values.in) throw new BackupError('usage: npm run db:restore -- --in FILE [--force]');
      const file = path.resolve(baseDir, values.in);
      const manifest = await restoreBackup(config, file, { ...options, force: values.force });
      console.log(`Restored the backup of ${manifest.createdAt} from ${file}`);
    }
    return 0;
  } catch (error) {
    // A refusal or a bad argument is for the operator to act on: its message alone, no stack.
    if (error instanceof BackupError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      console.error((error as Error).message);
      return 1;
    }
    throw error;
  }
}
