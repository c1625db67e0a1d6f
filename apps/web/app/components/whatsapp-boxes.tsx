import { CONSENT_FIELDS, CONSENT_WORDING, type ConsentField } from '@shop/shared/consent-wording';
import type { InputHTMLAttributes } from 'react';
import { useLanguage } from '#app/i18n/i18n.ts';

const ALL_FIELDS = Object.keys(CONSENT_FIELDS) as ConsentField[];

/**
 * The WhatsApp choices as separate checkboxes, each labelled with exactly the words the API records
 * (CONSENT_WORDING, in the page's language: docs/privacy.md#whatsapp). The caller wires each input: a form's
 * `register`, or a checked state; nothing here ticks a box. The wording module holds no schema, so the boxes bring
 * no zod to a page (the cart drawer is one).
 */
export function WhatsappBoxes({
  legend,
  inputProps,
  fields = ALL_FIELDS,
  compact = false,
}: {
  legend: React.ReactNode;
  inputProps: (field: ConsentField) => InputHTMLAttributes<HTMLInputElement>;
  /** Both choices unless a place offers only one (an order's page offers its updates). */
  fields?: readonly ConsentField[];
  /** Smaller type and spacing, for a drawer or a bar pinned to the screen. */
  compact?: boolean;
}) {
  const language = useLanguage();
  return (
    <fieldset className="m-0 min-w-0 border-0 p-0" data-whatsapp-boxes>
      <legend className={`text-sm font-semibold text-brand-900 ${compact ? 'mb-1' : 'mb-2'}`}>
        {legend}
      </legend>
      <div className={`flex flex-col ${compact ? 'gap-0.5' : 'gap-2'}`}>
        {fields.map((field) => (
          <label
            key={field}
            className={`flex cursor-pointer items-start rounded-xl px-1 text-ink has-focus-visible:outline-3 has-focus-visible:outline-clay-500 ${compact ? 'gap-2.5 py-1 text-[13px] leading-snug' : 'gap-3 py-1.5 text-sm'}`}
          >
            <input
              type="checkbox"
              className={`shrink-0 accent-brand-700 ${compact ? 'mt-px h-[18px] w-[18px]' : 'mt-0.5 h-5 w-5'}`}
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
