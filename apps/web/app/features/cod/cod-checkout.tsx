import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CodPrepayOffer,
  cartTotals,
  formatINR,
  type Order,
  type Profile,
  type SavedAddress,
} from '@shop/shared';
import { useEffect, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Field } from '#app/components/ui/field.tsx';
import { WhatsappBoxes } from '#app/components/whatsapp-boxes.tsx';
import { thankYouState } from '#app/features/checkout/index.ts';
import { reportPurchase } from '#app/features/consent/index.ts';
import { useShopperPincode } from '#app/features/delivery-estimate/index.ts';
import { useLanguage, useLocalize, useT } from '#app/i18n/i18n.ts';
import { Trans } from '#app/i18n/trans.tsx';
import { get, post } from '#app/lib/api.ts';
import { bodyOf, listOf } from '#app/lib/envelope.ts';
import { useRenderedResolver } from '#app/lib/form-resolver.ts';
import { useLayoutData } from '#app/lib/layout-data.ts';
import { spacedMobile } from '#app/lib/mobile.ts';
import type { CartItem } from '#app/lib/session/session-store.ts';
import { useSession } from '#app/lib/session/use-session.ts';
import { AddressChoice } from './address-choice.tsx';
import {
  CodFormSchema,
  type CodFormValues,
  codOrderBody,
  EMPTY_NEW_ADDRESS,
  formFieldOf,
  NEW_ADDRESS,
} from './cod-form.ts';
import { CodSummary } from './cod-summary.tsx';
import { payableTotals } from './cod-totals.ts';
import { choosePayment } from './payment-choice-store.ts';
import { forgetPaymentOptions, usePaymentOptions } from './payment-options.ts';
import { VerifyNumber } from './verify-number.tsx';

const stepClass = 'rounded-2xl border border-brand-100 bg-white p-5 sm:p-6';
const stepTitle = 'text-lg font-semibold text-brand-900';

/**
 * docs/cod.md#checkout: the number proven by a login code (inline when not logged in), where the order goes, who
 * it is for, and Place order; the summary beside it shows what is paid in cash.
 */
export function CodCheckout({ cart }: { cart: CartItem[] }) {
  const { t } = useT('cod', { keyPrefix: 'checkout' });
  const [{ token }] = useSession();
  const goods = cartTotals(cart).total;
  const shopperPincode = useShopperPincode();
  // The summary asks for the PIN code the order goes to, once one is chosen.
  const [pincode, setPincode] = useState<string | null>(null);
  const options = usePaymentOptions(pincode ?? shopperPincode, goods);
  const { deliveryTerms } = useLayoutData();
  const cashPaise =
    options.kind === 'ready'
      ? payableTotals(deliveryTerms, goods, 'cod', options.options.cod.feePaise).total
      : null;

  return (
    <div className="mt-8 grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-8">
      <div className="flex min-w-0 flex-col gap-5">
        <section className={stepClass} aria-labelledby="cod-step-number">
          <h2 id="cod-step-number" className={stepTitle}>
            {t('step.number')}
          </h2>
          <div className="mt-4">{token ? <SignedIn /> : <VerifyNumber />}</div>
        </section>
        {token ? (
          <CodOrderForm
            cart={cart}
            token={token}
            onPincode={setPincode}
            refusal={refusalOf(options)}
            cashPaise={cashPaise}
          />
        ) : (
          <>
            <p className={`${stepClass} ${stepTitle} text-stone-500`}>{t('step.address')}</p>
            <p className={`${stepClass} ${stepTitle} text-stone-500`}>{t('step.contact')}</p>
          </>
        )}
      </div>
      <div className="lg:sticky lg:top-24">
        <CodSummary cart={cart} options={options} />
      </div>
    </div>
  );
}

function refusalOf(options: ReturnType<typeof usePaymentOptions>): string | null {
  if (options.kind !== 'ready' || options.options.cod.available) return null;
  return options.options.cod.message ?? null;
}

function SignedIn() {
  const { t } = useT('cod', { keyPrefix: 'checkout.verify' });
  const [profile, setProfile] = useState<Profile | null>(null);
  useEffect(() => {
    void get<Profile>('/users/profile', { quiet: true }).then((res) => setProfile(bodyOf(res)));
  }, []);
  const mobile = profile?.mobile;
  return (
    <p className="min-h-5 text-sm text-stone-700" data-verified>
      {mobile ? (
        <Trans
          t={t}
          i18nKey="verifiedAs"
          values={{ mobile: spacedMobile(mobile) }}
          components={{ strong: <strong className="font-semibold whitespace-nowrap text-ink" /> }}
        />
      ) : null}
    </p>
  );
}

