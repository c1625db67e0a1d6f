import { mkdir, rm } from 'node:fs/promises';
import { resetDatabase, seedDemoShop } from '../../seed/seed.ts';
import { simulateCommand } from '../../seed/simulate/command.ts';
import { loadConfig } from '../config.ts';
import { backupCommand } from './backup/command.ts';
import { type Database, openConfiguredDatabase } from './client.ts';
import { migrate, withStartUpLock } from './migrate.ts';

const usage =
  'usage: cli.ts migrate | seed | reset | simulate --orders N --customers N --products N --reviews N --years N [--seed N] [--until YYYY-MM-DD] | backup --out FILE | restore --in FILE [--force]';
const command = process.argv[2];
// NOTE: before the database is opened: an embedded database is for one process at a time.
if (command === 'backup' || command === 'restore') {
  process.exit(await backupCommand(command, process.argv.slice(3), loadConfig()));
}
if (command === 'simulate') {
  process.exit(await simulateCommand(process.argv.slice(3), loadConfig()));
}
if (command !== 'migrate' && command !== 'seed' && command !== 'reset') {
  console.error(usage);
  process.exit(2);
}

const config = loadConfig();
const database: Database = await openConfiguredDatabase(config);

try {
  await withStartUpLock(database, () => migrate(database, config.JOBS_SCHEMA));
  if (command === 'migrate') {
    console.log('Database is up to date.');
  } else {
    if (command === 'reset') {
      await resetDatabase(database.db);
      // Seed images are drawn again too, so a changed seed shows up.
      await rm(config.uploadsDir, { recursive: true, force: true });
      console.log('Emptied the database and the uploads folder.');
    }
    await mkdir(config.uploadsDir, { recursive: true });
    const result = await seedDemoShop(database.db, { uploadsDir: config.uploadsDir, log: console.log });
    console.log(
      result.seeded
        ? `Seeded the demo shop: ${JSON.stringify(result.counts)}`
        : 'The shop already has a catalog; nothing seeded.',
    );
  }
} finally {
  await database.close();
}
