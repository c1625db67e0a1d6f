import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PaymentOutcome, QueueStatsProvider, ShopMetrics } from '../../domain/metrics.ts';

/** What a node-postgres pool reports about its connections. */
export interface PoolStats {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

export interface CacheStats {
  hits: number;
  misses: number;
}

/**
 * The shop's Prometheus series, in a registry of its own (one per app, so tests that build several apps never
 * share counters). Loaded only when METRICS_TOKEN is set: without a token nobody may read them.
 */
export class PrometheusMetrics implements ShopMetrics {
  readonly registry = new Registry();
  readonly #requestDuration: Histogram<'method' | 'route' | 'status'>;
  readonly #orders: Counter;
  readonly #payments: Counter<'outcome'>;
  readonly #jobFailures: Counter<'queue'>;
  #queueStats: QueueStatsProvider | undefined;

  constructor() {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.#requestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being written, by route pattern, method and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.#orders = new Counter({
      name: 'shop_orders_created_total',
      help: 'Orders opened at checkout',
      registers,
    });
    this.#payments = new Counter({
      name: 'shop_payments_total',
      help: 'Payment outcomes: paid (an order became paid), failed (a declined attempt), refunded',
      labelNames: ['outcome'],
      registers,
    });
    // Every outcome from zero, so an alert on a rate sees a series before the first payment of its kind.
    for (const outcome of ['paid', 'failed', 'refunded'] as const) this.#payments.inc({ outcome }, 0);
    this.#jobFailures = new Counter({
      name: 'shop_job_failures_total',
      help: 'Job attempts that threw, by queue',
      labelNames: ['queue'],
      registers,
    });
    const queueStats = () => this.#queueStats;
    new Gauge({
      name: 'shop_jobs',
      help: 'Jobs by queue and state (queued, active, failed), read at each scrape',
      labelNames: ['queue', 'state'],
      registers,
      async collect() {
        this.reset();
        const provider = queueStats();
        if (!provider) return;
        for (const stats of await provider()) {
          this.set({ queue: stats.queue, state: 'queued' }, stats.queued);
          this.set({ queue: stats.queue, state: 'active' }, stats.active);
          this.set({ queue: stats.queue, state: 'failed' }, stats.failed);
        }
      },
    });
  }

  observeRequest(method: string, route: string, status: number, seconds: number): void {
    this.#requestDuration.observe({ method, route, status: String(status) }, seconds);
  }

  orderCreated(): void {
    this.#orders.inc();
  }

  paymentOutcome(outcome: PaymentOutcome): void {
    this.#payments.inc({ outcome });
  }

  jobFailed(queue: string): void {
    this.#jobFailures.inc({ queue });
  }

  registerQueueStats(provider: QueueStatsProvider): void {
    this.#queueStats = provider;
  }

  /** Catalog cache hits and misses, read from the cache's own counters at each scrape. */
  watchCache(stats: () => CacheStats): void {
    const registers = [this.registry];
    new Counter({
      name: 'shop_catalog_cache_hits_total',
      help: 'Catalog reads answered from the cache',
      registers,
      collect() {
        this.reset();
        this.inc(stats().hits);
      },
    });
    new Counter({
      name: 'shop_catalog_cache_misses_total',
      help: 'Catalog reads the cache could not answer',
      registers,
      collect() {
        this.reset();
        this.inc(stats().misses);
      },
    });
  }

  /** The database pool on a PostgreSQL server; the embedded database has no pool, and says so. */
  watchDatabase(pool: PoolStats | undefined): void {
    const registers = [this.registry];
    new Gauge({
      name: 'shop_database_embedded',
      help: '1 when the shop runs on its embedded database (no pool), 0 on a PostgreSQL server',
      registers,
    }).set(pool ? 0 : 1);
    if (!pool) return;
    new Gauge({
      name: 'shop_database_pool_connections',
      help: 'Connections of the PostgreSQL pool: total (open), idle, waiting (callers queued for one)',
      labelNames: ['state'],
      registers,
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
}
