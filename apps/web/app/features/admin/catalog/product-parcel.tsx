import { DEFAULT_PARCEL, parcelToForm } from '@shop/shared';
import { Field } from '#app/components/ui/field.tsx';
import { fieldOf, type ProductFormApi } from './product-section.tsx';

/** A new size's parcel until someone weighs it: the shop's default box. */
export const EMPTY_PARCEL = parcelToForm(DEFAULT_PARCEL);

/** A size's packed weight and carton, as the courier prices the parcel (docs/shipping.md#parcels). */
export function ParcelFields({ form, index }: { form: ProductFormApi; index: number }) {
  const box = (name: 'lengthCm' | 'breadthCm' | 'heightCm', label: string) => (
    <Field label={label} inputMode="numeric" required {...fieldOf(form, `sizes.${index}.${name}`)} />
  );
  return (
    <>
      <Field
        label="Weight (g)"
        inputMode="numeric"
        required
        hint="Packed, with its carton"
        {...fieldOf(form, `sizes.${index}.weightGrams`)}
      />
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium text-stone-800">Box L × B × H (cm)</legend>
        <div className="mt-1 grid grid-cols-3 gap-2">
          {box('lengthCm', 'L')}
          {box('breadthCm', 'B')}
          {box('heightCm', 'H')}
        </div>
      </fieldset>
    </>
  );
}
