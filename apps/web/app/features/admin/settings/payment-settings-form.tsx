import { zodResolver } from '@hookform/resolvers/zod';
import type { PaymentSettings } from '@shop/shared';
import { type ChangeEvent, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#app/components/ui/button.tsx';
import { errorClass, Field, TextAreaField } from '#app/components/ui/field.tsx';
import { MoneyInput, ReadOnlyNote, showFieldErrors, useAdminUser } from '#app/features/admin/index.ts';
import { patch } from '#app/lib/api.ts';
import { useRenderedResolver } from '#app/lib/form-resolver.ts';
import { toastError, toastSuccess } from '#app/lib/toast.ts';
import { mergePincodes, pincodeList, pincodesIn } from './blocked-pincodes.ts';
import {
  PaymentSettingsFormSchema,
  type PaymentSettingsFormValues,
  paymentSettingsToForm,
} from './payment-settings-form-schema.ts';

const box = 'rounded-xl border border-brand-100 bg-white p-4 sm:p-5';
const boxTitle = 'px-1 text-lg font-semibold text-brand-900';

/**
 * docs/cod.md#settings: cash on delivery's rules, fee, limits, deny-listed PIN codes and confirmation window. An
 * admin saves (PATCH, audited by the API); staff read. A refused save keeps what was typed.
 */
export function PaymentSettingsForm({ settings }: { settings: PaymentSettings }) {
  const id = useId();
  const readOnly = useAdminUser().role !== 'ADMIN';
  const [imported, setImported] = useState<string | null>(null);
  const form = useForm<PaymentSettingsFormValues, unknown, PaymentSettings>({
    resolver: useRenderedResolver(zodResolver(PaymentSettingsFormSchema)),
    mode: 'onTouched',
    defaultValues: paymentSettingsToForm(settings),
  });
  const { errors, isSubmitting } = form.formState;
  const fieldOf = (name: Exclude<keyof PaymentSettingsFormValues, 'codEnabled'>) => ({
    error: errors[name]?.message,
    ...form.register(name),
  });

  const submit = form.handleSubmit(async (value) => {
    const res = await patch<PaymentSettings>('/admin/settings/payments', value);
    if (!res) return toastError('The shop could not be reached. Please try again.');
    if (res.status !== 200 || !res.body) {
      showFieldErrors(res, form.setError);
      return toastError(res.message);
    }
    toastSuccess(res.message);
    setImported(null);
    form.reset(paymentSettingsToForm(res.body));
  });

  // Every 6-digit PIN code in the file joins the list; the file is read here and never uploaded.
  const importCsv = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const found = pincodesIn(await file.text());
    const { pincodes, addedCount } = mergePincodes(pincodeList(form.getValues('codBlockedPincodes')), found);
    form.setValue('codBlockedPincodes', pincodes.join('\n'), { shouldDirty: true, shouldValidate: true });
    setImported(
      `${addedCount} PIN code${addedCount === 1 ? '' : 's'} added from ${file.name} (${found.length} in the file, ${pincodes.length} in the list). Save to apply.`,
    );
  };

  return (
    <section aria-labelledby={`${id}-title`} className="mt-10" data-payment-settings>
      <h2 id={`${id}-title`} className="text-2xl font-semibold text-brand-900">
        Payments
      </h2>
      <p className="mt-1 mb-4 max-w-2xl text-sm text-stone-600">
        When cash on delivery is offered, what it costs the shopper, and how long they have to confirm it.
      </p>
      {readOnly ? <ReadOnlyNote>Only an admin can change the payment settings.</ReadOnlyNote> : null}
      <form onSubmit={submit} noValidate className="max-w-2xl">
        <fieldset disabled={readOnly} className="space-y-6">
          <fieldset className={box}>
            <legend className={boxTitle}>Cash on delivery</legend>
            <label className="flex items-center gap-2 text-sm text-stone-800">
              <input type="checkbox" className="h-4 w-4" {...form.register('codEnabled')} />
              Offer cash on delivery
            </label>
            <div className="mt-4 grid gap-4 sm:grid-cols-3">
              <MoneyInput
                label="COD fee (₹)"
                required
                hint="Its own line on the order."
                {...fieldOf('codFeePaise')}
              />
              <MoneyInput
                label="Minimum order (₹)"
                required
                hint="Goods after discounts."
                {...fieldOf('codMinimumPaise')}
              />
              <MoneyInput
                label="Maximum order (₹)"
                required
                hint="Up to and including."
                {...fieldOf('codMaximumPaise')}
              />
            </div>
          </fieldset>
          <fieldset className={box}>
            <legend className={boxTitle}>Who may pay cash</legend>
            <div className="grid gap-4 sm:grid-cols-3">
              <Field
                label="Returns to origin"
                required
                inputMode="numeric"
                hint="A number with more than this is refused COD."
                {...fieldOf('codMaxReturnsToOrigin')}
              />
              <Field
                label="Open unconfirmed"
                required
                inputMode="numeric"
                hint="COD orders a number may hold unconfirmed."
                {...fieldOf('codMaxOpenUnconfirmed')}
              />
              <Field
                label="Confirm within (h)"
                required
                inputMode="numeric"
                hint="Then an unconfirmed order is cancelled."
                {...fieldOf('codConfirmWithinHours')}
              />
            </div>
          </fieldset>
          <fieldset className={box}>
            <legend className={boxTitle}>Blocked PIN codes</legend>
            <TextAreaField
              label="PIN codes where COD is never offered"
              hint="One a line, or separated by commas."
              rows={6}
              spellCheck={false}
              className="[&_textarea]:font-mono"
              {...fieldOf('codBlockedPincodes')}
            />
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <label className="inline-flex cursor-pointer items-center rounded-full border border-brand-300 px-4 py-2 text-sm font-semibold text-brand-800 has-focus-visible:outline-3 has-focus-visible:outline-clay-500 hover:bg-brand-50">
                Import from CSV
                <input
                  type="file"
                  accept=".csv,.txt,text/csv,text/plain"
                  className="sr-only"
                  onChange={(event) => void importCsv(event)}
                  data-import-pincodes
                />
              </label>
              <p role="status" className="text-sm text-stone-700" data-import-result>
                {imported}
              </p>
            </div>
            {errors.codEnabled ? <p className={errorClass}>{errors.codEnabled.message}</p> : null}
          </fieldset>
          {readOnly ? null : (
            <Button type="submit" busy={isSubmitting}>
              {isSubmitting ? 'Saving…' : 'Save payments'}
            </Button>
          )}
        </fieldset>
      </form>
    </section>
  );
}
