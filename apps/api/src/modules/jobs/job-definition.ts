/** One attempt at a job, as its handler sees it. */
export interface JobAttempt<T> {
  id: string;
  data: T;
  /** Retries already made: 0 on the first attempt. */
  retryCount: number;
  /** True when a failure now is final: no retry follows. */
  lastAttempt: boolean;
}

export type JobHandler<T = Record<string, unknown>> = (job: JobAttempt<T>) => Promise<void>;

/** A kind of job: its queue, how it is retried, and, for periodic work, when it runs. */
export interface JobDefinition<T = Record<string, unknown>> {
  name: string;
  handler: JobHandler<T>;
  /** Retries after the first failure; 0 fails at once. */
  retryLimit: number;
  /** Seconds before the first retry; doubled for each later one. */
  retryDelaySeconds: number;
  /** Longest wait between two retries, in seconds. */
  retryDelayMaxSeconds?: number;
  /**
   * `short`: at most one job per `singletonKey` waits in the queue; a second send while one waits adds nothing
   * (a size restocked twice before its alerts go out). `singleton`: at most one job of the queue is active at a
   * time, across instances; the next waits for it (a periodic sweep whose runs must not overlap). Standard
   * otherwise. pg-boss fixes the policy when the queue is first created.
   */
  policy?: 'standard' | 'short' | 'singleton';
  /** Cron expression (UTC) for work that runs by itself: reconciliation, expiry. */
  cron?: string;
  /**
   * Periodic work that should not wait for its first tick: asked when a worker starts, and when `due` says so,
   * one run is queued at once. pg-boss's singleton slot keeps it to one run per `onceWithinSeconds` however many
   * instances start together.
   */
  atStart?: { due: () => Promise<boolean>; onceWithinSeconds: number };
}
