// The shopper's side of orders, shared by order-shopper.test.ts and order-returns.test.ts. Each test file that
// calls useShopperOrders() gets an app of its own; the bindings below are live, set in that file's beforeAll.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import { orders } from '../src/db/schema.ts';
import {
  type CatalogSize,
  call,
  line,
  login,
  loginAs,
  moveOrder,
  placePaidOrder,
  sellableSizes,
  sizeDealer,
  stockOf as stockOfSize,
  TO_DELIVERED,
} from './shop.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export let t: TestApp;
let dealSize: () => CatalogSize;
export let shopper: string;
export let stranger: string;
export let admin: string;

export function useShopperOrders(): void {
  beforeAll(async () => {
    t = await createTestApp();
    dealSize = sizeDealer(await sellableSizes(t.app));
    shopper = (await login(t.app, t.dataDir)).token;
    stranger = (await login(t.app, t.dataDir)).token;
    admin = (await loginAs(t.app, t.dataDir, 'ADMIN')).token;
  });
  afterAll(() => t.close());
}

export const MINUTE = 60_000;
/** Each test buys a size no other test touches, so stock assertions stay exact. */
export const take = () => dealSize();
export const stockOf = (sizeId: string) => stockOfSize(t.app, sizeId);
export const setOrder = (id: string, values: Partial<typeof orders.$inferInsert>) =>
  t.database.db.update(orders).set(values).where(eq(orders.id, id));
export const place = async (size = take(), token = shopper) =>
  placePaidOrder(t.app, [line(size, 2)], { token });
export const move = async (id: string, to: string, extra: object = {}) => {
  const moved = await call(t.app, 'POST', `/admin/orders/${id}/transitions`, {
    token: admin,
    payload: { to, ...extra },
  });
  expect(moved.statusCode, JSON.stringify(moved.json)).toBe(200);
};
export const deliver = (id: string) => moveOrder(t.app, admin, id, ...TO_DELIVERED);
export const read = (id: string, token = shopper) =>
  call(t.app, 'GET', `/orders/userOrders/${id}`, { token });

/** A multipart body with one part named `file`, as a browser's FormData sends it. */
function multipart(data: Buffer, filename: string, type: string) {
  const boundary = `----shop${Date.now()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
export const photo = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 180, g: 90, b: 60 } } })
    .jpeg()
    .toBuffer();
export async function upload(id: string, data: Buffer, token = shopper, type = 'image/jpeg') {
  const body = multipart(data, 'parcel.jpg', type);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/orders/userOrders/${id}/return-photos`,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
  return { statusCode: response.statusCode, json: response.json() };
}
