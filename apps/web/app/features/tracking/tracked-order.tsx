import type { OrderState, TrackedOrder } from '@shop/shared';
import { StatusBadge } from '#app/features/account/index.ts';
import { useT } from '#app/i18n/i18n.ts';
import { ParcelTracking } from './parcel-tracking.tsx';

/** /track's answer: the order's state in the shopper's words, and its parcel's timeline once it has one. */
export function TrackedOrderView({ order }: { order: TrackedOrder }) {
  const { t } = useT('track');
  const { t: tAccount } = useT('account');
  const status = order.orderStatus as OrderState;
  return (
    <section className="mt-8 space-y-4" aria-labelledby="tracked-order-title" aria-live="polite">
      <div className="rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:p-6">
        <h2 id="tracked-order-title" className="font-serif text-xl text-brand-900">
          {t('page.result', { orderId: order.orderId })}
        </h2>
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
          <StatusBadge status={order.orderStatus} />
          <p className="font-medium text-brand-900">
            {tAccount(`order.stateMessage.${status}`, { defaultValue: '' })}
          </p>
        </div>
      </div>
      {order.shipment ? (
        <ParcelTracking
          shipment={order.shipment}
          orderId={order.orderId}
          orderStatus={order.orderStatus}
          headingLevel={3}
        />
      ) : (
        <p className="text-stone-700">{t('page.noParcel')}</p>
      )}
    </section>
  );
}
