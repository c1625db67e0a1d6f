import { zodResolver } from '@hookform/resolvers/zod';
import type { TranslationState, Translations } from '@shop/shared';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import { useRevalidator } from 'react-router';
import type { z } from 'zod';
import { Button } from '#app/components/ui/button.tsx';
import { saveForm } from '#app/features/admin/index.ts';
import { useRenderedResolver } from '#app/lib/form-resolver.ts';

/** What the list of authors and the list of categories both show of a row. */
export interface BlogRecordRow {
  _id: string;
  name: string;
  postCount: number;
  translations: Translations;
  translationState: TranslationState;
}

/**
 * The form of a blog author or category in the list's dialog: saved (POST when new, PATCH when stored) with the
 * server's field errors on the fields, then `onDone` closes the dialog and the list loads again.
 */
export function useRecordForm<Values extends FieldValues>({
  schema,
  path,
  id,
  defaultValues,
  toBody = (values) => values,
  onDone,
}: {
  schema: z.ZodType<Values, Values>;
  path: string;
  id: string | undefined;
  defaultValues: DefaultValues<Values>;
  /** What the API takes, when it is not the form's values as they are. */
  toBody?: (values: Values) => unknown;
  onDone: () => void;
}) {
  const { revalidate } = useRevalidator();
  const form = useForm<Values>({
    // biome-ignore lint/suspicious/noExplicitAny: one hook serves the author's and the category's schema
    resolver: useRenderedResolver(zodResolver(schema as any)),
    mode: 'onTouched',
    defaultValues,
  });
  const submit = form.handleSubmit(async (values) => {
    if (!(await saveForm(path, id, toBody(values), form.setError))) return;
    onDone();
    await revalidate();
  });
  return { form, submit };
}

/** Cancel and Save at the foot of the dialog's form. */
export function RecordFormButtons({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="ghost" size="sm" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" size="sm" busy={saving}>
        Save
      </Button>
    </div>
  );
}
