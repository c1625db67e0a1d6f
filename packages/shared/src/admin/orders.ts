import { z } from 'zod';
import { BACK_OFFICE_MOVES, CARRIER_NAMES } from '../orders.ts';

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => value || undefined);

/** POST /admin/orders/{id}/transitions. */
export const OrderTransitionSchema = z.object({
  to: z.enum(BACK_OFFICE_MOVES, { error: `to must be one of ${BACK_OFFICE_MOVES.join(', ')}` }),
  carrier: z
    .enum(CARRIER_NAMES as [string, ...string[]], {
      error: `carrier must be one of ${CARRIER_NAMES.join(', ')}`,
    })
    .optional(),
  trackingNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,40}$/, 'Tracking number is 4 to 40 letters, digits or dashes')
    .optional(),
  note: optionalText(500, 'Note'),
});
export type OrderTransitionInput = z.infer<typeof OrderTransitionSchema>;

/** POST /admin/orders/{id}/refunds, with an Idempotency-Key header. */
export const OrderRefundSchema = z.object({
  amount: z
    .number({ error: 'Amount must be a whole number of paise' })
    .int('Amount must be a whole number of paise')
    .positive('Amount must be more than zero')
    .optional(),
  reason: z.string().trim().min(3, 'Please give a reason').max(300, 'Reason must be at most 300 characters'),
});
export type OrderRefundInput = z.infer<typeof OrderRefundSchema>;

/** The Idempotency-Key header: the refund dialog makes one per refund it means. */
export const IdempotencyKeySchema = z
  .string({ error: 'An Idempotency-Key header is required' })
  .regex(/^[A-Za-z0-9_-]{10,80}$/, 'Idempotency-Key must be 10 to 80 letters, digits, dashes or underscores');
