import { zodResolver } from '@hookform/resolvers/zod';
import { brand, type LoginInput, LoginSchema } from '@shop/shared';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Field } from '#app/components/ui/field.tsx';
import { AuthCard } from '#app/features/account/auth-card.tsx';
import { safeNextPath, savePendingSignup } from '#app/features/account/pending-signup.ts';
import { metaT, useLocalize, useT } from '#app/i18n/i18n.ts';
import { post } from '#app/lib/api.ts';
import { showFieldErrors } from '#app/lib/form-errors.ts';
import { useRenderedResolver } from '#app/lib/form-resolver.ts';
import { pageTitle } from '#app/lib/seo.ts';
import { useSession } from '#app/lib/session/use-session.ts';
import { toastError } from '#app/lib/toast.ts';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches, 'auth');
  return [
    { title: pageTitle(t('login.title')) },
    { name: 'description', content: t('login.description', { brand: brand.name }) },
    { name: 'robots', content: 'noindex' },
  ];
};

/** /login (docs/product.md#login): sign up or log in with a mobile number; a code is sent by SMS. */
export default function Login() {
  const navigate = useNavigate();
  const localize = useLocalize();
  const { t } = useT('auth');
  const [{ token }] = useSession();
  const [waitMessage, setWaitMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, { mobile: string }>({
    resolver: useRenderedResolver(zodResolver(LoginSchema)),
    mode: 'onTouched',
    defaultValues: { mobile: '' },
  });

  // Already logged in: the account is the place to be, not the login form.
  // Read by hand rather than with useSearchParams, which no other storefront page needs (framework chunk size).
  const { search } = useLocation();
  const next = safeNextPath(new URLSearchParams(search).get('next'));
  const signedInTarget = localize(next ?? '/user/account-details');
  useEffect(() => {
    if (token) navigate(signedInTarget, { replace: true });
  }, [token, navigate, signedInTarget]);

  const onSubmit = async ({ mobile }: { mobile: string }) => {
    setWaitMessage(null);
    const res = await post<{ token: string; resendAfterSeconds: number }>('/users/register', { mobile });
    if (!res) return;
    if (res.status === 200 && res.body?.token) {
      savePendingSignup(res.body.token, mobile, {
        resendAfterSeconds: res.body.resendAfterSeconds,
        ...(next ? { next } : {}),
      });
      navigate(localize('/verify-account'));
      return;
    }
    // Too many codes asked for: say how long to wait, beside the button rather than in a passing toast.
    if (res.status === 429) {
      setWaitMessage(res.message);
      return;
    }
    showFieldErrors<LoginInput>(res, setError, ['mobile']);
    toastError(res.message);
  };

  return (
    <AuthCard title={t('login.title')} intro={<p>{t('login.intro')}</p>}>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-6">
        <Field
          label={t('login.mobile')}
          prefix="+91"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder={t('login.mobilePlaceholder')}
          maxLength={20}
          error={errors.mobile?.message}
          {...register('mobile')}
        />
        {waitMessage ? (
          <p role="alert" className="rounded-xl bg-clay-50 px-4 py-3 text-sm text-clay-700">
            {waitMessage}
          </p>
        ) : null}
        <Button type="submit" disabled={isSubmitting} className="w-full">
          {isSubmitting ? t('login.sending') : t('login.sendOtp')}
        </Button>
        <p className="text-center text-sm text-stone-600">{t('login.newHere', { brand: brand.name })}</p>
      </form>
    </AuthCard>
  );
}
