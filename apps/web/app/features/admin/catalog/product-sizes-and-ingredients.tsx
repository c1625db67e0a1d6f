import type { ProductFormValues } from '@shop/shared';
import { Button } from '#app/components/ui/button.tsx';
import { errorClass, Field, labelClass, SelectField } from '#app/components/ui/field.tsx';
import { MoneyInput, useFormRows } from '#app/features/admin/index.ts';
import { EMPTY_PARCEL, ParcelFields } from './product-parcel.tsx';
import {
  errorOf,
  FormSection,
  fieldOf,
  MoveRowButtons,
  type Named,
  NamedOptions,
  type ProductFormApi,
  RowButton,
} from './product-section.tsx';

export const EMPTY_SIZE = {
  title: '',
  sku: '',
  mrp: '',
  salePrice: '',
  stock: '0',
  isBase: false,
  ...EMPTY_PARCEL,
};

/**
 * The sizes, each with its own SKU, prices and stock; exactly one is the base size lists show. `waiting` counts,
 * per saved size, the shoppers waiting for it to be back in stock: a hint for what to restock.
 */
export function SizesSection({
  form,
  waiting = {},
}: {
  form: ProductFormApi;
  waiting?: Readonly<Record<string, number>>;
}) {
  const { getValues, setValue } = form;
  const sizes = useFormRows<ProductFormValues, ProductFormValues['sizes'][number]>(form, 'sizes');
  const sizeField = (index: number, name: 'title' | 'sku' | 'mrp' | 'salePrice' | 'stock') =>
    fieldOf(form, `sizes.${index}.${name}`);
  return (
    <FormSection id="sizes" title="Sizes and prices">
      <p className="mt-1 text-sm text-stone-600">
        Prices in rupees. The base size is the one lists show. Weight and box are the packed parcel the
        courier prices.
      </p>
      <div className="mt-4 grid gap-4">
        {sizes.keys.map((key, index) => (
          <fieldset
            key={key}
            className="grid gap-3 rounded-lg border border-brand-100 p-3 sm:grid-cols-2 lg:grid-cols-3"
          >
            <legend className="px-1 text-sm font-medium text-stone-800">Size {index + 1}</legend>
            <Field label="Size" required {...sizeField(index, 'title')} />
            <Field label="SKU" required {...sizeField(index, 'sku')} />
            <MoneyInput label="MRP" required {...sizeField(index, 'mrp')} />
            <MoneyInput label="Sale price" {...sizeField(index, 'salePrice')} />
            <Field
              label="Stock"
              inputMode="numeric"
              hint={waitingHint(waiting[form.watch(`sizes.${index}._id`) ?? ''] ?? 0)}
              {...sizeField(index, 'stock')}
            />
            <ParcelFields form={form} index={index} />
            <div className="flex flex-col justify-end gap-2">
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="baseSize"
                  className="h-4 w-4 accent-brand-700"
                  checked={form.watch(`sizes.${index}.isBase`)}
                  onChange={() => {
                    for (const at of getValues('sizes').keys()) {
                      setValue(`sizes.${at}.isBase`, at === index, { shouldDirty: true });
                    }
                  }}
                />
                Base size
              </label>
              <RowButton disabled={sizes.keys.length === 1} onClick={() => sizes.remove(index)}>
                Remove size
              </RowButton>
            </div>
          </fieldset>
        ))}
      </div>
      {errorOf(form, 'sizes') ? <p className={errorClass}>{errorOf(form, 'sizes')}</p> : null}
      <Button variant="secondary" size="sm" className="mt-4" onClick={() => sizes.append({ ...EMPTY_SIZE })}>
        Add a size
      </Button>
    </FormSection>
  );
}

/** Under a size's stock: the shoppers told when it is back (docs/back-in-stock.md), a hint for what to restock. */
function waitingHint(count: number): string | undefined {
  if (count === 0) return undefined;
  return count === 1 ? '1 shopper waits for it to be back' : `${count} shoppers wait for it to be back`;
}

/** The claims to show, and the ingredients in the order the product page lists them. */
export function ClaimsAndIngredientsSection({
  form,
  claims,
  ingredients,
}: {
  form: ProductFormApi;
  claims: readonly string[];
  ingredients: Named[];
}) {
  const { register, setValue } = form;
  const chosenIngredients = form.watch('ingredients');
  const ingredientName = new Map(ingredients.map((ingredient) => [ingredient._id, ingredient.name]));
  return (
    <FormSection id="claims-ingredients" title="Claims and ingredients">
      <fieldset className="mt-4">
        <legend className={labelClass}>Claims shown on the product page</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {claims.map((claim) => (
            <label key={claim} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                value={claim}
                className="h-4 w-4 accent-brand-700"
                {...register('claims')}
              />
              {claim}
            </label>
          ))}
        </div>
        {errorOf(form, 'claims') ? <p className={errorClass}>{errorOf(form, 'claims')}</p> : null}
      </fieldset>
      <div className="mt-6">
        <p className={labelClass} id="ingredient-list">
          Ingredients, in the order the page lists them
        </p>
        <ol aria-labelledby="ingredient-list" className="mt-2 grid gap-2">
          {chosenIngredients.map((id, index) => (
            <li
              key={id}
              className="flex flex-wrap items-center gap-2 rounded-lg border border-brand-100 px-3 py-2 text-sm"
            >
              <span className="flex-1">
                {index + 1}. {ingredientName.get(id) ?? 'Unknown ingredient'}
              </span>
              <MoveRowButtons form={form} list="ingredients" index={index} count={chosenIngredients.length} />
              <RowButton
                onClick={() =>
                  setValue(
                    'ingredients',
                    chosenIngredients.filter((chosen) => chosen !== id),
                    { shouldDirty: true },
                  )
                }
              >
                Remove
              </RowButton>
            </li>
          ))}
        </ol>
        <SelectField
          label="Add an ingredient"
          className="mt-3 max-w-sm"
          value=""
          error={errorOf(form, 'ingredients')}
          onChange={(event) => {
            if (event.target.value)
              setValue('ingredients', [...chosenIngredients, event.target.value], { shouldDirty: true });
          }}
        >
          <NamedOptions
            empty="Choose…"
            options={ingredients.filter((ingredient) => !chosenIngredients.includes(ingredient._id))}
          />
        </SelectField>
      </div>
    </FormSection>
  );
}
