import { type PaymentSettings, PaymentSettingsSchema, paiseToRupeesText, rupeesToPaise } from '@shop/shared';
import { z } from 'zod';
import { pincodeList } from './blocked-pincodes.ts';

// docs/cod.md#settings: the Payments form types rupees, whole numbers and a list of PIN codes; it is checked again
// with the API's PaymentSettingsSchema, so the browser refuses what the API would, with the same words.

const rupees = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is a required field`)
    .refine((value) => rupeesToPaise(value) !== null, `${label} must be in rupees, with at most 2 decimals`);

const whole = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is a required field`)
    .regex(/^\d{1,6}$/, `${label} must be a whole number`);

export const PaymentSettingsFormSchema = z
  .object({
    codEnabled: z.boolean(),
    codFeePaise: rupees('COD fee'),
    codMinimumPaise: rupees('COD minimum order'),
    codMaximumPaise: rupees('COD maximum order'),
    codMaxReturnsToOrigin: whole('Returns to origin allowed'),
    codMaxOpenUnconfirmed: whole('Unconfirmed COD orders allowed'),
    codConfirmWithinHours: whole('Confirmation window'),
    codBlockedPincodes: z.string(),
  })
  .transform((form, ctx) => {
    const parsed = PaymentSettingsSchema.safeParse({
      codEnabled: form.codEnabled,
      codFeePaise: rupeesToPaise(form.codFeePaise),
      codMinimumPaise: rupeesToPaise(form.codMinimumPaise),
      codMaximumPaise: rupeesToPaise(form.codMaximumPaise),
      codMaxReturnsToOrigin: Number(form.codMaxReturnsToOrigin),
      codMaxOpenUnconfirmed: Number(form.codMaxOpenUnconfirmed),
      codConfirmWithinHours: Number(form.codConfirmWithinHours),
      codBlockedPincodes: pincodeList(form.codBlockedPincodes),
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      // A bad PIN code is reported at its index; the form has one textarea for them all.
      const path = issue.path[0] === 'codBlockedPincodes' ? ['codBlockedPincodes'] : issue.path;
      ctx.addIssue({ code: 'custom', path, message: issue.message });
    }
    return z.NEVER;
  });
export type PaymentSettingsFormValues = z.input<typeof PaymentSettingsFormSchema>;

export function paymentSettingsToForm(settings: PaymentSettings): PaymentSettingsFormValues {
  return {
    codEnabled: settings.codEnabled,
    codFeePaise: paiseToRupeesText(settings.codFeePaise),
    codMinimumPaise: paiseToRupeesText(settings.codMinimumPaise),
    codMaximumPaise: paiseToRupeesText(settings.codMaximumPaise),
    codMaxReturnsToOrigin: String(settings.codMaxReturnsToOrigin),
    codMaxOpenUnconfirmed: String(settings.codMaxOpenUnconfirmed),
    codConfirmWithinHours: String(settings.codConfirmWithinHours),
    codBlockedPincodes: settings.codBlockedPincodes.join('\n'),
  };
}
