import { zodResolver } from '@hookform/resolvers/zod';
import { type UpdateDetailsInput, UpdateDetailsSchema } from '@shop/shared';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Field } from '#app/components/ui/field.tsx';
import { loadProfile } from '#app/features/account/account-api.ts';
import { AuthCard, AuthCardLoading } from '#app/features/account/auth-card.tsx';
import { NameField, saveProfile } from '#app/features/account/profile-form.tsx';
import { metaT, useLocalize, useT } from '#app/i18n/i18n.ts';
import { useRenderedResolver } from '#app/lib/form-resolver.ts';
import { privatePageMeta } from '#app/lib/seo.ts';
import { toastSuccess } from '#app/lib/toast.ts';
import type { Route } from './+types/update-information';

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(metaT(matches, 'auth')('details.title'));

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { profile: await loadProfile(request) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  const { t } = useT('auth');
  return <AuthCardLoading title={t('details.title')} height="min-h-48" />;
}

/** docs/product.md#update-information: name and e-mail, asked after verification when either is missing. */
export default function UpdateInformation({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const localize = useLocalize();
  const { t } = useT('auth');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<UpdateDetailsInput, unknown, { name: string; email: string }>({
    resolver: useRenderedResolver(zodResolver(UpdateDetailsSchema)),
    mode: 'onTouched',
    defaultValues: { name: loaderData.profile?.name ?? '', email: loaderData.profile?.email ?? '' },
  });

  const onSubmit = async (details: { name: string; email: string }) => {
    if (!(await saveProfile<UpdateDetailsInput>(details, setError, ['name', 'email']))) return;
    toastSuccess(t('details.welcome', { name: details.name }));
    navigate(localize('/'), { replace: true });
  };

  return (
    <AuthCard title={t('details.title')} intro={<p>{t('details.intro')}</p>}>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
        <NameField label={t('details.name')} error={errors.name?.message} {...register('name')} />
        <Field
          label={t('details.email')}
          type="email"
          autoComplete="email"
          maxLength={254}
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" disabled={isSubmitting} className="mt-1 w-full">
          {isSubmitting ? t('details.saving') : t('details.save')}
        </Button>
      </form>
    </AuthCard>
  );
}
