// npm run bench:load: shoppers browsing and buying against the production topology (nginx, PostgreSQL, Redis;
// npm run cluster), with two instances behind nginx, then with one, in the same run. The request rate steps
// up until a step no longer holds (an error, a p99 over the limit, or a driver that cannot keep the pace); the
// last rate that held is each topology's figure. Loopback only; every step is bounded in time and in count.
import { mkdtemp, open, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { call, checkoutDetails, type Line, sellableLines } from '../deploy/cluster/client.ts';
import { type Cluster, startCluster } from '../deploy/cluster/cluster.ts';
import { percentile, printTable } from './report.ts';

const HOLD_SECONDS = Number(process.env.LOAD_HOLD_SECONDS ?? 60);
/** Before each topology's first step, unmeasured: caches fill, connections open, the JIT warms up. */
const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? 10);
const START_RATE = Number(process.env.LOAD_START_RATE ?? 25);
const RATE_FACTOR = Number(process.env.LOAD_RATE_FACTOR ?? 1.5);
const MAX_STEPS = Number(process.env.LOAD_MAX_STEPS ?? 10);
/** A step holds only if its p99 over every request stays under this. */
const P99_LIMIT_MS = Number(process.env.LOAD_P99_LIMIT_MS ?? 1000);
/** Of the requests, the share that are checkout steps (six per shopper who buys). */
const CHECKOUT_SHARE = Number(process.env.LOAD_CHECKOUT_SHARE ?? 0.2);
/** Hard bounds per step, whatever the rate: requests issued, and requests waiting at once. */
const MAX_REQUESTS_PER_STEP = Number(process.env.LOAD_MAX_REQUESTS ?? 200_000);
const MAX_IN_FLIGHT = Number(process.env.LOAD_MAX_IN_FLIGHT ?? 1000);
const PORT = Number(process.env.LOAD_PORT ?? 43200);
const CHECKOUT_STEPS = ['otp send', 'otp verify', 'order create', 'sandbox pay', 'payment verify'] as const;

interface Sample {
  step: string;
  ms: number;
  ok: boolean;
}

interface StepResult {
  rate: number;
  achieved: number;
  requests: number;
  errors: number;
  p50: number;
  p99: number;
  holds: boolean;
  reason: string;
  samples: Sample[];
  firstErrors: string[];
}

