import { describe, expect, it } from 'vitest';
import { line, placePaidOrder, sellableSizes } from '../../../test/shop.ts';
import { appForFile } from '../../../test/test-app.ts';

const TOKEN = 'jobs-metrics-token-0123456789';

const t = appForFile({ METRICS_TOKEN: TOKEN });

const scrape = async () =>
  (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } }))
    .body;

describe('the job queue in /metrics', () => {
  it('shows each queue waiting, then empty once the jobs have run', async () => {
    const [size] = (await sellableSizes(t.app)).reverse();
    if (!size) throw new Error('no demo size');
    await placePaidOrder(t.app, [line(size)]);

    const before = await scrape();
    // The paid order owes an SMS, an e-mail and its invoice.
    expect(before).toContain('shop_jobs{queue="notification.send",state="queued"} 2');
    expect(before).toContain('shop_jobs{queue="invoice.issue",state="queued"} 1');

    await t.app.services.jobs.runDue();
    const after = await scrape();
    expect(after).toContain('shop_jobs{queue="notification.send",state="queued"} 0');
    expect(after).toContain('shop_jobs{queue="invoice.issue",state="queued"} 0');
  });
});
