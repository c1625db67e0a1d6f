import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../client.ts';
import * as schema from '../schema.ts';
import { BackupError } from './manifest.ts';
import { requireToolsFor, run, toolPath } from './pg-tools.ts';
import { countSql, type DatabaseSnapshot, ORDERS_CHECKSUM_SQL, takeSnapshot } from './snapshot.ts';

/**
 * The whole restore is one transaction through psql: the old schemas go, the dump comes in, and a check that
 * raises unless every table's row count and the orders' checksum equal the manifest's. Any failure rolls all of
 * it back, so the shop is either restored and verified or untouched.
 */
export async function restoreServer(
  url: string,
  dump: string,
  expected: DatabaseSnapshot,
  staging: string,
  checkTarget: (current: DatabaseSnapshot | null) => void,
  binDir: string | undefined,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let major: number;
  try {
    const { rows } = await client.query<{ version: string; others: string }>(
      `select current_setting('server_version_num') as version,
              (select count(*) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()) as others`,
    );
    major = Math.floor(Number(rows[0]?.version) / 10_000);
    const others = Number(rows[0]?.others);
    if (others > 0) {
      throw new BackupError(
        `${others} other connections are open to this database: stop every shop instance (and job worker) first.`,
      );
    }
    checkTarget(await takeSnapshot(drizzle(client, { schema }) as unknown as Db));
  } finally {
    await client.end();
  }
  await requireToolsFor(major, ['pg_restore', 'psql'], binDir);

  const script = path.join(staging, 'restore.sql');
  await run(toolPath('pg_restore', binDir), ['--no-owner', '--no-privileges', `--file=${script}`, dump]);
  const verify = path.join(staging, 'verify.sql');
  await writeFile(verify, verificationSql(expected));
  await run(toolPath('psql', binDir), [
    '--no-psqlrc',
    '--quiet',
    '--set=ON_ERROR_STOP=1',
    '--single-transaction',
    `--dbname=${url}`,
    `--command=${DROP_EVERY_SCHEMA}`,
    `--file=${script}`,
    `--file=${verify}`,
  ]);
}

/**
 * The dump holds every schema of the shop's database (its tables, the migrations' record, the job queue's), so
 * every schema of the target goes first, whatever its name; `public` comes back empty, as pg_dump expects it.
 */
const DROP_EVERY_SCHEMA = `do $drop$
declare
  name text;
begin
  for name in select nspname from pg_namespace
              where nspname not in ('pg_catalog', 'information_schema') and nspname not like 'pg\\_%'
  loop
    execute format('drop schema %I cascade', name);
  end loop;
end
$drop$;
create schema public;`;

/** A PL/pgSQL block that raises, naming the table, unless the database holds what the manifest says. */
export function verificationSql(expected: DatabaseSnapshot): string {
  const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
  const checks = Object.entries(expected.rowCounts).map(
    ([table, rows]) =>
      `  execute ${literal(countSql(table))} into n;\n` +
      `  if n <> ${rows} then raise exception 'restored %: % rows, the backup has ${rows}', ${literal(table)}, n; end if;`,
  );
  const ordersCheck =
    'public.orders' in expected.rowCounts
      ? `  execute ${literal(ORDERS_CHECKSUM_SQL)} into sum;\n` +
        `  if sum <> ${literal(expected.ordersChecksum)} then raise exception 'the restored orders differ from the backup'; end if;`
      : '';
  return `set time zone 'UTC';
do $verify$
declare
  n bigint;
  sum text;
begin
${checks.join('\n')}
${ordersCheck}
end
$verify$;
`;
}
