import type { PaymentOptions } from '@shop/shared';
import { useEffect, useState } from 'react';
import { useLanguage } from '#app/i18n/i18n.ts';
import { get } from '#app/lib/api.ts';
import { useSession } from '#app/lib/session/use-session.ts';

/** `GET /payments/options`: PaymentOptions, with the refusal already worded in the request's language. */
export type PaymentOptionsAnswer = PaymentOptions & { cod: PaymentOptions['cod'] & { message?: string } };

export type OptionsState =
  | { kind: 'no-pincode' }
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'ready'; options: PaymentOptionsAnswer };

// The drawer and the cart page may ask for the same basket at once: one question per basket, language and login.
// A failed answer is forgotten, so the next render asks again.
const answers = new Map<string, Promise<PaymentOptionsAnswer | null>>();

function optionsOnce(pincode: string, subtotal: number, signedIn: boolean, language: string) {
  const key = `${language} ${signedIn ? 'in' : 'out'} ${pincode} ${subtotal}`;
  let asked = answers.get(key);
  if (!asked) {
    asked = get<PaymentOptionsAnswer>(
      `/payments/options?pincode=${encodeURIComponent(pincode)}&subtotal=${subtotal}`,
      { quiet: true },
    ).then((answer) => {
      const options = answer?.status === 200 && answer.body ? answer.body : null;
      if (!options) answers.delete(key);
      return options;
    });
    answers.set(key, asked);
  }
  return asked;
}

/** Forgets every answer: after an order the shopper's open COD orders changed, and so may the offer. */
export function forgetPaymentOptions(): void {
  answers.clear();
}

/**
 * What each way to pay costs this basket at this PIN code (`subtotal`: the goods after the bundle discount, in
 * paise). With no PIN code yet there is nothing to ask.
 */
export function usePaymentOptions(pincode: string | null, subtotal: number): OptionsState {
  const language = useLanguage();
  const [{ token }] = useSession();
  const signedIn = Boolean(token);
  const key = pincode ? `${language} ${signedIn} ${pincode} ${subtotal}` : null;
  const [answer, setAnswer] = useState<{ for: string; options: PaymentOptionsAnswer | null }>();
  useEffect(() => {
    if (!pincode || !key) return;
    let current = true;
    void optionsOnce(pincode, subtotal, signedIn, language).then((options) => {
      if (current) setAnswer({ for: key, options });
    });
    return () => {
      current = false;
    };
  }, [pincode, subtotal, signedIn, language, key]);
  if (!pincode) return { kind: 'no-pincode' };
  if (!answer || answer.for !== key) return { kind: 'loading' };
  return answer.options ? { kind: 'ready', options: answer.options } : { kind: 'failed' };
}
