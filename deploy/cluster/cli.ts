// `npm run cluster`: the production topology on this machine, on one port, until Ctrl-C.
import path from 'node:path';
import { startCluster } from './cluster.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.CLUSTER_PORT ?? 8080);
const dir = path.resolve(
  process.env.INIT_CWD ?? repoRoot,
  process.env.CLUSTER_DIR ?? path.join(repoRoot, 'data/cluster'),
);

console.log(`Starting the cluster in ${dir}`);
const cluster = await startCluster({
  dir,
  port,
  env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
  log: (line) => console.log(`  ${line}`),
});
console.log(`
Shop running at ${cluster.baseUrl} (nginx, two instances, PostgreSQL and Redis of its own)
  instances: ${cluster.instanceUrl(1)}, ${cluster.instanceUrl(2)}
  database:  ${cluster.databaseUrl}
  redis:     ${cluster.redisUrl}
  logs:      ${path.join(cluster.dir, 'logs')}
  login codes and e-mails: ${path.join(cluster.dataDir, 'outbox')}
Press Ctrl-C to stop everything.`);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: draining the instances, then stopping nginx, Redis and PostgreSQL...`);
  await cluster.stop();
  console.log('Stopped.');
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
