import { z } from 'zod';
import { messageRef } from './messages/ref.ts';

/**
 * Where a cash-on-delivery order's refund is paid (docs/cod.md#refunds): there is no card or UPI payment to
 * reverse, so the shopper names a UPI id or a bank account on the return form, and the shop pays it out.
 */

/** An IFSC's form: four letters of the bank's code, a zero, six letters or digits of the branch. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** A UPI id: a handle, `@`, the provider (`name@okhdfcbank`, `98xxxxxx10@ybl`). */
export const VPA_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
/** Indian bank account numbers run from 9 to 18 digits. */
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;

const holderName = z
  .string({ error: messageRef('refundTo.name') })
  .trim()
  .min(3, { error: messageRef('refundTo.name') })
  .max(120, { error: messageRef('refundTo.name') });

export const RefundToUpiSchema = z.object({
  kind: z.literal('upi'),
  vpa: z
    .string({ error: messageRef('refundTo.vpa') })
    .trim()
    .regex(VPA_PATTERN, { error: messageRef('refundTo.vpa') }),
});

export const RefundToBankSchema = z
  .object({
    kind: z.literal('bank'),
    name: holderName,
    ifsc: z
      .string({ error: messageRef('refundTo.ifsc') })
      .trim()
      .transform((value) => value.toUpperCase())
      .pipe(z.string().regex(IFSC_PATTERN, { error: messageRef('refundTo.ifsc') })),
    accountNumber: z
      .string({ error: messageRef('refundTo.accountNumber') })
      .trim()
      .regex(ACCOUNT_NUMBER_PATTERN, { error: messageRef('refundTo.accountNumber') }),
    /** Typed a second time: a digit wrong sends the money to a stranger. */
    accountNumberAgain: z.string({ error: messageRef('refundTo.accountNumberAgain') }).trim(),
  })
  .refine((value) => value.accountNumber === value.accountNumberAgain, {
    path: ['accountNumberAgain'],
    error: messageRef('refundTo.accountNumberAgain'),
  });

export const RefundToSchema = z.discriminatedUnion('kind', [RefundToUpiSchema, RefundToBankSchema], {
  error: messageRef('refundTo.kind'),
});
export type RefundToInput = z.infer<typeof RefundToSchema>;

/** As the shop keeps it: the second typing is dropped once it matched. */
export type RefundTo =
  | { kind: 'upi'; vpa: string }
  | { kind: 'bank'; name: string; ifsc: string; accountNumber: string };

export function keptRefundTo(input: RefundToInput): RefundTo {
  return input.kind === 'upi'
    ? { kind: 'upi', vpa: input.vpa }
    : { kind: 'bank', name: input.name, ifsc: input.ifsc, accountNumber: input.accountNumber };
}

/** What the back office and the shopper see of it: the account's last four digits only. */
export function maskedRefundTo(to: RefundTo): string {
  return to.kind === 'upi' ? to.vpa : `${to.name} · ${to.ifsc} · ••••${to.accountNumber.slice(-4)}`;
}
