import { zodResolver } from '@hookform/resolvers/zod';
import { type Address, type AddressInput, AddressSchema, INDIAN_STATES } from '@shop/shared';
import { useId } from 'react';
import { type DefaultValues, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { errorClass, Field, labelClass, SelectField } from '#app/components/ui/field.tsx';
import { useLocalize, useT } from '#app/i18n/i18n.ts';
import { post, put } from '#app/lib/api.ts';
import { showFieldErrors } from '#app/lib/form-errors.ts';
import { useRenderedResolver } from '#app/lib/form-resolver.ts';
import { useSession } from '#app/lib/session/use-session.ts';
import { toastError, toastSuccess } from '#app/lib/toast.ts';
import { historyIndex } from './account-api.ts';
import { useCountryName, useStateName } from './place-names.ts';
import type { UserAddress } from './types.ts';

const FIELDS = [
  'firstName',
  'lastName',
  'mobile',
  'email',
  'address',
  'locality',
  'city',
  'state',
  'pincode',
  'country',
  'addressType',
] as const satisfies readonly (keyof AddressInput)[];

export const EMPTY_ADDRESS: DefaultValues<AddressInput> = {
  firstName: '',
  lastName: '',
  mobile: '',
  email: '',
  address: '',
  locality: '',
  city: '',
  state: '',
  pincode: '',
  country: 'India',
};

/** docs/product.md#my-address: only the editable fields; _id, user and the bookkeeping fields are dropped before editing. */
export function editableAddress(address: UserAddress): DefaultValues<AddressInput> {
  const values: Record<string, unknown> = {};
  for (const field of FIELDS) values[field] = address[field];
  return values as DefaultValues<AddressInput>;
}

/**
 * Add and edit address (docs/product.md#my-address): every field required (docs/product.md#saved-addresses).
 * On success the response token becomes the session token and the shopper goes back one step.
 */
export function AddressForm({
  addressId,
  defaultValues = EMPTY_ADDRESS,
  submitLabel,
}: {
  /** Set when editing: PUT instead of POST. */
  addressId?: string;
  defaultValues?: DefaultValues<AddressInput>;
  submitLabel: string;
}) {
  const id = useId();
  const { t } = useT('account');
  const stateName = useStateName();
  const countryName = useCountryName();
  const localize = useLocalize();
  const navigate = useNavigate();
  const [, dispatch] = useSession();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddressInput, unknown, Address>({
    resolver: useRenderedResolver(zodResolver(AddressSchema)),
    mode: 'onTouched',
    defaultValues,
  });

  const onSubmit = async (address: Address) => {
    const res = addressId
      ? await put<UserAddress>(`/userAddress/${addressId}`, address)
      : await post<UserAddress>('/userAddress', address);
    if (!res) return;
    if (res.status !== 200) {
      showFieldErrors<AddressInput>(res, setError, FIELDS);
      toastError(res.message);
      return;
    }
    if (typeof res.token === 'string') dispatch({ type: 'UPDATE_STATE', payload: { token: res.token } });
    toastSuccess(res.message);
    if (historyIndex() >= 1) navigate(-1);
    else navigate(localize('/user/my-address'), { replace: true });
  };

  const text = (
    name: Exclude<(typeof FIELDS)[number], 'state' | 'addressType' | 'country'>,
    label: string,
    props: Omit<React.ComponentProps<typeof Field>, 'label'> = {},
  ) => <Field label={label} error={errors[name]?.message} {...props} {...register(name)} />;

  const typeError = errors.addressType?.message;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5 sm:grid-cols-2">
      {text('firstName', t('addressForm.firstName'), { autoComplete: 'given-name', maxLength: 60 })}
      {text('lastName', t('addressForm.lastName'), { autoComplete: 'family-name', maxLength: 60 })}
      {text('mobile', t('addressForm.mobile'), {
        type: 'tel',
        inputMode: 'numeric',
        autoComplete: 'tel',
        maxLength: 20,
      })}
      {text('email', t('addressForm.email'), { type: 'email', autoComplete: 'email', maxLength: 254 })}
      {text('address', t('addressForm.address'), {
        autoComplete: 'address-line1',
        maxLength: 200,
        placeholder: t('addressForm.addressPlaceholder'),
        className: 'sm:col-span-2',
      })}
      {text('locality', t('addressForm.locality'), {
        autoComplete: 'address-line2',
        maxLength: 120,
        placeholder: t('addressForm.localityPlaceholder'),
        className: 'sm:col-span-2',
      })}
      {text('city', t('addressForm.city'), { autoComplete: 'address-level2', maxLength: 80 })}
      <SelectField
        label={t('addressForm.state')}
        autoComplete="address-level1"
        error={errors.state?.message}
        {...register('state')}
      >
        <option value="">{t('addressForm.selectState')}</option>
        {INDIAN_STATES.map((state) => (
          <option key={state} value={state}>
            {stateName(state)}
          </option>
        ))}
      </SelectField>
      {text('pincode', t('addressForm.pincode'), {
        inputMode: 'numeric',
        autoComplete: 'postal-code',
        maxLength: 6,
      })}
      {/* The address keeps the English name the API validates; the shopper reads it in the page's language. */}
      <input type="hidden" {...register('country')} />
      <Field
        label={t('addressForm.country')}
        readOnly
        value={countryName(defaultValues?.country ?? 'India')}
        hint={t('addressForm.countryHint')}
        error={errors.country?.message}
      />
      <fieldset className="sm:col-span-2" aria-describedby={typeError ? `${id}-type-error` : undefined}>
        <legend className={labelClass}>{t('addressForm.addressType')}</legend>
        <div className="mt-2 flex flex-wrap gap-3">
          {(['HOME', 'OFFICE'] as const).map((type) => (
            <label
              key={type}
              className="flex cursor-pointer items-center gap-2 rounded-full border border-brand-200 bg-white px-5 py-2.5 font-medium text-stone-800 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-3 has-focus-visible:outline-clay-500"
            >
              <input
                type="radio"
                value={type}
                className="h-4 w-4 accent-brand-700"
                {...register('addressType')}
              />
              {t(`addresses.type.${type}`)}
            </label>
          ))}
        </div>
        {typeError ? (
          <p id={`${id}-type-error`} className={errorClass}>
            {typeError}
          </p>
        ) : null}
      </fieldset>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? t('addressForm.saving') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
