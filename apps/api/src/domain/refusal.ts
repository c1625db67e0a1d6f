import { englishText, type Translations } from '@shop/shared';
import {
  englishFieldErrors,
  type FieldErrors,
  type FieldTexts,
  type Text,
  type WrittenTexts,
} from './errors.ts';

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
  /**
   * The message and field messages by code, for the answer to render in the shopper's language. Not enumerable:
   * the refusal still compares and logs as its English texts.
   */
  readonly written?: WrittenTexts;
}

export function refusal<Reason extends string>(
  reason: Reason,
  message: Text,
  errors?: FieldTexts,
  named?: NamedProduct[],
): Refusal<Reason> {
  const outcome: Refusal<Reason> = {
    ok: false,
    reason,
    message: englishText(message),
    ...(errors ? { errors: englishFieldErrors(errors) } : {}),
    ...(named?.length ? { named } : {}),
  };
  return Object.defineProperty(outcome, 'written', { value: { message, errors }, enumerable: false });
}
