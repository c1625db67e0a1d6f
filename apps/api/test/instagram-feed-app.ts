import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { instagramFeed, instagramReels } from '../src/db/schema.ts';
import { INSTAGRAM_REFRESH_JOB } from '../src/modules/content/instagram-feed.service.ts';
import { type FakeInstagram, fakeMedia, startFakeInstagram } from './fake-instagram.ts';
import { loginAs } from './shop.ts';
import { createTestApp, getJson, type TestApp } from './test-app.ts';

// The Instagram feed's tests share one set-up, an app reading from a stand-in Instagram, and these helpers. The
// bindings are filled in by `useInstagramFeedApp`'s beforeAll.

export let fake: FakeInstagram;
export let t: TestApp;
export let staff: string;
export const DAY_MS = 24 * 3_600_000;

/** Starts the stand-in Instagram and an app that reads from it before this file's tests, and stops both after. */
export function useInstagramFeedApp(): void {
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
}

export const refresh = async () => {
  await t.app.services.jobs.send(INSTAGRAM_REFRESH_JOB, {});
  return t.app.services.jobs.runDue({ names: [INSTAGRAM_REFRESH_JOB] });
};
export const publicIds = async (app = t.app) =>
  (await getJson(app, '/instagramReels?limit=0')).json.body.map((reel: { _id: string }) => reel._id);
export const feedRow = async () => {
  const [row] = await t.app.db.select().from(instagramFeed);
  return row;
};
export const mediaCalls = () => fake.calls.filter((c) => c.path.endsWith('/media'));
/** The newest first, an hour apart, from `newest`. */
export const hoursBefore = (newest: Date, hours: number) => new Date(newest.getTime() - hours * 3_600_000);
export const uploadedReels = async (app = t.app) =>
  (
    await app.db
      .select()
      .from(instagramReels)
      .where(eq(instagramReels.status, true))
      .orderBy(asc(instagramReels.priority), asc(instagramReels.createdAt))
  ).map((row) => row.id);

/** 40 media, newest first: every third a reel, and among the others images, albums and plain feed videos. */
export function accountMedia(newest: Date) {
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
