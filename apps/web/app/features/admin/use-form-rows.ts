import { useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

/**
 * The rows of a list inside a form (a product's sizes): a stable key per row for React, rows added and removed
 * through the form's own setValue, so values, validation and server errors stay the form's. Not react-hook-form's
 * useFieldArray: the library ships as one module, and every export any page uses lands in the chunk the
 * storefront's login and checkout forms load; this keeps their scripts the size they were.
 */
export function useFormRows<T extends FieldValues, Row>(
  form: Pick<UseFormReturn<T>, 'getValues' | 'setValue' | 'watch'>,
  name: Path<T>,
) {
  const counter = useRef(0);
  const newKey = () => `row-${counter.current++}`;
  const rows = (form.watch(name) ?? []) as Row[];
  const [keys, setKeys] = useState<string[]>(() => rows.map(newKey));
  // The form was reset to another record (after a save): one key per row again.
  if (keys.length !== rows.length) {
    const fitted = rows.map((_, index) => keys[index] ?? newKey());
    setKeys(fitted);
  }
  const replace = (next: Row[], nextKeys: string[]) => {
    setKeys(nextKeys);
    form.setValue(name, next as PathValue<T, Path<T>>, { shouldDirty: true });
  };
  return {
    keys,
    append: (row: Row) => replace([...(form.getValues(name) as Row[]), row], [...keys, newKey()]),
    remove: (index: number) =>
      replace(
        (form.getValues(name) as Row[]).filter((_, at) => at !== index),
        keys.filter((_, at) => at !== index),
      ),
  };
}
