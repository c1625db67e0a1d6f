import { z } from 'zod';
import { hasControlCharacters, notAllowedMessage } from '../forms.ts';
import { paiseToRupeesText, rupeesToPaise } from './catalog.ts';

// docs/admin.md#coupons: the back office's coupon form. The API takes this body in paise with ISO moments; the
// browser's form takes rupees and Indian dates and turns them into it (CouponFormSchema).

export const COUPON_KINDS = ['PERCENT', 'FLAT'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** Where a coupon stands now: what the list's badge says and its status filter picks. */
export const COUPON_STATUSES = ['active', 'scheduled', 'expired', 'usedUp', 'off'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

export const COUPON_STATUS_LABELS: Record<CouponStatus, string> = {
  active: 'Active',
  scheduled: 'Scheduled',
  expired: 'Expired',
  usedUp: 'Used up',
  off: 'Switched off',
};

/** The limits a coupon's status is read from. */
export interface CouponTimes {
  active: boolean;
  startsAt: string | Date | null;
  expiresAt: string | Date | null;
  maxUses: number | null;
  usedCount: number;
}

/**
 * A coupon's status at `now`, in the order the checkout refuses it: switched off, then expired, then used up,
 * then not started yet.
 */
export function couponStatus(coupon: CouponTimes, now: Date = new Date()): CouponStatus {
  if (!coupon.active) return 'off';
  if (coupon.expiresAt && new Date(coupon.expiresAt) <= now) return 'expired';
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) return 'usedUp';
  if (coupon.startsAt && new Date(coupon.startsAt) > now) return 'scheduled';
  return 'active';
}

const CODE = /^[A-Z0-9_-]{3,40}$/;

const paise = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be whole paise`)
    .min(0, `${label} cannot be negative`)
    .max(100_000_000, `${label} is too large`);

const uses = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be 1 or more`)
    .max(10_000_000, `${label} is too large`)
    .nullable()
    .default(null);

