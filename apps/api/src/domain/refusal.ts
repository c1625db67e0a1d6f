import type { Translations } from '@shop/shared';
import type { FieldErrors } from './errors.ts';

/** A product a message names, with its translations, so the answer can name it in the shopper's language. */
export interface NamedProduct {
  name: string;
  translations: Translations | null;
}

/**
 * An outcome the shopper caused and can act on (out of stock, a coupon refused): services return it instead of
 * throwing, so every caller decides what it means there; routes answer it with the status they map its reason to.
 */
export interface Refusal<Reason extends string> {
  ok: false;
  reason: Reason;
  /** Safe to show the shopper. */
  message: string;
  errors?: FieldErrors;
  /** The products the message names by their English name. */
  named?: NamedProduct[];
}

export function refusal<Reason extends string>(
  reason: Reason,
  message: string,
  errors?: FieldErrors,
  named?: NamedProduct[],
): Refusal<Reason> {
  return {
    ok: false,
    reason,
    message,
    ...(errors ? { errors } : {}),
    ...(named?.length ? { named } : {}),
  };
}
