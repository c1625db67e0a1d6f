import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminCoupon,
  CouponFormSchema,
  type CouponFormValues,
  type CouponPayload,
  couponToForm,
  EMPTY_COUPON_FORM,
} from '@shop/shared';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { errorClass, Field, SelectField } from '#app/components/ui/field.tsx';
import {
  AdminPageHeader,
  MoneyInput,
  ReadOnlyNote,
  saveForm,
  useAdminUser,
} from '#app/features/admin/index.ts';
import { useRenderedResolver } from '#app/lib/form-resolver.ts';
import { CouponStatusBadge, couponTerms } from './coupon-terms.tsx';
import { useExpireCoupon } from './use-expire-coupon.tsx';

type CouponFormApi = UseFormReturn<CouponFormValues, unknown, CouponPayload>;

/** A field's error and its registration, to spread on a Field or a MoneyInput. */
const fieldOf = (form: CouponFormApi, name: keyof CouponFormValues) => ({
  error: form.formState.errors[name]?.message,
  ...form.register(name),
});

const uses = (count: number) => (count === 1 ? '1 paid order' : `${count} paid orders`);

/** The plain fields of the When and Limits cards, two to a row. */
const WHEN_FIELDS = [
  { name: 'startsAt', label: 'Starts', type: 'datetime-local', hint: 'Indian time. Empty: at once.' },
  { name: 'expiresAt', label: 'Ends', type: 'datetime-local', hint: 'Indian time. Empty: no end.' },
] as const;
const LIMIT_FIELDS = [
  { name: 'maxUses', label: 'Uses in all', inputMode: 'numeric', hint: 'Paid orders. Empty: no limit.' },
  {
    name: 'maxUsesPerCustomer',
    label: 'Uses per customer',
    inputMode: 'numeric',
    hint: 'By account or mobile number. Empty: no limit.',
  },
] as const;

/** A new coupon's form, or a stored one's with "Expire now"; only an admin may change it. */
export function CouponForm({ coupon }: { coupon: AdminCoupon | undefined }) {
  const user = useAdminUser();
  const readOnly = user.role !== 'ADMIN';
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const { expire, dialog } = useExpireCoupon();
  const form = useForm<CouponFormValues, unknown, CouponPayload>({
    resolver: useRenderedResolver(zodResolver(CouponFormSchema)),
    mode: 'onTouched',
    defaultValues: coupon ? couponToForm(coupon) : EMPTY_COUPON_FORM,
  });
  const { errors, isSubmitting } = form.formState;

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

  const expireNow = async () => {
    if (!coupon) return;
    const result = await expire(coupon);
    if (!result?.expired) return;
    form.reset(couponToForm(result.coupon));
    await revalidate();
  };

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
            <Button size="sm" variant="danger" onClick={() => void expireNow()}>
              Expire now
            </Button>
          ) : undefined
        }
      />
      {readOnly ? <ReadOnlyNote>Only an admin can change coupons.</ReadOnlyNote> : null}
      <form onSubmit={submit} noValidate>
        <fieldset disabled={readOnly} className="grid gap-6 xl:grid-cols-2">
          <CouponCard title="The discount">
            <DiscountFields form={form} coupon={coupon} />
          </CouponCard>

          <div className="space-y-6">
            <CouponCard title="When">
              <FieldPair form={form} fields={WHEN_FIELDS} />
            </CouponCard>

            <CouponCard title="Limits">
              <FieldPair form={form} fields={LIMIT_FIELDS} />
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
            </CouponCard>

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

function CouponCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="rounded-xl border border-brand-100 bg-white p-4 sm:p-5">
      <legend className="px-1 text-lg font-semibold text-brand-900">{title}</legend>
      {children}
    </fieldset>
  );
}

function FieldPair({
  form,
  fields,
}: {
  form: CouponFormApi;
  fields: typeof WHEN_FIELDS | typeof LIMIT_FIELDS;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map(({ name, ...field }) => (
        <Field key={name} {...field} {...fieldOf(form, name)} />
      ))}
    </div>
  );
}

/** The code, what it is for, and how much it takes off: a percent (with its cap) or an amount. */
function DiscountFields({ form, coupon }: { form: CouponFormApi; coupon: AdminCoupon | undefined }) {
  const kind = form.watch('kind');
  const codeLocked = Boolean(coupon && coupon.usedCount > 0);
  return (
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
        {...fieldOf(form, 'code')}
      />
      <Field
        label="Description"
        hint="For the team; at most 200 characters."
        {...fieldOf(form, 'description')}
      />
      <SelectField label="Kind" required {...fieldOf(form, 'kind')}>
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
            {...fieldOf(form, 'value')}
          />
          <MoneyInput label="Largest discount" hint="Empty: no cap." {...fieldOf(form, 'maxDiscountPaise')} />
        </>
      ) : (
        <MoneyInput label="Amount off" required {...fieldOf(form, 'value')} />
      )}
      <MoneyInput
        label="Minimum order"
        hint="The order value after any bundle discount, before shipping. Empty: any order."
        {...fieldOf(form, 'minOrderPaise')}
      />
    </div>
  );
}
