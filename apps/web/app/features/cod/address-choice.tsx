import { INDIAN_STATES, type SavedAddress } from '@shop/shared';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { errorClass, Field, SelectField } from '#app/components/ui/field.tsx';
import { useStateName } from '#app/features/account/index.ts';
import { useT } from '#app/i18n/i18n.ts';
import { Typed } from '#app/i18n/typed.tsx';
import { type CodFormValues, NEW_ADDRESS } from './cod-form.ts';

const cardClass =
  'flex cursor-pointer items-start gap-3 rounded-xl border border-brand-200 bg-white p-3 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-3 has-focus-visible:outline-clay-500';

/** docs/cod.md#checkout: one of the shopper's saved addresses, or a new one in the checkout's shape. */
export function AddressChoice({
  addresses,
  chosen,
  register,
  errors,
}: {
  addresses: SavedAddress[];
  chosen: string;
  register: UseFormRegister<CodFormValues>;
  errors: FieldErrors<CodFormValues>;
}) {
  const { t } = useT('cod', { keyPrefix: 'checkout.address' });
  const stateName = useStateName();
  return (
    <fieldset className="m-0 min-w-0 space-y-3 border-0 p-0" data-address-choice>
      <legend className="sr-only">{t('chooseOne')}</legend>
      {addresses.length > 0 ? <p className="text-sm font-medium text-stone-700">{t('saved')}</p> : null}
      {addresses.map((address) => (
        <label key={address._id} className={cardClass} data-saved-address>
          <input
            type="radio"
            value={address._id}
            className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
            {...register('addressId')}
          />
          <span className="min-w-0 text-sm text-stone-700">
            {/* The shopper's own words, marked as the language they are typed in (docs/i18n.md#what-people-type). */}
            <Typed className="block font-semibold text-ink">{`${address.firstName} ${address.lastName}`}</Typed>
            <span className="block break-words">
              <Typed>{address.address}</Typed>, <Typed>{address.locality}</Typed>,{' '}
              <Typed>{address.city}</Typed>, {stateName(address.state)} {address.pincode}
            </span>
          </span>
        </label>
      ))}
      {addresses.length > 0 ? (
        <label className={cardClass}>
          <input
            type="radio"
            value={NEW_ADDRESS}
            className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
            {...register('addressId')}
          />
          <span className="font-medium text-ink">{t('new')}</span>
        </label>
      ) : null}
      {errors.addressId ? <p className={errorClass}>{errors.addressId.message}</p> : null}
      {chosen === NEW_ADDRESS ? (
        <div className="grid gap-4 sm:grid-cols-2" data-new-address>
          <Field
            label={t('name')}
            autoComplete="name"
            maxLength={80}
            className="sm:col-span-2"
            error={errors.address?.name?.message}
            {...register('address.name')}
          />
          <Field
            label={t('line1')}
            autoComplete="address-line1"
            maxLength={200}
            className="sm:col-span-2"
            error={errors.address?.line1?.message}
            {...register('address.line1')}
          />
          <Field
            label={t('line2')}
            autoComplete="address-line2"
            maxLength={200}
            className="sm:col-span-2"
            error={errors.address?.line2?.message}
            {...register('address.line2')}
          />
          <Field
            label={t('city')}
            autoComplete="address-level2"
            maxLength={80}
            error={errors.address?.city?.message}
            {...register('address.city')}
          />
          <SelectField
            label={t('state')}
            autoComplete="address-level1"
            error={errors.address?.state?.message}
            {...register('address.state')}
          >
            <option value="">{t('selectState')}</option>
            {INDIAN_STATES.map((state) => (
              <option key={state} value={state}>
                {stateName(state)}
              </option>
            ))}
          </SelectField>
          <Field
            label={t('zipcode')}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            error={errors.address?.zipcode?.message}
            {...register('address.zipcode')}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
