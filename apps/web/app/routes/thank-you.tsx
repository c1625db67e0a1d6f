import { brand, formatINR } from '@shop/shared';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { ButtonLink } from '#app/components/ui/button.tsx';
import { type PaidOrder, type ThankYouState, thankYouState } from '#app/features/checkout/checkout.ts';
import { ClaimOrder } from '#app/features/checkout/claim-order.tsx';
import { maskedMobile, PayNow } from '#app/features/cod/index.ts';
import { metaT, useLanguage, useT } from '#app/i18n/i18n.ts';
import { Trans } from '#app/i18n/trans.tsx';
import { privatePageMeta } from '#app/lib/seo.ts';
import { useHydrated } from '#app/lib/session/use-session.ts';
import type { Route } from './+types/thank-you';

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(metaT(matches, 'checkout')('thankYou.title'));

function isThankYouState(value: unknown): value is ThankYouState {
  const state = value as ThankYouState | null;
  return (
    typeof state?._id === 'string' &&
    typeof state.orderId === 'string' &&
    Number.isSafeInteger(state.amountPaise)
  );
}

/** docs/product.md#thank-you-page: needs the navigation state the checkout leaves; without it, points to the orders. */
export default function ThankYou() {
  const { state } = useLocation();
  // The server never sees the navigation state, but a reload hands it back to the browser (history.state): the
  // first client render shows what the server rendered, and the order once React owns the page.
  const hydrated = useHydrated();
  // Paid online from this page (docs/cod.md#paying-online-instead): the order as paid, no longer cash on delivery.
  const [paidNow, setPaidNow] = useState<ThankYouState | null>(null);
  const order = paidNow ?? (hydrated && isThankYouState(state) ? state : null);
  const onPaid = (paid: PaidOrder) => {
    const next = thankYouState(paid);
    setPaidNow(next);
    // A reload shows the order as paid too.
    window.history.replaceState({ ...window.history.state, usr: next }, '');
  };
  const { t } = useT(['checkout', 'cod']);
  const { t: codT } = useT('cod');
  const language = useLanguage();
  const amount = order ? formatINR(order.amountPaise, language) : '';
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6 sm:py-24">
      <div
        className="mx-auto grid h-16 w-16 place-items-center rounded-full bg-brand-100 text-brand-700"
        aria-hidden="true"
      >
        <svg viewBox="0 0 24 24" className="h-8 w-8" fill="none" stroke="currentColor" strokeWidth={2}>
          <path d="m5 12 5 5 9-10" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      {order ? (
        <>
          <h1
            className="mt-6 text-3xl text-brand-900 sm:text-4xl"
            data-thank-you={order.cod ? 'cod' : 'paid'}
          >
            {order.cod
              ? t('cod:thankYou.heading', { amount })
              : paidNow
                ? codT('thankYou.paidHeading')
                : t('thankYou.heading')}
          </h1>
          <p className="mt-4 text-lg text-stone-700">
            <Trans
              t={t}
              i18nKey="thankYou.orderId"
              values={{ orderId: order.orderId }}
              components={{ strong: <strong className="font-semibold text-ink" /> }}
            />
          </p>
          {order.cod ? (
            <>
              {order.cod.offer ? (
                <p
                  className="mx-auto mt-4 max-w-lg rounded-xl bg-clay-50 px-4 py-3 text-clay-800"
                  data-cod-confirm-note
                >
                  <Trans
                    t={codT}
                    i18nKey="thankYou.confirmBySms"
                    values={{
                      mobile: maskedMobile(order.cod.mobile),
                      // The shop's window, as the order's answer carries it (the payments setting).
                      hours: order.cod.offer.confirmWithinHours,
                    }}
                    components={{ strong: <strong className="font-semibold whitespace-nowrap text-ink" /> }}
                  />
                </p>
              ) : null}
              {order.cod.offer?.payNow ? (
                <PayNow orderDbId={order._id} payNow={order.cod.offer.payNow} onPaid={onPaid} />
              ) : null}
            </>
          ) : paidNow ? (
            <p className="mt-2 text-stone-600" data-cod-paid>
              {codT('thankYou.paidText', { amount })}
            </p>
          ) : (
            <p className="mt-2 text-stone-600">{t('thankYou.amountPaid', { amount })}</p>
          )}
          {order.claim ? <ClaimOrder orderDbId={order._id} claim={order.claim} /> : null}
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {order.claim ? null : (
              <ButtonLink to={`/user/my-orders/${order._id}`}>{t('thankYou.viewOrder')}</ButtonLink>
            )}
            <ButtonLink to="/" variant="secondary">
              {t('thankYou.continueShopping')}
            </ButtonLink>
          </div>
        </>
      ) : (
        <>
          <h1 className="mt-6 text-3xl text-brand-900">{t('thankYou.noOrderHeading')}</h1>
          <p className="mt-4 text-stone-600">{t('thankYou.noOrderText', { brand: brand.name })}</p>
          <ButtonLink to="/user/my-orders" className="mt-8">
            {t('thankYou.myOrders')}
          </ButtonLink>
        </>
      )}
    </main>
  );
}
