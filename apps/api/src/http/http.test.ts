import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appForFile, getJson, postRaw } from '../../test/test-app.ts';
import { contactMessages } from '../db/schema.ts';

const t = appForFile();

/** Another app on the file's database, whose log output goes to `record` as it is written. */
async function appLoggingTo(record: (chunk: string) => void) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      record(String(chunk));
      done();
    },
  });
  const { buildApp } = await import('../app.ts');
  return buildApp({ config: t.app.config, database: t.database, logger: { level: 'info', stream } });
}

describe('bad input', () => {
  it.each([
    ['/products?page=-1', 'page', 'page must be a whole number'],
    ['/products?page=0', 'page', 'page must be 1 or more'],
    ['/products?limit=abc', 'limit', 'limit must be a whole number'],
    ['/products?limit=1000', 'limit', 'limit must be between 0 and 100'],
    ['/products?sort=cheapest', 'sort', 'sort must be one of a-z, z-a, l-h, h-l'],
    ['/products?topSelling=yes', 'topSelling', 'topSelling must be true or false'],
    ['/products?category=42', 'category', 'category must be a valid id'],
    ['/products?categorySlug=Not%20A%20Slug', 'categorySlug', 'categorySlug must be a valid slug'],
    ['/products?subCategoryWise=true', 'categorySlug', 'categorySlug is required with subCategoryWise=true'],
    ['/products?status=false', 'status', 'status must be true: only active records are public'],
    ['/categories?priority=UP', 'priority', 'priority must be ASC or DESC'],
    [`/products?searchQuery=${'a'.repeat(101)}`, 'searchQuery', 'searchQuery must be at most 100 characters'],
  ])('%s answers 400 naming the field', async (url, field, message) => {
    const { statusCode, json } = await getJson(t.app, url);
    expect(statusCode).toBe(400);
    expect(json.status).toBe(400);
    expect(json.errors[field]).toBe(message);
    expect(json).not.toHaveProperty('body');
  });

  it('names every bad field at once', async () => {
    const { json } = await getJson(t.app, '/products?page=-1&limit=abc&sort=x');
    expect(Object.keys(json.errors).sort()).toEqual(['limit', 'page', 'sort']);
  });

  it('answers 404 in the envelope for an unknown route', async () => {
    expect(await getJson(t.app, '/nothing-here')).toEqual({
      statusCode: 404,
      json: {
        status: 404,
        message: 'No route for GET /api/v1/nothing-here',
        requestId: expect.any(String),
      },
    });
  });

  it('answers a path starting with // with a 404, never a redirect to another host', async () => {
    const response = await t.app.inject({ method: 'GET', url: '//evil.example/x' });
    expect(response.statusCode).toBe(404);
    expect(response.headers.location).toBeUndefined();
  });

  it('refuses a body over the limit', async () => {
    const response = await postRaw(
      t.app,
      '/contactUs',
      'application/json',
      JSON.stringify({ message: 'x'.repeat(100_000) }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      status: 413,
      message: 'Request body is too large',
      requestId: expect.any(String),
    });
  });

  it('answers malformed JSON with 400 and no parser internals', async () => {
    const response = await postRaw(t.app, '/contactUs', 'application/json', '{"name": "Priya",');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 400,
      message: 'Request body is not valid JSON',
      requestId: expect.any(String),
    });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await postRaw(t.app, '/contactUs', 'application/xml', '<contact/>');
    expect(response.statusCode).toBe(415);
    expect(response.json().status).toBe(415);
  });
});

describe('catalog cache', () => {
  it('answers a repeated catalog read from the cache with the same bytes', async () => {
    const url = '/api/v1/products?limit=3&sort=a-z';
    const first = await t.app.inject({ method: 'GET', url });
    const second = await t.app.inject({ method: 'GET', url });
    expect(first.headers['x-cache']).toBeUndefined();
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
  });

  it('never caches a 404 or a 400', async () => {
    for (const url of ['/api/v1/products/findBySlug/not-a-product', '/api/v1/products?limit=abc']) {
      await t.app.inject({ method: 'GET', url });
      const again = await t.app.inject({ method: 'GET', url });
      expect(again.statusCode).toBeGreaterThanOrEqual(400);
      expect(again.headers['x-cache']).toBeUndefined();
    }
  });

  it('keeps plain bytes and compresses per client', async () => {
    const url = '/api/v1/products?limit=4&sort=z-a';
    const compressed = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['x-cache']).toBe('hit');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().status).toBe(200);
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const brHit = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(brHit.headers).toMatchObject({
      'x-cache': 'hit',
      'content-encoding': 'br',
      vary: 'accept-encoding, accept-language',
    });
    expect(brotliDecompressSync(brHit.rawPayload).toString()).toBe(plain.body);
    const gzipHit = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzipHit.rawPayload).toString()).toBe(plain.body);
  });
});

