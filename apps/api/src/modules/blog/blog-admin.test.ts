import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs } from '../../../test/shop.ts';
import { createTestApp, getJson, type TestApp } from '../../../test/test-app.ts';
import { auditLog, blogAuthors, blogCategories, blogPosts } from '../../db/schema.ts';

let t: TestApp;
let staff: string;
let authorId: string;
let categoryId: string;
let categorySlug: string;
let coverImage: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = (await loginAs(t.app, t.dataDir, 'STAFF')).token;
  const [post] = await t.app.db.select().from(blogPosts).limit(1);
  const [category] = await t.app.db.select().from(blogCategories).limit(1);
  if (!post || !category) throw new Error('the seed has no blog');
  authorId = post.authorId;
  categoryId = category.id;
  categorySlug = category.slug;
  coverImage = post.coverImage;
});
afterAll(() => t.close());

let postCounter = 0;
function newPost(overrides: Record<string, unknown> = {}) {
  postCounter++;
  return {
    title: `Morning oils ${postCounter}`,
    slug: `morning-oils-${postCounter}`,
    excerpt: 'Why a warm oil massage starts the day well.',
    coverImage,
    content: '<h2>Warm oil</h2><p>Massage <strong>slowly</strong>.</p>',
    authorId,
    categoryId,
    ...overrides,
  };
}

const publicSlugs = async (url: string) =>
  (await getJson(t.app, url)).json.body.map((post: { slug: string }) => post.slug) as string[];

