import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeImageSite, PRIVATE_HOST, startFakeImageSite } from '../../../test/fake-image-site.ts';
import { call, loginAs } from '../../../test/shop.ts';
import { createTestApp, getJson, type TestApp } from '../../../test/test-app.ts';
import { PublicWebClient } from '../../adapters/public-web/public-web-client.ts';
import { blogPosts } from '../../db/schema.ts';
import { UserInputError } from '../../domain/errors.ts';
import type { Actor } from '../audit/audit-log.service.ts';
import { IMAGE_MAX_BYTES } from '../uploads/uploads.service.ts';
import { ArticleImages } from './article-images.ts';
import { BlogEditors } from './editors/blog-editors.ts';
import type { PostEditorService } from './editors/post-editor.service.ts';

let t: TestApp;
let site: FakeImageSite;
let staff: string;
/** The blog editor as the app builds it, but whose downloads may reach the stand-in site on 127.0.0.1. */
let editor: PostEditorService;
let base: { authorId: string; categoryId: string; coverImage: string };
const actor: Actor = { id: null, mobile: '9000000000', role: 'STAFF' };

beforeAll(async () => {
  [t, site] = await Promise.all([createTestApp(), startFakeImageSite()]);
  staff = (await loginAs(t.app, t.dataDir, 'STAFF')).token;
  const web = new PublicWebClient({ maxBytes: IMAGE_MAX_BYTES, ...site.clientOptions });
  editor = new BlogEditors(
    t.app.db,
    t.app.services.audit,
    () => {},
    new ArticleImages(web, t.app.services.uploads),
  ).posts;
  const [post] = await t.app.db.select().from(blogPosts).limit(1);
  if (!post) throw new Error('the seed has no blog');
  base = { authorId: post.authorId, categoryId: post.categoryId, coverImage: post.coverImage };
});
afterAll(async () => {
  await Promise.all([t.close(), site.close()]);
});
beforeEach(() => {
  site.hits.length = 0;
});

let counter = 0;
function newPost(content: string, extra: Record<string, unknown> = {}) {
  counter++;
  return {
    title: `Images from elsewhere ${counter}`,
    slug: `images-from-elsewhere-${counter}`,
    excerpt: 'A post with a picture from another site.',
    content,
    ...base,
    ...extra,
  };
}

/** The field errors a save is refused with, or a failure when it is not refused. */
async function refused(save: Promise<unknown>): Promise<Record<string, string>> {
  const error = await save.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(UserInputError);
  return (error as UserInputError).errors ?? {};
}

const postsWithSlug = async (slug: string) =>
  (await t.app.db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug))).length;

const STORED = /^\/uploads\/blog\/[0-9a-f-]{36}\.webp$/;
const sources = (html: string) =>
  [...html.matchAll(/<img src="([^"]+)"/g)].map((match) => match[1] as string);