describe('failures on our side', () => {
  it('hide the error and its stack behind a 500 envelope, and log it', async () => {
    const lines: string[] = [];
    const app = await appLoggingTo((chunk) => lines.push(chunk));
    app.get('/api/v1/boom', async () => {
      throw new Error('relation "secret_table" does not exist');
    });
    const response = await app.inject({ method: 'GET', url: '/api/v1/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret_table');
    expect(response.body).not.toContain('at ');
    expect(response.json()).toEqual({
      status: 500,
      message: 'Something went wrong on our side. Please try again.',
      requestId: expect.any(String),
    });
    expect(lines.some((line) => line.includes('secret_table'))).toBe(true);
    await app.close();
  });
  it('log a database error without the values the query carried', async () => {
    const lines: string[] = [];
    const app = await appLoggingTo((chunk) => lines.push(chunk));
    const visitor = { name: 'Kavya Secretname', email: 'kavya.secret@example.com', number: '9829099999' };
    app.get('/api/v1/boom-insert', async () => {
      await app.db.insert(contactMessages).values({ ...visitor, message: 'NUL \u0000 here', ip: '10.2.0.1' });
    });
    app.get('/api/v1/boom-cast', async () => {
      await app.db.execute(sql`select ${'kavya-secret-id'}::uuid`);
    });
    for (const url of ['/api/v1/boom-insert', '/api/v1/boom-cast']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(500);
    }
    const failures = lines.map((line) => JSON.parse(line)).filter((entry) => entry.level >= 50);
    expect(failures).toHaveLength(2);
    const logged = failures.map((entry) => JSON.stringify(entry)).join('\n');
    for (const secret of ['Secretname', 'kavya.secret', '9829099999', 'kavya-secret-id']) {
      expect(logged).not.toContain(secret);
    }
    // Still enough to find the fault: the SQL text, PostgreSQL's code and message, and where it was thrown.
    expect(failures[0].error).toMatchObject({
      type: 'DrizzleQueryError',
      query: expect.stringContaining('insert into "contact_messages"'),
      stack: expect.stringContaining('    at '),
      cause: { code: '22021', message: expect.stringContaining('invalid byte sequence') },
    });
    expect(failures[1].error.cause).toMatchObject({
      code: '22P02',
      message: 'invalid input syntax for type uuid',
    });
    await app.close();
  });
});

describe('request log', () => {
  it('writes one JSON line per request', async () => {
    const lines: string[] = [];
    const app = await appLoggingTo((chunk) => lines.push(...chunk.split('\n').filter(Boolean)));
    await app.inject({ method: 'GET', url: '/api/v1/categories?limit=0' });
    await app.inject({ method: 'GET', url: '/api/v1/categories?limit=0' });
    await app.inject({ method: 'GET', url: '/api/v1/nope' });
    const requests = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'request');
    expect(requests).toHaveLength(3);
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/api/v1/categories?limit=0', statusCode: 200 });
    expect(requests[1]).toMatchObject({ url: '/api/v1/categories?limit=0', statusCode: 200 });
    expect(requests[2]).toMatchObject({ statusCode: 404 });
    expect(lines, lines.join('\n')).toHaveLength(3);
    await app.close();
  });
});

describe('uploads', () => {
  it('serves seeded images with a long cache lifetime', async () => {
    const product = (await getJson(t.app, '/products?limit=1')).json.body[0];
    const response = await t.app.inject({ method: 'GET', url: `/uploads/${product.image}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('resizes to an allowed width and refuses any other', async () => {
    const product = (await getJson(t.app, '/products?limit=1')).json.body[0];
    const full = await t.app.inject({ method: 'GET', url: `/uploads/${product.image}` });
    const small = await t.app.inject({ method: 'GET', url: `/uploads/${product.image}?w=160` });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/webp');
    expect(small.rawPayload.length).toBeLessThan(full.rawPayload.length);
    const { default: sharp } = await import('sharp');
    expect((await sharp(small.rawPayload).metadata()).width).toBe(160);
    const again = await t.app.inject({ method: 'GET', url: `/uploads/${product.image}?w=160` });
    expect(again.rawPayload.equals(small.rawPayload)).toBe(true);
    const odd = await t.app.inject({ method: 'GET', url: `/uploads/${product.image}?w=333` });
    expect(odd.statusCode).toBe(400);
  });

  it('404s a missing file, resized or not', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/uploads/products/nope.webp' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/uploads/products/nope.webp?w=320' })).statusCode).toBe(
      404,
    );
  });

  it('does not serve files outside the uploads folder', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/uploads/..%2f..%2fpackage.json' });
    expect([403, 404]).toContain(response.statusCode);
  });
});
