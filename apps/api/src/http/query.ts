import { plainText, TRANSLATION_STATES } from '@shop/shared';
import { z } from 'zod';

// Query strings arrive as text; these parse them strictly so that `limit=abc` or `page=-1` is a 400, not a guess.

const wholeNumber = (label: string) =>
  z
    .string()
    .regex(/^\d{1,6}$/, `${label} must be a whole number`)
    .transform(Number);

export const pageParam = wholeNumber('page')
  .refine((value) => value >= 1, 'page must be 1 or more')
  .optional()
  .default(1);

/** `limit=0` means every record (docs/product.md#paging); otherwise 1 to 100. */
export const limitParam = (fallback: number) =>
  wholeNumber('limit')
    .refine((value) => value <= 100, 'limit must be between 0 and 100')
    .optional()
    .default(fallback);

export const booleanParam = (label: string) =>
  z
    .enum(['true', 'false'], { error: `${label} must be true or false` })
    .transform((value) => value === 'true')
    .optional();

/** Public lists only ever show active records; `status=true` is accepted because the storefront sends it. */
export const activeStatusParam = z
  .enum(['true'], { error: 'status must be true: only active records are public' })
  .optional();

export const uuidParam = (label: string) => z.uuid({ error: `${label} must be a valid id` });

export const slugParam = (label: string) =>
  z
    .string()
    .min(1, `${label} is required`)
    .max(200, `${label} is too long`)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, `${label} must be a valid slug`);

export const searchParam = plainText('searchQuery')
  .max(100, 'searchQuery must be at most 100 characters')
  .optional()
  .transform((value) => (value ? value : undefined));

/** The paging every back-office list takes: 20 rows a page unless asked otherwise. */
export const adminPaging = { page: pageParam, limit: limitParam(20) };

/** A back-office list narrowed to rows whose Hindi version is complete, partial or missing. */
export const translationParam = z
  .enum(TRANSLATION_STATES, { error: 'translation must be complete, partial or missing' })
  .optional();
