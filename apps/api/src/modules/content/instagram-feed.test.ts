import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeInstagram,
  fakeMedia,
  MP4_BYTES,
  PAGE_SIZE,
  startFakeInstagram,
} from '../../../test/fake-instagram.ts';
import { solidPng } from '../../../test/large-png.ts';
import { startS3 } from '../../../test/s3.ts';
import { call, loginAs } from '../../../test/shop.ts';
import { createTestApp, getJson, type TestApp } from '../../../test/test-app.ts';
import { InstagramGraph } from '../../adapters/instagram/instagram-graph.ts';
import { LocalStorage } from '../../adapters/storage/local-storage.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import { createUploadStores } from '../../adapters/storage/upload-stores.ts';
import { loadConfig } from '../../config.ts';
import { instagramFeed, instagramMedia, instagramReels } from '../../db/schema.ts';
import { JobQueue } from '../jobs/job-queue.ts';
import {
  INSTAGRAM_REFRESH_JOB,
  INSTAGRAM_REFRESH_MINUTES,
  InstagramFeedService,
} from './instagram-feed.service.ts';

let fake: FakeInstagram;
let t: TestApp;
let staff: string;
const DAY_MS = 24 * 3_600_000;

beforeAll(async () => {
  fake = await startFakeInstagram();
  t = await createTestApp({
    INSTAGRAM_ACCESS_TOKEN: 'first-token',
    INSTAGRAM_USER_ID: fake.userId,
    INSTAGRAM_API_URL: fake.url,
  });
  staff = (await loginAs(t.app, t.dataDir, 'STAFF')).token;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.mode = 'ok';
  fake.videoBytes = undefined;
  fake.calls.length = 0;
  fake.downloads.length = 0;
});

const refresh = async () => {
  await t.app.services.jobs.send(INSTAGRAM_REFRESH_JOB, {});
  return t.app.services.jobs.runDue({ names: [INSTAGRAM_REFRESH_JOB] });
};
const publicIds = async (app = t.app) =>
  (await getJson(app, '/instagramReels?limit=0')).json.body.map((reel: { _id: string }) => reel._id);
const feedRow = async () => {
  const [row] = await t.app.db.select().from(instagramFeed);
  return row;
};
const mediaCalls = () => fake.calls.filter((c) => c.path.endsWith('/media'));
/** The newest first, an hour apart, from `newest`. */
const hoursBefore = (newest: Date, hours: number) => new Date(newest.getTime() - hours * 3_600_000);
const uploadedReels = async (app = t.app) =>
  (
    await app.db
      .select()
      .from(instagramReels)
      .where(eq(instagramReels.status, true))
      .orderBy(asc(instagramReels.priority), asc(instagramReels.createdAt))
  ).map((row) => row.id);

/** 40 media, newest first: every third a reel, and among the others images, albums and plain feed videos. */
function accountMedia(newest: Date) {
  const kinds = ['reel', 'image', 'album', 'reel', 'feed-video', 'image'] as const;
  return Array.from({ length: 40 }, (_, index) =>
    fakeMedia(
      fake,
      `1790000000000${String(index).padStart(4, '0')}`,
      kinds[index % 6] ?? 'image',
      hoursBefore(newest, index),
    ),
  );
}

