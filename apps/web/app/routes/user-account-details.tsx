import { zodResolver } from '@hookform/resolvers/zod';
import { UpdateProfileSchema } from '@shop/shared';
import { useForm } from 'react-hook-form';
import { Button } from '#app/components/ui/button.tsx';
import { Field } from '#app/components/ui/field.tsx';
import { endSession, loadProfile } from '#app/features/account/account-api.ts';
import { AccountPage } from '#app/features/account/account-page.tsx';
import { LoadingState } from '#app/features/account/loading-state.tsx';
import { NameField, saveProfile } from '#app/features/account/profile-form.tsx';
import { WhatsappChoices } from '#app/features/account/whatsapp-choices.tsx';
import { metaT, useT } from '#app/i18n/i18n.ts';
import { Link } from '#app/i18n/link.tsx';
import { useRenderedResolver } from '#app/lib/form-resolver.ts';
import { useLayoutData } from '#app/lib/layout-data.ts';
import { privatePageMeta } from '#app/lib/seo.ts';
import { toastSuccess } from '#app/lib/toast.ts';
import type { Route } from './+types/user-account-details';

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(metaT(matches, 'account')('details.title'));

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

/** docs/product.md#account-details: Name, Mobile, Email and 'Save Changes'; below, the WhatsApp choices. */
export default function UserAccountDetails({ loaderData }: Route.ComponentProps) {
  const { profile } = loaderData;
  const { t } = useT('account');
  const whatsappOffered = useLayoutData().whatsapp;
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
    const res = await saveProfile<NameInput>({ name }, setError, ['name']);
    if (!res) return;
    reset({ name: res.body?.name ?? name });
    toastSuccess(t('details.saved'));
  };

  return (
    <AccountPage titleId="details-title" title={t('details.title')}>
      <p className="mt-2 text-stone-600">{t('details.intro')}</p>
      <div className="mt-6 max-w-2xl rounded-2xl border border-brand-100 bg-white p-5 sm:p-8">
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
          <NameField label={t('details.name')} error={errors.name?.message} {...register('name')} />
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
      {/* Without WhatsApp, the choices show only while one given earlier stands, to be withdrawn. */}
      {whatsappOffered || profile.whatsappUpdates || profile.whatsappMarketing ? (
        <WhatsappChoices profile={profile} />
      ) : null}
    </AccountPage>
  );
}
