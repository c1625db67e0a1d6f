import type { ApiEnvelope } from '@shop/shared';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * docs/product.md#error-states: the server's field errors onto the form's fields, the first one focused; what
 * was typed stays. Answers whether any field got one, so the caller can show the message otherwise.
 */
export function showFieldErrors<T extends FieldValues>(
  res: ApiEnvelope<unknown>,
  setError: UseFormSetError<T>,
): boolean {
  const entries = Object.entries(res.errors ?? {});
  entries.forEach(([field, message], index) => {
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  return entries.length > 0;
}
