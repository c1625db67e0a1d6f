import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, call, checkoutDetails, freshMobile, type Line, sellableLines } from './client.ts';
import { type Cluster, startCluster, tail } from './cluster.ts';

// Faults against the production topology: two instances behind nginx on PostgreSQL and Redis of their own.
let cluster: Cluster;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'cluster-faults-'));
  cluster = await startCluster({
    dir,
    port: 43100,
    env: {
      LOG_LEVEL: 'warn',
      // Reads must reach the database for its outage to show; a cached catalog would hide it.
      CATALOG_CACHE_TTL_MS: '0',
      SHUTDOWN_DRAIN_MS: '200',
    },
  });
});

// A failure keeps the cluster's folder (the instances' and nginx's logs) for whoever reads the run.
let failed = false;
afterEach(({ task }) => {
  if (task.result?.state === 'fail') failed = true;
});

afterAll(async () => {
  await cluster?.stop();
  if (!failed) {
    await rm(dir, { recursive: true, force: true });
    return;
  }
  // CI keeps only what is printed: the shops' last lines say what a failed answer was.
  const logs = path.join(dir, 'logs');
  for (const file of (await readdir(logs)).filter((name) => name.startsWith('shop-'))) {
    console.error(`--- ${file}, last 40 lines ---\n${await tail(path.join(logs, file))}`);
  }
  console.error(`a fault test failed: the cluster's folder is kept in ${dir}`);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads that each reach the database, through nginx, in a loop until stopped; every answer is kept. */
function browseUntilStopped(concurrency: number) {
  const answers: { began: number; at: number; url: string; answer: Answer | Error }[] = [];
  const urls = ['/api/v1/products?limit=20', '/api/v1/blogs', '/api/v1/categories', '/'];
  let running = true;
  const workers = Array.from({ length: concurrency }, async (_unused, worker) => {
    for (let i = worker; running; i++) {
      const url = urls[i % urls.length] as string;
      const began = Date.now();
      const answer = await call(cluster.baseUrl, 'GET', url).catch((error: Error) => error);
      answers.push({ began, at: Date.now(), url, answer });
    }
  });
  return {
    answers,
    stop: async () => {
      running = false;
      await Promise.all(workers);
      return answers;
    },
  };
}

const statusOf = (answer: Answer | Error) => (answer instanceof Error ? answer.message : answer.status);

describe('behind nginx', () => {
  it('keeps the security headers and a request id on pages, API answers, assets and images', async () => {
    const page = await call(cluster.baseUrl, 'GET', '/');
    const asset = /\/assets\/[\w.-]+\.js/.exec(page.text)?.[0];
    const products = await call(cluster.baseUrl, 'GET', '/api/v1/products?limit=1');
    // Products name their image file; the storefront asks /uploads/ for it at the width it draws.
    const file = products.json.body[0]?.image as string | undefined;
    if (!asset || !file) throw new Error(`no asset or image to fetch: page ${page.status}, image ${file}`);
    const image = `/uploads/${file}?w=320`;
    expect(page.headers['content-security-policy']).toMatch(/script-src[^;]*'nonce-/);
    for (const url of [asset, asset, image, image, '/api/v1/products?limit=1', '/readyz']) {
      const answer = await call(cluster.baseUrl, 'GET', url);
      expect(answer.status, url).toBe(200);
      expect(answer.headers['x-content-type-options'], url).toBe('nosniff');
      expect(answer.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['content-security-policy'], url).toBeDefined();
      // The id nginx gave the request is the one the shop logs and answers with.
      expect(answer.headers['x-request-id'], url).toMatch(/^[\w-]{8,}$/);
    }
    // The second fetch of an asset comes from nginx's cache, with the headers the shop sent the first time.
    const cached = await call(cluster.baseUrl, 'GET', asset);
    expect(cached.headers['x-cache-status']).toBe('HIT');
    expect(cached.headers['x-content-type-options']).toBe('nosniff');
  }, 60_000);
});

describe('PostgreSQL restarted under load', () => {
  it('answers 503 in the envelope while it is down and recovers without restarting the shop', async () => {
    const uptimeBefore = (await call(cluster.instanceUrl(1), 'GET', '/healthz')).json.body.uptimeSeconds;
    const load = browseUntilStopped(4);
    await sleep(1500);
    const outageStarts = Date.now();
    await cluster.stopPostgres();
    await sleep(1500);
    const readyDuringOutage = await call(cluster.baseUrl, 'GET', '/readyz');
    await sleep(1500);
    await cluster.startPostgres();
    const outageEnds = Date.now();
    // The pools drop their dead connections and reconnect on the next query; allow them a few seconds.
    let recoveredAt = 0;
    for (let tries = 0; tries < 60 && !recoveredAt; tries++) {
      await sleep(250);
      const recent = load.answers.filter((entry) => entry.at > Date.now() - 1000);
      if (recent.length > 0 && recent.every((entry) => statusOf(entry.answer) === 200))
        recoveredAt = Date.now();
    }
    await sleep(2000);
    const answers = await load.stop();

    expect(readyDuringOutage.status).toBe(503);
    expect(readyDuringOutage.json.body.checks.database).toBe('failing');
    expect(recoveredAt, 'the shop did not recover after PostgreSQL came back').toBeGreaterThan(0);
    const before = answers.filter((entry) => entry.at < outageStarts);
    const after = answers.filter((entry) => entry.at > recoveredAt);
    expect(before.length).toBeGreaterThan(0);
    expect(after.length).toBeGreaterThan(0);
    expect(new Set([...before, ...after].map((entry) => statusOf(entry.answer)))).toEqual(new Set([200]));

    const duringOutage = answers.filter((entry) => entry.at >= outageStarts && entry.at <= outageEnds);
    const failed = duringOutage.filter((entry) => statusOf(entry.answer) !== 200);
    expect(failed.length, 'the outage was never seen').toBeGreaterThan(0);
    for (const { url, answer } of failed) {
      if (answer instanceof Error) throw answer;
      expect(answer.status, url).toBe(503);
      expect(answer.text).not.toMatch(/\n\s+at |node_modules|ECONNREFUSED/);
      if (url.startsWith('/api/')) {
        expect(answer.json).toMatchObject({ status: 503, message: expect.stringMatching(/try again/i) });
        expect(answer.headers['retry-after']).toBeDefined();
      }
    }
    // The same processes served before and after: nothing was restarted.
    const uptimeAfter = (await call(cluster.instanceUrl(1), 'GET', '/healthz')).json.body.uptimeSeconds;
    expect(uptimeAfter).toBeGreaterThan(uptimeBefore);
  }, 90_000);
});

describe('Redis stopped', () => {
  it('keeps browsing going, refuses to send login codes, and sends them again once Redis is back', async () => {
    await cluster.stopRedis();
    try {
      for (const url of ['/', '/api/v1/products?limit=20', '/api/v1/blogs']) {
        expect((await call(cluster.baseUrl, 'GET', url)).status, url).toBe(200);
      }
      const mobile = freshMobile();
      const refused = await call(cluster.baseUrl, 'POST', '/api/v1/users/register', { body: { mobile } });
      expect(refused.status).toBe(503);
      expect(refused.json.message).toMatch(/Login codes cannot be sent right now/);
      const outbox = await readFile(path.join(cluster.dataDir, 'outbox', 'sms.jsonl'), 'utf8').catch(
        () => '',
      );
      expect(outbox).not.toContain(mobile);
    } finally {
      await cluster.startRedis();
    }
    // The client reconnects on its own, with back-off.
    const mobile = freshMobile();
    let sent: Answer | undefined;
    for (let tries = 0; tries < 40 && sent?.status !== 200; tries++) {
      await sleep(500);
      sent = await call(cluster.baseUrl, 'POST', '/api/v1/users/register', { body: { mobile } });
    }
    expect(sent?.status).toBe(200);
  }, 60_000);
});

describe('an instance killed mid-checkout', () => {
  async function openAndPay(line: Line, openOn: string, payOn: string) {
    const created = await call(openOn, 'POST', '/api/v1/orders/create-razorpay-order', {
      body: { products: [line], isBundle: false },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const providerOrderId = created.json.body.id as string;
    const paid = await call(payOn, 'POST', `/api/v1/payments/sandbox/orders/${providerOrderId}/pay`, {
      body: checkoutDetails(freshMobile()),
    });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    return { providerOrderId, result: paid.json.body };
  }

  async function completions(providerOrderId: string) {
    const [order] = await cluster.query<{
      id: string;
      payment_status: string;
      invoice_number: string | null;
    }>('select id, payment_status, invoice_number from orders where provider_order_id = $1', [
      providerOrderId,
    ]);
    if (!order) throw new Error(`no order ${providerOrderId}`);
    const [{ placed }] = (await cluster.query(
      "select count(*)::int as placed from order_events where order_id = $1 and to_status = 'PLACED'",
      [order.id],
    )) as [{ placed: number }];
    // One message per channel (SMS, e-mail) at most, however many paths completed the payment.
    const [{ messages, channels }] = (await cluster.query(
      "select count(*)::int as messages, count(distinct channel)::int as channels from notifications where order_id = $1 and template = 'ORDER_PAID'",
      [order.id],
    )) as [{ messages: number; channels: number }];
    return { ...order, placed, messages, channels };
  }

  const stockOf = async (sizeId: string) =>
    ((await cluster.query('select stock from product_sizes where id = $1', [sizeId]))[0] as { stock: number })
      .stock;

  it('completes the order through the webhook, exactly once, and reads through nginx fail only when cut mid-answer', async () => {
    const [first, second] = await sellableLines(cluster.baseUrl);
    if (!first || !second) throw new Error('the demo shop has no stock');
    const stockBefore = [await stockOf(first.sizeId), await stockOf(second.sizeId)];
    const load = browseUntilStopped(3);
    await sleep(500);

    // Shopper A paid; the instance their browser talked to dies before their verification arrives.
    const a = await openAndPay(first.line, cluster.instanceUrl(1), cluster.instanceUrl(2));
    const kills: [number, number][] = [];
    const kill = async () => {
      const began = Date.now();
      await cluster.killInstance(1);
      kills.push([began, Date.now()]);
    };
    await kill();

    // Shopper B's verification is in flight on the instance when it dies; the browser retries through nginx.
    await cluster.startInstance(1);
    const b = await openAndPay(second.line, cluster.instanceUrl(1), cluster.instanceUrl(2));
    const verifyPayload = {
      razorpayPaymentId: b.result.razorpay_payment_id,
      razorpayOrderId: b.result.razorpay_order_id,
      razorpaySignature: b.result.razorpay_signature,
    };
    const inFlight = call(cluster.instanceUrl(1), 'POST', '/api/v1/orders/verify-payment-signature', {
      body: verifyPayload,
    }).catch((error: Error) => error);
    await kill();
    await inFlight;

    // The sandbox's webhooks arrive 1.5 s after each payment, from the instance that took it.
    await sleep(4000);
    const retried = await call(cluster.baseUrl, 'POST', '/api/v1/orders/verify-payment-signature', {
      body: verifyPayload,
    });
    await cluster.startInstance(1);
    const answers = await load.stop();

    expect(retried.status, JSON.stringify(retried.json)).toBe(200);
    for (const order of [await completions(a.providerOrderId), await completions(b.providerOrderId)]) {
      expect(order.payment_status).toBe('PAID');
      expect(order.invoice_number).toBeTruthy();
      expect(order.placed, 'placed more than once').toBe(1);
      expect(order.messages).toBeGreaterThan(0);
      expect(order.messages, 'told the shopper more than once').toBe(order.channels);
    }
    expect([await stockOf(first.sizeId), await stockOf(second.sizeId)]).toEqual(
      stockBefore.map((stock) => stock - 1),
    );
    // nginx passes a read the dead instance never answered to the other one. Only an answer already streaming
    // from it when it died can be cut, so any failure must have been in flight at a kill.
    expect(answers.length).toBeGreaterThan(0);
    const cut = answers.filter((entry) => statusOf(entry.answer) !== 200);
    for (const entry of cut) {
      const inFlightAtKill = kills.some(([from, to]) => entry.began <= to && entry.at >= from);
      expect(inFlightAtKill, `${entry.url}: ${statusOf(entry.answer)} outside a kill`).toBe(true);
    }
    expect(cut.length).toBeLessThan(answers.length / 10);
  }, 120_000);
});

describe('a rolling restart behind nginx', () => {
  it('loses no request while each instance in turn drains and restarts', async () => {
    const load = browseUntilStopped(4);
    await sleep(500);
    for (const n of [1, 2]) {
      // SIGTERM: /readyz turns 503, requests in flight finish, then the listener closes and nginx moves on.
      await cluster.stopInstance(n);
      await sleep(500);
      await cluster.startInstance(n);
      // nginx tries a server it saw refuse again only after its fail_timeout: stopping the other one before
      // would leave nginx no instance to send requests to.
      await cluster.waitUntilInRotation(n);
    }
    await sleep(500);
    const answers = await load.stop();
    expect(answers.length).toBeGreaterThan(20);
    const failed = answers.filter((entry) => statusOf(entry.answer) !== 200);
    expect(failed.map((entry) => `${entry.url}: ${statusOf(entry.answer)}`)).toEqual([]);
  }, 300_000);
});
