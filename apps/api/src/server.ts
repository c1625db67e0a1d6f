import path from 'node:path';
import { seedDemoShop } from '../seed/seed.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { refreshSearchTerms } from './modules/catalog/product-search.ts';
import { closeGracefullyOnSignals } from './shutdown.ts';
import { ensureWebBuild, webBuildDir, webRoot } from './web-build.ts';
import { ensureWritableDir } from './writable-dir.ts';

const config = loadConfig();
if (config.SERVE_WEB && !config.WEB_DEV) ensureWebBuild();
await ensureWritableDir(config.uploadsDir);

const database = await openConfiguredDatabase(config);
await migrate(database);
if (config.SEED_DEMO) {
  const result = await seedDemoShop(database.db, { uploadsDir: config.uploadsDir });
  if (result.seeded) console.log('Seeded the demo shop.');
}
// The search vocabulary follows the catalog, however the catalog was last written.
await refreshSearchTerms(database.db);

const app = await buildApp({
  config,
  database,
  logger: { level: config.LOG_LEVEL },
  ...(config.SERVE_WEB ? { webBuildDir } : {}),
  ...(config.SERVE_WEB && config.WEB_DEV ? { webDevRoot: webRoot } : {}),
});
closeGracefullyOnSignals(app, database, {
  drainMs: config.SHUTDOWN_DRAIN_MS,
  timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
});

await app.listen({ host: config.HOST, port: config.PORT });
const where = config.DATABASE_URL ? 'PostgreSQL server' : `embedded database in ${config.dataDir}`;
console.log(`Shop running at http://localhost:${config.PORT} (${where})`);
if (config.PAYMENT_PROVIDER === 'sandbox') {
  console.log(
    'Payments: offline sandbox, no money is collected. Set PAYMENT_PROVIDER=razorpay to take payments.',
  );
}
if (config.SMS_PROVIDER === 'console') {
  console.log(
    `Login codes: printed here and appended to ${path.join(config.dataDir, 'outbox', 'sms.jsonl')}`,
  );
}