describe('the Instagram reels strip', () => {
  it('lists the uploaded reels until the first refresh has stored any', async () => {
    expect(await publicIds()).toEqual(await uploadedReels());
  });

  it('keeps the reels among the latest 30 media, paging until it has 30, and copies their files once', async () => {
    fake.media = accountMedia(new Date('2026-11-20T10:00:00Z'));
    expect(await refresh()).toEqual({ completed: 1, failed: 0 });

    // 30 media take three pages of 12; the fourth page, beyond 30, is never asked for.
    expect(mediaCalls()).toHaveLength(Math.ceil(30 / PAGE_SIZE));
    const reelsInFirst30 = fake.media
      .slice(0, 30)
      .filter((m) => m.media_product_type === 'REELS')
      .map((m) => m.id);
    expect(reelsInFirst30).toHaveLength(10);
    // Newest first; the images, albums and the plain feed videos are left out, and so are reels past the 30th.
    expect(await publicIds()).toEqual(reelsInFirst30);
    const [first] = (await getJson(t.app, '/instagramReels?limit=1')).json.body;
    expect(first).toEqual({
      _id: reelsInFirst30[0],
      video: `instagram/${reelsInFirst30[0]}.mp4`,
      poster: `instagram/${reelsInFirst30[0]}.jpg`,
      permalink: `https://www.instagram.com/reel/${reelsInFirst30[0]}/`,
    });
    // The copy is served by the shop itself, from its storage.
    const video = await t.app.inject({ method: 'GET', url: `/uploads/${first.video}` });
    expect(video.statusCode).toBe(200);
    expect(video.rawPayload.equals(MP4_BYTES)).toBe(true);
    expect(fake.downloads).toHaveLength(20);
    // The token never reaches the shopper's side.
    expect(JSON.stringify((await getJson(t.app, '/instagramReels?limit=0')).json)).not.toContain(
      'first-token',
    );

    // A second refresh copies nothing again.
    fake.downloads.length = 0;
    await refresh();
    expect(fake.downloads).toEqual([]);
    expect(await feedRow()).toMatchObject({ lastError: null, lastRefreshedAt: expect.any(Date) });
  });

  it('adds new reels, and removes the rows and files of those that dropped out of the latest 30', async () => {
    const before = await publicIds();
    const newest = new Date('2026-11-22T10:00:00Z');
    // Two new reels and four new images push the oldest media out of the 30.
    fake.media = [
      fakeMedia(fake, '17900000000001001', 'reel', newest),
      fakeMedia(fake, '17900000000001002', 'image', hoursBefore(newest, 1)),
      fakeMedia(fake, '17900000000001003', 'reel', hoursBefore(newest, 2)),
      ...['4', '5', '6', '7'].map((n) =>
        fakeMedia(fake, `1790000000000100${n}`, 'image', hoursBefore(newest, 3)),
      ),
      ...fake.media,
    ];
    const dropped = fake.media
      .slice(30)
      .filter((m) => m.media_product_type === 'REELS' && before.includes(m.id))
      .map((m) => m.id);
    expect(dropped.length).toBeGreaterThan(0);
    await refresh();
    const after = await publicIds();
    expect(after.slice(0, 2)).toEqual(['17900000000001001', '17900000000001003']);
    for (const id of dropped) {
      expect(after).not.toContain(id);
      const file = await t.app.inject({ method: 'GET', url: `/uploads/instagram/${id}.mp4` });
      expect(file.statusCode).toBe(404);
    }
    expect(await t.app.db.select().from(instagramMedia)).toHaveLength(after.length);
  });

  it.each([
    ['an expired token', 'expired-token', 'Instagram refused the access token: it has expired.'],
    ['a rate limit', 'rate-limit', 'Instagram asked the shop to slow down (rate limit)'],
  ] as const)('keeps the last list on %s, and says why in the back office', async (_, mode, said) => {
    const shown = await publicIds();
    const lastGood = (await feedRow())?.lastRefreshedAt;
    fake.mode = mode;
    fake.media = [fakeMedia(fake, '17900000000002001', 'reel', new Date()), ...fake.media];
    expect(await refresh()).toEqual({ completed: 1, failed: 0 });
    expect(await publicIds()).toEqual(shown);
    const status = await call(t.app, 'GET', '/admin/instagramFeed', { token: staff });
    expect(status.statusCode).toBe(200);
    expect(status.json.body).toMatchObject({ configured: true, reels: shown.length });
    expect(status.json.body.lastError).toContain(said);
    expect(status.json.body.lastRefreshedAt).toBe(lastGood?.toISOString());
    fake.media = fake.media.slice(1);
  });

  it('keeps the last list when Instagram does not answer in time', async () => {
    const shown = await publicIds();
    const stored = new LocalStorage(await mkdtemp(path.join(os.tmpdir(), 'reels-timeout-')));
    // The shop's own service on the same database, with a short timeout against a server that never answers.
    const impatient = new InstagramFeedService(t.app.db, {
      graph: new InstagramGraph({ userId: fake.userId, baseUrl: fake.url, timeoutMs: 200 }),
      seedToken: 'first-token',
      storage: stored,
      log: () => {},
      onChange: () => {},
    });
    fake.mode = 'hang';
    await impatient.refresh();
    expect(fake.calls.length).toBeGreaterThan(0);
    expect((await feedRow())?.lastError).toBe(
      'Instagram did not answer in time; the next refresh tries again.',
    );
    expect(await publicIds()).toEqual(shown);
    await rm(stored.root, { recursive: true, force: true });
  });

  it('renews the token near its expiry, keeps the renewed one and uses it from then on', async () => {
    // A seeded token under 24 hours old is never renewed: Instagram would refuse.
    await refresh();
    expect(fake.calls.map((c) => c.path)).not.toContain('/refresh_access_token');

    await t.app.db.update(instagramFeed).set({
      tokenIssuedAt: new Date(Date.now() - 50 * DAY_MS),
      tokenExpiresAt: new Date(Date.now() + 5 * DAY_MS),
    });
    fake.calls.length = 0;
    await refresh();
    expect(fake.calls[0]).toEqual({ path: '/refresh_access_token', token: 'first-token' });
    const row = await feedRow();
    expect(row?.accessToken).toBe('renewed-token');
    expect(row?.tokenExpiresAt?.getTime()).toBeGreaterThan(Date.now() + 59 * DAY_MS);
    expect(mediaCalls().every((c) => c.token === 'renewed-token')).toBe(true);

    // The old token no longer works at Instagram; the list still refreshes, with the stored one.
    fake.validTokens.delete('first-token');
    fake.calls.length = 0;
    fake.media = [fakeMedia(fake, '17900000000003001', 'reel', new Date()), ...fake.media];
    await refresh();
    expect(fake.calls.every((c) => c.token === 'renewed-token')).toBe(true);
    expect((await publicIds())[0]).toBe('17900000000003001');
    expect((await feedRow())?.lastError).toBeNull();
  });

  it('never logs the token', async () => {
    const lines: string[] = [];
    const service = new InstagramFeedService(t.app.db, {
      graph: new InstagramGraph({ userId: fake.userId, baseUrl: fake.url }),
      seedToken: 'first-token',
      storage: new LocalStorage(path.join(t.dataDir, 'never-logged')),
      log: (line) => lines.push(line),
      onChange: () => {},
    });
    fake.mode = 'expired-token';
    await service.refresh();
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toMatch(/first-token|renewed-token|access_token/);
  });
});

