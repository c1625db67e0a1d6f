import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server of `npm run test:pg` and of the tests that need one; its `postgres` database. */
export const TEST_POSTGRES_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

/** The URL of `name` on the test server. */
export function databaseUrlOf(name: string): string {
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A database of its own for one test app, copied from the run's seeded template (global-setup.ts): a file copy,
 * far faster than migrating and seeding. PostgreSQL refuses a copy while anyone else is connected to the
 * template, and several workers copying it at once can see each other's copy as such a connection: then it waits
 * and tries again.
 */
export async function copyOfTemplate(template: string): Promise<string> {
  const name = `${template}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${template}`);
        return name;
      } catch (error) {
        // 55006 object_in_use: "source database ... is being accessed by other users".
        if ((error as { code?: string }).code !== '55006' || attempt >= 100) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 150));
      }
    }
  } finally {
    await admin.end();
  }
}

/**
 * Drops a test's database once its apps' connections have gone. A closed pool's connections may still be saying
 * goodbye, and one the drop terminates then raises an error nobody listens for any more.
 */
export async function dropOnceLeft(name: string, admin?: pg.Client): Promise<void> {
  const client = admin ?? new pg.Client({ connectionString: TEST_POSTGRES_URL });
  if (!admin) await client.connect();
  try {
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline) {
      const { rows } = await client.query<{ count: number }>(
        'select count(*)::int as count from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0]?.count === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    if (!admin) await client.end();
  }
}
