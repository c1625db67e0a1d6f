// The shop's settings screens (docs/admin.md#settings).

export { ShippingSettingsForm } from './shipping-settings-form.tsx';
