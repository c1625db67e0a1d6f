// The back office's order screens, shared by orders.admin.test.ts and order-details.admin.test.ts. Each test file
// that calls useAdminOrders() gets an app of its own; the bindings below are live, set in that file's beforeAll.
import type { AdminOrderRow } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { orders } from '../src/db/schema.ts';
import { type CatalogSize, call, line, loginAs, newMobile, placePaidOrder, sellableSizes } from './shop.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export let t: TestApp;
let sizes: CatalogSize[];
export let admin: { token: string; mobile: string };
export let staff: { token: string; mobile: string };

export function useAdminOrders(): void {
  beforeAll(async () => {
    t = await createTestApp();
    sizes = await sellableSizes(t.app);
    admin = await loginAs(t.app, t.dataDir, 'ADMIN');
    staff = await loginAs(t.app, t.dataDir, 'STAFF');
  });
  afterAll(() => t.close());
}

let nextSize = 0;
/** The next of the demo's sizes, round the list. */
export const unusedSize = () => sizes[nextSize++ % sizes.length] as CatalogSize;
/** A paid order of one unit of a size no other order here took, so stock never runs out. */
export async function paidOrder(qty = 1, mobile = newMobile()) {
  const size = unusedSize();
  return placePaidOrder(t.app, [line(size, qty)], { mobile });
}
export const setOrder = (id: string, values: Partial<typeof orders.$inferInsert>) =>
  t.database.db.update(orders).set(values).where(eq(orders.id, id));
export const listOrders = async (query: string, token = staff.token) => {
  const { statusCode, json } = await call(t.app, 'GET', `/admin/orders?${query}`, { token });
  expect(statusCode, JSON.stringify(json)).toBe(200);
  return json as { body: AdminOrderRow[]; totalRecords: number; totalPages: number; page: number };
};
export const move = (id: string, payload: object, token = staff.token) =>
  call(t.app, 'POST', `/admin/orders/${id}/transitions`, { token, payload });
export const exportCsv = (query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/admin/orders/export.csv?${query}`,
    headers: { authorization: `Bearer ${staff.token}` },
  });
