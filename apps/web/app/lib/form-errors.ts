import { type ApiEnvelope, localiseWith } from '@shop/shared';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useLayoutData } from './layout-data.ts';

/**
 * A field's error in the page's language. The shared schemas check forms in the browser and write English; on a
 * Hindi page the root loader sent the shared Hindi catalog, which puts them into Hindi. The API's messages arrive
 * already localised and pass through unchanged. Used by every field's error line (components/ui/field.tsx).
 */
export function useLocaliseError(): (error: string | undefined) => string | undefined {
  const { formMessages } = useLayoutData();
  return (error) => (error && formMessages ? localiseWith(error, formMessages) : error);
}

/**
 * docs/product.md#error-states: the server's field errors onto the form's fields, the first one focused; what
 * was typed stays. With `fields`, only errors for those fields are placed, the first of them in that order focused (a
 * form that shows only some of the API's fields). Answers whether any field got one, so the caller can show the message otherwise. One rule for
 * the storefront's forms and the back office's.
 */
export function showFieldErrors<T extends FieldValues>(
  res: ApiEnvelope<unknown>,
  setError: UseFormSetError<T>,
  fields?: readonly Path<T>[],
): boolean {
  const errors = res.errors ?? {};
  const entries = (fields ?? Object.keys(errors))
    .map((field) => [field, errors[field]] as const)
    .filter((entry): entry is readonly [string, string] => Boolean(entry[1]));
  entries.forEach(([field, message], index) => {
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  return entries.length > 0;
}
