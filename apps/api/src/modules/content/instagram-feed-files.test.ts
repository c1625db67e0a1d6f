import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fakeMedia } from '../../../test/fake-instagram.ts';
import {
  fake,
  feedRow,
  publicIds,
  t,
  uploadedReels,
  useInstagramFeedApp,
} from '../../../test/instagram-feed-app.ts';
import { solidPng } from '../../../test/large-png.ts';
import { startS3 } from '../../../test/s3.ts';
import { call, loginAs } from '../../../test/shop.ts';
import { createTestApp, getJson, type TestApp } from '../../../test/test-app.ts';
import { InstagramGraph } from '../../adapters/instagram/instagram-graph.ts';
import { LocalStorage } from '../../adapters/storage/local-storage.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import { createUploadStores } from '../../adapters/storage/upload-stores.ts';
import { loadConfig } from '../../config.ts';
import { instagramFeed, instagramMedia } from '../../db/schema.ts';
import { JobQueue } from '../jobs/job-queue.ts';
import {
  INSTAGRAM_REFRESH_JOB,
  INSTAGRAM_REFRESH_MINUTES,
  InstagramFeedService,
} from './instagram-feed.service.ts';

useInstagramFeedApp();

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
