import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** A real app on a real, seeded database (see global-setup.ts), with the catalog cache on as in production. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const target = inject('testDatabase');
  const uploadsDir = inject('uploadsDir');
  const database =
    target.kind === 'postgres'
      ? await openDatabase({ kind: 'postgres', url: target.url, max: 4 })
      : await openDatabase({
          kind: 'pglite',
          loadDataDir: new Blob([new Uint8Array(await readFile(target.dumpFile))]),
        });
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: path.dirname(uploadsDir), ...env });
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** GET a path under /api/v1 and return status code and parsed JSON. */
export async function getJson<T = any>(
  app: FastifyInstance,
  url: string,
): Promise<{ statusCode: number; json: T }> {
  const response = await app.inject({ method: 'GET', url: `/api/v1${url}` });
  return { statusCode: response.statusCode, json: response.json() as T };
}
