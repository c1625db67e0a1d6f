import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisReachable, TEST_REDIS_URL } from '../../test/redis.ts';
import { call, login, loginAs } from '../../test/shop.ts';
import { postgresReachable, type TwoInstances, twoInstances } from '../../test/two-instances.ts';

// A write on one instance must reach every instance's catalog cache within a second, though the cache would
// otherwise keep its answers for ten minutes.
const LONG_TTL = {
  CATALOG_CACHE_TTL_MS: '600000',
  // Every login here comes from one address, and with Redis its hourly count outlives the run.
  OTP_SENDS_PER_ADDRESS_PER_HOUR: '10000',
};
const WITHIN_MS = 1000;

const postgresUp = await postgresReachable();
const redisUp = await redisReachable();

/** Polls `read` until `check` holds, failing with the last value once `withinMs` have passed. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, withinMs: number) {
  const deadline = Date.now() + withinMs;
  let value = await read();
  while (!check(value)) {
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value)} after ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = await read();
  }
  return value;
}

const get = async (app: FastifyInstance, url: string) => {
  const response = await app.inject({ method: 'GET', url: `/api/v1${url}` });
  return { json: response.json(), cached: response.headers['x-cache'] === 'hit' };
};

/** Waits until the instance answers `url` from the database again: its cache was emptied. */
const cacheEmptied = (app: FastifyInstance, url: string) =>
  eventually(
    () => get(app, url),
    (read) => !read.cached,
    5000,
  );

/** Reads twice so the answer is in the instance's cache, and checks that it is. */
async function cache(app: FastifyInstance, url: string) {
  await get(app, url);
  const again = await get(app, url);
  expect(again.cached, url).toBe(true);
  return again.json;
}

/** Lowers the base size's sale price through the back office of `app`. */
async function lowerPrice(app: FastifyInstance, admin: string, productId: string, byPaise: number) {
  const edited = await call(app, 'GET', `/admin/products/${productId}`, { token: admin });
  const sizes = edited.json.body.sizes.map((size: { salePrice: number }, index: number) =>
    index === 0 ? { ...size, salePrice: size.salePrice - byPaise } : size,
  );
  const saved = await call(app, 'PATCH', `/admin/products/${productId}`, {
    token: admin,
    payload: { sizes },
  });
  expect(saved.statusCode, JSON.stringify(saved.json)).toBe(200);
}

function sharedCatalogCases(pair: () => TwoInstances) {
  let product: { _id: string; slug: string };
  let admin: string;

  beforeAll(async () => {
    const { one } = pair();
    admin = (await loginAs(one.app, one.dataDir, 'ADMIN')).token;
    product = (await call(one.app, 'GET', '/products?limit=1')).json.body[0];
  });

  it("shows a price changed on one instance in the other's cached answers within a second", async () => {
    const { one, two } = pair();
    const page = `/products/findBySlug/${product.slug}`;
    const before = (await cache(two.app, page)).body.baseSalePrice as number;
    const listing = `/products?limit=0`;
    await cache(two.app, listing);

    await lowerPrice(one.app, admin, product._id, 100);

    await eventually(
      () => get(two.app, page),
      (read) => read.json.body.baseSalePrice === before - 100,
      WITHIN_MS,
    );
    const listed = (await get(two.app, listing)).json.body.find(
      (item: { _id: string }) => item._id === product._id,
    );
    expect(listed.baseSalePrice).toBe(before - 100);
  });

  it("shows a review approved on one instance in the other's cached answers within a second", async () => {
    const { one, two } = pair();
    const shopper = (await login(two.app, two.dataDir)).token;
    const submitted = await call(two.app, 'POST', '/productReviews/userReviews', {
      token: shopper,
      payload: {
        product: product._id,
        rating: 4,
        displayName: 'Two Instances',
        reviewText: 'Seen everywhere',
      },
    });
    expect(submitted.statusCode, JSON.stringify(submitted.json)).toBe(200);
    const id = submitted.json.body._id as string;
    const reviews = `/productReviews?product=${product._id}&limit=0`;
    expect((await cache(two.app, reviews)).body.map((review: { _id: string }) => review._id)).not.toContain(
      id,
    );

    const staff = (await loginAs(one.app, one.dataDir, 'STAFF')).token;
    const approved = await call(one.app, 'PATCH', `/admin/reviews/${id}`, {
      token: staff,
      payload: { reviewStatus: 'ACTIVE' },
    });
    expect(approved.statusCode).toBe(200);

    await eventually(
      () => get(two.app, reviews),
      (read) => read.json.body.some((review: { _id: string }) => review._id === id),
      WITHIN_MS,
    );
  });
}

describe.skipIf(!postgresUp || !redisUp)('the catalog cache across two instances, through Redis', () => {
  let instances: TwoInstances;
  beforeAll(async () => {
    instances = await twoInstances({ env: LONG_TTL });
  }, 120_000);
  afterAll(() => instances?.close());

  sharedCatalogCases(() => instances);

  it('clears its cache when its subscription comes back, since changes sent meanwhile were lost', async () => {
    const { two } = instances;
    const url = '/categories?limit=0';
    await cache(two.app, url);
    const redis = new Redis(TEST_REDIS_URL);
    try {
      // This process's subscribers (both instances of the pair), not those of tests running beside it.
      const clients = String(await redis.call('CLIENT', 'LIST', 'TYPE', 'pubsub'));
      const ours = [...clients.matchAll(/\bid=(\d+)\b.*\bname=(\S+)/g)].filter(([, , name]) =>
        name?.endsWith(`:catalog_changed:${process.pid}`),
      );
      expect(ours.length).toBeGreaterThanOrEqual(2);
      for (const [, id] of ours) await redis.call('CLIENT', 'KILL', 'ID', String(id));
    } finally {
      await redis.quit();
    }
    // Nothing was written, so only the reconnection can have emptied the cache.
    await cacheEmptied(two.app, url);
  });
});

describe.skipIf(!postgresUp)(
  'the catalog cache across two instances, through PostgreSQL LISTEN/NOTIFY',
  () => {
    let instances: TwoInstances;
    beforeAll(async () => {
      instances = await twoInstances({ env: LONG_TTL, redis: false });
    }, 120_000);
    afterAll(() => instances?.close());

    sharedCatalogCases(() => instances);

    it('clears its cache when its listener comes back, since notifications sent meanwhile were lost', async () => {
      const { two, databaseUrl } = instances;
      const url = '/categories?limit=0';
      await cache(two.app, url);
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const ended = await client.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()`,
        );
        expect(ended.rowCount).toBeGreaterThanOrEqual(2);
      } finally {
        await client.end();
      }
      await cacheEmptied(two.app, url);
      // Cleared only once it listens again, so the next change arrives as before.
      const { one } = instances;
      const admin = (await loginAs(one.app, one.dataDir, 'ADMIN')).token;
      const product = (await call(one.app, 'GET', '/products?limit=1')).json.body[0];
      const page = `/products/findBySlug/${product.slug}`;
      const before = (await cache(two.app, page)).body.baseSalePrice as number;
      await lowerPrice(one.app, admin, product._id, 50);
      await eventually(
        () => get(two.app, page),
        (read) => read.json.body.baseSalePrice === before - 50,
        WITHIN_MS,
      );
    });
  },
);
