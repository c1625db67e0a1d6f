import type { PgBoss } from 'pg-boss';
import type { Db } from '../../db/client.ts';
import { pgBossConnection } from '../../db/job-queue-schema.ts';
import type { Page, Paging } from '../../domain/paging.ts';
import {
  type FailedJob,
  listFailedJobs,
  type QueueStats,
  queueStats,
  retryFailedJob,
} from './failed-jobs.ts';
import type { JobDefinition } from './job-definition.ts';

export interface JobQueueOptions {
  /** Work the queues here; off for an instance that only serves requests (and in tests, which run jobs). */
  worker: boolean;
  /** The PostgreSQL schema that holds the queue's tables. */
  schema: string;
  log: (line: string) => void;
  /** Told of every failed attempt, retried or not (metrics count them per queue). */
  onFailure?: (queue: string) => void;
}

/** The job schema's name goes into SQL text (pg-boss's own plans do the same): letters, digits, underscores. */
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Work that must not run inside a shopper's request or be lost, on pg-boss: a queue in tables of the shop's own
 * database (the PostgreSQL server, or PGlite through pg-boss's PGlite adapter), so a job survives restarts, is
 * taken by one worker however many instances run (`for update skip locked`), and is retried with back-off.
 * `runDue()` works whatever is due now in the calling process, for tests and for an operator's one-off run.
 */
export class JobQueue {
  readonly #definitions = new Map<string, JobDefinition<never>>();
  #boss: PgBoss | undefined;
  #starting: Promise<PgBoss> | undefined;

  constructor(
    private readonly db: Db,
    private readonly options: JobQueueOptions,
  ) {
    if (!SCHEMA_NAME.test(options.schema))
      throw new Error(`JOBS_SCHEMA ${options.schema} is not a plain name`);
  }

  define<T>(definition: JobDefinition<T>): void {
    if (this.#boss) throw new Error('define every job before the queue starts');
    this.#definitions.set(definition.name, definition as JobDefinition<never>);
  }

  /** Installs or upgrades the queue's tables, creates the queues, and, on a worker, starts working them. */
  start(): Promise<PgBoss> {
    this.#starting ??= this.#start();
    return this.#starting;
  }

  async #start(): Promise<PgBoss> {
    // NOTE: pg-boss and its cron and telemetry libraries load at start, not with every module that names a job.
    const { PgBoss } = await import('pg-boss');
    const boss = new PgBoss({
      ...(await pgBossConnection(this.db)),
      schema: this.options.schema,
      migrate: true,
      // Maintenance (expiring stuck jobs, deleting old ones) and the cron clock run on workers only.
      supervise: this.options.worker,
      schedule: this.options.worker,
    });
    boss.on('error', (error) => this.options.log(`job queue: ${error.message}`));
    await boss.start();
    for (const definition of this.#definitions.values()) {
      const policy = {
        retryLimit: definition.retryLimit,
        retryDelay: definition.retryDelaySeconds,
        retryBackoff: definition.retryLimit > 0,
        ...(definition.retryDelayMaxSeconds ? { retryDelayMax: definition.retryDelayMaxSeconds } : {}),
        // Failed jobs stay visible in the back office for a month.
        deleteAfterSeconds: 30 * 24 * 3600,
      };
      // Creating is idempotent, so instances starting together do not collide; a changed policy is applied.
      if (await boss.getQueue(definition.name)) await boss.updateQueue(definition.name, policy);
      // pg-boss fixes a queue's policy when it is created: it cannot be changed after.
      else await boss.createQueue(definition.name, { ...policy, policy: definition.policy ?? 'standard' });
      if (!this.options.worker) continue;
      if (definition.cron) await boss.schedule(definition.name, definition.cron);
      await boss.work<never>(
        definition.name,
        { includeMetadata: true, pollingIntervalSeconds: 2 },
        async ([job]) => {
          // includeMetadata: the job carries its retry count and limit.
          if (job)
            await this.#handle(definition, job as typeof job & { retryCount: number; retryLimit: number });
        },
      );
    }
    if (this.options.worker) await this.#sendDueAtStart(boss);
    this.#boss = boss;
    return boss;
  }

  async #sendDueAtStart(boss: PgBoss): Promise<void> {
    for (const { name, atStart } of this.#definitions.values()) {
      if (!atStart) continue;
      try {
        if (!(await atStart.due())) continue;
        // One job per slot of the interval, counted from the epoch: a second instance in the slot adds none.
        await boss.send(name, {}, { singletonKey: 'at-start', singletonSeconds: atStart.onceWithinSeconds });
      } catch (error) {
        // The schedule still runs it; a start-up is not held up by work that can wait for its tick.
        this.options.log(`job ${name} not queued at start: ${errorOutput(error).message}`);
      }
    }
  }

  /**
   * Adds a job. Given `tx` (a Drizzle transaction), the job is written in that transaction: it exists exactly when
   * the change that owes it commits. `id` (a UUID) makes the send idempotent: a second send with it adds nothing.
   * `singletonKey`, on a queue of policy `short`, adds nothing while a job of that key waits.
   */
  async send(
    name: string,
    data: Record<string, unknown>,
    options: { tx?: Db; id?: string; singletonKey?: string; startAfterSeconds?: number } = {},
  ): Promise<void> {
    const boss = await this.start();
    const { fromDrizzle } = await import('pg-boss');
    const { sql } = await import('drizzle-orm');
    await boss.send(name, data, {
      ...(options.id ? { id: options.id } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      ...(options.tx ? { db: fromDrizzle(options.tx as never, sql as never) } : {}),
    });
  }

  /**
   * Works every job due now, in this process, until none is left, and says how many ran and failed.
   * `ignoreStartAfter` also takes retries whose back-off has not run out yet (tests do, instead of waiting), one
   * batch of up to 20 jobs a queue, each tried once.
   */
  async runDue(
    options: { names?: string[]; ignoreStartAfter?: boolean } = {},
  ): Promise<{ completed: number; failed: number }> {
    const boss = await this.start();
    const result = { completed: 0, failed: 0 };
    for (const definition of this.#definitions.values()) {
      if (options.names && !options.names.includes(definition.name)) continue;
      for (;;) {
        const jobs = await boss.fetch<never>(definition.name, {
          includeMetadata: true,
          batchSize: 20,
          ...(options.ignoreStartAfter ? { ignoreStartAfter: true } : {}),
        });
        if (jobs.length === 0) break;
        for (const job of jobs) {
          try {
            await this.#handle(definition, job);
            await boss.complete(definition.name, job.id);
            result.completed++;
          } catch (error) {
            await boss.fail(definition.name, job.id, errorOutput(error));
            result.failed++;
          }
        }
        // A job that failed just now would be fetched again at once: one batch is each job's one attempt.
        if (options.ignoreStartAfter) break;
      }
    }
    return result;
  }

  async #handle(
    definition: JobDefinition<never>,
    job: { id: string; data: never; retryCount: number; retryLimit: number },
  ): Promise<void> {
    try {
      await definition.handler({
        id: job.id,
        data: job.data,
        retryCount: job.retryCount,
        lastAttempt: job.retryCount >= job.retryLimit,
      });
    } catch (error) {
      this.options.log(
        `job ${definition.name} ${job.id} attempt ${job.retryCount + 1} failed: ${errorOutput(error).message}`,
      );
      this.options.onFailure?.(definition.name);
      throw error;
    }
  }

  /** Failed jobs, newest first, optionally of one queue or matching a word in the error or the job id. */
  async failedJobs(
    query: Paging & { name?: string | undefined; search?: string | undefined },
  ): Promise<Page<FailedJob>> {
    const boss = await this.start();
    const names = [...this.#definitions.keys()].filter((name) => !query.name || name === query.name);
    return listFailedJobs(boss.getDb(), this.options.schema, names, query);
  }

  /** The names of the queues, for the back office's filter. */
  names(): string[] {
    return [...this.#definitions.keys()];
  }

  /** Puts a failed job back in its queue, to run once more, now. */
  async retry(id: string): Promise<boolean> {
    return retryFailedJob(await this.start(), this.options.schema, id);
  }

  /** Depth and failures per queue, for metrics and the back office. */
  async stats(): Promise<QueueStats[]> {
    const boss = await this.start();
    return queueStats(boss.getDb(), this.options.schema, [...this.#definitions.keys()]);
  }

  /** Stops working (a job in progress finishes first); the database closes after. */
  async stop(): Promise<void> {
    const boss = this.#boss ?? (this.#starting ? await this.#starting.catch(() => undefined) : undefined);
    await boss?.stop({ graceful: true, close: false, timeout: 10_000 });
  }
}

function errorOutput(error: unknown): { message: string } {
  return { message: (error instanceof Error ? error.message : String(error)).slice(0, 500) };
}
