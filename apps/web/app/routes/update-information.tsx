import { zodResolver } from '@hookform/resolvers/zod';
import { type UpdateDetailsInput, UpdateDetailsSchema } from '@shop/shared';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Field } from '#app/components/ui/field.tsx';
import { loadProfile } from '#app/features/account/account-api.ts';
import { AuthCard } from '#app/features/account/auth-card.tsx';
import { LoadingState } from '#app/features/account/loading-state.tsx';
import type { Profile } from '#app/features/account/types.ts';
import { metaT, useLocalize, useT } from '#app/i18n/i18n.ts';
import { put } from '#app/lib/api.ts';
import { showFieldErrors } from '#app/lib/form-errors.ts';
import { useRenderedResolver } from '#app/lib/form-resolver.ts';
import { pageTitle } from '#app/lib/seo.ts';
import { toastError, toastSuccess } from '#app/lib/toast.ts';
import type { Route } from './+types/update-information';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(metaT(matches, 'auth')('details.title')) },
  { name: 'robots', content: 'noindex' },
];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { profile: await loadProfile(request) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  const { t } = useT('auth');
  return (
    <AuthCard title={t('details.title')}>
      <LoadingState className="min-h-48" />
    </AuthCard>
  );
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
    const res = await put<Profile>('/users/updateProfile', details);
    if (!res) return;
    if (res.status !== 200) {
      showFieldErrors<UpdateDetailsInput>(res, setError, ['name', 'email']);
      toastError(res.message);
      return;
    }
    toastSuccess(t('details.welcome', { name: details.name }));
    navigate(localize('/'), { replace: true });
  };

  return (
    <AuthCard title={t('details.title')} intro={<p>{t('details.intro')}</p>}>
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
