import { randomUUID } from 'node:crypto';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_WIDTHS } from '@shop/shared';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../../test/large-png.ts';
import { loginAs, multipartFile } from '../../../test/shop.ts';
import { appForFile } from '../../../test/test-app.ts';
import { imageCacheDir } from '../../paths.ts';
import { IMAGE_QUEUE_LENGTH, imageGate } from './image-gate.ts';
import { IMAGE_MAX_BYTES, resizedPath } from './uploads.service.ts';

const t = appForFile();
let staff: string;

beforeAll(async () => {
  staff = (await loginAs(t.app, t.dataDir, 'STAFF')).token;
});

async function upload(data: Buffer, filename: string, type: string, token: string | null = staff) {
  const body = multipartFile(data, filename, type);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/uploads',
    headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: body.payload,
  });
  return { statusCode: response.statusCode, json: response.json(), headers: response.headers };
}

const image = (format: 'png' | 'jpeg', width: number) =>
  sharp({ create: { width, height: 40, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    [format]()
    .withMetadata({ exif: { IFD0: { Copyright: 'camera owner' } } })
    .toBuffer();

describe('POST /admin/uploads', () => {
  it('re-encodes a PNG or JPEG to WebP without metadata and makes every width the shop asks for', async () => {
    for (const [format, name] of [
      ['png', 'photo.png'],
      ['jpeg', 'photo.jpg'],
    ] as const) {
      const { statusCode, json } = await upload(await image(format, 3000), name, `image/${format}`);
      expect(statusCode).toBe(200);
      const file = json.body.file as string;
      expect(file).toMatch(/^[0-9a-f-]{36}\.webp$/);
      const stored = await sharp(path.join(t.dataDir, 'uploads', file)).metadata();
      expect(stored).toMatchObject({ format: 'webp', width: 2400 });
      expect(stored.exif).toBeUndefined();
      for (const width of IMAGE_WIDTHS) {
        expect((await stat(resizedPath(imageCacheDir(t.dataDir), file, width))).isFile()).toBe(true);
      }
      const served = await t.app.inject({ method: 'GET', url: `/uploads/${file}?w=${IMAGE_WIDTHS[0]}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    }
  });

  it('refuses a file whose bytes are not what its name says', async () => {
    const text = await upload(Buffer.from('just some text, honestly'), 'cat.jpg', 'image/jpeg');
    expect(text.statusCode).toBe(400);
    expect(text.json.errors).toHaveProperty('file');
    const svg = await upload(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'logo.png',
      'image/png',
    );
    expect(svg.statusCode).toBe(400);
    expect(svg.json.errors).toHaveProperty('file');
  });

  it('refuses an image over 10 MB with a message, and a visitor without a session', async () => {
    // A PNG signature followed by filler: sniffed as PNG, refused for its size before it is decoded.
    const header = await image('png', 10);
    const big = Buffer.concat([header, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await upload(big, 'big.png', 'image/png');
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json.errors.file).toMatch(/10 MB/);
    expect((await upload(await image('png', 10), 'a.png', 'image/png', null)).statusCode).toBe(401);
  });
});

describe('large images', () => {
  const MB = 1024 * 1024;

  it('refuses a 16,000 × 16,000 PNG and a 50-megapixel one from their headers, and memory stays where it was', async () => {
    // Both are a few hundred kilobytes: the size on disk says nothing of the size decoded.
    const huge = await solidPng(16_000, 16_000);
    const fifty = await solidPng(10_000, 5_000);
    expect(huge.length).toBeLessThan(IMAGE_MAX_BYTES);
    // sharp is loaded and has decoded once before the measure, so only the large images can move it.
    expect((await upload(await image('png', 1200), 'warm.png', 'image/png')).statusCode).toBe(200);
    const before = process.memoryUsage().rss;
    // Three at once, as the staff did when the process grew by 357 MB.
    const answers = await Promise.all([
      upload(huge, 'huge-1.png', 'image/png'),
      upload(huge, 'huge-2.png', 'image/png'),
      upload(huge, 'huge-3.png', 'image/png'),
      upload(fifty, 'fifty.png', 'image/png'),
    ]);
    const grown = process.memoryUsage().rss - before;
    for (const answer of answers.slice(0, 3)) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json.errors).toEqual({
        file: 'This image is 256 megapixels; the largest accepted is 40',
      });
    }
    expect(answers[3]?.statusCode).toBe(400);
    expect(answers[3]?.json.errors).toEqual({
      file: 'This image is 50 megapixels; the largest accepted is 40',
    });
    // Decoding any of them took 80 MB or more; refusing them from the header costs next to nothing.
    expect(grown).toBeLessThan(40 * MB);
  });

  it('answers 503 with Retry-After when the images queue is full, rather than holding one more', async () => {
    const small = await image('png', 200);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const busy = Array.from({ length: IMAGE_QUEUE_LENGTH + 1 }, () => imageGate.process(small, () => held));
    await expect.poll(() => imageGate.waiting).toBe(IMAGE_QUEUE_LENGTH);
    const refused = await upload(small, 'one-more.png', 'image/png');
    release();
    await Promise.all(busy);
    expect(refused.statusCode).toBe(503);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json.message).toMatch(/busy/);
    expect((await upload(small, 'later.png', 'image/png')).statusCode).toBe(200);
  });

  it('refuses to resize a stored original over the limit (one stored before the limit) instead of decoding it', async () => {
    const file = `tests/${randomUUID()}.png`;
    await mkdir(path.join(t.dataDir, 'uploads', 'tests'), { recursive: true });
    await writeFile(path.join(t.dataDir, 'uploads', file), await solidPng(16_000, 16_000));
    const resized = await t.app.inject({ method: 'GET', url: `/uploads/${file}?w=${IMAGE_WIDTHS[0]}` });
    expect(resized.statusCode).toBe(400);
    expect(resized.json().message).toBe('This image is 256 megapixels; the largest accepted is 40');
    await expect(stat(resizedPath(imageCacheDir(t.dataDir), file, IMAGE_WIDTHS[0]))).rejects.toThrow();
  });
});
