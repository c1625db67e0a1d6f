import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seedDemoShop } from '../../seed/seed.ts';
import { type Database, openDatabase } from './client.ts';
import { migrate, withStartUpLock } from './migrate.ts';

// Two instances started together on an empty PostgreSQL database: without the lock both migrate and both seed.
const onServer = inject('testDatabase').kind === 'postgres';
const serverUrl = process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const name = `shop_startup_${process.pid}_${Date.now()}`;
let admin: pg.Client;
let databaseUrl: string;

beforeAll(async () => {
  if (!onServer) return;
  admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
});

afterAll(async () => {
  if (!onServer) return;
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

describe.skipIf(!onServer)('instances starting together', () => {
  it('take turns to migrate and seed, so the demo shop is written once and neither fails', async () => {
    const instances: Database[] = await Promise.all([
      openDatabase({ kind: 'postgres', url: databaseUrl, max: 2 }),
      openDatabase({ kind: 'postgres', url: databaseUrl, max: 2 }),
    ]);
    const turns: { began: number; ended: number; seeded: boolean }[] = [];
    try {
      await Promise.all(
        instances.map((database) =>
          withStartUpLock(database, async () => {
            const began = performance.now();
            await migrate(database, 'pgboss');
            const { seeded } = await seedDemoShop(database.db, { uploadsDir: inject('uploadsDir') });
            turns.push({ began, ended: performance.now(), seeded });
          }),
        ),
      );
    } finally {
      await Promise.all(instances.map((database) => database.close()));
    }
    expect(turns.map((turn) => turn.seeded).sort()).toEqual([false, true]);
    const [first, second] = turns as [(typeof turns)[0], (typeof turns)[0]];
    expect(second.began, 'the second instance began before the first had finished').toBeGreaterThanOrEqual(
      first.ended,
    );
    const reader = new pg.Client({ connectionString: databaseUrl });
    await reader.connect();
    const { rows } = await reader
      .query('select count(*)::int as products, count(distinct slug)::int as slugs from products')
      .finally(() => reader.end());
    expect(rows[0].products).toBeGreaterThan(0);
    expect(rows[0].products).toBe(rows[0].slugs);
  }, 120_000);
});
