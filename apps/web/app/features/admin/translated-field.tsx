import {
  NO_HINDI_IMAGE,
  NOT_TRANSLATED,
  TRANSLATION_STATE_LABEL,
  TRANSLATION_STATES,
  type TranslationState,
} from '@shop/shared';
import type { ReactNode } from 'react';
import {
  type Control,
  type FieldErrors,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormRegister,
  type UseFormRegisterReturn,
  type UseFormWatch,
  useWatch,
} from 'react-hook-form';
import { Field, TextAreaField } from '#app/components/ui/field.tsx';
import type { ColumnDef } from './data-table.tsx';
import { FormImageUpload } from './image-upload.tsx';

interface TranslatedFieldProps {
  /** The English field's label; the Hindi one is "<label> (Hindi)", as the API's messages name it. */
  label: string;
  required?: boolean | undefined;
  hint?: ReactNode;
  /** A textarea of this many rows; a one-line input without. */
  rows?: number | undefined;
  english: UseFormRegisterReturn;
  englishError?: string | undefined;
  hindi: UseFormRegisterReturn;
  hindiError?: string | undefined;
  /** What the Hindi field holds now: empty, the shop shows the English text there, and the form says so. */
  hindiValue: string | undefined;
}

/**
 * A translatable field: the English text and its Hindi version side by side in a wide form, one above the other
 * on phones and in narrow cards. The Hindi version is optional; while it is empty, the form says in words that Hindi pages show the
 * English text there.
 */
export function TranslatedField({
  label,
  required,
  hint,
  rows,
  english,
  englishError,
  hindi,
  hindiError,
  hindiValue,
}: TranslatedFieldProps) {
  const hindiHint = hindiValue?.trim() ? undefined : <NotTranslated />;
  // Side by side only where the form itself is wide enough (a container query): a narrow card on a wide
  // screen (a showcase tile) stacks them as a phone does.
  return (
    <div className="@container">
      <div className="grid gap-4 @lg:grid-cols-2">
        {rows ? (
          <>
            <TextAreaField
              label={label}
              required={required}
              hint={hint}
              rows={rows}
              error={englishError}
              {...english}
            />
            <TextAreaField
              label={`${label} (Hindi)`}
              lang="hi"
              hint={hindiHint}
              rows={rows}
              error={hindiError}
              {...hindi}
            />
          </>
        ) : (
          <>
            <Field label={label} required={required} hint={hint} error={englishError} {...english} />
            <Field label={`${label} (Hindi)`} lang="hi" hint={hindiHint} error={hindiError} {...hindi} />
          </>
        )}
      </div>
    </div>
  );
}

interface TranslatedImageProps<T extends FieldValues> {
  control: Control<T>;
  /** The English image's field; its Hindi version is `translations.hi.<name>`. */
  name: string;
  label: string;
  disabled?: boolean | undefined;
  /** The previews' size and shape, as the shop shows the image. */
  previewClass?: string | undefined;
  /** Off where the screen already shows the English image larger beside the field. */
  englishPreview?: boolean | undefined;
}

/**
 * An image that may carry words (a banner's headline, a cover's title) and its optional Hindi version, uploaded
 * the same way, side by side where the form is wide. While there is no Hindi image the form says that Hindi
 * pages show the English one.
 */
export function TranslatedImage<T extends FieldValues>({
  control,
  name,
  label,
  disabled,
  previewClass,
  englishPreview = true,
}: TranslatedImageProps<T>) {
  const hindiName = `translations.hi.${name}` as Path<T>;
  const hindi = useWatch({ control, name: hindiName }) as string | null | undefined;
  // Both versions upload the same way: only the field, its label and what is said under it differ.
  const upload = { control, disabled, previewClass };
  return (
    <div className="@container">
      <div className="grid gap-4 @lg:grid-cols-2">
        <FormImageUpload {...upload} name={name as Path<T>} label={label} preview={englishPreview} />
        <FormImageUpload
          {...upload}
          name={hindiName}
          label={`${label} (Hindi)`}
          hint={
            hindi ? (
              'Shown on Hindi pages instead of the English image'
            ) : (
              <NotTranslated text={NO_HINDI_IMAGE} />
            )
          }
        />
      </div>
    </div>
  );
}

/** The message of the error at a dotted path of a form's errors (`translations.hi.name`), if any. */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return (node as { message?: string } | undefined)?.message;
}

/**
 * A TranslatedField's wiring for the field `name` of a react-hook-form form whose Hindi texts are at
 * `translations.hi`: `<TranslatedField label="Title" {...translatedField(form, 'title')} />`.
 */
export function translatedField<T extends FieldValues>(
  form: { register: UseFormRegister<T>; watch: UseFormWatch<T>; formState: { errors: FieldErrors<T> } },
  name: string,
  englishOptions?: RegisterOptions<T, Path<T>>,
) {
  const hindiName = `translations.hi.${name}` as Path<T>;
  return {
    english: form.register(name as Path<T>, englishOptions),
    englishError: errorAt(form.formState.errors, name),
    hindi: form.register(hindiName),
    hindiError: errorAt(form.formState.errors, hindiName),
    hindiValue: form.watch(hindiName) as string | undefined,
  };
}

/** The marker beside an empty Hindi field (or a missing Hindi image, with its own text). */
export function NotTranslated({ text = NOT_TRANSLATED }: { text?: string }) {
  return (
    <span className="inline-flex rounded-md bg-amber-50 px-2 py-0.5 text-amber-900 ring-1 ring-amber-200">
      {text}
    </span>
  );
}

const STATE_TONES: Record<TranslationState, string> = {
  complete: 'bg-brand-100 text-brand-900',
  partial: 'bg-amber-100 text-amber-900',
  missing: 'bg-stone-100 text-stone-700',
};

/** How complete a record's Hindi version is, as a list shows it. */
export function TranslationBadge({ state }: { state: TranslationState }) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE_TONES[state]}`}
    >
      {TRANSLATION_STATE_LABEL[state]}
    </span>
  );
}

/** A list's Hindi column. */
export function translationColumn<Row extends { translationState?: TranslationState }>(): ColumnDef<Row> {
  return {
    id: 'translation',
    header: 'Hindi',
    cell: ({ row }) =>
      row.original.translationState ? <TranslationBadge state={row.original.translationState} /> : null,
  };
}

/** A list's filter by the state of the Hindi version (`translation` in the URL and the API). */
export const translationFilter = {
  name: 'translation',
  label: 'Hindi',
  options: TRANSLATION_STATES.map((state) => ({ value: state, label: TRANSLATION_STATE_LABEL[state] })),
};