describe('the reels in a bucket', () => {
  it('copies the files into the uploads bucket and deletes them there when the reel drops out', async () => {
    const s3 = await startS3();
    try {
      const bucket = (await createUploadStores(loadConfig({ NODE_ENV: 'test', ...s3.env }))).originals;
      const service = new InstagramFeedService(t.app.db, {
        graph: new InstagramGraph({ userId: fake.userId, baseUrl: fake.url }),
        seedToken: 'first-token',
        storage: bucket,
        log: () => {},
        onChange: () => {},
      });
      fake.mode = 'ok';
      fake.validTokens.add('first-token');
      fake.media = [fakeMedia(fake, '17900000000004001', 'reel', new Date())];
      // Larger than one part of 5 MB: the streamed video goes up in parts.
      fake.videoBytes = 6 * 1024 * 1024;
      await service.refresh();
      const object = (key: string) => fetch(`${s3.publicUrl}/${key}`).then((res) => res.status);
      const video = await fetch(`${s3.publicUrl}/instagram/17900000000004001.mp4`);
      expect(video.status).toBe(200);
      expect((await video.arrayBuffer()).byteLength).toBe(6 * 1024 * 1024);
      expect(await object('instagram/17900000000004001.jpg')).toBe(200);

      fake.media = [fakeMedia(fake, '17900000000004002', 'image', new Date())];
      await service.refresh();
      expect(await t.app.db.select().from(instagramMedia)).toEqual([]);
      expect(await object('instagram/17900000000004001.mp4')).toBe(404);
      expect(await object('instagram/17900000000004001.jpg')).toBe(404);
    } finally {
      await s3.close();
    }
  });
});

