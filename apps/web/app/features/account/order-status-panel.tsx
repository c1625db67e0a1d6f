import type { OrderState } from '@shop/shared';
import { TruckIcon } from '#app/components/icons.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { useLanguage, useT } from '#app/i18n/i18n.ts';
import { Trans } from '#app/i18n/trans.tsx';
import { deadlineText } from './order-deadline.ts';
import { StatusBadge } from './status-badge.tsx';
import type { Order } from './types.ts';

// docs/orders.md#the-shoppers-orders: what each state means to the shopper is `order.stateMessage` in the catalog.

/** Where the order stands, its parcel, and what the shopper may still do (cancel before, return after delivery). */
export function OrderStatusPanel({
  order,
  returning,
  onCancel,
  onReturn,
}: {
  order: Order;
  /** The return form is open, so its button is not offered again. */
  returning: boolean;
  onCancel: () => void;
  onReturn: () => void;
}) {
  const { t } = useT(['account', 'common']);
  const language = useLanguage();
  const status = order.orderStatus as OrderState;
  return (
    <section
      className="mt-6 rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:p-6"
      aria-label={t('order.status')}
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <StatusBadge status={order.orderStatus} />
        <p className="font-medium text-brand-900">
          {t(`order.stateMessage.${status}`, { defaultValue: '' })}
        </p>
      </div>
      {/* A parcel booked with the courier aggregator has the shop's own timeline below; a hand-typed carrier
          keeps the link to its website. */}
      {order.tracking && !order.shipment ? (
        <div className="mt-3 flex items-start gap-3 text-stone-700">
          <TruckIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
          <div className="min-w-0">
            <p>
              <Trans
                t={t}
                i18nKey="order.tracking"
                values={{ carrier: order.tracking.carrier, number: order.tracking.number }}
                components={{ number: <span className="font-medium break-words text-ink" /> }}
              />
            </p>
            {order.tracking.url ? (
              <a
                href={order.tracking.url}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-1 inline-block font-medium text-brand-800 underline underline-offset-2 hover:text-brand-700"
              >
                {t('order.trackParcel')}
                <span className="sr-only">
                  {t('order.trackParcelOn', { carrier: order.tracking.carrier })}
                </span>
              </a>
            ) : null}
          </div>
        </div>
      ) : null}
      {order.canCancel || (order.canReturn && !returning) ? (
        <div className="mt-4 flex flex-col gap-3 border-t border-brand-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-stone-700">
            {order.canCancel && order.cancelUntil
              ? t('order.cancelUntil', { deadline: deadlineText(order.cancelUntil, language) })
              : order.returnUntil
                ? t('order.returnUntil', { deadline: deadlineText(order.returnUntil, language) })
                : null}
          </p>
          {order.canCancel ? (
            <Button variant="secondary" size="sm" onClick={onCancel}>
              {t('order.cancel')}
            </Button>
          ) : (
            <Button variant="secondary" size="sm" onClick={onReturn}>
              {t('order.requestReturn')}
            </Button>
          )}
        </div>
      ) : null}
      {order.returnRequest ? (
        <p className="mt-3 text-sm text-stone-700">
          <Trans
            t={t}
            i18nKey="order.returnReason"
            values={{ reason: order.returnRequest.reason }}
            components={{ reason: <q className="text-ink" /> }}
          />
          {order.returnRequest.photoCount > 0
            ? t('order.photos', { count: order.returnRequest.photoCount })
            : null}
        </p>
      ) : null}
      {/* Once refunded, the refunds card says where the money went; "will be sent" would then be wrong. */}
      {order.refundTo && order.orderStatus !== 'REFUNDED' ? (
        <p className="mt-2 text-sm text-stone-700">{t('order.refundTo', { to: order.refundTo })}</p>
      ) : null}
    </section>
  );
}
