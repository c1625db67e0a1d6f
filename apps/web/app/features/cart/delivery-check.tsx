import { PINCODE_PATTERN } from '@shop/shared';
import { useId, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { useT } from '#app/i18n/i18n.ts';

/** The pincode as typed, without spaces, when it is well formed; else null. */
export function parsePincode(input: string): string | null {
  const pincode = input.replace(/\s+/g, '');
  return PINCODE_PATTERN.test(pincode) ? pincode : null;
}

/**
 * docs/product.md#pin-codes: no country/region calculator; the shop ships within India only and free on
 * prepaid orders, so the one useful question is whether a pincode is valid. Checked in the browser, no call.
 */
export function DeliveryCheck() {
  const id = useId();
  const { t } = useT('cart');
  const [value, setValue] = useState('');
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const inputId = `${id}-pincode`;
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;

  return (
    <form
      noValidate
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        const pincode = parsePincode(value);
        setResult(
          pincode
            ? { ok: true, message: t('delivery.ok', { pincode }) }
            : { ok: false, message: t('delivery.invalid') },
        );
      }}
    >
      <label htmlFor={inputId} className="block font-medium">
        {t('delivery.label')}
      </label>
      <p id={hintId} className="text-sm text-stone-600">
        {t('delivery.hint')}
      </p>
      <div className="flex gap-2">
        <input
          id={inputId}
          name="pincode"
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder={t('delivery.placeholder')}
          maxLength={7}
          value={value}
          aria-invalid={result?.ok === false || undefined}
          aria-describedby={`${hintId} ${messageId}`}
          onChange={(event) => {
            setValue(event.target.value);
            setResult(null);
          }}
          className="min-w-0 flex-1 rounded-full border border-brand-200 bg-white px-4 py-2.5 tabular-nums placeholder:text-stone-500 focus:border-brand-600 aria-invalid:border-red-600"
        />
        <Button type="submit" variant="outline" size="sm" className="py-2.5">
          {t('delivery.check')}
        </Button>
      </div>
      <p
        id={messageId}
        role="status"
        className={`min-h-5 text-sm font-medium ${result?.ok === false ? 'text-red-700' : 'text-brand-700'}`}
      >
        {result?.message}
      </p>
    </form>
  );
}
