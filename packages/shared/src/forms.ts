import { z } from 'zod';
import { messageRef } from './messages/ref.ts';

// docs/product.md#forms: default messages are '{label} is a required field' and '{label} must be a valid email'.
export const requiredMessage = (label: string) => messageRef('field.required', { label });
export const emailMessage = (label: string) => messageRef('field.email', { label });

export const notAllowedMessage = (label: string) => messageRef('field.notAllowed', { label });
export const tooLongMessage = (label: string, max: number) => messageRef('field.tooLong', { label, max });

// Control characters (C0, DEL, C1) and lone surrogates are never typed on purpose. They hide in what staff and
// couriers read, and PostgreSQL refuses a NUL in text outright, which turned them into server errors.
const CONTROL = /[\p{Cc}\p{Cs}]/u;
// A textarea's line breaks (CRLF when posted without JavaScript) and tabs are the only ones a person types.
const CONTROL_BUT_LINE_BREAKS = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

export interface TextOptions {
  /** Keeps newline and tab, for text typed in a textarea. Single-line fields refuse them. */
  multiline?: boolean;
}

/** True when the text holds a character no field accepts; see requiredText. */
export function hasControlCharacters(value: string, { multiline = false }: TextOptions = {}): boolean {
  return (multiline ? CONTROL_BUT_LINE_BREAKS : CONTROL).test(value);
}

/** A trimmed text field without control characters: the base of every free-text field and query parameter. */
export const plainText = (label: string, options: TextOptions = {}) =>
  z
    .string()
    .trim()
    .refine((value) => !hasControlCharacters(value, options), notAllowedMessage(label));

/**
 * A trimmed, required text field with the required-field message (docs/product.md#forms) and an upper bound.
 * Leading and trailing line breaks are trimmed first, so a pasted value with a trailing newline still fits a single-line field.
 */
export const requiredText = (label: string, max = 200, options: TextOptions = {}) =>
  z
    .string({ error: requiredMessage(label) })
    .trim()
    .min(1, requiredMessage(label))
    .max(max, tooLongMessage(label, max))
    .refine((value) => !hasControlCharacters(value, options), notAllowedMessage(label));

/** An optional trimmed text field; empty text becomes undefined. */
export const optionalText = (label: string, max: number, options: TextOptions = {}) =>
  z
    .string()
    .trim()
    .max(max, tooLongMessage(label, max))
    .refine((value) => !hasControlCharacters(value, options), notAllowedMessage(label))
    .optional()
    .transform((value) => value || undefined);

export const requiredEmail = (label: string) =>
  requiredText(label, 254).pipe(z.email({ error: emailMessage(label) }).transform((v) => v.toLowerCase()));

/**
 * Indian mobile number: 10 digits starting 6 to 9. A +91, 91 or 0 prefix and spaces or dashes are accepted
 * and normalised away, so the value is always the bare 10 digits.
 */
export function normaliseIndianMobile(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '').replace(/^(?:\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, '');
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}

export const indianMobile = (label: string) =>
  requiredText(label, 20).transform((value, ctx) => {
    const mobile = normaliseIndianMobile(value);
    if (!mobile) {
      ctx.addIssue({ code: 'custom', message: messageRef('field.mobile', { label }) });
      return z.NEVER;
    }
    return mobile;
  });

/** Contact Us form (docs/product.md#contact-messages); the API stores each message. */
export const ContactSchema = z.object({
  name: requiredText('Name', 100),
  email: requiredEmail('Email'),
  number: indianMobile('Phone No'),
  message: requiredText('Message', 2000, { multiline: true }),
});
export type ContactInput = z.input<typeof ContactSchema>;
export type Contact = z.output<typeof ContactSchema>;

/**
 * Product review (docs/product.md#reviews): product and rating (1 to 5 stars) required; display name and text
 * optional, with upper bounds. Empty optional text is sent as undefined.
 */
export const ReviewSchema = z.object({
  product: requiredText('Product', 64),
  rating: z
    .number({ error: requiredMessage('Rating') })
    .int(requiredMessage('Rating'))
    .min(1, requiredMessage('Rating'))
    .max(5, messageRef('field.atMost', { label: 'Rating', max: 5 })),
  displayName: optionalText('Display Name', 60),
  reviewText: optionalText('Review', 2000, { multiline: true }),
});
export type ReviewInput = z.input<typeof ReviewSchema>;
export type ReviewPayload = z.output<typeof ReviewSchema>;
