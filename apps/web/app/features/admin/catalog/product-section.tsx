import type { ProductFormValues, ProductPayload } from '@shop/shared';
import type { FieldPath, RegisterOptions, UseFormReturn } from 'react-hook-form';
import { TitledSection, type TitledSectionProps } from '#app/components/titled-section.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { errorAt } from '#app/features/admin/index.ts';

/** The product screen's form, handed to each of its sections. */
export type ProductFormApi = UseFormReturn<ProductFormValues, unknown, ProductPayload>;

export type Named = { _id: string; name: string };

/** The message of a field's error, by its path (`sizes.0.mrp`). */
export const errorOf = (form: ProductFormApi, path: string) => errorAt(form.formState.errors, path);

/** A field's error and its registration, to spread on a Field, a SelectField or a MoneyInput. */
export const fieldOf = (
  form: ProductFormApi,
  name: FieldPath<ProductFormValues>,
  options?: RegisterOptions<ProductFormValues>,
) => ({ error: errorOf(form, name), ...form.register(name, options) });

/** The options of a choice among named records, after the empty one ("Choose…", "None"). */
export function NamedOptions({ empty, options }: { empty: string; options: Named[] }) {
  return (
    <>
      <option value="">{empty}</option>
      {options.map((option) => (
        <option key={option._id} value={option._id}>
          {option.name}
        </option>
      ))}
    </>
  );
}

/** One titled card of the product form. */
export function FormSection(props: TitledSectionProps) {
  return (
    <TitledSection
      className="rounded-xl border border-brand-100 bg-white p-5"
      titleClassName="px-1 text-lg font-semibold text-brand-900"
      {...props}
    />
  );
}

/** The small buttons on a gallery image or a chosen ingredient: Earlier, Later, Make main, Remove. */
export function RowButton(
  props: Omit<React.ComponentProps<typeof Button>, 'variant' | 'size' | 'className'>,
) {
  return <Button variant="ghost" size="sm" className="px-2 py-1" {...props} />;
}

/**
 * Earlier and Later for one entry of the gallery or of the ingredients: each moves it one place, keeping the
 * others in their order.
 */
export function MoveRowButtons({
  form,
  list,
  index,
  count,
}: {
  form: ProductFormApi;
  list: 'images' | 'ingredients';
  index: number;
  count: number;
}) {
  const move = (by: -1 | 1) => {
    const next = [...form.getValues(list)];
    const [moved] = next.splice(index, 1);
    if (moved === undefined) return;
    next.splice(index + by, 0, moved);
    form.setValue(list, next, { shouldDirty: true });
  };
  return (
    <>
      <RowButton disabled={index === 0} onClick={() => move(-1)}>
        Earlier
      </RowButton>
      <RowButton disabled={index === count - 1} onClick={() => move(1)}>
        Later
      </RowButton>
    </>
  );
}
