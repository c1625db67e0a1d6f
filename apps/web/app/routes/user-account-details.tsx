import { zodResolver } from '@hookform/resolvers/zod';
import { UpdateProfileSchema } from '@shop/shared';
import { useForm } from 'react-hook-form';
import { Button } from '#app/components/ui/button.tsx';
import { Field } from '#app/components/ui/field.tsx';
import { endSession, loadProfile } from '#app/features/account/account-api.ts';
import { LoadingState } from '#app/features/account/loading-state.tsx';
import type { Profile } from '#app/features/account/types.ts';
import { metaT, useT } from '#app/i18n/i18n.ts';
import { Link } from '#app/i18n/link.tsx';
import { put } from '#app/lib/api.ts';
import { showFieldErrors } from '#app/lib/form-errors.ts';
import { useRenderedResolver } from '#app/lib/form-resolver.ts';
import { pageTitle } from '#app/lib/seo.ts';
import { toastError, toastSuccess } from '#app/lib/toast.ts';
import type { Route } from './+types/user-account-details';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(metaT(matches, 'account')('details.title')) },
  { name: 'robots', content: 'noindex' },
];

// The profile page sends the name only (docs/product.md#account-details); mobile and e-mail are read-only here.
const NameSchema = UpdateProfileSchema.pick({ name: true });
type NameInput = { name: string };

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const profile = await loadProfile(request);
  // This page cannot do without the profile: if it cannot be loaded, the shopper logs in again.
  if (!profile) endSession(request);
  return { profile };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <LoadingState />;
}

/** docs/product.md#account-details: Name, Mobile, Email and 'Save Changes'. */
export default function UserAccountDetails({ loaderData }: Route.ComponentProps) {
  const { profile } = loaderData;
  const { t } = useT('account');
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NameInput>({
    resolver: useRenderedResolver(zodResolver(NameSchema)),
    mode: 'onTouched',
    defaultValues: { name: profile.name ?? '' },
  });

  const onSubmit = async ({ name }: NameInput) => {
    const res = await put<Profile>('/users/updateProfile', { name });
    if (!res) return;
    if (res.status !== 200) {
      showFieldErrors<NameInput>(res, setError, ['name']);
      toastError(res.message);
      return;
    }
    reset({ name: res.body?.name ?? name });
    toastSuccess(t('details.saved'));
  };

  return (
    <section aria-labelledby="details-title">
      <h1 id="details-title" className="text-3xl text-brand-900">
        {t('details.title')}
      </h1>
      <p className="mt-2 text-stone-600">{t('details.intro')}</p>
      <div className="mt-6 max-w-2xl rounded-2xl border border-brand-100 bg-white p-5 sm:p-8">
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
          <Field
            label={t('details.name')}
            type="text"
            autoComplete="name"
            maxLength={80}
            error={errors.name?.message}
            {...register('name')}
          />
          <Field
            label={t('details.mobile')}
            prefix="+91"
            type="tel"
            value={profile.mobile}
            readOnly
            hint={t('details.mobileHint')}
          />
          <Field
            label={t('details.email')}
            type="email"
            value={profile.email ?? ''}
            readOnly
            placeholder={t('details.emailPlaceholder')}
            hint={
              profile.email ? (
                t('details.emailHint')
              ) : (
                <>
                  {t('details.noEmail')}{' '}
                  <Link
                    to="/update-information"
                    className="font-medium text-brand-800 underline underline-offset-4"
                  >
                    {t('details.addEmail')}
                  </Link>
                </>
              )
            }
          />
          <div>
            <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
              {isSubmitting ? t('details.saving') : t('details.save')}
            </Button>
          </div>
        </form>
      </div>
    </section>
  );
}
