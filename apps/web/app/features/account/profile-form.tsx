import type { ComponentProps } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { Field } from '#app/components/ui/field.tsx';
import { put } from '#app/lib/api.ts';
import { showFieldErrors } from '#app/lib/form-errors.ts';
import { toastError } from '#app/lib/toast.ts';
import type { Profile } from './types.ts';

/** The shopper's name: one input, with its autofill hint and length limit, wherever the name is asked for. */
export function NameField(props: Omit<ComponentProps<typeof Field>, 'type' | 'autoComplete' | 'maxLength'>) {
  return <Field type="text" autoComplete="name" maxLength={80} {...props} />;
}

/**
 * Saves the shopper's details. A refusal marks the form's fields it names and is toasted; the answer is then null,
 * as it is when nothing arrived, so the caller goes on only after a save.
 */
export async function saveProfile<T extends FieldValues>(
  details: { name: string; email?: string },
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
) {
  const res = await put<Profile>('/users/updateProfile', details);
  if (!res) return null;
  if (res.status !== 200) {
    showFieldErrors<T>(res, setError, fields);
    toastError(res.message);
    return null;
  }
  return res;
}
