import { zodResolver } from '@hookform/resolvers/zod';
import { type OtpInput, OtpSchema } from '@shop/shared';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { redirect, useNavigate } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Field } from '#app/components/ui/field.tsx';
import { historyIndex } from '#app/features/account/account-api.ts';
import { AuthCard } from '#app/features/account/auth-card.tsx';
import { LoadingState } from '#app/features/account/loading-state.tsx';
import { clearPendingSignup, markCodeSent, readPendingSignup } from '#app/features/account/pending-signup.ts';
import { reportOtpVerified } from '#app/features/consent/index.ts';
import { metaT, useLocalize, useT } from '#app/i18n/i18n.ts';
import { languageOfPath, localizePath } from '#app/i18n/languages.ts';
import { Link } from '#app/i18n/link.tsx';
import { Trans } from '#app/i18n/trans.tsx';
import { get, post } from '#app/lib/api.ts';
import { showFieldErrors } from '#app/lib/form-errors.ts';
import { useRenderedResolver } from '#app/lib/form-resolver.ts';
import { pageTitle } from '#app/lib/seo.ts';
import { useSession } from '#app/lib/session/use-session.ts';
import { toastError, toastSuccess } from '#app/lib/toast.ts';
import type { Route } from './+types/verify-account';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(metaT(matches, 'auth')('verify.title')) },
  { name: 'robots', content: 'noindex' },
];

// The pending-signup token lives in the browser only, so this page is rendered there.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const pending = readPendingSignup();
  if (!pending) throw redirect(localizePath('/login', languageOfPath(new URL(request.url).pathname)));
  return pending;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  const { t } = useT('auth');
  return (
    <AuthCard title={t('verify.title')}>
      <LoadingState className="min-h-40" />
    </AuthCard>
  );
}

const spacedMobile = (mobile: string) =>
  mobile.length === 10 ? `${mobile.slice(0, 5)} ${mobile.slice(5)}` : mobile;

/** Seconds until a new code may be asked for: the wait the server gave with the last code, counted down. */
function useSecondsLeft(sentAt: number, waitSeconds: number): number {
  const left = () => Math.max(0, waitSeconds - Math.floor((Date.now() - sentAt) / 1000));
  const [seconds, setSeconds] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` is derived from sentAt
  useEffect(() => {
    setSeconds(left());
    const timer = window.setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [sentAt, waitSeconds]);
  return seconds;
}

/** /verify-account (docs/product.md#verify-account): the code from the SMS, with a resend link after a 30 second countdown. */
export default function VerifyAccount({ loaderData }: Route.ComponentProps) {
  const { token: pendingToken, mobile, next } = loaderData;
  const navigate = useNavigate();
  const localize = useLocalize();
  const { t } = useT('auth');
  const [, dispatch] = useSession();
  const [sentAt, setSentAt] = useState(loaderData.sentAt);
  const [waitSeconds, setWaitSeconds] = useState(loaderData.resendAfterSeconds);
  const [resending, setResending] = useState(false);
  const secondsLeft = useSecondsLeft(sentAt, waitSeconds);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OtpInput>({
    resolver: useRenderedResolver(zodResolver(OtpSchema)),
    mode: 'onTouched',
    defaultValues: { otp: '' },
  });

  // The signup token expired or its challenge is gone: the only way on is a new code from /login.
  const startOver = (status: number) => {
    if (status !== 401 && status !== 404) return false;
    clearPendingSignup();
    navigate(localize('/login'), { replace: true });
    return true;
  };

  const onSubmit = async ({ otp }: OtpInput) => {
    const res = await post<{ token: string; name: string | null; email: string | null; newAccount: boolean }>(
      '/users/verifyAccount',
      { otp },
      { token: pendingToken },
    );
    if (!res) return;
    if (res.status !== 200 || !res.body) {
      toastError(res.message);
      if (!startOver(res.status)) showFieldErrors<OtpInput>(res, setError, ['otp']);
      return;
    }
    const { token, name, email, newAccount } = res.body;
    reportOtpVerified(newAccount);
    // docs/product.md#verify-account: the token is stored locally and in app state; the pending-signup token is removed.
    clearPendingSignup();
    dispatch({ type: 'USER', payload: { token } });
    if (next) {
      toastSuccess(res.message);
      navigate(localize(next), { replace: true });
    } else if (!name || !email) navigate(localize('/update-information'), { replace: true });
    // docs/product.md#verify-account: back two history steps (past /login), or home when this tab has no such page.
    else if (historyIndex() >= 2) navigate(-2);
    else navigate(localize('/'), { replace: true });
  };

  const resend = async () => {
    setResending(true);
    const res = await get<{ resendAfterSeconds: number }>('/users/resendOtp', { token: pendingToken });
    setResending(false);
    if (!res) return;
    if (res.status === 200) {
      toastSuccess(res.message);
      const wait = res.body?.resendAfterSeconds ?? waitSeconds;
      setWaitSeconds(wait);
      setSentAt(markCodeSent(wait));
      return;
    }
    toastError(res.message);
    startOver(res.status);
  };

  return (
    <AuthCard
      title={t('verify.title')}
      intro={
        <p>
          <Trans
            t={t}
            i18nKey="verify.codeSentTo"
            values={{ mobile: `+91 ${spacedMobile(mobile)}` }}
            components={{ strong: <strong className="font-semibold whitespace-nowrap text-ink" /> }}
          />
        </p>
      }
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-6">
        <Field
          label={t('verify.otp')}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          placeholder={t('verify.otpPlaceholder')}
          className="[&_input]:text-center [&_input]:text-xl [&_input]:tracking-[0.5em] [&_input::placeholder]:text-base [&_input::placeholder]:tracking-normal"
          error={errors.otp?.message}
          {...register('otp')}
        />
        <Button type="submit" disabled={isSubmitting} className="w-full">
          {isSubmitting ? t('verify.verifying') : t('verify.verify')}
        </Button>
      </form>
      <div className="mt-6 flex min-h-6 flex-col items-center gap-2 text-sm text-stone-600">
        {secondsLeft > 0 ? (
          <p>
            <Trans
              t={t}
              i18nKey="verify.resendIn"
              values={{ time: `0:${String(secondsLeft).padStart(2, '0')}` }}
              components={{ strong: <span className="font-semibold text-ink tabular-nums" /> }}
            />
          </p>
        ) : (
          <p>
            {t('verify.noCode')}{' '}
            <button
              type="button"
              onClick={resend}
              disabled={resending}
              className="font-semibold text-clay-700 underline underline-offset-4 hover:text-clay-600 disabled:opacity-60"
            >
              {t('verify.resend')}
            </button>
          </p>
        )}
        <Link to="/login" className="text-brand-800 underline underline-offset-4 hover:text-brand-700">
          {t('verify.changeNumber')}
        </Link>
      </div>
    </AuthCard>
  );
}
