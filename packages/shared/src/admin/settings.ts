import { z } from 'zod';
import type { PaymentSettings } from '../cod.ts';
import { requiredMessage } from '../forms.ts';
import { COURIER_RULES, type CourierRule, type ShippingSettings } from '../shipping.ts';
import { paiseToRupeesText, rupeesToPaise } from './catalog.ts';

// docs/admin.md#settings: the back office's shipping settings form. The API takes ShippingSettingsSchema in paise;
// the form types rupees and grams and turns them into it.

const wholeNumber = (label: string, max: number, tooLarge: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} can be at most ${tooLarge}`);

/** The shipping settings as the API stores them (paise, grams), each field with its message. */
export const ShippingSettingsSchema: z.ZodType<ShippingSettings> = z.object({
  freeOnPrepaid: z.boolean({ error: 'Free delivery on prepaid orders must be true or false' }),
  deliveryChargePaise: wholeNumber('Delivery charge', 100_000, '₹1,000'),
  freeDeliveryMinimumPaise: wholeNumber('Free delivery from', 10_000_000, '₹1,00,000'),
  /** Grams of box and filling added to the goods' weight. */
  packagingGrams: wholeNumber('Packaging', 5_000, '5,000 g'),
  courierRule: z.enum(COURIER_RULES, { error: 'Choose the courier by cheapest, fastest or best rated' }),
});

export const COURIER_RULE_LABELS: Record<CourierRule, string> = {
  cheapest: 'Cheapest',
  fastest: 'Fastest',
  best_rated: 'Best rated',
};

const rupees = (label: string) =>
  z
    .string()
    .trim()
    .min(1, requiredMessage(label))
    .refine((value) => rupeesToPaise(value) !== null, `${label} must be in rupees, with at most 2 decimals`);

/** The form as typed; checked again with ShippingSettingsSchema so the browser refuses what the API would. */
export const ShippingSettingsFormSchema = z
  .object({
    freeOnPrepaid: z.boolean(),
    deliveryChargePaise: rupees('Delivery charge'),
    freeDeliveryMinimumPaise: rupees('Free delivery from'),
    packagingGrams: z
      .string()
      .trim()
      .min(1, requiredMessage('Packaging'))
      .regex(/^\d{1,6}$/, 'Packaging must be whole grams'),
    courierRule: z.enum(COURIER_RULES, { error: 'Choose how to pick the courier' }),
  })
  .transform((form, ctx) => {
    const parsed = ShippingSettingsSchema.safeParse({
      freeOnPrepaid: form.freeOnPrepaid,
      deliveryChargePaise: rupeesToPaise(form.deliveryChargePaise),
      freeDeliveryMinimumPaise: rupeesToPaise(form.freeDeliveryMinimumPaise),
      packagingGrams: Number(form.packagingGrams),
      courierRule: form.courierRule,
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
    return z.NEVER;
  });
export type ShippingSettingsFormValues = z.input<typeof ShippingSettingsFormSchema>;

export function shippingSettingsToForm(settings: ShippingSettings): ShippingSettingsFormValues {
  return {
    freeOnPrepaid: settings.freeOnPrepaid,
    deliveryChargePaise: paiseToRupeesText(settings.deliveryChargePaise),
    freeDeliveryMinimumPaise: paiseToRupeesText(settings.freeDeliveryMinimumPaise),
    packagingGrams: String(settings.packagingGrams),
    courierRule: settings.courierRule,
  };
}

/** The payments settings as the API stores them (paise, hours), each field with its message (docs/cod.md#settings). */
export const PaymentSettingsSchema = z
  .object({
    codEnabled: z.boolean({ error: 'Cash on delivery on or off must be true or false' }),
    codFeePaise: wholeNumber('COD fee', 100_000, '₹1,000'),
    codMinimumPaise: wholeNumber('COD minimum order', 10_000_000, '₹1,00,000'),
    codMaximumPaise: wholeNumber('COD maximum order', 100_000_000, '₹10,00,000'),
    codMaxReturnsToOrigin: wholeNumber('Returns to origin allowed', 100, '100'),
    // At 0 no number could ever place a COD order: switching COD off is codEnabled's to do.
    codMaxOpenUnconfirmed: wholeNumber('Unconfirmed COD orders allowed', 100, '100').min(
      1,
      'Unconfirmed COD orders allowed must be at least 1',
    ),
    codConfirmWithinHours: wholeNumber('Confirmation window', 24 * 14, '336 hours').min(
      1,
      'Confirmation window must be at least 1 hour',
    ),
    codBlockedPincodes: z
      .array(
        z
          .string()
          .trim()
          .regex(/^[1-9]\d{5}$/, 'Each blocked PIN code must be 6 digits, not starting with 0'),
        {
          error: 'Blocked PIN codes must be a list',
        },
      )
      .max(20_000, 'At most 20,000 blocked PIN codes')
      .transform((codes) => [...new Set(codes)].sort()),
  })
  .refine((settings) => settings.codMinimumPaise <= settings.codMaximumPaise, {
    path: ['codMaximumPaise'],
    message: 'COD maximum order must be at least the minimum',
  }) satisfies z.ZodType<PaymentSettings>;
