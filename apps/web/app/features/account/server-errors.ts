import type { ApiEnvelope } from '@shop/shared';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** docs/product.md#error-states: field errors from the envelope go onto the matching fields; the first one gets the focus. */
export function applyServerErrors<T extends FieldValues>(
  res: ApiEnvelope<unknown>,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  let first = true;
  for (const field of fields) {
    const message = res.errors?.[field];
    if (!message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
  return !first;
}
