import { useId, useState } from 'react';
import { uploadUrl } from '#app/lib/api.ts';
import { adminApi } from './admin-api.ts';

/**
 * An image or video of a content item: shows what is stored, uploads a replacement through /admin/uploads and
 * hands back the stored file name. The field's error comes from the form, the upload's own failure shows here.
 */
export function MediaField({
  label,
  value,
  onChange,
  accept = 'image',
  error,
  previewClass = 'h-24 w-auto',
  preview = true,
}: {
  label: string;
  value: string | null;
  onChange: (file: string | null) => void;
  accept?: 'image' | 'video';
  error?: string | undefined;
  previewClass?: string;
  /** Off where the screen shows the file larger beside the field. */
  preview?: boolean;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string>();
  const shownError = error ?? uploadError;
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setUploadError(undefined);
    const res = await adminApi.upload(file);
    setBusy(false);
    if (res?.status === 200 && res.body) onChange(res.body.file);
    else
      setUploadError(
        res?.errors?.file ?? res?.message ?? 'The file could not be uploaded. Please try again.',
      );
  };
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="mt-1.5 flex flex-wrap items-center gap-3">
        {!preview ? null : value ? (
          accept === 'video' ? (
            <video src={uploadUrl(value)} muted className={`rounded-lg bg-brand-50 ${previewClass}`} />
          ) : (
            <img
              src={uploadUrl(value)}
              alt=""
              className={`rounded-lg bg-brand-50 object-cover ${previewClass}`}
            />
          )
        ) : (
          <span className="text-sm text-stone-600">None yet</span>
        )}
        <input
          id={id}
          type="file"
          accept={accept === 'video' ? 'video/mp4,video/webm' : 'image/*'}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? `${id}-error` : undefined}
          disabled={busy}
          onChange={(event) => void upload(event.currentTarget.files?.[0])}
          className="w-full max-w-full min-w-0 text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-100 file:px-3 file:py-2 file:text-brand-900"
        />
        {busy ? <span className="text-sm text-stone-600">Uploading…</span> : null}
      </div>
      {shownError ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
