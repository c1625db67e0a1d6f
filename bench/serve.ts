// A server for one benchmark run, in its own process so the load generator never shares its event loop.
//   serve.ts app <dataDir> [cacheTtlMs]   the shop's API on the embedded database
//   serve.ts bare <responses.json>        node:http answering the same bytes from memory
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const [mode, arg, cacheTtl] = process.argv.slice(2);

if (mode === 'bare') {
  const responses = new Map<string, Buffer>(
    Object.entries(JSON.parse(readFileSync(arg as string, 'utf8')) as Record<string, string>).map(
      ([url, body]) => [url, Buffer.from(body)],
    ),
  );
  const server = http.createServer((request, response) => {
    const body = responses.get(request.url ?? '');
    if (!body) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': body.length,
    });
    response.end(body);
  });
  server.listen(0, '127.0.0.1', () => {
    console.log(JSON.stringify({ port: (server.address() as AddressInfo).port }));
  });
} else if (mode === 'app') {
  const { buildApp } = await import('../apps/api/src/app.ts');
  const { loadConfig } = await import('../apps/api/src/config.ts');
  const { openDatabase } = await import('../apps/api/src/db/client.ts');
  const { migrate } = await import('../apps/api/src/db/migrate.ts');
  const { seedDemoShop } = await import('../apps/api/seed/seed.ts');
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: arg as string,
    CATALOG_CACHE_TTL_MS: cacheTtl ?? '30000',
    LOG_LEVEL: 'silent',
  });
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
  await migrate(database);
  await seedDemoShop(database.db, { uploadsDir: config.uploadsDir });
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  console.log(JSON.stringify({ port: (app.server.address() as AddressInfo).port }));
} else {
  console.error('usage: serve.ts app <dataDir> [cacheTtlMs] | bare <responses.json>');
  process.exit(2);
}
