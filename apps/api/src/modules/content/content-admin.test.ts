import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs } from '../../../test/shop.ts';
import { createTestApp, getJson, type TestApp } from '../../../test/test-app.ts';
import { auditLog, carouselItems } from '../../db/schema.ts';

let t: TestApp;
let staff: string;
let seededImage: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = (await loginAs(t.app, t.dataDir, 'STAFF')).token;
  const [first] = await t.app.db.select().from(carouselItems).limit(1);
  if (!first) throw new Error('the seed has no carousel');
  seededImage = first.image;
});
afterAll(() => t.close());

const auditRows = (entityType: string, entityId: string) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)));

describe('carousels in the back office', () => {
  it('adds an item that the public carousel shows at once, and records who did it', async () => {
    const before = await getJson(t.app, '/carousels?limit=20&targetDevice=DESKTOP');
    const created = await call(t.app, 'POST', '/admin/carousels', {
      token: staff,
      payload: {
        image: seededImage,
        alt: 'New banner',
        buttonLink: '/category/hair',
        targetDevice: 'DESKTOP',
      },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json.body).toMatchObject({ mediaType: 'IMAGE', status: true, priority: 0, poster: null });
    const after = await getJson(t.app, '/carousels?limit=20&targetDevice=DESKTOP');
    expect(after.json.body.length).toBe(before.json.body.length + 1);
    expect(after.json.body.map((c: { alt: string }) => c.alt)).toContain('New banner');
    const rows = await auditRows('carousel', created.json.body._id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'create', before: null });
    expect(rows[0]?.after).toMatchObject({ alt: 'New banner' });
  });

  it.each([
    ['javascript:alert(1)', 'a script'],
    ['JavaScript:alert(1)', 'mixed case'],
    ['data:text/html,x', 'a data URL'],
    ['//evil.example/x', 'a protocol-relative address'],
    ['http://plain.example/x', 'plain http'],
    ['category/hair', 'a relative path'],
  ])('refuses the link %s (%s) with a field error and stores nothing', async (buttonLink) => {
    const count = (await t.app.db.select().from(carouselItems)).length;
    const response = await call(t.app, 'POST', '/admin/carousels', {
      token: staff,
      payload: { image: seededImage, buttonLink, targetDevice: 'MOBILE' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json.errors.buttonLink).toMatch(/path on this site|https/);
    expect((await t.app.db.select().from(carouselItems)).length).toBe(count);
  });

  it('names every missing or wrong field', async () => {
    const response = await call(t.app, 'POST', '/admin/carousels', {
      token: staff,
      payload: { mediaType: 'GIF', targetDevice: 'TV', priority: -1 },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json.errors).sort()).toEqual(
      ['buttonLink', 'image', 'mediaType', 'priority', 'targetDevice'].sort(),
    );
  });

  it('requires a poster for a video, and a video file for VIDEO', async () => {
    const noPoster = await call(t.app, 'POST', '/admin/carousels', {
      token: staff,
      payload: { mediaType: 'VIDEO', image: 'carousel/film.mp4', buttonLink: '/', targetDevice: 'MOBILE' },
    });
    expect(noPoster.statusCode).toBe(400);
    expect(noPoster.json.errors).toEqual({ poster: 'poster is required for a video' });
    const notVideo = await call(t.app, 'POST', '/admin/carousels', {
      token: staff,
      payload: {
        mediaType: 'VIDEO',
        image: seededImage,
        poster: seededImage,
        buttonLink: '/',
        targetDevice: 'MOBILE',
      },
    });
    expect(notVideo.statusCode).toBe(400);
    expect(notVideo.json.errors.image).toMatch(/video/);
  });

  it('serves a video item with its poster to the storefront', async () => {
    const created = await call(t.app, 'POST', '/admin/carousels', {
      token: staff,
      payload: {
        mediaType: 'VIDEO',
        image: 'carousel/film.mp4',
        poster: seededImage,
        buttonLink: 'https://example.com/film',
        targetDevice: 'MOBILE',
        priority: 0,
      },
    });
    expect(created.statusCode).toBe(200);
    const { json } = await getJson(t.app, '/carousels?limit=20&targetDevice=MOBILE');
    expect(json.body).toContainEqual(
      expect.objectContaining({ _id: created.json.body._id, mediaType: 'VIDEO', poster: seededImage }),
    );
  });

  it('hides an item switched off, and keeps fields a partial edit does not name', async () => {
    const created = await call(t.app, 'POST', '/admin/carousels', {
      token: staff,
      payload: { image: seededImage, alt: 'Soon off', buttonLink: '/', targetDevice: 'DESKTOP', priority: 7 },
    });
    const id = created.json.body._id;
    const patched = await call(t.app, 'PATCH', `/admin/carousels/${id}`, {
      token: staff,
      payload: { status: false },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json.body).toMatchObject({ status: false, priority: 7, alt: 'Soon off' });
    const { json } = await getJson(t.app, '/carousels?limit=20');
    expect(json.body.map((c: { _id: string }) => c._id)).not.toContain(id);
    const rows = await auditRows('carousel', id);
    expect(rows.find((row) => row.action === 'update')).toMatchObject({
      before: expect.objectContaining({ status: true }),
      after: expect.objectContaining({ status: false }),
    });
  });

  it('deletes an item, and answers 404 for one that is not there', async () => {
    const created = await call(t.app, 'POST', '/admin/carousels', {
      token: staff,
      payload: { image: seededImage, buttonLink: '/', targetDevice: 'DESKTOP' },
    });
    const id = created.json.body._id;
    expect((await call(t.app, 'DELETE', `/admin/carousels/${id}`, { token: staff })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/admin/carousels/${id}`, { token: staff })).statusCode).toBe(404);
    expect((await auditRows('carousel', id)).map((row) => row.action).sort()).toEqual(['create', 'delete']);
  });
});

describe('the category showcase', () => {
  it('edits a slot and refuses to fill a position twice', async () => {
    const { json } = await call(t.app, 'GET', '/admin/categoryShowcase', { token: staff });
    expect(json.body.map((slot: { position: number }) => slot.position)).toEqual([1, 2, 3, 4]);
    const [first, second] = json.body;
    const edited = await call(t.app, 'PATCH', `/admin/categoryShowcase/${first._id}`, {
      token: staff,
      payload: { title: 'Hair rituals' },
    });
    expect(edited.statusCode).toBe(200);
    const shown = await getJson(t.app, '/categoryShowcase?limit=20');
    expect(shown.json.body[0].title).toBe('Hair rituals');

    const clash = await call(t.app, 'PATCH', `/admin/categoryShowcase/${first._id}`, {
      token: staff,
      payload: { position: second.position },
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json.errors.position).toMatch(/already filled/);

    const fifth = await call(t.app, 'POST', '/admin/categoryShowcase', {
      token: staff,
      payload: { position: 5, image: seededImage, title: 'Five', buttonLink: '/' },
    });
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json.errors.position).toBe('position must be 1, 2, 3 or 4');
  });

  it('fills an emptied slot again with POST', async () => {
    const { json } = await call(t.app, 'GET', '/admin/categoryShowcase', { token: staff });
    const last = json.body.at(-1);
    expect(
      (await call(t.app, 'DELETE', `/admin/categoryShowcase/${last._id}`, { token: staff })).statusCode,
    ).toBe(200);
    const refilled = await call(t.app, 'POST', '/admin/categoryShowcase', {
      token: staff,
      payload: {
        position: last.position,
        image: last.image,
        title: 'Back again',
        buttonLink: '/category/skin',
      },
    });
    expect(refilled.statusCode).toBe(200);
    const again = await call(t.app, 'POST', '/admin/categoryShowcase', {
      token: staff,
      payload: { position: last.position, image: last.image, title: 'Twice', buttonLink: '/' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json.errors.position).toMatch(/already filled/);
  });
});

describe('promotion texts', () => {
  it('adds a header text that the header list shows, and clears its link', async () => {
    const created = await call(t.app, 'POST', '/admin/promotionTexts', {
      token: staff,
      payload: { title: 'Free shipping this week', link: '/category/hair', location: 'header', priority: 0 },
    });
    expect(created.statusCode).toBe(200);
    const shown = await getJson(t.app, '/promotionTexts?location=header');
    expect(shown.json.body.map((p: { title: string }) => p.title)).toContain('Free shipping this week');
    const cleared = await call(t.app, 'PATCH', `/admin/promotionTexts/${created.json.body._id}`, {
      token: staff,
      payload: { link: null },
    });
    expect(cleared.json.body).toMatchObject({
      link: null,
      title: 'Free shipping this week',
      location: 'header',
    });
  });

  it('refuses an unknown location and a script link', async () => {
    const response = await call(t.app, 'POST', '/admin/promotionTexts', {
      token: staff,
      payload: { title: 'x', link: 'javascript:alert(1)', location: 'footer' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json.errors).sort()).toEqual(['link', 'location']);
  });
});

describe('instagram reels', () => {
  it('shows none until one is added, then the active ones by priority', async () => {
    const empty = await getJson(t.app, '/instagramReels');
    expect(empty.statusCode).toBe(200);
    expect(empty.json.body).toEqual([]);
    const second = await call(t.app, 'POST', '/admin/instagramReels', {
      token: staff,
      payload: {
        video: 'reels/b.mp4',
        poster: seededImage,
        permalink: 'https://www.instagram.com/reel/b/',
        priority: 2,
      },
    });
    const first = await call(t.app, 'POST', '/admin/instagramReels', {
      token: staff,
      payload: {
        video: 'reels/a.mp4',
        poster: seededImage,
        permalink: 'https://www.instagram.com/reel/a/',
        priority: 1,
      },
    });
    await call(t.app, 'POST', '/admin/instagramReels', {
      token: staff,
      payload: {
        video: 'reels/off.mp4',
        poster: seededImage,
        permalink: 'https://www.instagram.com/reel/off/',
        status: false,
      },
    });
    expect(second.statusCode).toBe(200);
    const shown = await getJson(t.app, '/instagramReels');
    expect(shown.json.body.map((reel: { _id: string }) => reel._id)).toEqual([
      first.json.body._id,
      second.json.body._id,
    ]);
    expect(shown.json.body[0]).toEqual({
      _id: first.json.body._id,
      video: 'reels/a.mp4',
      poster: seededImage,
      permalink: 'https://www.instagram.com/reel/a/',
    });
  });

  it('refuses a permalink that is not https and a video that is an image', async () => {
    const response = await call(t.app, 'POST', '/admin/instagramReels', {
      token: staff,
      payload: { video: seededImage, poster: seededImage, permalink: 'javascript:alert(1)' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json.errors).toEqual({ permalink: 'permalink must be an https address' });
    const image = await call(t.app, 'POST', '/admin/instagramReels', {
      token: staff,
      payload: { video: seededImage, poster: seededImage, permalink: 'https://www.instagram.com/reel/x/' },
    });
    expect(image.statusCode).toBe(400);
    expect(image.json.errors.video).toMatch(/video/);
  });
});

describe('the back office answers', () => {
  // The shopper's fields of each kind of content, and what the back office's answers add to them.
  const SHOPPER = {
    carousels: ['_id', 'mediaType', 'image', 'poster', 'alt', 'buttonLink', 'targetDevice'],
    categoryShowcase: ['_id', 'position', 'image', 'title', 'buttonLink'],
    promotionTexts: ['_id', 'title', 'link', 'location'],
  };
  const ADMIN_ADDS = {
    carousels: ['status', 'priority', 'translations', 'createdAt', 'translationState'],
    categoryShowcase: ['translations', 'createdAt', 'translationState'],
    promotionTexts: ['status', 'priority', 'translations', 'createdAt', 'translationState'],
  };

  it.each(Object.keys(SHOPPER) as (keyof typeof SHOPPER)[])(
    'hold the public %s fields with the same values, and the back office’s own besides',
    async (kind) => {
      const shopper = (await getJson(t.app, `/${kind}?limit=1`)).json.body[0];
      expect(Object.keys(shopper).sort()).toEqual([...SHOPPER[kind]].sort());
      const listed = (await call(t.app, 'GET', `/admin/${kind}`, { token: staff })).json.body;
      const row = listed.find((item: { _id: string }) => item._id === shopper._id);
      expect(Object.keys(row).sort()).toEqual([...SHOPPER[kind], ...ADMIN_ADDS[kind]].sort());
      expect(row).toMatchObject(shopper);
      const one = (await call(t.app, 'GET', `/admin/${kind}/${shopper._id}`, { token: staff })).json.body;
      const { translationState: _, ...withoutState } = row;
      expect(one).toEqual(withoutState);
    },
  );
});
