import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs } from '../../../test/shop.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { blogPosts, carouselItems, categoryShowcase, promotionTexts } from '../../db/schema.ts';

// The blog and the home page's content in Hindi: written in the back office, read in the request's language with
// English wherever a field has no Hindi text. The catalog cache is on, as in production.
let t: TestApp;
let staff: string;

const HINDI = { 'accept-language': 'hi-IN' };
const read = (url: string, headers: Record<string, string> = {}) => call(t.app, 'GET', url, { headers });

beforeAll(async () => {
  t = await createTestApp();
  staff = (await loginAs(t.app, t.dataDir, 'STAFF')).token;
});
afterAll(() => t.close());

describe('a blog post in Hindi', () => {
  let post: { _id: string; slug: string; title: string; excerpt: string; content: string };
  let authorId: string;
  let categoryId: string;

  beforeAll(async () => {
    const [row] = await t.app.db.select().from(blogPosts).limit(1);
    if (!row) throw new Error('the seed has no blog');
    authorId = row.authorId;
    categoryId = row.categoryId;
    const created = await call(t.app, 'POST', '/admin/blogs', {
      token: staff,
      payload: {
        title: 'Oil before the bath',
        slug: 'oil-before-the-bath',
        excerpt: 'Why Indian mothers oil before the bath.',
        coverImage: row.coverImage,
        content: '<p>Warm the oil first.</p>',
        authorId,
        categoryId,
        translations: {
          hi: {
            title: 'नहाने से पहले तेल',
            content: '<p>पहले तेल <strong>गुनगुना</strong> करें।</p><script>alert(1)</script>',
          },
        },
      },
    });
    expect(created.statusCode).toBe(200);
    post = created.json.body;
  });

  it('sanitises the Hindi article as it does the English one', async () => {
    const saved = (await call(t.app, 'GET', `/admin/blogs/${post._id}`, { token: staff })).json.body;
    expect(saved.translations.hi.content).toBe('<p>पहले तेल <strong>गुनगुना</strong> करें।</p>');
  });

  it('reads the Hindi title and text, the English excerpt, and English for everyone else', async () => {
    const hindi = (await read(`/blogs/slug/${post.slug}`, HINDI)).json.body;
    expect(hindi).toMatchObject({
      title: 'नहाने से पहले तेल',
      excerpt: 'Why Indian mothers oil before the bath.',
      content: '<p>पहले तेल <strong>गुनगुना</strong> करें।</p>',
    });
    const english = (await read(`/blogs/slug/${post.slug}`)).json.body;
    expect(english).toMatchObject({ title: 'Oil before the bath', content: '<p>Warm the oil first.</p>' });
    const list = (await read('/blogs?limit=100', HINDI)).json.body;
    const listed = list.find((item: { _id: string }) => item._id === post._id);
    expect(listed.title).toBe('नहाने से पहले तेल');
    expect(listed).not.toHaveProperty('content');
  });

  it('is found by the blog search in Hindi', async () => {
    const found = (await read(`/blogs?limit=10&searchQuery=${encodeURIComponent('गुनगुना')}`, HINDI)).json.body;
    expect(found.map((item: { _id: string }) => item._id)).toContain(post._id);
  });

  it('names its category and author in Hindi where they have a Hindi version', async () => {
    const author = (await call(t.app, 'GET', `/admin/authors/${authorId}`, { token: staff })).json.body;
    const savedAuthor = await call(t.app, 'PATCH', `/admin/authors/${authorId}`, {
      token: staff,
      payload: { translations: { hi: { bio: 'आयुर्वेद की जानकार' } } },
    });
    expect(savedAuthor.statusCode).toBe(200);
    const savedCategory = await call(t.app, 'PATCH', `/admin/blogCategories/${categoryId}`, {
      token: staff,
      payload: { translations: { hi: { name: 'आयुर्वेद' } } },
    });
    expect(savedCategory.statusCode).toBe(200);

    const hindi = (await read(`/blogs/slug/${post.slug}`, HINDI)).json.body;
    expect(hindi.author).toEqual({
      name: author.name,
      bio: 'आयुर्वेद की जानकार',
      profilePhoto: author.profilePhoto,
    });
    expect(hindi.category.name).toBe('आयुर्वेद');
    const categories = (await read('/blogCategories?limit=100', HINDI)).json.body;
    expect(categories.find((item: { _id: string }) => item._id === categoryId).name).toBe('आयुर्वेद');
    const english = (await read(`/blogs/slug/${post.slug}`)).json.body;
    expect(english.author.bio).toBe(author.bio);

    const authors = (await call(t.app, 'GET', '/admin/authors?limit=100', { token: staff })).json.body;
    // Only the bio is written in Hindi: the name still needs it.
    expect(authors.find((item: { _id: string }) => item._id === authorId).translationState).toBe('partial');
  });

  it('refuses a Hindi field over its limit and keeps the post as it was', async () => {
    const before = (await call(t.app, 'GET', `/admin/blogs/${post._id}`, { token: staff })).json.body;
    const response = await call(t.app, 'PATCH', `/admin/blogs/${post._id}`, {
      token: staff,
      payload: { title: 'Changed', translations: { hi: { title: 'श'.repeat(201) } } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json.errors['translations.hi.title']).toBe(
      'title (Hindi) must be at most 200 characters',
    );
    const after = (await call(t.app, 'GET', `/admin/blogs/${post._id}`, { token: staff })).json.body;
    expect(after).toEqual(before);
  });
});

describe('home content in Hindi', () => {
  it('reads promotion texts, carousel alt texts and showcase titles in Hindi, English where not written', async () => {
    const [promotion] = await t.app.db.select().from(promotionTexts).where(eq(promotionTexts.status, true));
    const carousel = await t.app.db.select().from(carouselItems).where(eq(carouselItems.status, true));
    const [slot] = await t.app.db.select().from(categoryShowcase).orderBy(categoryShowcase.position);
    const [banner, other] = carousel;
    if (!promotion || !banner || !other || !slot) throw new Error('the seed has no home content');

    for (const [url, body] of [
      [`/admin/promotionTexts/${promotion.id}`, { translations: { hi: { title: 'मुफ़्त डिलीवरी' } } }],
      [`/admin/carousels/${banner.id}`, { translations: { hi: { alt: 'केसर तेल की बोतल' } } }],
      [`/admin/carousels/${other.id}`, { translations: {} }],
      [`/admin/categoryShowcase/${slot.id}`, { translations: { hi: { title: 'बालों की देखभाल' } } }],
    ] as const) {
      const response = await call(t.app, 'PATCH', url, { token: staff, payload: body });
      expect(response.statusCode, url).toBe(200);
    }

    const find = (items: { _id: string }[], id: string) => items.find((item) => item._id === id);
    const promotions = (await read('/promotionTexts?limit=0', HINDI)).json.body;
    expect(find(promotions, promotion.id)).toMatchObject({ title: 'मुफ़्त डिलीवरी', link: promotion.link });
    const banners = (await read('/carousels?limit=20', HINDI)).json.body;
    expect(find(banners, banner.id)).toMatchObject({ alt: 'केसर तेल की बोतल', image: banner.image });
    expect(find(banners, other.id)).toMatchObject({ alt: other.alt });
    const slots = (await read('/categoryShowcase?limit=20', HINDI)).json.body;
    expect(find(slots, slot.id)).toMatchObject({ title: 'बालों की देखभाल' });

    const english = (await read('/promotionTexts?limit=0')).json.body;
    expect(find(english, promotion.id)).toMatchObject({ title: promotion.title });

    const adminBanners = (
      await call(t.app, 'GET', '/admin/carousels?limit=100&translation=complete', { token: staff })
    ).json.body;
    expect(adminBanners.map((item: { _id: string }) => item._id)).toContain(banner.id);
    expect(adminBanners.map((item: { _id: string }) => item._id)).not.toContain(other.id);
  });

  it('refuses a Hindi text with a control character and stores nothing', async () => {
    const [promotion] = await t.app.db.select().from(promotionTexts).limit(1);
    if (!promotion) throw new Error('the seed has no promotion texts');
    const response = await call(t.app, 'PATCH', `/admin/promotionTexts/${promotion.id}`, {
      token: staff,
      payload: { translations: { hi: { title: 'छूट\u0000' } } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json.errors['translations.hi.title']).toBe(
      'title (Hindi) contains characters that are not allowed',
    );
    const [after] = await t.app.db.select().from(promotionTexts).where(eq(promotionTexts.id, promotion.id));
    expect(after).toEqual(promotion);
  });
});

describe('images lettered in Hindi', () => {
  const find = (items: { _id: string }[], id: string) => items.find((item) => item._id === id);

  it('shows a banner its Hindi image in Hindi and its English image in English; without one, English in both', async () => {
    const [lettered, plain] = await t.app.db
      .select()
      .from(carouselItems)
      .where(eq(carouselItems.status, true));
    if (!lettered || !plain) throw new Error('the seed has no banners');
    for (const [id, translations] of [
      [lettered.id, { hi: { image: 'carousel/festive-desktop.hi.webp', alt: 'दीवाली के तोहफ़े' } }],
      [plain.id, { hi: { alt: 'त्योहार की बोतलें', image: '' } }],
    ] as const) {
      const response = await call(t.app, 'PATCH', `/admin/carousels/${id}`, {
        token: staff,
        payload: { translations },
      });
      expect(response.statusCode).toBe(200);
    }

    const hindi = (await read('/carousels?limit=20', HINDI)).json.body;
    expect(find(hindi, lettered.id)).toMatchObject({ image: 'carousel/festive-desktop.hi.webp' });
    expect(find(hindi, plain.id)).toMatchObject({ image: plain.image });
    const english = (await read('/carousels?limit=20')).json.body;
    expect(find(english, lettered.id)).toMatchObject({ image: lettered.image });
    expect(find(english, plain.id)).toMatchObject({ image: plain.image });

    // An image is not a text to translate: a banner with its Hindi alt text is complete without a Hindi image.
    const listed = (await call(t.app, 'GET', '/admin/carousels?limit=100', { token: staff })).json.body;
    expect(find(listed, plain.id)).toMatchObject({ translationState: 'complete' });
    expect(find(listed, plain.id)).not.toHaveProperty('translations.hi.image');
  });

  it('shows a blog post its Hindi cover in Hindi, on the article and in the list', async () => {
    const [row] = await t.app.db.select().from(blogPosts).limit(1);
    if (!row) throw new Error('the seed has no blog');
    const created = await call(t.app, 'POST', '/admin/blogs', {
      token: staff,
      payload: {
        title: 'Ubtan for the wedding season',
        slug: 'ubtan-for-the-wedding-season',
        excerpt: 'A paste of gram flour and turmeric.',
        coverImage: 'blog/ubtan.webp',
        content: '<p>Mix it fresh.</p>',
        authorId: row.authorId,
        categoryId: row.categoryId,
        translations: { hi: { title: 'शादी के मौसम में उबटन', coverImage: 'blog/ubtan.hi.webp' } },
      },
    });
    expect(created.statusCode).toBe(200);
    const slug = 'ubtan-for-the-wedding-season';

    expect((await read(`/blogs/slug/${slug}`, HINDI)).json.body.coverImage).toBe('blog/ubtan.hi.webp');
    expect((await read(`/blogs/slug/${slug}`)).json.body.coverImage).toBe('blog/ubtan.webp');
    const list = (await read('/blogs?limit=100', HINDI)).json.body;
    expect(find(list, created.json.body._id)).toMatchObject({ coverImage: 'blog/ubtan.hi.webp' });

    const removed = await call(t.app, 'PATCH', `/admin/blogs/${created.json.body._id}`, {
      token: staff,
      payload: { translations: { hi: { title: 'शादी के मौसम में उबटन', coverImage: null } } },
    });
    expect(removed.statusCode).toBe(200);
    expect((await read(`/blogs/slug/${slug}`, HINDI)).json.body.coverImage).toBe('blog/ubtan.webp');
  });

  it('refuses a Hindi image outside the uploads with a clear message and changes nothing', async () => {
    const [banner] = await t.app.db.select().from(carouselItems).limit(1);
    if (!banner) throw new Error('the seed has no banners');
    const response = await call(t.app, 'PATCH', `/admin/carousels/${banner.id}`, {
      token: staff,
      payload: { alt: 'Changed', translations: { hi: { image: '../../secrets/session.webp' } } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json.errors['translations.hi.image']).toBe(
      'image (Hindi) must be an uploaded file or an https address',
    );
    const [after] = await t.app.db.select().from(carouselItems).where(eq(carouselItems.id, banner.id));
    expect(after).toEqual(banner);

    // It stands in for the banner's file, so it is of the same kind: no video on an image banner.
    const video = await call(t.app, 'PATCH', `/admin/carousels/${banner.id}`, {
      token: staff,
      payload: { translations: { hi: { image: 'carousel/festive.mp4' } } },
    });
    expect(video.statusCode).toBe(400);
    expect(video.json.errors['translations.hi.image']).toBe(
      'image (Hindi) is a video: choose mediaType VIDEO',
    );
  });
});
