import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminCoupon,
  CouponFormSchema,
  type CouponFormValues,
  type CouponPayload,
  couponToForm,
  EMPTY_COUPON_FORM,
} from '@shop/shared';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { errorClass, Field, SelectField } from '#app/components/ui/field.tsx';
import { CouponStatusBadge, couponTerms } from '#app/features/admin/coupon-terms.tsx';
import {
  AdminLoadError,
  AdminPageHeader,
  adminGet,
  MoneyInput,
  ReadOnlyNote,
  saveForm,
  useAdminUser,
  useConfirm,
} from '#app/features/admin/index.ts';
import { post } from '#app/lib/api.ts';
import { useRenderedResolver } from '#app/lib/form-resolver.ts';
import { toastError, toastSuccess } from '#app/lib/toast.ts';
import type { Route } from './+types/coupon-edit';

// docs/admin.md#coupons: one coupon's terms, dates and limits; amounts in rupees and dates in Indian time.

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  if (!params.id) return { coupon: undefined, error: undefined };
  const res = await adminGet<AdminCoupon>(`/admin/coupons/${params.id}`, request);
  return { coupon: res.body, error: res.status === 200 ? undefined : res.message };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p className="text-stone-600">Loading…</p>;
}

export default function CouponEdit({ loaderData }: Route.ComponentProps) {
  if (loaderData.error) {
    return (
      <>
        <AdminPageHeader title="Coupon" />
        <AdminLoadError message={loaderData.error} />
      </>
    );
  }
  // A new key remounts the form, so moving from one coupon to another never keeps the last one's values.
  return <CouponForm key={loaderData.coupon?._id ?? 'new'} coupon={loaderData.coupon} />;
}

const uses = (count: number) => (count === 1 ? '1 paid order' : `${count} paid orders`);

