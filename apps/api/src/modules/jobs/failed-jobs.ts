import type { PgBoss } from 'pg-boss';
import { type Page, type Paging, sqlWindow } from '../../domain/paging.ts';

// What the back office and the metrics read of the queue's tables: failed jobs, a retry by hand, and each
// queue's depth. Queries of pg-boss's own `job` table in the queue's schema, for the queues this shop defines.

type QueueDb = ReturnType<PgBoss['getDb']>;

/** A failed job as the back office lists it. */
export interface FailedJob {
  _id: string;
  name: string;
  error: string;
  attempts: number;
  createdAt: Date;
  failedAt: Date | null;
  /** What the job was about: ids and kinds only, never a shopper's contact details. */
  summary: Record<string, string | number | null>;
}

export interface QueueStats {
  name: string;
  /** Waiting to run now or later, retries included. */
  queued: number;
  active: number;
  /** Failed for good, still kept for the back office. */
  failed: number;
}

/** Job data keys a summary may show: ids and kinds, which identify a record without saying who it is about. */
const SUMMARY_KEYS = ['notificationId', 'orderId', 'channel', 'template'] as const;

/** Failed jobs, newest first, optionally of one queue or matching a word in the error or the job id. */
export async function listFailedJobs(
  db: QueueDb,
  schema: string,
  names: string[],
  query: Paging & { search?: string | undefined },
): Promise<Page<FailedJob>> {
  const where = `state = 'failed' and name = any($1::text[]) and ($2::text is null
    or output->>'message' ilike '%' || $2 || '%' or id::text = $2 or data::text ilike '%' || $2 || '%')`;
  const params = [names, query.search?.trim() || null];
  const window = sqlWindow(query);
  const [counted, listed] = await Promise.all([
    db.executeSql(`select count(*)::int as total from ${schema}.job where ${where}`, params),
    db.executeSql(
      `select id, name, data, output, retry_count, created_on, completed_on
       from ${schema}.job where ${where}
       order by completed_on desc nulls last, id limit $3 offset $4`,
      [...params, window.limit, window.offset],
    ),
  ]);
  return {
    page: query.page,
    limit: query.limit,
    totalRecords: Number(counted.rows[0]?.total ?? 0),
    items: listed.rows.map((row) => ({
      _id: String(row.id),
      name: String(row.name),
      error: String(row.output?.message ?? 'failed'),
      attempts: Number(row.retry_count) + 1,
      createdAt: new Date(row.created_on),
      failedAt: row.completed_on ? new Date(row.completed_on) : null,
      summary: summaryOf(row.data),
    })),
  };
}

/** Puts a failed job back in its queue, to run once more, now. */
export async function retryFailedJob(boss: PgBoss, schema: string, id: string): Promise<boolean> {
  const found = await boss
    .getDb()
    .executeSql(`select name from ${schema}.job where id = $1::uuid and state = 'failed'`, [id]);
  const name = found.rows[0]?.name as string | undefined;
  if (!name) return false;
  await boss.retry(name, id);
  // pg-boss keeps the back-off of the last failure; a retry asked for by hand runs now.
  await boss
    .getDb()
    .executeSql(
      `update ${schema}.job set start_after = now() where name = $1 and id = $2::uuid and state = 'retry'`,
      [name, id],
    );
  return true;
}

/**
 * Depth and failures per queue, counted now (pg-boss's own queue counts are refreshed only by its monitor, every
 * few minutes).
 */
export async function queueStats(db: QueueDb, schema: string, names: string[]): Promise<QueueStats[]> {
  const { rows } = await db.executeSql(
    `select name,
       count(*) filter (where state in ('created', 'retry'))::int as queued,
       count(*) filter (where state = 'active')::int as active,
       count(*) filter (where state = 'failed')::int as failed
     from ${schema}.job where name = any($1::text[]) group by name`,
    [names],
  );
  const counted = new Map(rows.map((row) => [String(row.name), row]));
  return names.map((name) => ({
    name,
    queued: Number(counted.get(name)?.queued ?? 0),
    active: Number(counted.get(name)?.active ?? 0),
    failed: Number(counted.get(name)?.failed ?? 0),
  }));
}

function summaryOf(data: unknown): Record<string, string | number | null> {
  const summary: Record<string, string | number | null> = {};
  if (!data || typeof data !== 'object') return summary;
  for (const key of SUMMARY_KEYS) {
    const value = (data as Record<string, unknown>)[key];
    if (typeof value === 'string' || typeof value === 'number') summary[key] = value;
  }
  return summary;
}
