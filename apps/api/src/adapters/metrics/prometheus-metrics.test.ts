import { describe, expect, it } from 'vitest';
import type { QueueStats } from '../../domain/metrics.ts';
import { PrometheusMetrics } from './prometheus-metrics.ts';

describe('job queue series', () => {
  it('reads the queue depth from the registered provider at each scrape, and counts failed attempts', async () => {
    const metrics = new PrometheusMetrics();
    expect(await metrics.registry.metrics()).not.toMatch(/^shop_jobs\{/m);

    let stats: QueueStats[] = [{ queue: 'sms', queued: 3, active: 1, failed: 2 }];
    metrics.registerQueueStats(async () => stats);
    let text = await metrics.registry.metrics();
    expect(text).toContain('shop_jobs{queue="sms",state="queued"} 3');
    expect(text).toContain('shop_jobs{queue="sms",state="active"} 1');
    expect(text).toContain('shop_jobs{queue="sms",state="failed"} 2');

    // A queue that emptied or disappeared must not keep its last value.
    stats = [{ queue: 'invoices', queued: 0, active: 0, failed: 0 }];
    metrics.jobFailed('sms');
    metrics.jobFailed('sms');
    text = await metrics.registry.metrics();
    expect(text).not.toContain('queue="sms",state="queued"');
    expect(text).toContain('shop_jobs{queue="invoices",state="queued"} 0');
    expect(text).toContain('shop_job_failures_total{queue="sms"} 2');
  });
});
