import { describe, expect, it } from 'vitest';
import { DEFAULT_SHIPPING_SETTINGS } from '../shipping.ts';
import { ShippingSettingsFormSchema, shippingSettingsToForm } from './settings.ts';

describe('the shipping settings form', () => {
  it('shows paise as rupees and turns what was typed back into the API’s value', () => {
    const form = shippingSettingsToForm(DEFAULT_SHIPPING_SETTINGS);
    expect(form).toEqual({
      freeOnPrepaid: true,
      deliveryChargePaise: '49',
      freeDeliveryMinimumPaise: '499',
      packagingGrams: '100',
      courierRule: 'cheapest',
    });
    expect(ShippingSettingsFormSchema.parse(form)).toEqual(DEFAULT_SHIPPING_SETTINGS);
    expect(
      ShippingSettingsFormSchema.parse({ ...form, deliveryChargePaise: '59.50', courierRule: 'best_rated' }),
    ).toMatchObject({ deliveryChargePaise: 5_950, courierRule: 'best_rated' });
  });

  it('names the field of what it refuses, with the API’s own limits', () => {
    const form = shippingSettingsToForm(DEFAULT_SHIPPING_SETTINGS);
    const result = ShippingSettingsFormSchema.safeParse({
      ...form,
      deliveryChargePaise: '49.999',
      freeDeliveryMinimumPaise: '',
      packagingGrams: '1.5',
    });
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages.deliveryChargePaise).toBe('Delivery charge must be in rupees, with at most 2 decimals');
    expect(messages.packagingGrams).toBe('Packaging must be whole grams');
    expect(messages.freeDeliveryMinimumPaise).toBeDefined();
    const tooMuch = ShippingSettingsFormSchema.safeParse({ ...form, deliveryChargePaise: '1001' });
    expect(tooMuch.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['deliveryChargePaise', 'Delivery charge can be at most ₹1,000'],
    ]);
  });
});
