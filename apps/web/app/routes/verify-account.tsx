import { zodResolver } from '@hookform/resolvers/zod';
import { type OtpInput, OtpSchema } from '@shop/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { redirect, useNavigate } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Field } from '#app/components/ui/field.tsx';
import { historyIndex } from '#app/features/account/account-api.ts';
import { AuthCard } from '#app/features/account/auth-card.tsx';
import { LoadingState } from '#app/features/account/loading-state.tsx';
import { clearPendingSignup, markCodeSent, readPendingSignup } from '#app/features/account/pending-signup.ts';
import { useSecondsLeft } from '#app/features/account/use-seconds-left.ts';
import { CodeSentTo, ResendCode } from '#app/features/account/verify-code.tsx';
import { reportOtpVerified } from '#app/features/consent/index.ts';
import { metaT, useLocalize, useT } from '#app/i18n/i18n.ts';
import { languageOfPath, localizePath } from '#app/i18n/languages.ts';
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
    <AuthCard title={t('verify.title')} intro={<CodeSentTo mobile={mobile} />}>
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
      <ResendCode secondsLeft={secondsLeft} resending={resending} onResend={resend} />
    </AuthCard>
  );
}
