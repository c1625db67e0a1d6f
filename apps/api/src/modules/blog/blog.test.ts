import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts as seedPosts } from '../../../seed/data/blog.ts';
import { createTestApp, getJson, type TestApp } from '../../../test/test-app.ts';
import type { BlogCategoryDto, BlogSummaryDto } from './blog.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /blogs', () => {
  it('lists the latest three for the home page, newest first', async () => {
    const { json } = await getJson(t.app, '/blogs?limit=3');
    expect(json.body).toHaveLength(3);
    const dates = json.body.map((b: BlogSummaryDto) => b.updatedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(json.body[0]).toMatchObject({
      slug: expect.any(String),
      title: expect.any(String),
      excerpt: expect.any(String),
      coverImage: expect.stringMatching(/\.webp$/),
      author: { name: expect.any(String), bio: expect.any(String), profilePhoto: expect.any(String) },
    });
    expect(json.body[0]).not.toHaveProperty('content');
  });

  it('pages 10 at a time', async () => {
    const page1 = (await getJson(t.app, '/blogs?page=1&limit=10')).json;
    expect(page1.totalRecords).toBeGreaterThanOrEqual(12);
    expect(page1.totalPages).toBe(Math.ceil(page1.totalRecords / 10));
    const page2 = (await getJson(t.app, '/blogs?page=2&limit=10')).json;
    expect(page2.body).toHaveLength(page1.totalRecords - 10);
    const overlap = page2.body.filter((b: BlogSummaryDto) =>
      page1.body.some((a: BlogSummaryDto) => a._id === b._id),
    );
    expect(overlap).toEqual([]);
  });

  it('searches titles and text', async () => {
    const any = (await getJson(t.app, '/blogs?limit=1')).json.body[0] as BlogSummaryDto;
    const word = any.title.split(/\s+/).find((w) => w.length > 5) ?? any.title;
    const { json } = await getJson(t.app, `/blogs?page=1&limit=10&searchQuery=${encodeURIComponent(word)}`);
    expect(json.body.map((b: BlogSummaryDto) => b._id)).toContain(any._id);
    const none = await getJson(t.app, '/blogs?searchQuery=qqqxxzzz');
    expect(none.json.body).toEqual([]);
  });

  it('lists a category and 404s an unknown one', async () => {
    const category = (await getJson(t.app, '/blogCategories?limit=10')).json.body[0] as BlogCategoryDto;
    const { json } = await getJson(t.app, `/blogs?categorySlug=${category.slug}&limit=0`);
    expect(json.body.length).toBe(category.blogCount);
    expect(json.body.every((b: BlogSummaryDto) => b.category.slug === category.slug)).toBe(true);
    expect((await getJson(t.app, '/blogs?categorySlug=no-such-category')).statusCode).toBe(404);
  });
});

describe('GET /blogs/slug/:slug', () => {
  it('returns the article with its HTML content and author', async () => {
    // A seeded article by its slug, not the newest: the file's other tests write posts of their own.
    const seeded = seedPosts[0]?.slug;
    const all = (await getJson(t.app, '/blogs?limit=0')).json.body as BlogSummaryDto[];
    const summary = all.find((post) => post.slug === seeded);
    if (!summary) throw new Error(`the seeded post ${seeded} is not listed`);
    const { statusCode, json } = await getJson(t.app, `/blogs/slug/${summary.slug}`);
    expect(statusCode).toBe(200);
    expect(json.body).toMatchObject({ ...summary, content: expect.stringContaining('<h2') });
  });

  it('404s an unknown article', async () => {
    expect(await getJson(t.app, '/blogs/slug/not-an-article')).toEqual({
      statusCode: 404,
      json: { status: 404, message: 'Article not found', requestId: expect.any(String) },
    });
  });
});

describe('GET /blogCategories', () => {
  it('counts the posts of each category', async () => {
    const { json } = await getJson(t.app, '/blogCategories?limit=10');
    expect(json.body.length).toBeGreaterThanOrEqual(4);
    const total = json.body.reduce((sum: number, c: BlogCategoryDto) => sum + c.blogCount, 0);
    expect(total).toBe((await getJson(t.app, '/blogs?limit=0')).json.totalRecords);
  });

  it('finds one by slug', async () => {
    const first = (await getJson(t.app, '/blogCategories?limit=10')).json.body[0] as BlogCategoryDto;
    expect((await getJson(t.app, `/blogCategories?slug=${first.slug}`)).json.body).toEqual([first]);
    expect((await getJson(t.app, '/blogCategories?slug=unknown-category')).statusCode).toBe(404);
  });
});