const moment = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label} must be a date and time` })
    .nullable()
    .default(null);

/** POST /admin/coupons, and PATCH /admin/coupons/{id} merged with the stored coupon. */
export const CouponSchema = z
  .strictObject({
    code: z
      .string({ error: 'Code is a required field' })
      .trim()
      .transform((value) => value.toUpperCase())
      .refine((value) => value.length > 0, { message: 'Code is a required field', abort: true })
      .refine((value) => CODE.test(value), 'Code is 3 to 40 letters, digits, dashes or underscores'),
    description: z
      .string()
      .trim()
      .max(200, 'Description must be at most 200 characters')
      .refine((value) => !hasControlCharacters(value), notAllowedMessage('Description'))
      .default(''),
    kind: z.enum(COUPON_KINDS, { error: 'Kind must be PERCENT or FLAT' }),
    /** Percent (1 to 100) for PERCENT, paise for FLAT. */
    value: z.number({ error: 'Value must be a number' }).int('Value must be a whole number'),
    minOrderPaise: paise('Minimum order').default(0),
    maxDiscountPaise: paise('Largest discount').nullable().default(null),
    startsAt: moment('Start'),
    expiresAt: moment('End'),
    active: z.boolean({ error: 'Active must be true or false' }).default(true),
    firstOrderOnly: z.boolean({ error: 'First order only must be true or false' }).default(false),
    maxUses: uses('Uses in all'),
    maxUsesPerCustomer: uses('Uses per customer'),
  })
  .superRefine((coupon, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (coupon.kind === 'PERCENT' && (coupon.value < 1 || coupon.value > 100))
      fail('value', 'A percentage must be between 1 and 100');
    if (coupon.kind === 'FLAT' && (coupon.value < 1 || coupon.value > 100_000_000))
      fail('value', 'The amount must be more than ₹0');
    if (coupon.kind === 'FLAT' && coupon.maxDiscountPaise !== null)
      fail('maxDiscountPaise', 'Only a percentage takes a largest discount');
    if (coupon.maxDiscountPaise === 0) fail('maxDiscountPaise', 'Largest discount must be more than ₹0');
    if (coupon.startsAt && coupon.expiresAt && new Date(coupon.expiresAt) <= new Date(coupon.startsAt))
      fail('expiresAt', 'The end must be after the start');
    if (
      coupon.maxUses !== null &&
      coupon.maxUsesPerCustomer !== null &&
      coupon.maxUsesPerCustomer > coupon.maxUses
    )
      fail('maxUsesPerCustomer', 'Uses per customer cannot be more than uses in all');
  });
export type CouponInput = z.input<typeof CouponSchema>;
export type CouponPayload = z.output<typeof CouponSchema>;

/** A coupon as the back office reads it: the stored terms, how often it was used, and its status now. */
export interface AdminCoupon extends CouponPayload {
  _id: string;
  usedCount: number;
  status: CouponStatus;
  createdAt: string;
}

// India keeps one offset all year, so an Indian date and time converts without a time-zone library.
const IST_OFFSET_MS = 330 * 60_000;

/** `2026-11-24T10:00` typed as Indian time (a datetime-local field) as an ISO moment; null when not a date. */
export function indianLocalToIso(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const at = new Date(`${local}:00+05:30`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** An ISO moment as a datetime-local field shows it in Indian time: `2026-11-24T10:00`. */
export function isoToIndianLocal(iso: string): string {
  return new Date(new Date(iso).getTime() + IST_OFFSET_MS).toISOString().slice(0, 16);
}

const rupeesOrEmpty = (label: string) =>
  z
    .string()
    .trim()
    .refine(
      (value) => value === '' || rupeesToPaise(value) !== null,
      `${label} must be in rupees, with at most 2 decimals`,
    );
const wholeOrEmpty = (label: string) =>
  z
    .string()
    .trim()
    .refine((value) => /^\d{0,8}$/.test(value), `${label} must be a whole number`);
const localMoment = (label: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || indianLocalToIso(value) !== null, `${label} must be a date and time`);

/**
 * The coupon form: the value in percent or rupees as the kind says, amounts in rupees, dates in Indian time and
 * limits as typed; turned into the API's body and checked with CouponSchema, at the same field names, so the
 * browser refuses what the API would.
 */
export const CouponFormSchema = z
  .object({
    code: z.string(),
    description: z.string(),
    kind: z.enum(COUPON_KINDS),
    value: z.string().trim().min(1, 'Value is a required field'),
    minOrderPaise: rupeesOrEmpty('Minimum order'),
    maxDiscountPaise: rupeesOrEmpty('Largest discount'),
    startsAt: localMoment('Start'),
    expiresAt: localMoment('End'),
    active: z.boolean(),
    firstOrderOnly: z.boolean(),
    maxUses: wholeOrEmpty('Uses in all'),
    maxUsesPerCustomer: wholeOrEmpty('Uses per customer'),
  })
  .transform((form, ctx) => {
    const value =
      form.kind === 'PERCENT'
        ? /^\d{1,3}$/.test(form.value)
          ? Number(form.value)
          : null
        : rupeesToPaise(form.value);
    if (value === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message:
          form.kind === 'PERCENT'
            ? 'A percentage must be a whole number'
            : 'The amount must be in rupees, with at most 2 decimals',
      });
      return z.NEVER;
    }
    const parsed = CouponSchema.safeParse({
      code: form.code,
      description: form.description,
      kind: form.kind,
      value,
      minOrderPaise: form.minOrderPaise === '' ? 0 : rupeesToPaise(form.minOrderPaise),
      maxDiscountPaise:
        form.kind === 'FLAT' || form.maxDiscountPaise === '' ? null : rupeesToPaise(form.maxDiscountPaise),
      startsAt: form.startsAt === '' ? null : indianLocalToIso(form.startsAt),
      expiresAt: form.expiresAt === '' ? null : indianLocalToIso(form.expiresAt),
      active: form.active,
      firstOrderOnly: form.firstOrderOnly,
      maxUses: form.maxUses === '' ? null : Number(form.maxUses),
      maxUsesPerCustomer: form.maxUsesPerCustomer === '' ? null : Number(form.maxUsesPerCustomer),
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
    return z.NEVER;
  });
export type CouponFormValues = z.input<typeof CouponFormSchema>;

export const EMPTY_COUPON_FORM: CouponFormValues = {
  code: '',
  description: '',
  kind: 'PERCENT',
  value: '',
  minOrderPaise: '',
  maxDiscountPaise: '',
  startsAt: '',
  expiresAt: '',
  active: true,
  firstOrderOnly: false,
  maxUses: '',
  maxUsesPerCustomer: '',
};

/** A stored coupon as the form's values. */
export function couponToForm(coupon: CouponPayload): CouponFormValues {
  return {
    code: coupon.code,
    description: coupon.description,
    kind: coupon.kind,
    value: coupon.kind === 'PERCENT' ? String(coupon.value) : paiseToRupeesText(coupon.value),
    minOrderPaise: coupon.minOrderPaise === 0 ? '' : paiseToRupeesText(coupon.minOrderPaise),
    maxDiscountPaise: coupon.maxDiscountPaise === null ? '' : paiseToRupeesText(coupon.maxDiscountPaise),
    startsAt: coupon.startsAt ? isoToIndianLocal(coupon.startsAt) : '',
    expiresAt: coupon.expiresAt ? isoToIndianLocal(coupon.expiresAt) : '',
    active: coupon.active,
    firstOrderOnly: coupon.firstOrderOnly,
    maxUses: coupon.maxUses === null ? '' : String(coupon.maxUses),
    maxUsesPerCustomer: coupon.maxUsesPerCustomer === null ? '' : String(coupon.maxUsesPerCustomer),
  };
}
