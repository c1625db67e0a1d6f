import { z } from 'zod';
import { requiredMessage } from '../forms.ts';
import {
  COURIER_RULES,
  type CourierRule,
  type ShippingSettings,
  ShippingSettingsSchema,
} from '../shipping.ts';
import { paiseToRupeesText, rupeesToPaise } from './catalog.ts';

// docs/admin.md#settings: the back office's shipping settings form. The API takes ShippingSettingsSchema in paise;
// the form types rupees and grams and turns them into it.

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
