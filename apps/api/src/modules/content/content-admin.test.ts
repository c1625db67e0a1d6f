import { describe, expect, it } from 'vitest';
import { auditRows, seededImage, staff, t, useContentAdminApp } from '../../../test/content-admin.ts';
import { call } from '../../../test/shop.ts';
import { getJson } from '../../../test/test-app.ts';
import { carouselItems } from '../../db/schema.ts';

useContentAdminApp();

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
