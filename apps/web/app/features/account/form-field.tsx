import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

const inputBase =
  'block w-full rounded-xl border border-brand-200 px-4 py-3 placeholder:text-stone-500 focus:border-brand-600 focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-clay-500 aria-invalid:border-red-600';

export const inputClass = `${inputBase} bg-white text-ink`;

export const labelClass = 'text-sm font-medium text-stone-800';

export const errorClass = 'mt-1.5 text-sm text-red-700';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Fixed text before the value, e.g. the +91 country code. */
  prefix?: string;
  ref?: React.Ref<HTMLInputElement>;
}

/** A labelled input with its hint and error wired to it for screen readers. */
export function Field({ label, error, hint, prefix, className = '', id, ...input }: FieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const control = (
    <input
      id={inputId}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      className={`${inputBase} ${prefix ? 'rounded-l-none' : ''} ${input.readOnly ? 'bg-brand-50 text-stone-700' : 'bg-white text-ink'}`}
      {...input}
    />
  );
  return (
    <div className={className}>
      <label htmlFor={inputId} className={labelClass}>
        {label}
      </label>
      <div className="mt-1.5">
        {prefix ? (
          <div className="flex">
            <span
              className="inline-flex items-center rounded-l-xl border border-r-0 border-brand-200 bg-brand-50 px-4 font-medium text-stone-700"
              aria-hidden="true"
            >
              {prefix}
            </span>
            {control}
          </div>
        ) : (
          control
        )}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
