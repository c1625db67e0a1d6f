import type { ApiEnvelope } from '@shop/shared';
import { renderTextWith } from '@shop/shared/messages/render';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useLayoutData } from './layout-data.ts';

/**
 * A field's error in the page's language. The shared schemas check forms in the browser and write a message by
 * its code (a reference, not text); the root loader sent the page's catalog, which renders it in the page's
 * language. The API's messages arrive already rendered and pass through unchanged. Used by every field's error
 * line (components/ui/field.tsx) and by the few forms that show an error without one.
 */
export function useLocaliseError(): (error: string | undefined) => string | undefined {
  const { formMessages } = useLayoutData();
  return (error) => (error && formMessages ? renderTextWith(formMessages, error) : error);
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
