import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeMedia, MP4_BYTES, PAGE_SIZE } from '../../../test/fake-instagram.ts';
import {
  accountMedia,
  DAY_MS,
  fake,
  feedRow,
  hoursBefore,
  mediaCalls,
  publicIds,
  refresh,
  staff,
  t,
  uploadedReels,
  useInstagramFeedApp,
} from '../../../test/instagram-feed-app.ts';
import { call } from '../../../test/shop.ts';
import { getJson } from '../../../test/test-app.ts';
import { InstagramGraph } from '../../adapters/instagram/instagram-graph.ts';
import { LocalStorage } from '../../adapters/storage/local-storage.ts';
import { instagramFeed, instagramMedia } from '../../db/schema.ts';
import { InstagramFeedService } from './instagram-feed.service.ts';

useInstagramFeedApp();

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
