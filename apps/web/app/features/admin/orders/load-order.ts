import type { AdminOrder } from '@shop/shared';
import { adminGet } from '#app/features/admin/index.ts';

/** One order for the order page and its packing slip: the order, or what to say instead. */
export async function loadAdminOrder(
  request: Request,
  id: string,
): Promise<{ order: AdminOrder; error: undefined } | { order: undefined; error: string }> {
  const res = await adminGet<AdminOrder>(`/admin/orders/${encodeURIComponent(id)}`, request);
  if (res.status === 200 && res.body) return { order: res.body, error: undefined };
  return {
    order: undefined,
    error: res.status === 404 || res.status === 400 ? 'There is no order with this address.' : res.message,
  };
}
