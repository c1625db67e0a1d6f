import { useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { useLanguage, useT } from '#app/i18n/i18n.ts';
import { Trans } from '#app/i18n/trans.tsx';
import { orderDate } from './order-date.ts';
import { downloadOrderDocument } from './order-documents.ts';
import type { Order } from './types.ts';

/** The order's number and date, and its GST invoice once there is one. */
export function OrderHeader({ order }: { order: Order }) {
  const { t } = useT(['account', 'common']);
  const language = useLanguage();
  const [savingInvoice, setSavingInvoice] = useState(false);
  const downloadInvoice = async () => {
    setSavingInvoice(true);
    await downloadOrderDocument(
      `/orders/userOrders/${order._id}/invoice`,
      `invoice-${order.invoiceNumber ?? order.orderId}.pdf`.replaceAll('/', '-'),
      { failed: t('order.documentFailed'), network: t('common:errors.network') },
    );
    setSavingInvoice(false);
  };
  return (
    <header className="mt-4 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 id="order-title" className="text-3xl text-brand-900">
          {t('order.title', { id: order.orderId })}
        </h1>
        <p className="mt-1 text-stone-600">
          <Trans
            t={t}
            i18nKey="order.placedOn"
            values={{ date: orderDate(order.createdAt, language) }}
            components={{ time: <time dateTime={order.createdAt} /> }}
          />
        </p>
      </div>
      {order.invoiceNumber ? (
        <Button variant="secondary" size="sm" busy={savingInvoice} onClick={downloadInvoice}>
          {savingInvoice ? t('order.preparingInvoice') : t('order.downloadInvoice')}
        </Button>
      ) : null}
    </header>
  );
}
