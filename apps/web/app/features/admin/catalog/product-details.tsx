import { GST_RATES, slugify } from '@shop/shared';
import { Controller } from 'react-hook-form';
import { Field, SelectField } from '#app/components/ui/field.tsx';
import { TranslatedField, translatedField } from '#app/features/admin/index.ts';
import { FormSection, fieldOf, type Named, NamedOptions, type ProductFormApi } from './product-section.tsx';

/** The product's long texts, each with its Hindi version. */
const TEXTS = [
  { name: 'shortDescription', label: 'Short description', rows: 2, hint: undefined },
  { name: 'description', label: 'Description', rows: 5, hint: undefined },
  { name: 'benefits', label: 'Benefits', rows: 4, hint: 'One per line' },
  { name: 'howToUse', label: 'How to use', rows: 4, hint: 'One step per line' },
] as const;

export function BasicsSection({
  form,
  categories,
  subCategories,
}: {
  form: ProductFormApi;
  categories: Named[];
  subCategories: (Named & { category: Named })[];
}) {
  const { getValues, setValue } = form;
  const category = form.watch('category');
  return (
    <FormSection id="basics" title="Basics">
      <p className="mt-1 text-sm text-stone-600">
        Each text has its Hindi version beside it; where that is empty, Hindi pages show the English.
      </p>
      <div className="mt-4">
        <TranslatedField
          label="Name"
          required
          {...translatedField(form, 'name', {
            onBlur: (event) => {
              if (!getValues('slug')) setValue('slug', slugify(event.target.value));
            },
          })}
        />
      </div>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <Field label="Slug" required hint="Its web address: /product/slug" {...fieldOf(form, 'slug')} />
        <Field label="SKU" required {...fieldOf(form, 'sku')} />
        <SelectField
          label="Category"
          required
          {...fieldOf(form, 'category', { onChange: () => setValue('subCategory', '') })}
        >
          <NamedOptions empty="Choose…" options={categories} />
        </SelectField>
        <SelectField label="Sub-category" {...fieldOf(form, 'subCategory')}>
          <NamedOptions empty="None" options={subCategories.filter((sub) => sub.category._id === category)} />
        </SelectField>
      </div>
    </FormSection>
  );
}

export function TaxSection({ form }: { form: ProductFormApi }) {
  return (
    <FormSection id="tax-stock" title="Tax and stock alert">
      <p className="mt-1 text-sm text-stone-600">
        Prices include GST. The tax invoice names the HSN code and takes the tax out of the price at this
        rate; orders already placed keep the code and rate they were sold with.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field
          label="HSN code"
          required
          inputMode="numeric"
          maxLength={8}
          hint="4, 6 or 8 digits: 3304 skin care, 3305 hair care"
          {...fieldOf(form, 'hsnCode')}
        />
        <SelectField label="GST rate" required {...fieldOf(form, 'gstRatePercent')}>
          {GST_RATES.map((rate) => (
            <option key={rate} value={String(rate)}>
              {rate}%
            </option>
          ))}
        </SelectField>
        <Field
          label="Low-stock alert"
          inputMode="numeric"
          hint="The dashboard lists a size with fewer units than this"
          {...fieldOf(form, 'lowStockThreshold')}
        />
      </div>
    </FormSection>
  );
}

export function TextsSection({ form }: { form: ProductFormApi }) {
  return (
    <FormSection id="texts" title="Texts">
      <div className="mt-4 grid gap-6">
        {TEXTS.map((text) => (
          <TranslatedField
            key={text.name}
            label={text.label}
            required
            rows={text.rows}
            hint={text.hint}
            {...translatedField(form, text.name)}
          />
        ))}
      </div>
    </FormSection>
  );
}

export function SeoSection({ form }: { form: ProductFormApi }) {
  return (
    <FormSection id="seo" title="Search engines">
      <div className="mt-4 grid gap-6">
        <TranslatedField label="Meta title" {...translatedField(form, 'metaTitle')} />
        <TranslatedField label="Meta description" rows={2} {...translatedField(form, 'metaDescription')} />
      </div>
    </FormSection>
  );
}

export function FlagsSection({ form }: { form: ProductFormApi }) {
  const { register } = form;
  return (
    <FormSection id="flags" title="Where it shows">
      <div className="mt-4 grid gap-2 text-sm">
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                className="h-4 w-4 accent-brand-700"
                checked={field.value}
                onChange={(e) => field.onChange(e.target.checked)}
              />
              On sale (shown in the shop)
            </label>
          )}
        />
        <label className="flex items-center gap-2">
          <input type="checkbox" className="h-4 w-4 accent-brand-700" {...register('topSelling')} />
          In the top-selling list
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" className="h-4 w-4 accent-brand-700" {...register('availableForBundle')} />
          Offered on the bundle page
        </label>
      </div>
    </FormSection>
  );
}