describe('an https image in a blog post', () => {
  it('is fetched once as the post is saved, kept with the uploads, and the post names the copy', async () => {
    const photo = `${site.url}/photo.png`;
    const post = await editor.create(
      actor,
      newPost(`<p>Before</p><img src="${photo}" alt="Jar"><p>After</p><img src="${photo}" alt="Again">`, {
        coverImage: photo,
        translations: { hi: { content: `<p>पहले</p><img src="${photo}" alt="जार">` } },
      }),
    );
    // One download for the four places it appears.
    expect(site.hits).toEqual(['/photo.png']);
    const [first, second] = sources(post.content);
    expect(first).toMatch(STORED);
    expect(second).toBe(first);
    expect(post.content).toContain('alt="Jar"');
    expect(post.coverImage).toBe(first?.slice('/uploads/'.length));
    expect(sources(post.translations.hi?.content ?? '')).toEqual([first]);
    expect(post.content).not.toContain(site.url);

    // The copy is the shop's own: served from /uploads, re-encoded to WebP, its widths made.
    const served = await t.app.inject({ method: 'GET', url: first as string });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 400,
      height: 300,
    });
    expect((await t.app.inject({ method: 'GET', url: `${first}?w=160` })).statusCode).toBe(200);

    // Saved again as it is, it names only uploads: nothing is fetched.
    await editor.update(actor, post._id, { content: post.content, coverImage: post.coverImage });
    expect(site.hits).toEqual(['/photo.png']);
  });

  it('is copied when a post is edited to show one', async () => {
    const post = await editor.create(actor, newPost('<p>Words only</p>'));
    const updated = await editor.update(actor, post._id, {
      content: `<p>Words</p><img src="${site.url}/photo.png" alt="">`,
    });
    expect(sources(updated.content)[0]).toMatch(STORED);
    expect(site.hits).toEqual(['/photo.png']);
  });

  it('that redirects to a private address is a field error naming it, and that address is never reached', async () => {
    for (const target of ['https://10.0.0.1/secret.png', 'https://169.254.169.254/latest/meta-data/']) {
      const address = `${site.url}/redirect?to=${encodeURIComponent(target)}`;
      const payload = newPost(`<p>Look</p><img src="${address}" alt="">`);
      const host = new URL(target).hostname;
      expect(await refused(editor.create(actor, payload))).toEqual({
        content: `The image ${address} could not be copied: ${host} is not a public address (${host})`,
      });
      expect(await postsWithSlug(payload.slug)).toBe(0);
    }
    const viaName = `${site.url}/redirect?to=${encodeURIComponent(`https://${PRIVATE_HOST}/a.png`)}`;
    expect(await refused(editor.create(actor, newPost(`<img src="${viaName}">`)))).toEqual({
      content: `The image ${viaName} could not be copied: ${PRIVATE_HOST} is not a public address (10.0.0.1)`,
    });
    expect(site.hits).toEqual(['/redirect', '/redirect', '/redirect']);
  });

  it('that is not an image, too large to decode or missing is a field error naming it, in English or Hindi', async () => {
    const page = `${site.url}/page.html`;
    expect(await refused(editor.create(actor, newPost(`<img src="${page}">`)))).toEqual({
      content: `The image ${page} could not be copied: it is not a JPEG, PNG or WebP image`,
    });
    const huge = `${site.url}/huge.png`;
    expect(await refused(editor.create(actor, newPost(`<img src="${huge}">`)))).toEqual({
      content: `The image ${huge} could not be copied: this image is 256 megapixels; the largest accepted is 40`,
    });
    const missing = `${site.url}/missing.png`;
    const hindi = newPost('<p>Fine</p>', { translations: { hi: { content: `<img src="${missing}">` } } });
    expect(await refused(editor.create(actor, hindi))).toEqual({
      'translations.hi.content': `The image ${missing} could not be copied: the site answered 404`,
    });
    const cover = `${site.url}/missing.png?cover`;
    expect(await refused(editor.create(actor, newPost('<p>Fine</p>', { coverImage: cover })))).toEqual({
      coverImage: `The image ${cover} could not be copied: the site answered 404`,
    });
    expect(await postsWithSlug(hindi.slug)).toBe(0);
  });
});

describe('images in a post saved through the API', () => {
  const save = (payload: Record<string, unknown>) =>
    call(t.app, 'POST', '/admin/blogs', { token: staff, payload });

  it('refuses an http image, and an https one on the shop’s own machine, naming it', async () => {
    const plain = 'http://images.example.com/jar.png';
    const http = await save(newPost(`<p>Look</p><img src="${plain}" alt="">`));
    expect(http.statusCode).toBe(400);
    expect(http.json.errors).toEqual({ content: `The image ${plain} must be an https address` });

    // The app's own client: loopback is refused before anything is fetched.
    const local = `https://127.0.0.1:${site.port}/photo.png`;
    const loopback = await save(newPost(`<p>Look</p><img src="${local}" alt="">`));
    expect(loopback.statusCode).toBe(400);
    expect(loopback.json.errors).toEqual({
      content: `The image ${local} could not be copied: 127.0.0.1 is not a public address (127.0.0.1)`,
    });
    expect(site.hits).toEqual([]);
  });

  it('leaves uploads alone, and data: images to the sanitiser as before', async () => {
    const payload = newPost(
      `<p>Ours</p><img src="/uploads/${base.coverImage}" alt="Ours"><img src="data:image/png;base64,iVBORw0KGgo=" alt="Inline">`,
    );
    const saved = await save(payload);
    expect(saved.statusCode).toBe(200);
    expect(sources(saved.json.body.content)).toEqual([`/uploads/${base.coverImage}`]);
    const article = await getJson(t.app, `/blogs/slug/${payload.slug}`);
    expect(article.json.body.content).toBe(saved.json.body.content);
  });
});
