import { z } from 'zod';

// SPEC §5: default messages are '{label} is a required field' and '{label} must be a valid email'.
export const requiredMessage = (label: string) => `${label} is a required field`;
export const emailMessage = (label: string) => `${label} must be a valid email`;

/** A trimmed, required text field with the SPEC §5 message and an upper bound. */
export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: requiredMessage(label) })
    .trim()
    .min(1, requiredMessage(label))
    .max(max, `${label} must be at most ${max} characters`);

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
      ctx.addIssue({ code: 'custom', message: `${label} must be a valid 10-digit Indian mobile number` });
      return z.NEVER;
    }
    return mobile;
  });

/** Contact Us form (SPEC §2); the spec's form had no target, the API stores it. */
export const ContactSchema = z.object({
  name: requiredText('Name', 100),
  email: requiredEmail('Email'),
  number: indianMobile('Phone No'),
  message: requiredText('Message', 2000),
});
export type ContactInput = z.input<typeof ContactSchema>;
export type Contact = z.output<typeof ContactSchema>;

/**
 * Product review (SPEC §3 review form, §5): product and rating (1 to 5 stars) required; display name and text
 * optional, with upper bounds. Empty optional text is sent as undefined.
 */
export const ReviewSchema = z.object({
  product: requiredText('Product', 64),
  rating: z
    .number({ error: requiredMessage('Rating') })
    .int(requiredMessage('Rating'))
    .min(1, requiredMessage('Rating'))
    .max(5, 'Rating must be at most 5'),
  displayName: z
    .string()
    .trim()
    .max(60, 'Display Name must be at most 60 characters')
    .optional()
    .transform((value) => value || undefined),
  reviewText: z
    .string()
    .trim()
    .max(2000, 'Review must be at most 2000 characters')
    .optional()
    .transform((value) => value || undefined),
});
export type ReviewInput = z.input<typeof ReviewSchema>;
export type ReviewPayload = z.output<typeof ReviewSchema>;
