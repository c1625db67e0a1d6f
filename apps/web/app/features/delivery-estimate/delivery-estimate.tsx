import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { TruckIcon } from '#app/components/icons.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { mergeClasses } from '#app/components/ui/class-names.ts';
import { useLanguage, useT } from '#app/i18n/i18n.ts';
import { deliveryDay, type EstimateOutcome } from './estimate-api.ts';
import { parsePincode, rememberPincode } from './pincode-store.ts';
import { useShopperPincode } from './shopper-pincode.ts';
import { useEstimate } from './use-estimate.ts';

/**
 * docs/product.md#delivery-dates: when an order would arrive at the shopper's PIN code. Asks for the PIN code
 * once (remembered on the device, or the default address's when logged in) and then shows the date with a
 * "Change" button; the product page, the cart drawer and the cart page all show this one widget.
 */
export function DeliveryEstimate({ className }: { className?: string }) {
  const pincode = useShopperPincode();
  const [changing, setChanging] = useState(false);
  const editing = changing || !pincode;
  return (
    <div className={mergeClasses('text-sm', className)} data-delivery-estimate>
      {editing ? (
        <PincodeForm
          initial={pincode ?? ''}
          focus={changing}
          onCancel={pincode ? () => setChanging(false) : undefined}
          onDone={() => setChanging(false)}
        />
      ) : (
        <EstimateFor pincode={pincode} onChange={() => setChanging(true)} />
      )}
    </div>
  );
}

function PincodeForm({
  initial,
  focus,
  onCancel,
  onDone,
}: {
  initial: string;
  focus: boolean;
  onCancel: (() => void) | undefined;
  onDone: () => void;
}) {
  const id = useId();
  const { t } = useT('delivery');
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focus) input.current?.focus();
  }, [focus]);
  const inputId = `${id}-pincode`;
  const errorId = `${id}-error`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const pincode = parsePincode(value);
    if (!pincode) {
      setError(t('invalid'));
      input.current?.focus();
      return;
    }
    rememberPincode(pincode);
    onDone();
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-2">
      <label htmlFor={inputId} className="flex items-center gap-2 text-base font-medium">
        <TruckIcon className="h-5 w-5 text-brand-700" />
        {t('label')}
      </label>
      <div className="flex gap-2">
        <input
          ref={input}
          id={inputId}
          name="pincode"
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder={t('placeholder')}
          maxLength={7}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          className="w-0 min-w-0 flex-1 rounded-full border border-brand-200 bg-white px-4 py-2.5 text-base tabular-nums placeholder:text-stone-500 focus:border-brand-600 aria-invalid:border-red-600"
        />
        <Button type="submit" variant="outline" size="sm" className="py-2.5">
          {t('check')}
        </Button>
        {onCancel ? (
          <Button variant="ghost" size="sm" className="px-3 py-2.5" onClick={onCancel}>
            {t('cancel')}
          </Button>
        ) : null}
      </div>
      <p id={errorId} role="alert" className="min-h-5 font-medium text-red-700">
        {error}
      </p>
    </form>
  );
}

function EstimateFor({ pincode, onChange }: { pincode: string; onChange: () => void }) {
  const { t } = useT('delivery');
  const outcome = useEstimate(pincode);
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="flex items-center gap-2 text-base font-medium">
          <TruckIcon className="h-5 w-5 shrink-0 text-brand-700" />
          {t('deliverTo', { pincode })}
        </p>
        <button
          type="button"
          onClick={onChange}
          aria-label={t('changeLabel', { pincode })}
          className="rounded-full px-2 py-1 font-medium text-brand-800 underline underline-offset-2 hover:bg-brand-50"
        >
          {t('change')}
        </button>
      </div>
      <div role="status" className="min-h-5 space-y-0.5 pl-7" data-delivery-answer>
        <EstimateLines pincode={pincode} outcome={outcome} />
      </div>
    </div>
  );
}

function EstimateLines({ pincode, outcome }: { pincode: string; outcome: EstimateOutcome | undefined }) {
  const { t } = useT('delivery');
  const language = useLanguage();
  if (!outcome) return <p className="text-stone-600">{t('checking', { pincode })}</p>;
  if (outcome.kind === 'invalid') return <p className="font-medium text-red-700">{outcome.message}</p>;
  if (outcome.kind === 'failed') return <p className="text-red-700">{t('failed')}</p>;
  const { estimate } = outcome;
  if (!estimate.serviceable) {
    return <p className="font-medium text-red-700">{t('notServed', { pincode })}</p>;
  }
  return (
    <>
      {estimate.estimatedDelivery ? (
        <p className="font-semibold text-brand-800">
          {t('deliveryBy', { date: deliveryDay(estimate.estimatedDelivery, language) })}
        </p>
      ) : (
        <p className="text-stone-700">
          {t('usually', { min: estimate.minDays ?? 3, max: estimate.maxDays ?? 7 })}
        </p>
      )}
      {estimate.cod ? <p className="text-stone-700">{t('cod')}</p> : null}
    </>
  );
}
