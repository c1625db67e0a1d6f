import { spawn } from 'node:child_process';
import { access, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { IMAGE_WIDTHS } from '@shop/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startS3, type TestS3 } from '../../../test/s3.ts';
import {
  call,
  line,
  login,
  loginAs,
  moveOrder,
  multipartFile,
  placePaidOrder,
  sellableSizes,
  TO_DELIVERED,
} from '../../../test/shop.ts';
import { createTestApp, getJson, type TestApp } from '../../../test/test-app.ts';
import { copyMissingInto } from '../../adapters/storage/copy-folder.ts';
import { createUploadStores } from '../../adapters/storage/upload-stores.ts';
import { resizedKey } from './uploads.service.ts';

let s3: TestS3;
/** Reads uploads through the shop's own /uploads route. */
let shop: TestApp;
/** A second instance on the same bucket, which sends browsers to the bucket's public address instead. */
let cdn: TestApp;
let staff: string;

beforeAll(async () => {
  s3 = await startS3();
  shop = await createTestApp(s3.env);
  cdn = await createTestApp({ ...s3.env, UPLOADS_PUBLIC_URL: s3.publicUrl });
  staff = (await loginAs(shop.app, shop.dataDir, 'STAFF')).token;
}, 60_000);
afterAll(async () => {
  await shop?.close();
  await cdn?.close();
  await s3?.close();
});

/** An object as the bucket holds it, fetched from its public address, as a browser or a CDN would. */
async function fromBucket(key: string): Promise<{ status: number; body: Buffer; type: string | null }> {
  const response = await fetch(`${s3.publicUrl}/${key}`);
  return {
    status: response.status,
    body: Buffer.from(await response.arrayBuffer()),
    type: response.headers.get('content-type'),
  };
}

async function uploadAsStaff(data: Buffer, filename: string, type: string): Promise<string> {
  const body = multipartFile(data, filename, type);
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/v1/admin/uploads',
    headers: { ...body.headers, authorization: `Bearer ${staff}` },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().body.file as string;
}

const png = (width: number, colour = { r: 40, g: 160, b: 90 }) =>
  sharp({ create: { width, height: 50, channels: 3, background: colour } })
    .png()
    .toBuffer();

describe('uploads in S3-compatible storage', () => {
  it('stores an admin upload and every width in the bucket, not on disk, and serves them from there', async () => {
    const file = await uploadAsStaff(await png(900), 'label.png', 'image/png');
    const original = await fromBucket(file);
    expect(original.status).toBe(200);
    expect(original.type).toBe('image/webp');
    for (const width of IMAGE_WIDTHS) {
      expect((await fromBucket(`cache/images/${resizedKey(file, width)}`)).status, `w${width}`).toBe(200);
    }
    await expect(access(path.join(shop.dataDir, 'uploads', file))).rejects.toThrow();

    const served = await shop.app.inject({ method: 'GET', url: `/uploads/${file}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(original.body)).toBe(true);

    const small = await shop.app.inject({ method: 'GET', url: `/uploads/${file}?w=160` });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/webp');
    expect((await sharp(small.rawPayload).metadata()).width).toBe(160);
  });

  it('serves every instance the one copy of a width that is in the bucket, rather than resizing again', async () => {
    const file = await uploadAsStaff(await png(700), 'jar.png', 'image/png');
    const key = `cache/images/${resizedKey(file, 320)}`;
    // A copy another instance made, told apart from a fresh resize by its height.
    const stores = await createUploadStores(shop.app.config);
    const marker = await sharp({
      create: { width: 320, height: 7, channels: 3, background: { r: 1, g: 2, b: 3 } },
    })
      .webp()
      .toBuffer();
    await stores.resized.put(resizedKey(file, 320), marker, 'image/webp');
    const other = await createTestApp(s3.env);
    try {
      const served = await other.app.inject({ method: 'GET', url: `/uploads/${file}?w=320` });
      expect(served.statusCode).toBe(200);
      // The shared copy, not one this instance resized for itself.
      expect((await sharp(served.rawPayload).metadata()).height).toBe(7);
    } finally {
      await other.close();
    }
    expect((await fromBucket(key)).body.equals(marker)).toBe(true);
  });

  it('copies the files of an uploads folder the bucket lacks, so stored /uploads URLs keep working', async () => {
    const product = (await getJson(shop.app, '/products?limit=1')).json.body[0];
    expect((await shop.app.inject({ method: 'GET', url: `/uploads/${product.image}` })).statusCode).toBe(404);
    const { originals } = await createUploadStores(shop.app.config);
    const copied = await copyMissingInto(inject('uploadsDir'), originals);
    expect(copied).toBeGreaterThan(0);
    expect(await copyMissingInto(inject('uploadsDir'), originals)).toBe(0);
    const served = await shop.app.inject({ method: 'GET', url: `/uploads/${product.image}?w=640` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    // Made on this first request, and kept in the bucket for every instance.
    const kept = await fromBucket(`cache/images/${resizedKey(product.image, 640)}`);
    expect(kept.status).toBe(200);
    expect(kept.body.equals(served.rawPayload)).toBe(true);
  });

  it('keeps a shopper’s return photos in the bucket and accepts them for the return', async () => {
    const [size] = await sellableSizes(shop.app);
    if (!size) throw new Error('no sellable size');
    const shopper = (await login(shop.app, shop.dataDir)).token;
    const admin = (await loginAs(shop.app, shop.dataDir, 'ADMIN')).token;
    const order = await placePaidOrder(shop.app, [line(size)], { token: shopper });
    await moveOrder(shop.app, admin, order._id, ...TO_DELIVERED);
    const body = multipartFile(
      await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 9, g: 9, b: 9 } } })
        .jpeg()
        .toBuffer(),
      'parcel.jpg',
      'image/jpeg',
    );
    const uploaded = await shop.app.inject({
      method: 'POST',
      url: `/api/v1/orders/userOrders/${order._id}/return-photos`,
      headers: { ...body.headers, authorization: `Bearer ${shopper}` },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const url = uploaded.json().body.url as string;
    expect(url).toMatch(new RegExp(`^/uploads/returns/${order._id}/[0-9a-f-]{36}\\.webp$`));
    const inBucket = await fromBucket(url.slice('/uploads/'.length));
    expect(inBucket.status).toBe(200);
    const served = await shop.app.inject({ method: 'GET', url });
    expect(served.rawPayload.equals(inBucket.body)).toBe(true);

    const asked = await call(shop.app, 'POST', `/orders/userOrders/${order._id}/return`, {
      token: shopper,
      payload: { reason: 'The lid arrived broken and it leaked', photos: [url] },
    });
    expect(asked.statusCode, JSON.stringify(asked.json)).toBe(200);
    expect(asked.json.body.returnRequest).toMatchObject({ photoCount: 1 });
  });

  it('sends browsers to the public address, for originals and widths, and 404s what is not stored', async () => {
    const file = await uploadAsStaff(await png(500), 'box.png', 'image/png');
    const original = await cdn.app.inject({ method: 'GET', url: `/uploads/${file}` });
    expect(original.statusCode).toBe(302);
    expect(original.headers.location).toBe(`${s3.publicUrl}/${file}`);
    const resized = await cdn.app.inject({ method: 'GET', url: `/uploads/${file}?w=640` });
    expect(resized.statusCode).toBe(302);
    expect(resized.headers.location).toBe(`${s3.publicUrl}/cache/images/${resizedKey(file, 640)}`);
    const fetched = await fetch(String(resized.headers.location));
    expect(fetched.status).toBe(200);
    expect((await sharp(Buffer.from(await fetched.arrayBuffer())).metadata()).format).toBe('webp');

    for (const url of ['/uploads/products/nope.webp', '/uploads/products/nope.webp?w=320']) {
      expect((await cdn.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('serves a byte range of a video, as players seek', async () => {
    // The smallest MP4 header file-type recognises: an ftyp box, then filler.
    const ftyp = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
    const video = Buffer.concat([ftyp, Buffer.alloc(4000, 7)]);
    const file = await uploadAsStaff(video, 'reel.mp4', 'video/mp4');
    expect(file).toMatch(/\.mp4$/);
    const part = await shop.app.inject({
      method: 'GET',
      url: `/uploads/${file}`,
      headers: { range: 'bytes=0-99' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${video.length}`);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.rawPayload.equals(video.subarray(0, 100))).toBe(true);
  });

  it('does not serve keys outside the uploads', async () => {
    for (const url of [
      '/uploads/..%2f..%2fpackage.json',
      '/uploads/cache/..%2f..%2fx.webp',
      '/uploads//x.webp',
    ]) {
      expect((await shop.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('moves an existing shop’s uploads into the bucket when it starts with the bucket settings', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-s3-start-'));
    try {
      const photo = await png(300, { r: 5, g: 6, b: 7 });
      await mkdir(path.join(dataDir, 'uploads', 'products'), { recursive: true });
      await writeFile(path.join(dataDir, 'uploads', 'products', 'from-disk.png'), photo);
      const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', path.join(import.meta.dirname, '../../server.ts')],
        {
          env: {
            ...inherited,
            ...s3.env,
            PORT: '0',
            DATA_DIR: dataDir,
            SEED_DEMO: 'false',
            SERVE_WEB: 'false',
            LOG_LEVEL: 'warn',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let output = '';
      child.stdout.on('data', (chunk) => {
        output += chunk;
      });
      child.stderr.on('data', (chunk) => {
        output += chunk;
      });
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        while (!output.includes('Shop running at')) {
          if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      } finally {
        child.kill('SIGTERM');
        await exited;
      }
      expect(output).toContain('Copied 1 files');
      const copied = await fromBucket('products/from-disk.png');
      expect(copied.status).toBe(200);
      expect(copied.type).toBe('image/png');
      expect(copied.body.equals(photo)).toBe(true);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
