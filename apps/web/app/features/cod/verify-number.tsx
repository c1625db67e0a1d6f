import { normaliseIndianMobile } from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { Field } from '#app/components/ui/field.tsx';
import { useSecondsLeft } from '#app/features/account/index.ts';
import { reportOtpVerified } from '#app/features/consent/index.ts';
import { useT } from '#app/i18n/i18n.ts';
import { Trans } from '#app/i18n/trans.tsx';
import { get, post } from '#app/lib/api.ts';
import { spacedMobile } from '#app/lib/mobile.ts';
import { useSession } from '#app/lib/session/use-session.ts';

interface CodeSent {
  mobile: string;
  /** The pending-signup token the code is checked against. */
  token: string;
  sentAt: number;
  resendAfterSeconds: number;
}

/**
 * docs/cod.md#proven-number: cash on delivery needs a number proven by a login code. The same two calls as /login
 * and /verify-account (the claim of a guest order uses them too), made here so the shopper stays on the checkout:
 * once the code is right the session holds the token and the page goes on.
 */
export function VerifyNumber() {
  const { t } = useT('cod', { keyPrefix: 'checkout.verify' });
  const [, dispatch] = useSession();
  const [mobileInput, setMobileInput] = useState('');
  const [otp, setOtp] = useState('');
  const [sent, setSent] = useState<CodeSent | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const secondsLeft = useSecondsLeft(sent?.sentAt ?? 0, sent?.resendAfterSeconds ?? 0);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const mobile = normaliseIndianMobile(mobileInput);
    if (!mobile) return setError(t('invalidMobile'));
    setBusy(true);
    setError(null);
    const res = await post<{ token: string; resendAfterSeconds: number }>('/users/register', { mobile });
    setBusy(false);
    if (res?.status === 200 && res.body?.token) {
      setSent({
        mobile,
        token: res.body.token,
        sentAt: Date.now(),
        resendAfterSeconds: res.body.resendAfterSeconds,
      });
      setOtp('');
      return;
    }
    if (res) setError(res.errors?.mobile ?? res.message);
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (!sent) return;
    if (!/^\d{6}$/.test(otp.trim())) return setError(t('invalidCode'));
    setBusy(true);
    setError(null);
    const res = await post<{ token: string; newAccount: boolean }>(
      '/users/verifyAccount',
      { otp: otp.trim() },
      { token: sent.token },
    );
    setBusy(false);
    if (res?.status === 200 && res.body?.token) {
      reportOtpVerified(res.body.newAccount);
      // Logged in: from now on the cart is kept on the server under the account, with the number just proven.
      dispatch({ type: 'USER', payload: { token: res.body.token } });
      return;
    }
    if (!res) return;
    // The code's challenge is over (expired, too many tries): the way on is a new code.
    if (res.status === 401 || res.status === 404) setSent(null);
    setError(res.errors?.otp ?? res.message);
  };

  const resend = async () => {
    if (!sent) return;
    setBusy(true);
    const res = await get<{ resendAfterSeconds: number }>('/users/resendOtp', { token: sent.token });
    setBusy(false);
    if (res?.status === 200) {
      setSent({ ...sent, sentAt: Date.now(), resendAfterSeconds: res.body?.resendAfterSeconds ?? 30 });
      setError(null);
    } else if (res) setError(res.message);
  };

  const problem = error ? (
    <p role="alert" className="rounded-xl bg-clay-50 px-4 py-3 text-sm text-clay-700" data-verify-error>
      {error}
    </p>
  ) : null;

  if (!sent) {
    return (
      <form noValidate onSubmit={send} className="flex flex-col gap-4" data-verify-mobile>
        <p className="text-sm text-stone-700">{t('text')}</p>
        <Field
          label={t('mobile')}
          prefix="+91"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder={t('mobilePlaceholder')}
          maxLength={20}
          value={mobileInput}
          onChange={(event) => setMobileInput(event.target.value)}
        />
        {problem}
        <Button type="submit" busy={busy} className="w-full sm:w-auto">
          {busy ? t('sending') : t('send')}
        </Button>
      </form>
    );
  }

  return (
    <form noValidate onSubmit={verify} className="flex flex-col gap-4" data-verify-code>
      <p className="text-sm text-stone-700">
        <Trans
          t={t}
          i18nKey="codeSentTo"
          values={{ mobile: spacedMobile(sent.mobile) }}
          components={{ strong: <strong className="font-semibold whitespace-nowrap text-ink" /> }}
        />
      </p>
      <Field
        label={t('code')}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        value={otp}
        onChange={(event) => setOtp(event.target.value)}
        className="[&_input]:tracking-[0.4em]"
      />
      {problem}
      <Button type="submit" busy={busy} className="w-full sm:w-auto">
        {busy ? t('verifying') : t('verify')}
      </Button>
      <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <button
          type="button"
          onClick={() => {
            setSent(null);
            setError(null);
          }}
          className="font-medium text-brand-800 underline underline-offset-4"
        >
          {t('changeNumber')}
        </button>
        <button
          type="button"
          onClick={() => void resend()}
          disabled={busy || secondsLeft > 0}
          className="font-medium text-clay-700 underline underline-offset-4 disabled:no-underline disabled:opacity-60"
        >
          {secondsLeft > 0 ? `${t('resend')} (0:${String(secondsLeft).padStart(2, '0')})` : t('resend')}
        </button>
      </div>
    </form>
  );
}
