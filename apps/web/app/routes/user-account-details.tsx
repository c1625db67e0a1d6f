import { zodResolver } from '@hookform/resolvers/zod';
import { UpdateProfileSchema } from '@shop/shared';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Field } from '#app/components/ui/field.tsx';
import { endSession, loadProfile } from '#app/features/account/account-api.ts';
import { LoadingState } from '#app/features/account/loading-state.tsx';
import type { Profile } from '#app/features/account/types.ts';
import { put } from '#app/lib/api.ts';
import { showFieldErrors } from '#app/lib/form-errors.ts';
import { pageTitle } from '#app/lib/seo.ts';
import { toastError, toastSuccess } from '#app/lib/toast.ts';
import type { Route } from './+types/user-account-details';

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Account details') },
  { name: 'robots', content: 'noindex' },
];

// The profile page sends the name only (docs/product.md#account-details); mobile and e-mail are read-only here.
const NameSchema = UpdateProfileSchema.pick({ name: true });
type NameInput = { name: string };

export async function clientLoader() {
  const profile = await loadProfile();
  // This page cannot do without the profile: if it cannot be loaded, the shopper logs in again.
  if (!profile) endSession();
  return { profile };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <LoadingState />;
}

/** docs/product.md#account-details: Name, Mobile, Email and 'Save Changes'. */
export default function UserAccountDetails({ loaderData }: Route.ComponentProps) {
  const { profile } = loaderData;
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NameInput>({
    resolver: zodResolver(NameSchema),
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
    toastSuccess('Profile Updated');
  };

  return (
    <section aria-labelledby="details-title">
      <h1 id="details-title" className="text-3xl text-brand-900">
        Account details
      </h1>
      <p className="mt-2 text-stone-600">Your name appears on your orders and invoices.</p>
      <div className="mt-6 max-w-2xl rounded-2xl border border-brand-100 bg-white p-5 sm:p-8">
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
            label="Mobile"
            prefix="+91"
            type="tel"
            value={profile.mobile}
            readOnly
            hint="Your mobile number is how you log in, so it cannot be changed here."
          />
          <Field
            label="Email"
            type="email"
            value={profile.email ?? ''}
            readOnly
            placeholder="Not added yet"
            hint={
              profile.email ? (
                'We send order updates to this address.'
              ) : (
                <>
                  No e-mail saved yet.{' '}
                  <Link
                    to="/update-information"
                    className="font-medium text-brand-800 underline underline-offset-4"
                  >
                    Add your e-mail
                  </Link>
                </>
              )
            }
          />
          <div>
            <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
              {isSubmitting ? 'Saving...' : 'Save Changes'}
            </Button>
          </div>
        </form>
      </div>
    </section>
  );
}
