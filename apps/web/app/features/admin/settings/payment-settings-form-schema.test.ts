import { DEFAULT_PAYMENT_SETTINGS } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { PaymentSettingsFormSchema, paymentSettingsToForm } from './payment-settings-form-schema.ts';

const form = paymentSettingsToForm({ ...DEFAULT_PAYMENT_SETTINGS, codBlockedPincodes: ['560001'] });

describe('PaymentSettingsFormSchema', () => {
  it('turns the typed rupees, numbers and PIN codes back into the settings', () => {
    const parsed = PaymentSettingsFormSchema.parse({
      ...form,
      codFeePaise: '39.50',
      codBlockedPincodes: '411001, 560001\n110001',
    });
    expect(parsed).toEqual({
      ...DEFAULT_PAYMENT_SETTINGS,
      codFeePaise: 3_950,
      codBlockedPincodes: ['110001', '411001', '560001'],
    });
  });

  it('says which field is wrong, with the API’s words', () => {
    const refused = PaymentSettingsFormSchema.safeParse({
      ...form,
      codMinimumPaise: '6000',
      codMaximumPaise: '5000',
    });
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({
        path: ['codMaximumPaise'],
        message: 'COD maximum order must be at least the minimum',
      }),
    ]);
    const badPin = PaymentSettingsFormSchema.safeParse({ ...form, codBlockedPincodes: '41100' });
    expect(badPin.error?.issues[0]?.path).toEqual(['codBlockedPincodes']);
  });

  it('refuses a third decimal rather than rounding it', () => {
    expect(PaymentSettingsFormSchema.safeParse({ ...form, codFeePaise: '49.999' }).success).toBe(false);
  });
});
