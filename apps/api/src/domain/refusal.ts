import type { FieldErrors } from './errors.ts';

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
}

export function refusal<Reason extends string>(
  reason: Reason,
  message: string,
  errors?: FieldErrors,
): Refusal<Reason> {
  return errors ? { ok: false, reason, message, errors } : { ok: false, reason, message };
}
