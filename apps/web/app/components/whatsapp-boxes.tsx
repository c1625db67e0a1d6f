import { CONSENT_FIELDS, CONSENT_WORDING, type ConsentField } from '@shop/shared';
import type { InputHTMLAttributes } from 'react';
import { useLanguage } from '#app/i18n/i18n.ts';

const FIELDS = Object.keys(CONSENT_FIELDS) as ConsentField[];

/**
 * The two WhatsApp choices as separate checkboxes, each labelled with exactly the words the API records
 * (CONSENT_WORDING, in the page's language: docs/privacy.md#whatsapp). The caller wires each input: a form's
 * `register`, or a checked state; nothing here ticks a box.
 */
export function WhatsappBoxes({
  legend,
  inputProps,
}: {
  legend: React.ReactNode;
  inputProps: (field: ConsentField) => InputHTMLAttributes<HTMLInputElement>;
}) {
  const language = useLanguage();
  return (
    <fieldset className="m-0 min-w-0 border-0 p-0" data-whatsapp-boxes>
      <legend className="mb-2 text-sm font-semibold text-brand-900">{legend}</legend>
      <div className="flex flex-col gap-2">
        {FIELDS.map((field) => (
          <label
            key={field}
            className="flex cursor-pointer items-start gap-3 rounded-xl px-1 py-1.5 text-sm text-ink has-focus-visible:outline-3 has-focus-visible:outline-clay-500"
          >
            <input
              type="checkbox"
              className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
              data-consent={field}
              {...inputProps(field)}
            />
            <span>{CONSENT_WORDING[CONSENT_FIELDS[field]][language]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
