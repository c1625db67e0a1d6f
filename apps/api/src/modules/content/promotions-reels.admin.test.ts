import { describe, expect, it } from 'vitest';
import { seededImage, staff, t, useContentAdminApp } from '../../../test/content-admin.ts';
import { call } from '../../../test/shop.ts';
import { getJson } from '../../../test/test-app.ts';

useContentAdminApp();

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
