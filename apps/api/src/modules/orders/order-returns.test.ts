import { ORDER_POLICY } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { solidPng } from '../../../test/large-png.ts';
import { call } from '../../../test/shop.ts';
import {
  deliver,
  MINUTE,
  move,
  photo,
  place,
  read,
  setOrder,
  shopper,
  t,
  upload,
  useShopperOrders,
} from '../../../test/shopper-orders.ts';
import { orders } from '../../db/schema.ts';

useShopperOrders();

describe('returning', () => {
  it('takes a return within 48 hours of delivery with a reason and the photos uploaded for it, once', async () => {
    const placed = await place();
    await deliver(placed._id);
    const delivered = (await read(placed._id)).json.body;
    expect(delivered).toMatchObject({ orderStatus: 'DELIVERED', canReturn: true, canCancel: false });
    expect(Date.parse(delivered.returnUntil) - Date.parse(delivered.history.at(-1).at)).toBe(
      ORDER_POLICY.returnWithinHours * 60 * MINUTE,
    );

    const photos: string[] = [];
    for (let i = 0; i < 2; i++) {
      const uploaded = await upload(placed._id, await photo());
      expect(uploaded.statusCode, JSON.stringify(uploaded.json)).toBe(200);
      expect(uploaded.json.body.url).toMatch(
        new RegExp(`^/uploads/returns/${placed._id}/[0-9a-f-]{36}\\.webp$`),
      );
      photos.push(uploaded.json.body.url);
    }
    const served = await t.app.inject({ method: 'GET', url: photos[0] ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const asked = await call(t.app, 'POST', `/orders/userOrders/${placed._id}/return`, {
      token: shopper,
      payload: { reason: 'The bottle arrived cracked and leaking', photos },
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json.body).toMatchObject({
      orderStatus: 'RETURN_REQUESTED',
      canReturn: false,
      returnRequest: { reason: 'The bottle arrived cracked and leaking', photoCount: 2 },
    });

    const again = await call(t.app, 'POST', `/orders/userOrders/${placed._id}/return`, {
      token: shopper,
      payload: { reason: 'Asking a second time, just in case', photos: [] },
    });
    expect(again.statusCode).toBe(409);
    // Declined, it is delivered again, but a return is asked only once.
    await move(placed._id, 'DELIVERED');
    const declined = (await read(placed._id)).json.body;
    expect(declined).toMatchObject({ orderStatus: 'DELIVERED', canReturn: false });
    expect(declined.history.at(-1)).toMatchObject({
      status: 'DELIVERED',
      note: 'The return was not accepted',
    });
    const third = await call(t.app, 'POST', `/orders/userOrders/${placed._id}/return`, {
      token: shopper,
      payload: { reason: 'Asking a third time, just in case', photos: [] },
    });
    expect(third.statusCode).toBe(409);
    expect((await upload(placed._id, await photo())).statusCode).toBe(409);
  });

  it("refuses photos that are not this order's uploads", async () => {
    const mine = await place();
    const other = await place();
    await deliver(mine._id);
    await deliver(other._id);
    const forOther = (await upload(other._id, await photo())).json.body.url as string;
    for (const url of [
      forOther,
      '/uploads/some-product.webp',
      `/uploads/returns/${mine._id}/00000000-0000-4000-8000-000000000000.webp`,
      `/uploads/returns/${mine._id}/../${other._id}/x.webp`,
      'https://elsewhere.example/photo.jpg',
    ]) {
      const refused = await call(t.app, 'POST', `/orders/userOrders/${mine._id}/return`, {
        token: shopper,
        payload: { reason: 'The bottle arrived cracked and leaking', photos: [url] },
      });
      expect(refused.statusCode, url).toBe(400);
    }
    expect((await read(mine._id)).json.body.orderStatus).toBe('DELIVERED');
  });

  it('takes photos only as images, and only while a return may be asked for', async () => {
    const placed = await place();
    const notYet = await upload(placed._id, await photo());
    expect(notYet.statusCode).toBe(409);
    await deliver(placed._id);
    const script = await upload(placed._id, Buffer.from('<script>alert(1)</script>'), shopper, 'image/jpeg');
    expect(script.statusCode).toBe(400);
    expect(script.json.errors.file).toMatch(/JPEG, PNG or WebP/);
    const huge = Buffer.concat([await photo(), Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await upload(placed._id, huge);
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json.errors.file).toMatch(/at most 10 MB/);
    // Small on disk, 768 MB decoded: refused from its header.
    const giant = await upload(placed._id, await solidPng(16_000, 16_000), shopper, 'image/png');
    expect(giant.statusCode).toBe(400);
    expect(giant.json.errors.file).toBe('This image is 256 megapixels; the largest accepted is 40');
    const video = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom'), Buffer.alloc(64)]);
    expect((await upload(placed._id, video, shopper, 'video/mp4')).statusCode).toBe(400);
  });

  it('refuses a return outside 48 hours of delivery, and the DTO stops offering it at the deadline', async () => {
    const placed = await place();
    await deliver(placed._id);
    const deliveredAt = new Date(Date.now() - (ORDER_POLICY.returnWithinHours * 60 + 1) * MINUTE);
    await setOrder(placed._id, { deliveredAt });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, placed._id));
    if (!row) throw new Error('order missing');
    const deadline = deliveredAt.getTime() + ORDER_POLICY.returnWithinHours * 60 * MINUTE;
    expect(await t.app.services.orderQueries.dto(row, new Date(deadline - 1000))).toMatchObject({
      canReturn: true,
      returnUntil: new Date(deadline).toISOString(),
    });
    expect(await t.app.services.orderQueries.dto(row, new Date(deadline + 1000))).toMatchObject({
      canReturn: false,
      returnUntil: null,
    });
    expect((await read(placed._id)).json.body.canReturn).toBe(false);
    const refused = await call(t.app, 'POST', `/orders/userOrders/${placed._id}/return`, {
      token: shopper,
      payload: { reason: 'The bottle arrived cracked and leaking', photos: [] },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json.message).toMatch(/within 48 hours/);
    expect((await upload(placed._id, await photo())).statusCode).toBe(409);
  });
});
