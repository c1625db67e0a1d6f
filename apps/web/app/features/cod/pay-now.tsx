import { type CodPrepayOffer, formatINR } from '@shop/shared';
import { useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { openHostedCheckout, type PaidOrder, type PaymentOrder } from '#app/features/checkout/index.ts';
import { useLanguage, useT } from '#app/i18n/i18n.ts';
import { post } from '#app/lib/api.ts';
import { useSession } from '#app/lib/session/use-session.ts';

/**
 * docs/cod.md#paying-online-instead: "Pay ₹X now and save ₹Y" on a COD order not yet packed. Opens the gateway's
 * checkout as the online checkout does, for the amount the server priced; a problem is said in place.
 */
export function PayNow({
  orderDbId,
  payNow,
  onPaid,
}: {
  orderDbId: string;
  payNow: NonNullable<CodPrepayOffer['payNow']>;
  onPaid: (order: PaidOrder) => void;
}) {
  const { t } = useT('cod', { keyPrefix: 'payNow' });
  const { t: checkoutT } = useT('checkout');
  const language = useLanguage();
  const [session] = useSession();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const amount = formatINR(payNow.amountPaise, language);
  const saving = formatINR(payNow.savingPaise, language);

  const pay = async () => {
    setBusy(true);
    setProblem(null);
    const opened = await post<PaymentOrder>(`/orders/cod/${orderDbId}/pay-online`, {}, { quiet: true });
    if (opened?.status !== 200 || !opened.body) {
      setBusy(false);
      setProblem(opened?.status === 401 ? t('logIn') : opened?.message || t('failed'));
      return;
    }
    const outcome = await openHostedCheckout(opened.body, {
      token: session.token,
      describeOrder: (orderId) => checkoutT('orderDescription', { orderId }),
      showCoupons: false,
      onOpened: () => setBusy(false),
    });
    setBusy(false);
    if (outcome.kind === 'paid') onPaid(outcome.order);
    else if (outcome.kind === 'error') setProblem(outcome.message || t('failed'));
    else if (outcome.kind === 'failed') setProblem(t('failed'));
  };

  return (
    <div
      className="mx-auto mt-6 max-w-lg rounded-2xl border border-brand-200 bg-brand-50 p-5"
      data-cod-pay-now
    >
      <p className="text-stone-700">{t('text', { saving })}</p>
      <Button size="lg" className="mt-4" busy={busy} onClick={() => void pay()} data-cod-pay-now-button>
        {busy ? t('opening') : t('button', { amount, saving })}
      </Button>
      {problem ? (
        <p role="alert" className="mt-4 rounded-xl bg-clay-50 px-4 py-3 text-sm text-clay-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
