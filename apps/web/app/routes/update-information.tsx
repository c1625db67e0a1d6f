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
import { put } from '#app/lib/api.ts';
import { showFieldErrors } from '#app/lib/form-errors.ts';
import { pageTitle } from '#app/lib/seo.ts';
import { toastError, toastSuccess } from '#app/lib/toast.ts';
import type { Route } from './+types/update-information';

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Your details') },
  { name: 'robots', content: 'noindex' },
];

export async function clientLoader() {
  return { profile: await loadProfile() };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <AuthCard title="Your details">
      <LoadingState className="min-h-48" />
    </AuthCard>
  );
}

/** docs/product.md#update-information: name and e-mail, asked after verification when either is missing. */
export default function UpdateInformation({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<UpdateDetailsInput, unknown, { name: string; email: string }>({
    resolver: zodResolver(UpdateDetailsSchema),
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
    toastSuccess(`Welcome, ${details.name}!`);
    navigate('/', { replace: true });
  };

  return (
    <AuthCard
      title="Your details"
      intro={<p>Tell us your name and e-mail so we can keep you posted about your orders.</p>}
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
        <Field
          label="Name"
          type="text"
          autoComplete="name"
          maxLength={80}
          error={errors.name?.message}
          {...register('name')}
        />
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={254}
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" disabled={isSubmitting} className="mt-1 w-full">
          {isSubmitting ? 'Saving...' : 'Save and continue'}
        </Button>
      </form>
    </AuthCard>
  );
}
