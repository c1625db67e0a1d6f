// The shop's settings screens (docs/admin.md#settings).

export { PaymentSettingsForm } from './payment-settings-form.tsx';
export { ShippingSettingsForm } from './shipping-settings-form.tsx';