describe('blog posts in the back office', () => {
  it('publishes a post that the list, its category, the article and the sitemap list show at once', async () => {
    // Warm the cache first, so the test fails if the write does not drop it.
    await getJson(t.app, '/blogs?limit=0');
    await getJson(t.app, `/blogs?limit=100&categorySlug=${categorySlug}`);
    const payload = newPost();
    const created = await call(t.app, 'POST', '/admin/blogs', { token: staff, payload });
    expect(created.statusCode).toBe(200);
    expect(await publicSlugs('/blogs?limit=0')).toContain(payload.slug);
    expect(await publicSlugs(`/blogs?limit=100&categorySlug=${categorySlug}`)).toContain(payload.slug);
    const article = await getJson(t.app, `/blogs/slug/${payload.slug}`);
    expect(article.statusCode).toBe(200);
    expect(article.json.body.content).toBe(payload.content);
    expect(article.json.body.publishedAt).toBe(created.json.body.publishedAt);
    const search = await publicSlugs('/blogs?limit=100&searchQuery=massage%20slowly');
    expect(search).toContain(payload.slug);
  });

  it('keeps a scheduled post out of every public answer until its time', async () => {
    const payload = newPost({ publishedAt: new Date(Date.now() + 86_400_000).toISOString() });
    const created = await call(t.app, 'POST', '/admin/blogs', { token: staff, payload });
    expect(created.statusCode).toBe(200);
    expect(await publicSlugs('/blogs?limit=0')).not.toContain(payload.slug);
    expect((await getJson(t.app, `/blogs/slug/${payload.slug}`)).statusCode).toBe(404);

    const now = await call(t.app, 'PATCH', `/admin/blogs/${created.json.body._id}`, {
      token: staff,
      payload: { publishedAt: new Date(Date.now() - 1000).toISOString() },
    });
    expect(now.statusCode).toBe(200);
    expect(await publicSlugs('/blogs?limit=0')).toContain(payload.slug);
  });

  it('keeps a draft out of the public answers', async () => {
    const payload = newPost({ status: false });
    expect((await call(t.app, 'POST', '/admin/blogs', { token: staff, payload })).statusCode).toBe(200);
    expect((await getJson(t.app, `/blogs/slug/${payload.slug}`)).statusCode).toBe(404);
  });

  it('stores the article HTML sanitised, and its words for search', async () => {
    const payload = newPost({
      content:
        '<p onclick="alert(1)" style="color:red">Hello <a href="javascript:alert(1)">there</a></p><script>alert(1)</script><img src="x" onerror="alert(1)">',
    });
    const created = await call(t.app, 'POST', '/admin/blogs', { token: staff, payload });
    expect(created.statusCode).toBe(200);
    expect(created.json.body.content).toBe('<p>Hello <a>there</a></p>');
    const [row] = await t.app.db.select().from(blogPosts).where(eq(blogPosts.slug, payload.slug));
    expect(row?.searchText).toBe(`${payload.title} ${payload.excerpt} Hello there`);
  });

  it('refuses content with nothing left after sanitising', async () => {
    const response = await call(t.app, 'POST', '/admin/blogs', {
      token: staff,
      payload: newPost({ content: '<script>alert(1)</script>' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json.errors).toEqual({ content: 'content must have some text or an image' });
  });

  it('names every field that is missing or wrong, and writes nothing', async () => {
    const count = (await t.app.db.select().from(blogPosts)).length;
    const response = await call(t.app, 'POST', '/admin/blogs', {
      token: staff,
      payload: {
        slug: 'Not A Slug',
        coverImage: 'javascript:alert(1)',
        publishedAt: 'tomorrow',
        authorId: 'x',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json.errors).sort()).toEqual(
      ['authorId', 'categoryId', 'content', 'coverImage', 'excerpt', 'publishedAt', 'slug', 'title'].sort(),
    );
    expect((await t.app.db.select().from(blogPosts)).length).toBe(count);
  });

  it('refuses a taken slug and an author that does not exist', async () => {
    const [seeded] = await t.app.db.select().from(blogPosts).limit(1);
    const response = await call(t.app, 'POST', '/admin/blogs', {
      token: staff,
      payload: newPost({ slug: seeded?.slug, authorId: '00000000-0000-4000-8000-000000000000' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json.errors).toEqual({
      slug: 'Another post already has this slug',
      authorId: 'That author does not exist',
    });
  });

  it('records the post before and after an edit', async () => {
    const created = await call(t.app, 'POST', '/admin/blogs', { token: staff, payload: newPost() });
    const id = created.json.body._id;
    await call(t.app, 'PATCH', `/admin/blogs/${id}`, { token: staff, payload: { title: 'Evening oils' } });
    const rows = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'blogPost'), eq(auditLog.entityId, id)));
    expect(rows.map((row) => row.action).sort()).toEqual(['create', 'update']);
    const update = rows.find((row) => row.action === 'update');
    expect(update?.before).toMatchObject({ title: created.json.body.title });
    expect(update?.after).toMatchObject({ title: 'Evening oils' });
  });

  it('lists posts for the back office with search and category filter', async () => {
    const payload = newPost({ title: 'Turmeric latte notes', slug: 'turmeric-latte-notes', status: false });
    await call(t.app, 'POST', '/admin/blogs', { token: staff, payload });
    const found = await call(t.app, 'GET', `/admin/blogs?search=latte&categoryId=${categoryId}`, {
      token: staff,
    });
    expect(found.statusCode).toBe(200);
    expect(found.json.body[0]).toMatchObject({
      slug: 'turmeric-latte-notes',
      status: false,
      author: { _id: authorId },
      category: { _id: categoryId },
    });
  });
});

describe('blog categories and authors', () => {
  it('refuses to delete a category or an author that posts use', async () => {
    const category = await call(t.app, 'DELETE', `/admin/blogCategories/${categoryId}`, { token: staff });
    expect(category.statusCode).toBe(409);
    expect(category.json.message).toMatch(/posts?: move or delete them first/);
    const author = await call(t.app, 'DELETE', `/admin/authors/${authorId}`, { token: staff });
    expect(author.statusCode).toBe(409);
    expect(author.json.message).toMatch(/give them another author first/);
    expect(await t.app.db.select().from(blogAuthors).where(eq(blogAuthors.id, authorId))).toHaveLength(1);
  });

  it('creates, edits and deletes an unused category, auditing each step', async () => {
    const created = await call(t.app, 'POST', '/admin/blogCategories', {
      token: staff,
      payload: { name: 'Recipes', slug: 'recipes', metaDescription: 'Kitchen remedies', priority: 9 },
    });
    expect(created.statusCode).toBe(200);
    const listed = await getJson(t.app, '/blogCategories?limit=100');
    expect(listed.json.body.map((c: { slug: string }) => c.slug)).toContain('recipes');
    const clash = await call(t.app, 'PATCH', `/admin/blogCategories/${created.json.body._id}`, {
      token: staff,
      payload: { slug: categorySlug },
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json.errors).toEqual({ slug: 'Another category already has this slug' });
    const removed = await call(t.app, 'DELETE', `/admin/blogCategories/${created.json.body._id}`, {
      token: staff,
    });
    expect(removed.statusCode).toBe(200);
    const rows = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'blogCategory'), eq(auditLog.entityId, created.json.body._id)));
    expect(rows.map((row) => row.action).sort()).toEqual(['create', 'delete']);
  });

  it('creates an author with field errors first', async () => {
    const bad = await call(t.app, 'POST', '/admin/authors', { token: staff, payload: { name: ' ' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json.errors).sort()).toEqual(['bio', 'name', 'profilePhoto']);
    const created = await call(t.app, 'POST', '/admin/authors', {
      token: staff,
      payload: { name: 'Dr. Zoya Quillfeather', bio: 'Ayurvedic physician', profilePhoto: coverImage },
    });
    expect(created.statusCode).toBe(200);
    const listed = await call(t.app, 'GET', '/admin/authors?search=quillfeather', { token: staff });
    expect(listed.json.body).toEqual([
      expect.objectContaining({ name: 'Dr. Zoya Quillfeather', postCount: 0 }),
    ]);
    expect(
      (await call(t.app, 'DELETE', `/admin/authors/${created.json.body._id}`, { token: staff })).statusCode,
    ).toBe(200);
  });
});
