import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { savePendingSignup } from '#app/features/account/index.ts';
import { useLocalize, useT } from '#app/i18n/i18n.ts';
import { Trans } from '#app/i18n/trans.tsx';
import { post } from '#app/lib/api.ts';
import { spacedMobile } from '#app/lib/mobile.ts';

/**
 * A guest order belongs to nobody until the number given at checkout is proven: this offers that step. The
 * claim token from the checkout rides along, so the order joins the account once the code is entered.
 */
export function ClaimOrder({
  orderDbId,
  claim,
}: {
  orderDbId: string;
  claim: { token: string; mobile: string };
}) {
  const navigate = useNavigate();
  const localize = useLocalize();
  const { t } = useT('checkout');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const start = async () => {
    setBusy(true);
    setProblem(null);
    const res = await post<{ token: string; resendAfterSeconds: number }>(
      '/users/register',
      { mobile: claim.mobile, orderClaim: claim.token },
      { quiet: true },
    );
    setBusy(false);
    if (res?.status === 200 && res.body?.token) {
      savePendingSignup(res.body.token, claim.mobile, {
        next: `/user/my-orders/${orderDbId}`,
        resendAfterSeconds: res.body.resendAfterSeconds,
      });
      navigate(localize('/verify-account'));
      return;
    }
    setProblem(res?.message ?? t('claim.sendFailed'));
  };

  return (
    <section
      aria-labelledby="claim-order-title"
      className="mx-auto mt-8 max-w-md rounded-2xl border border-brand-100 bg-brand-50/60 p-5 text-left sm:p-6"
    >
      <h2 id="claim-order-title" className="text-lg font-semibold text-brand-900">
        {t('claim.heading')}
      </h2>
      <p className="mt-2 text-sm text-stone-700">
        <Trans
          t={t}
          i18nKey="claim.text"
          values={{ mobile: spacedMobile(claim.mobile) }}
          components={{ strong: <strong className="whitespace-nowrap font-semibold text-ink" /> }}
        />
      </p>
      {problem ? (
        <p role="alert" className="mt-3 rounded-xl bg-clay-50 px-4 py-3 text-sm text-clay-700">
          {problem}
        </p>
      ) : null}
      <Button onClick={start} disabled={busy} className="mt-4 w-full">
        {busy ? t('claim.sending') : t('claim.verify')}
      </Button>
    </section>
  );
}