function CodOrderForm({
  cart,
  token,
  onPincode,
  refusal,
  cashPaise,
}: {
  cart: CartItem[];
  token: string;
  onPincode: (pincode: string | null) => void;
  refusal: string | null;
  /** What the shopper pays in cash, said again beside the button where the summary is out of sight (phones). */
  cashPaise: number | null;
}) {
  const whatsappOffered = useLayoutData().whatsapp;
  const { t } = useT('cod', { keyPrefix: 'checkout' });
  const language = useLanguage();
  const [, dispatch] = useSession();
  const navigate = useNavigate();
  const localize = useLocalize();
  const [addresses, setAddresses] = useState<SavedAddress[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<CodFormValues>({
    resolver: useRenderedResolver(zodResolver(CodFormSchema)) as never,
    mode: 'onTouched',
    defaultValues: { name: '', email: '', addressId: NEW_ADDRESS, address: EMPTY_NEW_ADDRESS },
  });
  const { errors, isSubmitting } = form.formState;
  const { reset, getValues } = form;

  // The saved addresses (the newest first, chosen) and the profile's name and e-mail, once logged in.
  useEffect(() => {
    let current = true;
    void Promise.all([
      get<SavedAddress[]>('/userAddress', { token, quiet: true }),
      get<Profile>('/users/profile', { token, quiet: true }),
    ]).then(([addressAnswer, profileAnswer]) => {
      if (!current) return;
      const saved = listOf(addressAnswer);
      const profile = bodyOf(profileAnswer);
      setAddresses(saved);
      const typed = getValues();
      reset({
        ...typed,
        name: typed.name || profile?.name || '',
        email: typed.email || profile?.email || '',
        addressId: saved[0]?._id ?? NEW_ADDRESS,
      });
    });
    return () => {
      current = false;
    };
  }, [token, reset, getValues]);

  const addressId = form.watch('addressId');
  const zipcode = form.watch('address.zipcode');
  const chosenPincode =
    addressId === NEW_ADDRESS
      ? /^[1-9]\d{5}$/.test(zipcode ?? '')
        ? zipcode
        : null
      : (addresses?.find((address) => address._id === addressId)?.pincode ?? null);
  useEffect(() => onPincode(chosenPincode), [chosenPincode, onPincode]);

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    const res = await post<Order & { codOffer: CodPrepayOffer }>('/orders/cod', codOrderBody(cart, values));
    if (!res) return;
    if (res.status === 200 && res.body) {
      const order = res.body;
      reportPurchase(order.orderId, order.totalAmount);
      forgetPaymentOptions();
      choosePayment('online');
      dispatch({ type: 'UPDATE_STATE', payload: { cart: [], shouldCartOpen: false } });
      navigate(localize('/thank-you'), {
        state: {
          ...thankYouState({ ...order, claimToken: null }),
          cod: { mobile: order.user.mobile, offer: order.codOffer },
        },
      });
      return;
    }
    // What was typed stays; the API's words go where they belong.
    let placed = false;
    for (const [field, message] of Object.entries(res.errors ?? {})) {
      const name = formFieldOf(field);
      if (!name) continue;
      form.setError(name as Path<CodFormValues>, { type: 'server', message }, { shouldFocus: !placed });
      placed = true;
    }
    setProblem(res.message || t('problem'));
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" data-cod-form>
      <section className={stepClass} aria-labelledby="cod-step-address">
        <h2 id="cod-step-address" className={stepTitle}>
          {t('step.address')}
        </h2>
        <div className="mt-4">
          {addresses === null ? (
            <p className="text-sm text-stone-600" role="status">
              {t('address.loading')}
            </p>
          ) : (
            <AddressChoice
              addresses={addresses}
              chosen={addressId}
              register={form.register}
              errors={errors}
            />
          )}
        </div>
      </section>
      <section className={stepClass} aria-labelledby="cod-step-contact">
        <h2 id="cod-step-contact" className={stepTitle}>
          {t('step.contact')}
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <Field
            label={t('contact.name')}
            autoComplete="name"
            maxLength={80}
            error={errors.name?.message}
            {...form.register('name')}
          />
          <Field
            label={t('contact.email')}
            type="email"
            autoComplete="email"
            maxLength={254}
            hint={t('contact.emailHint')}
            error={errors.email?.message}
            {...form.register('email')}
          />
        </div>
        {whatsappOffered ? (
          <div className="mt-5">
            <WhatsappBoxes legend={t('contact.whatsapp')} inputProps={(field) => form.register(field)} />
          </div>
        ) : null}
      </section>
      {problem || refusal ? (
        <p
          role="alert"
          className="rounded-xl bg-clay-50 px-4 py-3 text-sm font-medium text-clay-700"
          data-cod-problem
        >
          {problem ?? refusal}
        </p>
      ) : null}
      {cashPaise === null ? null : (
        <p className="flex items-baseline justify-between gap-4 px-1 lg:hidden">
          <span className="font-semibold">{t('summary.total')}</span>
          <span className="text-xl font-semibold tabular-nums">{formatINR(cashPaise, language)}</span>
        </p>
      )}
      <Button
        type="submit"
        size="lg"
        busy={isSubmitting}
        disabled={addresses === null || refusal !== null}
        className="w-full disabled:opacity-70 sm:w-auto sm:self-start"
        data-place-order
      >
        {isSubmitting ? t('placing') : t('place')}
      </Button>
    </form>
  );
}
