import { zodResolver } from '@hookform/resolvers/zod';
import { slugify } from '@shop/shared';
import { useId, useState } from 'react';
import { type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Dialog } from '#app/components/dialog.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Field, SelectField, TextAreaField } from '#app/components/ui/field.tsx';
import {
  adminApi,
  errorAt,
  FormImageUpload,
  ReadOnlyNote,
  showFieldErrors,
  TranslatedField,
  TranslatedImage,
  translatedField,
} from '#app/features/admin/index.ts';
import { useRenderedResolver } from '#app/lib/form-resolver.ts';

import { toastSuccess } from '#app/lib/toast.ts';

/** One field of a record, as the screen lists them: what it holds and the control it is edited with. */
export type TaxonomyField =
  | {
      name: string;
      label: string;
      kind: 'text' | 'textarea' | 'number';
      required?: boolean;
      hint?: string;
      /** Has a Hindi version, edited beside it (`translations.hi.<name>`). */
      translated?: boolean;
    }
  | {
      name: string;
      label: string;
      kind: 'image';
      required?: boolean;
      /** May carry words: a Hindi image may stand in for it on Hindi pages (`translations.hi.<name>`). */
      translated?: boolean;
    }
  | {
      name: string;
      label: string;
      kind: 'checkbox';
      /** Ticked on a new record. */
      checkedWhenNew: boolean;
    }
  | {
      name: string;
      label: string;
      kind: 'select';
      options: { value: string; label: string }[];
      required?: boolean;
    };

/** The dialog that creates a record or edits one: its fields as the screen lists them, then Save. */
export function TaxonomyDialog({
  noun,
  apiPath,
  schema,
  fields,
  id,
  defaults,
  readOnly,
  onClose,
  onSaved,
}: {
  noun: string;
  apiPath: string;
  schema: z.ZodType<FieldValues, FieldValues>;
  fields: TaxonomyField[];
  id: string | undefined;
  defaults: FieldValues;
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const titleId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FieldValues>({
    resolver: useRenderedResolver(zodResolver(schema)),
    defaultValues: defaults,
  });
  const { isSubmitting } = form.formState;
  const translated = fields.some((field) => 'translated' in field && field.translated);

  async function save(payload: FieldValues) {
    setFormError(null);
    const res = await adminApi.save(apiPath, id, payload);
    if (!res) return;
    if (res.status === 200) {
      toastSuccess(id ? `${capitalise(noun)} saved` : `${capitalise(noun)} created`);
      await onSaved();
      return;
    }
    showFieldErrors(res, form.setError);
    setFormError(res.message);
  }

  return (
    <Dialog
      open
      onClose={onClose}
      labelledBy={titleId}
      className={`m-auto max-h-[calc(100dvh-2rem)] ${translated ? 'w-[min(56rem,calc(100%-2rem))]' : 'w-[min(36rem,calc(100%-2rem))]'} overflow-y-auto overscroll-contain rounded-2xl bg-white p-6 shadow-2xl backdrop:bg-brand-950/50`}
    >
      <h2 id={titleId} className="text-xl text-brand-900">
        {id ? `Edit ${noun}` : `New ${noun}`}
      </h2>
      {readOnly ? <ReadOnlyNote /> : null}
      <form onSubmit={form.handleSubmit(save)} noValidate className="mt-4">
        <fieldset disabled={readOnly} className="grid gap-4">
          {fields.map((field) => (
            <TaxonomyInput key={field.name} form={form} field={field} readOnly={readOnly} />
          ))}
          {formError ? (
            <p role="alert" className="text-sm text-red-700">
              {formError}
            </p>
          ) : null}
        </fieldset>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="ghost" size="sm" onClick={onClose}>
            {readOnly ? 'Close' : 'Cancel'}
          </Button>
          {readOnly ? null : (
            <Button type="submit" size="sm" busy={isSubmitting}>
              Save
            </Button>
          )}
        </div>
      </form>
    </Dialog>
  );
}

/** One field of the dialog, in the control its kind asks for. */
function TaxonomyInput({
  form,
  field,
  readOnly,
}: {
  form: UseFormReturn<FieldValues>;
  field: TaxonomyField;
  readOnly: boolean;
}) {
  const { register, getValues, setValue } = form;
  /** A new record's slug follows its name until someone types one. */
  const fillSlug = (event: { target: { value: string } }) => {
    if (!getValues('slug')) setValue('slug', slugify(event.target.value));
  };
  const onBlur = field.name === 'name' ? fillSlug : undefined;
  if (field.kind === 'checkbox') {
    return (
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="h-4 w-4 accent-brand-700" {...register(field.name)} />
        {field.label}
      </label>
    );
  }
  if (field.kind === 'image') {
    const Upload = field.translated ? TranslatedImage : FormImageUpload;
    return <Upload control={form.control} name={field.name} label={field.label} disabled={readOnly} />;
  }
  const common = {
    label: field.label,
    required: field.required,
    hint: field.kind === 'select' ? undefined : field.hint,
  };
  const rows = field.kind === 'textarea' ? 3 : undefined;
  if (field.kind !== 'select' && field.kind !== 'number' && field.translated) {
    return <TranslatedField {...common} rows={rows} {...translatedField(form, field.name, { onBlur })} />;
  }
  const error = errorAt(form.formState.errors, field.name);
  switch (field.kind) {
    case 'textarea':
      return <TextAreaField {...common} rows={rows} error={error} {...register(field.name)} />;
    case 'select':
      return (
        <SelectField label={field.label} required={field.required} error={error} {...register(field.name)}>
          <option value="">Choose…</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      );
    case 'number':
      return (
        <Field
          {...common}
          type="number"
          inputMode="numeric"
          error={error}
          {...register(field.name, { valueAsNumber: true })}
        />
      );
    default:
      return <Field {...common} error={error} {...register(field.name, { onBlur })} />;
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
