import { type ChangeEvent, type ReactNode, useId, useRef, useState } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { Button } from '#app/components/ui/button.tsx';
import { errorClass, labelClass } from '#app/components/ui/field.tsx';
import { uploadUrl } from '#app/lib/api.ts';
import { adminApi } from './admin-api.ts';

// What the API accepts (it sniffs the bytes; this only narrows the file chooser).
const ACCEPT = {
  image: 'image/jpeg,image/png,image/webp',
  video: 'video/mp4,video/webm',
} as const;

export interface ImageUploadProps {
  label: string;
  /** The stored file name, as the API answered it; null when none is chosen. */
  value: string | null;
  onChange(file: string | null): void;
  accept?: 'image' | 'video';
  /** A server's field error for this field. */
  error?: string | undefined;
  disabled?: boolean | undefined;
  hint?: ReactNode;
  /** The preview's size and shape, as the storefront shows the file (a round portrait, a wide cover). */
  previewClass?: string | undefined;
  /** Off where the screen already shows the file larger beside the field. */
  preview?: boolean | undefined;
}

/**
 * Chooses a file, uploads it at once (POST /admin/uploads) and hands the stored name to the form; shows a preview
 * and a remove button. The form saves only the name, so an abandoned upload changes nothing the shop shows.
 */
export function ImageUpload({
  label,
  value,
  onChange,
  accept = 'image',
  error,
  disabled,
  hint,
  previewClass,
  preview = true,
}: ImageUploadProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const shownError = uploadError ?? error;

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    // Clearing the input lets the same file be chosen again after a refusal.
    event.target.value = '';
    if (!chosen) return;
    setBusy(true);
    setUploadError(null);
    try {
      const res = await adminApi.upload(chosen);
      if (res?.status === 200 && res.body?.file) onChange(res.body.file);
      else if (res) setUploadError(res.errors?.file ?? res.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <span className={labelClass} id={`${inputId}-label`}>
        {label}
      </span>
      <div className="mt-1.5 flex flex-wrap items-center gap-4">
        {preview ? (
          <div
            className={`flex items-center justify-center overflow-hidden rounded-xl border border-brand-200 bg-brand-50 ${previewClass ?? 'h-24 w-24'}`}
          >
            {value ? (
              accept === 'video' ? (
                <video src={uploadUrl(value)} muted className="h-full w-full object-cover" />
              ) : (
                <img src={uploadUrl(value)} alt="" className="h-full w-full object-cover" />
              )
            ) : (
              <span className="text-xs text-stone-700">None</span>
            )}
          </div>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={ACCEPT[accept]}
            className="sr-only"
            aria-labelledby={`${inputId}-label`}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? `${inputId}-error` : undefined}
            disabled={disabled || busy}
            onChange={upload}
          />
          <Button
            variant="secondary"
            size="sm"
            busy={busy}
            disabled={disabled}
            onClick={() => input.current?.click()}
          >
            {busy ? 'Uploading…' : value ? 'Replace' : 'Upload'}
          </Button>
          {value ? (
            <Button variant="ghost" size="sm" disabled={disabled || busy} onClick={() => onChange(null)}>
              Remove
            </Button>
          ) : null}
        </div>
      </div>
      {hint ? <div className="mt-1.5 text-sm text-stone-600">{hint}</div> : null}
      {shownError ? (
        <p id={`${inputId}-error`} className={errorClass} role="alert">
          {shownError}
        </p>
      ) : null}
      <span className="sr-only" aria-live="polite">
        {busy ? 'Uploading' : ''}
      </span>
    </div>
  );
}

/**
 * An ImageUpload bound to a form field that holds the stored file name, '' when none (removing the file stores
 * ''); the field's error shows under it.
 */
export function FormImageUpload<T extends FieldValues>({
  control,
  name,
  ...props
}: Omit<ImageUploadProps, 'value' | 'onChange' | 'error'> & { control: Control<T>; name: Path<T> }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ImageUpload
          {...props}
          value={(field.value as string | null) || null}
          onChange={(file) => field.onChange(file ?? '')}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
