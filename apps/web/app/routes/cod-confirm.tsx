import { type CodPrepayOffer, formatINR, type Order } from '@shop/shared';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button, ButtonLink } from '#app/components/ui/button.tsx';
import { PayNow } from '#app/features/cod/index.ts';
import { metaT, useLanguage, useT } from '#app/i18n/i18n.ts';
import { post } from '#app/lib/api.ts';
import { privatePageMeta } from '#app/lib/seo.ts';
import type { Route } from './+types/cod-confirm';

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(metaT(matches, 'cod')('confirm.title'));

/** The link's answer: the order, with what paying online now would cost and save (docs/cod.md#paying-online-instead). */
type AnsweredOrder = Order & { codOffer?: CodPrepayOffer };

type Outcome =
  | { kind: 'confirmed'; order: AnsweredOrder }
  | { kind: 'paid'; orderId: string; amountPaise: number }
  | { kind: 'cancelled'; order: Order }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed' };

/**
 * /cod/confirm?token=… (docs/cod.md#confirmation): the link in the confirmation message. The token proves the
 * order, so no login is needed; which order it is comes back only with the answer, so the page offers both
 * answers first and says what happened after.
 */
export default function CodConfirm() {
  const { t } = useT('cod', { keyPrefix: 'confirm' });
  const language = useLanguage();
  // Read by hand rather than with useSearchParams, as /login does (framework chunk size).
  const { search } = useLocation();
  const token = new URLSearchParams(search).get('token')?.trim() ?? '';
  const [busy, setBusy] = useState<'confirm' | 'cancel' | null>(null);
  const [askingCancel, setAskingCancel] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // The answer replaces the buttons: focus its heading so a screen reader reads it.
  useEffect(() => {
    if (outcome) heading.current?.focus();
  }, [outcome]);

  const answer = async (cancel: boolean) => {
    setBusy(cancel ? 'cancel' : 'confirm');
    const res = await post<AnsweredOrder>(
      '/orders/cod/confirm',
      cancel ? { token, cancel: true } : { token },
      {
        token: null,
        quiet: true,
      },
    );
    setBusy(null);
    setAskingCancel(false);
    if (res?.status === 200 && res.body) {
      setOutcome({ kind: cancel ? 'cancelled' : 'confirmed', order: res.body });
    } else if (res && res.status >= 400 && res.status < 500) {
      setOutcome({ kind: 'invalid', message: res.message });
    } else setOutcome({ kind: 'failed' });
  };

  const title = (text: string) => (
    <h1 ref={heading} tabIndex={-1} className="text-3xl text-brand-900 outline-none sm:text-4xl">
      {text}
    </h1>
  );
  const ordersLink = (
    <ButtonLink to="/user/my-orders" variant="secondary" className="mt-8">
      {t('myOrders')}
    </ButtonLink>
  );

  let body: React.ReactNode;
  if (!token) {
    body = (
      <>
        {title(t('invalidHeading'))}
        <p className="mt-4 text-stone-700">{t('noToken')}</p>
        {ordersLink}
      </>
    );
  } else if (outcome?.kind === 'confirmed') {
    body = (
      <>
        {title(t('confirmedHeading', { orderId: outcome.order.orderId }))}
        <p className="mt-4 text-stone-700">
          {t('confirmedText', { amount: formatINR(outcome.order.totalAmount, language) })}
        </p>
        {outcome.order.codOffer?.payNow ? (
          <PayNow
            orderDbId={outcome.order._id}
            payNow={outcome.order.codOffer.payNow}
            onPaid={(paid) =>
              setOutcome({ kind: 'paid', orderId: paid.orderId, amountPaise: paid.totalAmount })
            }
          />
        ) : null}
        {ordersLink}
      </>
    );
  } else if (outcome?.kind === 'paid') {
    body = (
      <>
        {title(t('paidHeading', { orderId: outcome.orderId }))}
        <p className="mt-4 text-stone-700" data-cod-paid>
          {t('paidText', { amount: formatINR(outcome.amountPaise, language) })}
        </p>
        {ordersLink}
      </>
    );
  } else if (outcome?.kind === 'cancelled') {
    body = (
      <>
        {title(t('cancelledHeading', { orderId: outcome.order.orderId }))}
        <p className="mt-4 text-stone-700">{t('cancelledText')}</p>
        <ButtonLink to="/" className="mt-8">
          {t('continueShopping')}
        </ButtonLink>
      </>
    );
  } else if (outcome?.kind === 'invalid') {
    body = (
      <>
        {title(t('invalidHeading'))}
        {outcome.message ? <p className="mt-4 font-medium text-clay-700">{outcome.message}</p> : null}
        <p className="mt-2 text-stone-700">{t('invalidText')}</p>
        {ordersLink}
      </>
    );
  } else {
    body = (
      <>
        {title(t('heading'))}
        <p className="mt-4 text-stone-700">{t('text')}</p>
        {outcome?.kind === 'failed' ? (
          <p role="alert" className="mt-4 rounded-xl bg-clay-50 px-4 py-3 text-sm text-clay-700">
            {t('failed')}
          </p>
        ) : null}
        {askingCancel ? (
          <fieldset className="mt-8 rounded-2xl border-0 bg-clay-50 p-5">
            <legend className="float-left w-full font-semibold text-clay-800">{t('askCancel')}</legend>
            <div className="clear-both flex flex-wrap justify-center gap-3 pt-4">
              <Button variant="danger" busy={busy === 'cancel'} onClick={() => void answer(true)}>
                {busy === 'cancel' ? t('cancelling') : t('yesCancel')}
              </Button>
              <Button variant="secondary" disabled={busy !== null} onClick={() => setAskingCancel(false)}>
                {t('keep')}
              </Button>
            </div>
          </fieldset>
        ) : (
          <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
            <Button size="lg" busy={busy === 'confirm'} onClick={() => void answer(false)} data-cod-confirm>
              {busy === 'confirm' ? t('confirming') : t('confirm')}
            </Button>
            <Button
              size="lg"
              variant="outline"
              disabled={busy !== null}
              onClick={() => setAskingCancel(true)}
              data-cod-cancel
            >
              {t('cancel')}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <main
      id="main"
      className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6 sm:py-24"
      data-cod-outcome={outcome?.kind}
    >
      {body}
    </main>
  );
}
