import path from 'node:path';
import { demoSeedInPlace, stampDemoSeed } from '../seed/seed-stamp.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/client.ts';
import { migrate, withStartUpLock } from './db/migrate.ts';
import { webBuildExists } from './http/web-pages.ts';
import { refreshSearchTerms } from './modules/catalog/product-search.ts';
import { webRoot } from './paths.ts';
import { closeGracefullyOnSignals } from './shutdown.ts';
import { ensureWritableDir } from './writable-dir.ts';

// Each start-up step's time, printed once ready: a slow start says where it went.
const steps: string[] = [];
// performance.now() counts from the process start, so the first step includes Node and loading the code.
let stepStarted = 0;
const step = (name: string) => {
  const now = performance.now();
  steps.push(`${name} ${(now - stepStarted).toFixed(0)} ms`);
  stepStarted = now;
};
step('modules');

const config = loadConfig();
if (config.SERVE_WEB && !config.WEB_DEV && !webBuildExists(config.webBuildDir)) {
  throw new Error(
    `The storefront is not built (${config.webBuildDir}): run npm run build, or start with npm start, which builds what is missing.`,
  );
}
await ensureWritableDir(config.uploadsDir);

const database = await openConfiguredDatabase(config);
step('database');
// Instances started together take turns here, so none migrates or seeds under another's feet.
await withStartUpLock(database, async () => {
  await migrate(database, config.JOBS_SCHEMA);
  step('migrations');
  // The demo data and its artwork are a large module, loaded only when something of it may be missing.
  if (config.SEED_DEMO && !(await demoSeedInPlace(database.db, config.uploadsDir))) {
    const { seedDemoShop } = await import('../seed/seed.ts');
    const result = await seedDemoShop(database.db, { uploadsDir: config.uploadsDir });
    if (result.seeded) console.log('Seeded the demo shop.');
    for (const line of result.moved) console.log(line);
    await stampDemoSeed(config.uploadsDir);
    step('demo data');
  }
});
if (config.S3_BUCKET) {
  // The demo's artwork is rendered on disk; a bucket gets what it lacks, once, for every instance.
  const [{ copyMissingInto }, { createUploadStores }] = await Promise.all([
    import('./adapters/storage/copy-folder.ts'),
    import('./adapters/storage/upload-stores.ts'),
  ]);
  const copied = await copyMissingInto(config.uploadsDir, (await createUploadStores(config)).originals);
  if (copied > 0) console.log(`Copied ${copied} files from ${config.uploadsDir} into the uploads bucket.`);
  step('uploads bucket');
}
// The search vocabulary follows the catalog, however the catalog was last written. The embedded database runs
// on this thread, so it refreshes before serving; a server refreshes after listen, searches answering from the
// previous vocabulary meanwhile.
const refreshSearchTermsAfterListen = database.kind === 'postgres';
if (!refreshSearchTermsAfterListen) {
  await refreshSearchTerms(database.db);
  step('search terms');
}

const app = await buildApp({
  config,
  database,
  logger: { level: config.LOG_LEVEL },
  ...(config.SERVE_WEB ? { webBuildDir: config.webBuildDir } : {}),
  ...(config.SERVE_WEB && config.WEB_DEV ? { webDevRoot: webRoot } : {}),
});
step('app');
closeGracefullyOnSignals(app, database, {
  drainMs: config.SHUTDOWN_DRAIN_MS,
  timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
});

await app.listen({ host: config.HOST, port: config.PORT });
step('listen');
const where = config.DATABASE_URL ? 'PostgreSQL server' : `embedded database in ${config.dataDir}`;
console.log(`Shop running at http://localhost:${config.PORT} (${where})`);
console.log(`Started in ${performance.now().toFixed(0)} ms: ${steps.join(', ')}`);

if (refreshSearchTermsAfterListen) {
  refreshSearchTerms(database.db).catch((error: unknown) =>
    app.log.error({ err: error }, 'search terms not refreshed'),
  );
}
if (config.PAYMENT_PROVIDER === 'sandbox') {
  console.log(
    'Payments: offline sandbox, no money is collected. Set PAYMENT_PROVIDER=razorpay to take payments.',
  );
}
if (config.PAYOUT_PROVIDER === 'sandbox') {
  console.log(
    `Refund payouts: offline sandbox at http://localhost:${config.PORT}/sandbox/razorpayx, no money is paid out. Set PAYOUT_PROVIDER=razorpayx to pay refunds out.`,
  );
}
if (config.WHATSAPP_PROVIDER === 'sandbox') {
  console.log(
    `WhatsApp: offline sandbox at http://localhost:${config.PORT}/sandbox/whatsapp, no one is messaged. Set WHATSAPP_PROVIDER=cloud to send WhatsApp messages.`,
  );
}
if (config.SMS_PROVIDER === 'console') {
  console.log(
    `Login codes: printed here and appended to ${path.join(config.dataDir, 'outbox', 'sms.jsonl')}`,
  );
}
if (config.EMAIL_PROVIDER === 'console') {
  console.log(
    `Order e-mails: appended to ${path.join(config.dataDir, 'outbox', 'email.jsonl')}, attachments beside it`,
  );
}
