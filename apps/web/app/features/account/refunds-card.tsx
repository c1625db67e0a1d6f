import { COD_PAYMENT_METHOD, formatINR } from '@shop/shared';
import { useState } from 'react';
import { useLanguage, useT } from '#app/i18n/i18n.ts';
import { Trans } from '#app/i18n/trans.tsx';
import { orderCard, orderCardTitle } from './order-cards.tsx';
import { stepTime } from './order-deadline.ts';
import { downloadOrderDocument } from './order-documents.ts';
import type { Order, OrderRefund } from './types.ts';

const REFUND_TONES: Record<OrderRefund['status'], string> = {
  PENDING: 'bg-amber-100 text-amber-900',
  PROCESSED: 'bg-brand-100 text-brand-900',
  FAILED: 'bg-red-100 text-red-800',
  REVERSED: 'bg-amber-100 text-amber-900',
};

export function RefundsCard({ order }: { order: Order }) {
  const { t } = useT(['account', 'common']);
  const language = useLanguage();
  const [saving, setSaving] = useState<string | null>(null);
  // Cash has no way back of its own: a COD refund is sent where the shopper said on the return form.
  const cod = order.paymentMethod === COD_PAYMENT_METHOD;
  const to = order.refundTo ?? t('refunds.cod.yourAccount');
  const download = async (refund: OrderRefund) => {
    setSaving(refund._id);
    await downloadOrderDocument(
      `/orders/userOrders/${order._id}/credit-notes/${refund._id}`,
      `credit-note-${refund.creditNoteNumber ?? order.orderId}.pdf`.replaceAll('/', '-'),
      { failed: t('order.documentFailed'), network: t('common:errors.network') },
    );
    setSaving(null);
  };
  return (
    <section className={orderCard} aria-labelledby="order-refunds">
      <h2 id="order-refunds" className={orderCardTitle}>
        {t('refunds.title')}
      </h2>
      <ul className="mt-3 divide-y divide-brand-100">
        {order.refunds.map((refund) => {
          return (
            <li key={refund._id} className="py-3 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold text-ink">{formatINR(refund.amount, language)}</span>
                <span
                  className={`rounded-full px-3 py-1 text-xs font-semibold ${REFUND_TONES[refund.status]}`}
                >
                  {t(`refunds.state.${refund.status}`)}
                </span>
              </div>
              <p className="mt-1 text-sm text-stone-700">
                {refund.status === 'PROCESSED' && refund.processedAt ? (
                  <Trans
                    t={t}
                    i18nKey={cod ? 'refunds.cod.processed' : 'refunds.processed'}
                    values={{ date: stepTime(refund.processedAt, language), to }}
                    components={{ time: <time dateTime={refund.processedAt} /> }}
                  />
                ) : refund.status === 'PENDING' ? (
                  cod ? (
                    t('refunds.cod.pending', { to })
                  ) : (
                    t('refunds.pending')
                  )
                ) : cod ? (
                  t('refunds.cod.failed', { to })
                ) : (
                  t('refunds.failed')
                )}
              </p>
              {refund.status === 'PROCESSED' && refund.creditNoteNumber ? (
                <button
                  type="button"
                  className="mt-2 text-left text-sm font-medium text-brand-800 underline underline-offset-2 hover:text-brand-700 disabled:cursor-wait disabled:opacity-60"
                  disabled={saving === refund._id}
                  aria-busy={saving === refund._id}
                  onClick={() => download(refund)}
                >
                  {t('refunds.creditNote', { number: refund.creditNoteNumber })}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