describe('a large video', () => {
  const LIMIT = 200_000;
  /** A feed service on a folder of its own, whose storage records what each put was given. */
  async function feedInFolder() {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'shop-reels-'));
    const local = new LocalStorage(folder);
    const given: { key: string; streamed: boolean }[] = [];
    const storage: Storage = {
      put: (key, data) => {
        given.push({ key, streamed: data instanceof Readable });
        return local.put(key, data);
      },
      open: (key) => local.open(key),
      has: (key) => local.has(key),
      delete: (key) => local.delete(key),
      publicUrl: () => local.publicUrl(),
    };
    const service = new InstagramFeedService(t.app.db, {
      graph: new InstagramGraph({ userId: fake.userId, baseUrl: fake.url, maxFileBytes: LIMIT }),
      seedToken: 'first-token',
      storage,
      log: () => {},
      onChange: () => {},
    });
    const files = async () =>
      (await readdir(folder, { recursive: true, withFileTypes: true })).filter((f) => f.isFile());
    return { service, folder, given, files };
  }

  it('goes to the storage as it downloads, whole, when it is within the limit', async () => {
    const { service, folder, given, files } = await feedInFolder();
    try {
      fake.videoBytes = LIMIT - 1_000;
      fake.media = [fakeMedia(fake, '17900000000006001', 'reel', new Date())];
      await service.refresh();
      expect(given).toEqual([
        { key: 'instagram/17900000000006001.mp4', streamed: true },
        { key: 'instagram/17900000000006001.jpg', streamed: false },
      ]);
      const video = await stat(path.join(folder, 'instagram/17900000000006001.mp4'));
      expect(video.size).toBe(LIMIT - 1_000);
      expect((await files()).map((f) => f.name).sort()).toEqual([
        '17900000000006001.jpg',
        '17900000000006001.mp4',
      ]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('is cut off at the limit while streaming, with no length declared, and leaves nothing behind', async () => {
    const { service, folder, files } = await feedInFolder();
    try {
      fake.videoBytes = LIMIT * 5;
      fake.media = [fakeMedia(fake, '17900000000006002', 'reel', new Date())];
      await service.refresh();
      expect(await files()).toEqual([]);
      expect(
        await t.app.db.select().from(instagramMedia).where(eq(instagramMedia.mediaId, '17900000000006002')),
      ).toEqual([]);
      expect((await feedRow())?.lastError).toMatch(/^1 new reel could not be copied from Instagram/);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('a poster over the pixel limit', () => {
  it('is not copied: the reel waits, and the owner is told', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'shop-reels-'));
    try {
      const service = new InstagramFeedService(t.app.db, {
        graph: new InstagramGraph({ userId: fake.userId, baseUrl: fake.url }),
        seedToken: 'first-token',
        storage: new LocalStorage(folder),
        log: () => {},
        onChange: () => {},
      });
      fake.posterBytes = await solidPng(16_000, 16_000);
      fake.media = [fakeMedia(fake, '17900000000007001', 'reel', new Date())];
      await service.refresh();
      expect(await readdir(folder, { recursive: true })).toEqual([]);
      expect(
        await t.app.db.select().from(instagramMedia).where(eq(instagramMedia.mediaId, '17900000000007001')),
      ).toEqual([]);
      expect((await feedRow())?.lastError).toMatch(/^1 new reel could not be copied from Instagram/);
    } finally {
      fake.posterBytes = undefined;
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('the reels without an Instagram token', () => {
  it('are the reels uploaded in the back office, and the back office says the feed is off', async () => {
    const plain = await createTestApp();
    try {
      const token = (await loginAs(plain.app, plain.dataDir, 'STAFF')).token;
      const added = await call(plain.app, 'POST', '/admin/instagramReels', {
        token,
        payload: {
          video: 'reels/a.mp4',
          poster: 'reels/a.jpg',
          permalink: 'https://www.instagram.com/reel/a/',
        },
      });
      expect(added.statusCode).toBe(200);
      expect(await uploadedReels(plain.app)).toEqual([added.json.body._id]);
      expect(await publicIds(plain.app)).toEqual(await uploadedReels(plain.app));
      const status = await call(plain.app, 'GET', '/admin/instagramFeed', { token });
      expect(status.json.body).toMatchObject({ configured: false, reels: expect.any(Number) });
      const asked = await call(plain.app, 'POST', '/admin/instagramFeed/refresh', { token });
      expect(asked.statusCode).toBe(409);
    } finally {
      await plain.close();
    }
  });

  it('are none with nothing uploaded either', async () => {
    const plain = await createTestApp();
    try {
      expect((await getJson(plain.app, '/instagramReels')).json.body).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});

// Each worker here starts on its own copy of the database.
describe('a worker starting with an Instagram token', () => {
  const waitFor = async (check: () => Promise<boolean>) => {
    for (const started = Date.now(); !(await check()); ) {
      if (Date.now() - started > 30_000) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  const queued = async (app: TestApp['app']) => {
    const { rows } = (await app.db.execute(
      sql.raw(
        `select count(*)::int as count from ${app.config.JOBS_SCHEMA}.job where name = '${INSTAGRAM_REFRESH_JOB}'`,
      ),
    )) as unknown as { rows: { count: number }[] };
    return rows[0]?.count;
  };
  /** The refresh's slot at `onceWithinSeconds`: jobs queued at start in one slot are one job. */
  const slot = (at: Date) => Math.floor(at.getTime() / (INSTAGRAM_REFRESH_MINUTES * 60_000));

  it('refreshes a feed that never refreshed at once, not at the first tick, and once for instances starting together', async () => {
    fake.validTokens.add('start-token');
    fake.media = [fakeMedia(fake, '17900000000005001', 'reel', new Date())];
    const startedAt = new Date();
    const worker = await createTestApp({
      INSTAGRAM_ACCESS_TOKEN: 'start-token',
      INSTAGRAM_USER_ID: fake.userId,
      INSTAGRAM_API_URL: fake.url,
      JOBS_WORKER: 'true',
    });
    try {
      await waitFor(async () => (await publicIds(worker.app)).includes('17900000000005001'));
      expect(await queued(worker.app)).toBe(1);

      // A second instance starting as the list falls due: pg-boss's singleton slot keeps it to the one job.
      await worker.app.db.update(instagramFeed).set({ lastRefreshedAt: new Date(Date.now() - 3_600_000) });
      const second = new JobQueue(worker.app.db, {
        worker: true,
        schema: worker.app.config.JOBS_SCHEMA,
        log: () => {},
      });
      let due = false;
      second.define({
        name: INSTAGRAM_REFRESH_JOB,
        retryLimit: 0,
        retryDelaySeconds: 60,
        handler: async () => {},
        atStart: {
          due: async () => (due = await worker.app.services.instagramFeed.refreshDue()),
          onceWithinSeconds: INSTAGRAM_REFRESH_MINUTES * 60,
        },
      });
      await second.start();
      await second.stop();
      expect(due).toBe(true);
      // Started either side of a slot's edge, the two are in different slots, and each queues its one.
      expect(await queued(worker.app)).toBe(slot(startedAt) === slot(new Date()) ? 1 : 2);
    } finally {
      await worker.close();
    }
  });

  it('queues nothing when the list is fresh or no token is set', async () => {
    const service = t.app.services.instagramFeed;
    await t.app.db.update(instagramFeed).set({ lastRefreshedAt: new Date() });
    expect(await service.refreshDue()).toBe(false);
    expect(await service.refreshDue(new Date(Date.now() + INSTAGRAM_REFRESH_MINUTES * 60_000))).toBe(true);
    const plain = await createTestApp({ JOBS_WORKER: 'true' });
    try {
      expect(await plain.app.services.instagramFeed.refreshDue()).toBe(false);
      expect(await queued(plain.app)).toBe(0);
    } finally {
      await plain.close();
    }
  });
});
