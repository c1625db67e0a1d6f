import { formatINR } from '@shop/shared';
import { useId, useState } from 'react';
import { Dialog } from '#app/components/dialog.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { useLanguage, useT } from '#app/i18n/i18n.ts';
import { Trans } from '#app/i18n/trans.tsx';
import { post } from '#app/lib/api.ts';
import { toastError, toastSuccess } from '#app/lib/toast.ts';
import { deadlineText } from './order-deadline.ts';
import type { Order } from './types.ts';

/**
 * Asks before cancelling (docs/orders.md#the-shoppers-orders), and says where the money goes. Loaded when the
 * shopper first asks to cancel, so the order page's first load does not carry it.
 */
export default function CancelOrderDialog({
  order,
  open,
  onClose,
  onChanged,
}: {
  order: Order;
  open: boolean;
  onClose: () => void;
  /** The order as the API answers it after the attempt (cancelled, or as it now stands when refused). */
  onChanged: (order: Order | null) => void;
}) {
  const titleId = useId();
  const { t } = useT('account');
  const language = useLanguage();
  const [busy, setBusy] = useState(false);

  const cancel = async () => {
    setBusy(true);
    const res = await post<Order>(`/orders/userOrders/${order._id}/cancel`, undefined);
    setBusy(false);
    if (!res) return;
    if (res.status === 200 && res.body) {
      toastSuccess(res.message);
      onChanged(res.body);
    } else {
      toastError(res.message);
      // Refused (the window closed, or the order was packed meanwhile): show the order as it now stands.
      onChanged(null);
    }
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={() => (busy ? undefined : onClose())}
      labelledBy={titleId}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 text-ink shadow-xl backdrop:bg-black/40"
    >
      <h2 id={titleId} className="font-serif text-2xl text-brand-900">
        {t('cancel.title')}
      </h2>
      <p className="mt-3 text-stone-700">
        <Trans
          t={t}
          i18nKey="cancel.text"
          values={{
            id: order.orderId,
            amount: formatINR(order.totalAmount - order.refundedAmount, language),
          }}
          components={{ amount: <strong className="text-ink" /> }}
        />
      </p>
      {order.cancelUntil ? (
        <p className="mt-2 text-sm text-stone-600">
          {t('order.cancelUntil', { deadline: deadlineText(order.cancelUntil, language) })}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('cancel.keep')}
        </Button>
        <Button variant="danger" onClick={cancel} busy={busy}>
          {busy ? t('cancel.cancelling') : t('cancel.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
