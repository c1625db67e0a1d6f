import { zodResolver } from '@hookform/resolvers/zod';
import {
  COURIER_RULE_LABELS,
  COURIER_RULES,
  type ShippingSettings,
  ShippingSettingsFormSchema,
  type ShippingSettingsFormValues,
  shippingSettingsToForm,
} from '@shop/shared';
import { useForm } from 'react-hook-form';
import { Button } from '#app/components/ui/button.tsx';
import { errorClass, Field, SelectField } from '#app/components/ui/field.tsx';
import { MoneyInput, ReadOnlyNote, showFieldErrors, useAdminUser } from '#app/features/admin/index.ts';
import { put } from '#app/lib/api.ts';
import { useRenderedResolver } from '#app/lib/form-resolver.ts';
import { toastError, toastSuccess } from '#app/lib/toast.ts';

/**
 * docs/admin.md#settings: what delivery costs the shopper and how the courier is chosen. An admin saves the whole
 * value; staff read it. A refused save keeps what was typed, with the API's message at each field.
 */
export function ShippingSettingsForm({ settings }: { settings: ShippingSettings }) {
  const readOnly = useAdminUser().role !== 'ADMIN';
  const form = useForm<ShippingSettingsFormValues, unknown, ShippingSettings>({
    resolver: useRenderedResolver(zodResolver(ShippingSettingsFormSchema)),
    mode: 'onTouched',
    defaultValues: shippingSettingsToForm(settings),
  });
  const { errors, isSubmitting } = form.formState;
  const fieldOf = (name: keyof ShippingSettingsFormValues) => ({
    error: errors[name]?.message,
    ...form.register(name),
  });

  const submit = form.handleSubmit(async (value) => {
    const res = await put<ShippingSettings>('/admin/settings/shipping', value);
    if (!res) return toastError('The shop could not be reached. Please try again.');
    if (res.status !== 200 || !res.body) {
      showFieldErrors(res, form.setError);
      return toastError(res.message);
    }
    toastSuccess(res.message);
    form.reset(shippingSettingsToForm(res.body));
  });

  return (
    <>
      {readOnly ? <ReadOnlyNote>Only an admin can change the shipping settings.</ReadOnlyNote> : null}
      <form onSubmit={submit} noValidate className="max-w-2xl">
        <fieldset disabled={readOnly} className="space-y-6">
          <fieldset className="rounded-xl border border-brand-100 bg-white p-4 sm:p-5">
            <legend className="px-1 text-lg font-semibold text-brand-900">Delivery charges</legend>
            <label className="flex items-center gap-2 text-sm text-stone-800">
              <input type="checkbox" className="h-4 w-4" {...form.register('freeOnPrepaid')} />
              Free delivery on prepaid orders
            </label>
            {errors.freeOnPrepaid ? <p className={errorClass}>{errors.freeOnPrepaid.message}</p> : null}
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <MoneyInput
                label="Delivery charge (₹)"
                required
                hint="Charged on an order below the amount beside it."
                {...fieldOf('deliveryChargePaise')}
              />
              <MoneyInput
                label="Free delivery from (₹)"
                required
                hint="The goods after discounts. 0: every order ships free."
                {...fieldOf('freeDeliveryMinimumPaise')}
              />
            </div>
          </fieldset>
          <fieldset className="rounded-xl border border-brand-100 bg-white p-4 sm:p-5">
            <legend className="px-1 text-lg font-semibold text-brand-900">Parcels and couriers</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label="Packaging (g)"
                required
                inputMode="numeric"
                hint="Box and filling, added to the goods' weight."
                {...fieldOf('packagingGrams')}
              />
              <SelectField label="Choose the courier by" required {...fieldOf('courierRule')}>
                {COURIER_RULES.map((rule) => (
                  <option key={rule} value={rule}>
                    {COURIER_RULE_LABELS[rule]}
                  </option>
                ))}
              </SelectField>
            </div>
          </fieldset>
          {readOnly ? null : (
            <Button type="submit" busy={isSubmitting}>
              {isSubmitting ? 'Saving…' : 'Save'}
            </Button>
          )}
        </fieldset>
      </form>
    </>
  );
}
