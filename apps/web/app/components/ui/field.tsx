import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { useLocaliseError } from '#app/lib/form-errors.ts';

const controlBase =
  'block w-full rounded-xl border border-brand-200 px-4 py-3 placeholder:text-stone-500 focus:border-brand-600 focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-clay-500 aria-invalid:border-red-600';

const controlClass = `${controlBase} bg-white text-ink`;

/** For a group of controls that is not one field (a set of radio buttons): its legend and its error. */
export const labelClass = 'text-sm font-medium text-stone-800';
export const errorClass = 'mt-1.5 text-sm text-red-700';

interface FieldProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Marks the label with an asterisk and the control as required for screen readers. */
  required?: boolean;
  className?: string;
  id?: string;
}

/** The ids that tie a control to its hint and error, so screen readers read them with it. */
function useFieldIds(id: string | undefined, hint: ReactNode, error: string | undefined) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

function FieldFrame({
  label,
  required,
  hint,
  error,
  className,
  ids,
  children,
}: Omit<FieldProps, 'id'> & { ids: ReturnType<typeof useFieldIds>; children: ReactNode }) {
  const localise = useLocaliseError();
  return (
    <div className={className}>
      <label htmlFor={ids.controlId} className={labelClass}>
        {label}
        {required ? (
          <>
            {' '}
            <span aria-hidden="true" className="text-clay-700">
              *
            </span>
          </>
        ) : null}
      </label>
      <div className="mt-1.5">{children}</div>
      {hint ? (
        <p id={ids.hintId} className="mt-1.5 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className={errorClass}>
          {localise(error)}
        </p>
      ) : null}
    </div>
  );
}

/** Splits a field's props into the frame's (label, hint, error) and the control's own, with the wiring. */
function useFieldParts<P extends FieldProps & { required?: boolean }>({
  label,
  error,
  hint,
  required,
  className = '',
  id,
  ...control
}: P) {
  const ids = useFieldIds(id, hint, error);
  return {
    frame: { label, error, hint, required, className, ids },
    wiring: controlProps(ids, error, required),
    control,
  };
}

/** The wiring every control of a field carries. */
function controlProps(ids: ReturnType<typeof useFieldIds>, error: string | undefined, required?: boolean) {
  return {
    id: ids.controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.describedBy,
    'aria-required': required ? true : undefined,
  } as const;
}

type InputFieldProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'required' | 'prefix'> & {
    /** Fixed text before the value, e.g. the +91 country code. */
    prefix?: string;
    ref?: React.Ref<HTMLInputElement>;
  };

/** A labelled input with its hint and error wired to it for screen readers. */
export function Field(props: InputFieldProps) {
  const {
    frame,
    wiring,
    control: { prefix, ...input },
  } = useFieldParts(props);
  const control = (
    <input
      {...wiring}
      className={`${controlBase} ${prefix ? 'rounded-l-none' : ''} ${input.readOnly ? 'bg-brand-50 text-stone-700' : 'bg-white text-ink'}`}
      {...input}
    />
  );
  return (
    <FieldFrame {...frame}>
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
    </FieldFrame>
  );
}

type TextAreaFieldProps = FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'> & { ref?: React.Ref<HTMLTextAreaElement> };

export function TextAreaField(props: TextAreaFieldProps) {
  const { frame, wiring, control } = useFieldParts(props);
  return (
    <FieldFrame {...frame}>
      <textarea {...wiring} className={controlClass} {...control} />
    </FieldFrame>
  );
}

type SelectFieldProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required'> & { ref?: React.Ref<HTMLSelectElement> };

export function SelectField(props: SelectFieldProps) {
  const { frame, wiring, control } = useFieldParts(props);
  return (
    <FieldFrame {...frame}>
      <select {...wiring} className={`${controlClass} appearance-auto`} {...control} />
    </FieldFrame>
  );
}
