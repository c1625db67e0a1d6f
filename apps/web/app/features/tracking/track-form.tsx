import { useRef, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { Field } from '#app/components/ui/field.tsx';
import { useT } from '#app/i18n/i18n.ts';
import type { Messages } from '#app/i18n/messages.ts';
import { Trans } from '#app/i18n/trans.tsx';
import type { TFunction } from '#app/i18n/translator.ts';
import { MOBILE_PATTERN, normalMobile, normalOrderId, ORDER_ID_PATTERN } from './track-api.ts';

export interface TrackQuery {
  orderId: string;
  mobile: string;
}

type FieldErrors = Partial<Record<keyof TrackQuery, string>>;

/** Each field's own complaint, in the page's language; none when both are good. */
function check(orderId: string, mobile: string, t: TFunction<Messages['track']>): FieldErrors {
  const errors: FieldErrors = {};
  if (!orderId) errors.orderId = t('page.orderIdRequired');
  else if (!ORDER_ID_PATTERN.test(orderId)) errors.orderId = t('page.orderIdInvalid');
  if (!mobile) errors.mobile = t('page.mobileRequired');
  else if (!MOBILE_PATTERN.test(mobile)) errors.mobile = t('page.mobileInvalid');
  return errors;
}

/**
 * /track's form: the order id (prefilled from the link in the shipping message) and the mobile number it was
 * placed with. Enter submits; a field in error says why and takes the focus. `serverErrors` are the API's.
 */
export function TrackForm({
  initialOrderId,
  busy,
  serverErrors,
  onSubmit,
}: {
  initialOrderId: string;
  busy: boolean;
  serverErrors: FieldErrors;
  onSubmit: (query: TrackQuery) => void;
}) {
  const { t } = useT('track');
  const [orderId, setOrderId] = useState(initialOrderId);
  const [mobile, setMobile] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const orderIdRef = useRef<HTMLInputElement>(null);
  const mobileRef = useRef<HTMLInputElement>(null);
  const shown = { ...serverErrors, ...errors };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const query = { orderId: normalOrderId(orderId), mobile: normalMobile(mobile) };
    const found = check(query.orderId, query.mobile, t);
    setErrors(found);
    if (found.orderId) orderIdRef.current?.focus();
    else if (found.mobile) mobileRef.current?.focus();
    else onSubmit(query);
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
      <Field
        ref={orderIdRef}
        label={t('page.orderId')}
        name="orderId"
        value={orderId}
        onChange={(event) => setOrderId(event.target.value)}
        error={shown.orderId}
        hint={
          <Trans
            t={t}
            i18nKey="page.orderIdHint"
            components={{ id: <span className="whitespace-nowrap" /> }}
          />
        }
        required
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        placeholder="ORD-2026-000123"
        maxLength={30}
      />
      <Field
        ref={mobileRef}
        label={t('page.mobile')}
        name="mobile"
        type="tel"
        prefix="+91"
        value={mobile}
        onChange={(event) => setMobile(event.target.value)}
        error={shown.mobile}
        required
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={16}
      />
      <Button type="submit" busy={busy} className="sm:mt-7">
        {busy ? t('page.searching') : t('page.submit')}
      </Button>
    </form>
  );
}