function CouponForm({ coupon }: { coupon: AdminCoupon | undefined }) {
  const user = useAdminUser();
  const readOnly = user.role !== 'ADMIN';
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const { confirm, dialog } = useConfirm();
  const form = useForm<CouponFormValues, unknown, CouponPayload>({
    resolver: useRenderedResolver(zodResolver(CouponFormSchema)),
    mode: 'onTouched',
    defaultValues: coupon ? couponToForm(coupon) : EMPTY_COUPON_FORM,
  });
  const { errors, isSubmitting } = form.formState;
  const kind = form.watch('kind');
  const codeLocked = Boolean(coupon && coupon.usedCount > 0);

  const submit = form.handleSubmit(async (payload) => {
    const res = await saveForm<AdminCoupon, CouponFormValues>(
      '/admin/coupons',
      coupon?._id,
      payload,
      form.setError,
    );
    if (!res?.body) return;
    if (!coupon) navigate(`/admin/coupons/${res.body._id}`, { replace: true });
    else {
      form.reset(couponToForm(res.body));
      await revalidate();
    }
  });

  const expire = async () => {
    if (!coupon) return;
    const yes = await confirm({
      title: `Expire ${coupon.code} now?`,
      body: 'The checkout refuses it as expired from this moment. Orders already paid keep their discount.',
      action: 'Expire now',
    });
    if (!yes) return;
    const res = await post<AdminCoupon>(`/admin/coupons/${coupon._id}/expire`, {});
    if (res?.status === 200) {
      toastSuccess(res.message);
      form.reset(couponToForm(res.body ?? coupon));
      await revalidate();
    } else toastError(res?.message ?? 'The shop could not be reached. Please try again.');
  };

  const sectionClass = 'rounded-xl border border-brand-100 bg-white p-4 sm:p-5';
  const legendClass = 'px-1 text-lg font-semibold text-brand-900';

  return (
    <>
      <AdminPageHeader
        title={coupon ? `Coupon ${coupon.code}` : 'New coupon'}
        description={
          coupon ? (
            <span className="flex flex-wrap items-center gap-2">
              <CouponStatusBadge status={coupon.status} />
              <span>
                {couponTerms(coupon)}. Used on {uses(coupon.usedCount)}
                {coupon.maxUses === null ? '' : ` of ${coupon.maxUses}`}.
              </span>
            </span>
          ) : (
            <Link to="/admin/coupons" className="underline">
              Back to coupons
            </Link>
          )
        }
        actions={
          coupon && !readOnly && coupon.status !== 'expired' ? (
            <Button size="sm" variant="danger" onClick={() => void expire()}>
              Expire now
            </Button>
          ) : undefined
        }
      />
      {readOnly ? <ReadOnlyNote>Only an admin can change coupons.</ReadOnlyNote> : null}
      <form onSubmit={submit} noValidate>
        <fieldset disabled={readOnly} className="grid gap-6 xl:grid-cols-2">
          <fieldset className={sectionClass}>
            <legend className={legendClass}>The discount</legend>
            <div className="space-y-4">
              <Field
                label="Code"
                required
                readOnly={codeLocked}
                hint={
                  codeLocked && coupon
                    ? `Used on ${uses(coupon.usedCount)}: the code stays. Expire it and make a new one to change it.`
                    : 'What shoppers type: letters, digits, dashes. Saved in capitals.'
                }
                autoComplete="off"
                error={errors.code?.message}
                {...form.register('code')}
              />
              <Field
                label="Description"
                hint="For the team; at most 200 characters."
                error={errors.description?.message}
                {...form.register('description')}
              />
              <SelectField label="Kind" required error={errors.kind?.message} {...form.register('kind')}>
                <option value="PERCENT">Percent off the order</option>
                <option value="FLAT">Amount off the order</option>
              </SelectField>
              {kind === 'PERCENT' ? (
                <>
                  <Field
                    label="Percent off"
                    required
                    inputMode="numeric"
                    hint="A whole number from 1 to 100."
                    error={errors.value?.message}
                    {...form.register('value')}
                  />
                  <MoneyInput
                    label="Largest discount"
                    hint="Empty: no cap."
                    error={errors.maxDiscountPaise?.message}
                    {...form.register('maxDiscountPaise')}
                  />
                </>
              ) : (
                <MoneyInput
                  label="Amount off"
                  required
                  error={errors.value?.message}
                  {...form.register('value')}
                />
              )}
              <MoneyInput
                label="Minimum order"
                hint="The order value after any bundle discount, before shipping. Empty: any order."
                error={errors.minOrderPaise?.message}
                {...form.register('minOrderPaise')}
              />
            </div>
          </fieldset>

          <div className="space-y-6">
            <fieldset className={sectionClass}>
              <legend className={legendClass}>When</legend>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field
                  label="Starts"
                  type="datetime-local"
                  hint="Indian time. Empty: at once."
                  error={errors.startsAt?.message}
                  {...form.register('startsAt')}
                />
                <Field
                  label="Ends"
                  type="datetime-local"
                  hint="Indian time. Empty: no end."
                  error={errors.expiresAt?.message}
                  {...form.register('expiresAt')}
                />
              </div>
            </fieldset>

            <fieldset className={sectionClass}>
              <legend className={legendClass}>Limits</legend>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field
                  label="Uses in all"
                  inputMode="numeric"
                  hint="Paid orders. Empty: no limit."
                  error={errors.maxUses?.message}
                  {...form.register('maxUses')}
                />
                <Field
                  label="Uses per customer"
                  inputMode="numeric"
                  hint="By account or mobile number. Empty: no limit."
                  error={errors.maxUsesPerCustomer?.message}
                  {...form.register('maxUsesPerCustomer')}
                />
              </div>
              <div className="mt-4 space-y-3">
                <label className="flex items-center gap-2 text-sm text-stone-800">
                  <input type="checkbox" className="h-4 w-4" {...form.register('firstOrderOnly')} />
                  First order only: for customers who have not paid for an order before
                </label>
                <label className="flex items-center gap-2 text-sm text-stone-800">
                  <input type="checkbox" className="h-4 w-4" {...form.register('active')} />
                  Switched on (off: refused at the checkout as not valid)
                </label>
                {errors.active ? <p className={errorClass}>{errors.active.message}</p> : null}
              </div>
            </fieldset>

            {readOnly ? null : (
              <div className="flex flex-wrap gap-2">
                <Button type="submit" busy={isSubmitting}>
                  {coupon ? 'Save' : 'Create coupon'}
                </Button>
              </div>
            )}
          </div>
        </fieldset>
      </form>
      {dialog}
    </>
  );
}
