/** How a payment ended for its order, as the operator counts them. */
export type PaymentOutcome = 'paid' | 'failed' | 'refunded';

/** One job queue's state at the moment of a scrape. */
export interface QueueStats {
  queue: string;
  /** Jobs waiting to run, retries waiting for their back-off included. */
  queued: number;
  /** Jobs running now. */
  active: number;
  /** Jobs that failed for good and wait for someone to retry them. */
  failed: number;
}

/** Asked at each scrape; the jobs module answers from its queue tables. */
export type QueueStatsProvider = () => Promise<QueueStats[]> | QueueStats[];

/**
 * What services tell the operator, without knowing how it is collected: the Prometheus adapter counts it when
 * metrics are on, and `noMetrics` drops it otherwise.
 */
export interface ShopMetrics {
  orderCreated(): void;
  paymentOutcome(outcome: PaymentOutcome): void;
  /** A job attempt that threw; counted per queue whether or not it will be retried. */
  jobFailed(queue: string): void;
  /** The queue's depth is read at each scrape from this provider; a later call replaces it. */
  registerQueueStats(provider: QueueStatsProvider): void;
}

export const noMetrics: ShopMetrics = {
  orderCreated() {},
  paymentOutcome() {},
  jobFailed() {},
  registerQueueStats() {},
};