// Each shopper connects from an address of its own (all of 127.0.0.0/8 is this machine), so per-address limits
// apply as they would to real shoppers, not to one benchmark client.
let addressCounter = 0;
// Numbers are never reused within a run: the per-number resend interval would refuse the second code.
let buyerCounter = 0;
function nextAddress(): string {
  addressCounter++;
  return `127.${1 + ((addressCounter >> 16) % 254)}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

async function main() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cluster-load-'));
  console.log(
    `Load average at the start: ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(', ')} on ${os.cpus().length} cores`,
  );
  console.log(
    `Load: hold ${HOLD_SECONDS} s per step from ${START_RATE} req/s (x${RATE_FACTOR}), p99 limit ${P99_LIMIT_MS} ms, ${Math.round(CHECKOUT_SHARE * 100)}% checkout steps`,
  );
  const cluster = await startCluster({
    dir,
    port: PORT,
    env: {
      LOG_LEVEL: 'warn',
      // Raised for the benchmark by their settings; each shopper also has an address of its own.
      OTP_SENDS_PER_ADDRESS_PER_HOUR: '10000',
    },
    log: (line) => console.log(`  ${line}`),
  });
  // Ctrl-C stops what the benchmark started: no instance, nginx, PostgreSQL or Redis is left running.
  process.once('SIGINT', () => {
    console.log('\nInterrupted: stopping the cluster');
    void cluster.stop().finally(() => process.exit(130));
  });
  try {
    const browse = await browseTargets(cluster.baseUrl);
    const lines = (await sellableLines(cluster.baseUrl)).map((entry) => entry.line);
    const mix = { browse, lines };

    // Two first, then one: both instances have warmed up by the time either is measured (a freshly started
    // instance compiles its code and fills its caches during its first seconds).
    console.log('\nTwo instances behind nginx');
    const two = await stepUp(cluster, mix);
    console.log('\nOne instance behind nginx (instance 2 stopped)');
    await cluster.stopInstance(2);
    const one = await stepUp(cluster, mix);

    console.log(`\nHighest rate that held ${HOLD_SECONDS} s with no error (p99 < ${P99_LIMIT_MS} ms):`);
    // Other work on the machine takes the same cores: the figures are read beside it.
    console.log(
      `\nLoad average (1, 5, 15 min) at the end: ${os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(', ')} on ${os.cpus().length} cores`,
    );
    printTable(
      ['topology', 'rate held (req/s)', 'achieved', 'requests', 'p50 ms', 'p99 ms', 'next step failed on'],
      [
        ['one instance', ...summary(one)],
        ['two instances', ...summary(two)],
      ],
    );
    console.log('\nPer step at the rate that held (or, where none held, at the first step, marked *):');
    const steps = [...new Set([...browse.map((target) => target.step), ...CHECKOUT_STEPS])];
    printTable(
      ['step', '1 inst. p50', '1 inst. p99', '2 inst. p50', '2 inst. p99', 'count (2 inst.)'],
      steps.map((step) => {
        const a = figures(one.held?.samples ?? one.failed?.samples ?? [], step, !one.held);
        const b = figures(two.held?.samples ?? two.failed?.samples ?? [], step, !two.held);
        return [step, a.p50, a.p99, b.p50, b.p99, String(b.count)];
      }),
    );
  } finally {
    await cluster.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

function summary(result: { held: StepResult | undefined; failed: StepResult | undefined }): string[] {
  const held = result.held;
  return [
    held ? String(held.rate) : 'none',
    held ? held.achieved.toFixed(1) : '-',
    held ? String(held.requests) : '-',
    held ? held.p50.toFixed(1) : '-',
    held ? held.p99.toFixed(1) : '-',
    result.failed ? `${result.failed.rate} req/s: ${result.failed.reason}` : '(not reached)',
  ];
}

function figures(samples: Sample[], step: string, failedStep: boolean) {
  const times = samples.filter((sample) => sample.step === step).map((sample) => sample.ms);
  const mark = failedStep ? '*' : '';
  return {
    count: times.length,
    p50: times.length ? `${percentile(times, 0.5).toFixed(1)}${mark}` : '-',
    p99: times.length ? `${percentile(times, 0.99).toFixed(1)}${mark}` : '-',
  };
}

interface Mix {
  browse: { step: string; url: string }[];
  lines: Line[];
}

async function stepUp(cluster: Cluster, mix: Mix) {
  await cluster.query('update product_sizes set stock = 1000000');
  const warm = await runStep(cluster, mix, START_RATE * 2, WARMUP_SECONDS);
  console.log(`  warm-up: ${warm.requests} requests in ${WARMUP_SECONDS} s, not counted`);
  let held: StepResult | undefined;
  let failed: StepResult | undefined;
  let rate = START_RATE;
  for (let step = 0; step < MAX_STEPS; step++) {
    // Buying takes stock: give every size plenty, so a sold-out size never reads as an error of the shop.
    await cluster.query('update product_sizes set stock = 1000000');
    const result = await runStep(cluster, mix, rate);
    console.log(
      `  ${String(rate).padStart(5)} req/s: achieved ${result.achieved.toFixed(1)}, ${result.requests} requests, ${result.errors} errors, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms${result.holds ? '' : `: does not hold (${result.reason})`}`,
    );
    for (const error of result.firstErrors) console.log(`      ${error}`);
    if (!result.holds) {
      failed = result;
      break;
    }
    held = result;
    rate = Math.round(rate * RATE_FACTOR);
  }
  return { held, failed };
}

/** An open loop: arrivals keep the target pace whatever the answers' speed, as shoppers do. */
async function runStep(
  cluster: Cluster,
  mix: Mix,
  rate: number,
  holdSeconds = HOLD_SECONDS,
): Promise<StepResult> {
  const samples: Sample[] = [];
  const firstErrors: string[] = [];
  let inFlight = 0;
  let overloaded = false;
  const pending = new Set<Promise<void>>();
  const agents = Array.from({ length: 32 }, () => {
    const localAddress = nextAddress();
    return { localAddress, agent: new http.Agent({ keepAlive: true, maxSockets: 64 }) };
  });

  const timed = async (step: string, run: () => Promise<{ status: number; text: string }>) => {
    const began = performance.now();
    inFlight++;
    try {
      const answer = await run();
      const ok = answer.status >= 200 && answer.status < 300;
      if (!ok && firstErrors.length < 5)
        firstErrors.push(`${step}: ${answer.status} ${answer.text.slice(0, 160)}`);
      samples.push({ step, ms: performance.now() - began, ok });
      return answer;
    } catch (error) {
      if (firstErrors.length < 5) firstErrors.push(`${step}: ${(error as Error).message}`);
      samples.push({ step, ms: performance.now() - began, ok: false });
      throw error;
    } finally {
      inFlight--;
    }
  };

  let browseIndex = 0;
  const browseOnce = async () => {
    const target = mix.browse[browseIndex++ % mix.browse.length];
    const client = agents[browseIndex % agents.length];
    if (!target || !client) return;
    await timed(target.step, () =>
      call(cluster.baseUrl, 'GET', target.url, { ...client, timeoutMs: 10_000 }),
    ).catch(() => {});
  };

  const buyOnce = async () => {
    const buyerIndex = ++buyerCounter;
    const localAddress = nextAddress();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const options = { localAddress, agent, timeoutMs: 10_000 };
    const mobile = `9${String(process.pid % 100).padStart(2, '0')}${String(buyerIndex).padStart(7, '0')}`;
    const expect2xx = (answer: { status: number }) => {
      if (answer.status < 200 || answer.status >= 300) throw new Error('refused');
      return answer as Awaited<ReturnType<typeof call>>;
    };
    try {
      const signup = expect2xx(
        await timed('otp send', () =>
          call(cluster.baseUrl, 'POST', '/api/v1/users/register', { ...options, body: { mobile } }),
        ),
      );
      const otp = await readOtpFromTail(cluster.dataDir, mobile);
      const session = expect2xx(
        await timed('otp verify', () =>
          call(cluster.baseUrl, 'POST', '/api/v1/users/verifyAccount', {
            ...options,
            token: signup.json.body.token,
            body: { otp },
          }),
        ),
      );
      const token = session.json.body.token as string;
      const line = mix.lines[buyerIndex % mix.lines.length];
      const created = expect2xx(
        await timed('order create', () =>
          call(cluster.baseUrl, 'POST', '/api/v1/orders/create-razorpay-order', {
            ...options,
            token,
            body: { products: [line], isBundle: false },
          }),
        ),
      );
      const providerOrderId = created.json.body.id as string;
      const paid = expect2xx(
        await timed('sandbox pay', () =>
          call(cluster.baseUrl, 'POST', `/api/v1/payments/sandbox/orders/${providerOrderId}/pay`, {
            ...options,
            body: checkoutDetails(mobile),
          }),
        ),
      );
      expect2xx(
        await timed('payment verify', () =>
          call(cluster.baseUrl, 'POST', '/api/v1/orders/verify-payment-signature', {
            ...options,
            token,
            body: {
              razorpayPaymentId: paid.json.body.razorpay_payment_id,
              razorpayOrderId: providerOrderId,
              razorpaySignature: paid.json.body.razorpay_signature,
            },
          }),
        ),
      );
    } catch (error) {
      if ((error as Error).message !== 'refused' && !samples.length) throw error;
    } finally {
      agent.destroy();
    }
  };

  // Journeys start at the pace that makes their steps CHECKOUT_SHARE of all requests.
  const journeyRate = (rate * CHECKOUT_SHARE) / CHECKOUT_STEPS.length;
  const browseRate = rate * (1 - CHECKOUT_SHARE);
  const began = performance.now();
  let browsed = 0;
  let journeys = 0;
  const launch = (work: () => Promise<void>) => {
    const promise = work().finally(() => pending.delete(promise));
    pending.add(promise);
  };
  while (performance.now() - began < holdSeconds * 1000) {
    const elapsed = (performance.now() - began) / 1000;
    while (browsed < elapsed * browseRate && samples.length + inFlight < MAX_REQUESTS_PER_STEP) {
      browsed++;
      launch(browseOnce);
    }
    while (journeys < elapsed * journeyRate) {
      journeys++;
      launch(buyOnce);
    }
    if (inFlight > MAX_IN_FLIGHT) {
      overloaded = true;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const seconds = (performance.now() - began) / 1000;
  await Promise.all(pending);
  for (const { agent } of agents) agent.destroy();

  const times = samples.map((sample) => sample.ms);
  const errors = samples.filter((sample) => !sample.ok).length;
  const p99 = percentile(times, 0.99);
  const achieved = samples.length / seconds;
  const reasons = [
    ...(errors > 0 ? [`${errors} errors`] : []),
    ...(p99 > P99_LIMIT_MS ? [`p99 ${p99.toFixed(0)} ms`] : []),
    ...(overloaded ? [`over ${MAX_IN_FLIGHT} requests waiting`] : []),
    ...(achieved < rate * 0.9 && !overloaded ? [`only ${achieved.toFixed(0)} req/s answered`] : []),
  ];
  return {
    rate,
    achieved,
    requests: samples.length,
    errors,
    p50: percentile(times, 0.5),
    p99,
    holds: reasons.length === 0,
    reason: reasons.join(', '),
    samples,
    firstErrors,
  };
}

/** The pages and API reads a shopper browsing the shop asks for, with real slugs from the demo shop. */
async function browseTargets(baseUrl: string) {
  const products = (await call(baseUrl, 'GET', '/api/v1/products?limit=0')).json.body as {
    slug: string;
    category?: { slug?: string };
  }[];
  const blogs = ((await call(baseUrl, 'GET', '/api/v1/blogs')).json.body ?? []) as { slug: string }[];
  const categories = [...new Set(products.flatMap((product) => product.category?.slug ?? []))];
  const slugs = products.map((product) => product.slug);
  const targets: { step: string; url: string }[] = [];
  for (let i = 0; i < 12; i++) {
    const slug = slugs[i % slugs.length];
    targets.push(
      { step: 'home page', url: '/' },
      { step: 'listing page', url: `/category/${categories[i % categories.length]}` },
      { step: 'product page', url: `/product/${slug}` },
      {
        step: 'search (API)',
        url: `/api/v1/products?limit=8&status=true&searchQuery=${['serum', 'oil', 'kumkumadi', 'shampoo'][i % 4]}`,
      },
      { step: 'article page', url: blogs.length ? `/blog/${blogs[i % blogs.length]?.slug}` : '/blog' },
      { step: 'product (API)', url: `/api/v1/products/findBySlug/${slug}` },
      { step: 'listing (API)', url: `/api/v1/products?limit=20&page=${1 + (i % 2)}` },
    );
  }
  return targets;
}

/** The newest login code for a number, from the end of the shared console SMS outbox. */
async function readOtpFromTail(dataDir: string, mobile: string): Promise<string> {
  const file = path.join(dataDir, 'outbox', 'sms.jsonl');
  for (let attempt = 0; attempt < 40; attempt++) {
    const handle = await open(file, 'r');
    try {
      const { size } = await handle.stat();
      const length = Math.min(size, 256 * 1024);
      const buffer = Buffer.alloc(length);
      await handle.read(buffer, 0, length, size - length);
      const lines = buffer.toString('utf8').split('\n').reverse();
      for (const line of lines) {
        if (!line.includes(`"${mobile}"`)) continue;
        const code = line.match(/\b(\d{6})\b/)?.[1];
        if (code && !line.includes('templateId')) return code;
      }
    } finally {
      await handle.close();
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no code texted to ${mobile}`);
}

await main();
