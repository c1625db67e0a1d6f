import { z } from 'zod';
import { ORDER_POLICY } from './orders.ts';
import { RefundToSchema } from './refund-to.ts';

/** POST /orders/userOrders/{id}/return: why, and photos of what arrived (uploaded first). */
export const ReturnRequestSchema = z.object({
  reason: z
    .string({ error: 'Please tell us why you are returning it' })
    .trim()
    .min(10, 'Please tell us a little more (at least 10 characters)')
    .max(1000, 'Reason must be at most 1000 characters'),
  photos: z
    .array(z.string().regex(/^\/uploads\/[A-Za-z0-9/_.-]+$/, 'Photos must be uploaded through the shop'))
    .max(ORDER_POLICY.maxReturnPhotos, `At most ${ORDER_POLICY.maxReturnPhotos} photos`)
    .default([]),
  /** Where a cash-on-delivery order's refund goes (docs/cod.md#refunds); required for those, ignored for prepaid. */
  refundTo: RefundToSchema.optional(),
});
export type ReturnRequestInput = z.infer<typeof ReturnRequestSchema>;
