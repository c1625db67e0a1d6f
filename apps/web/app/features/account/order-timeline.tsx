import type { OrderState } from '@shop/shared';
import { CheckIcon, CloseIcon } from '#app/components/icons.tsx';
import { useLanguage, useT } from '#app/i18n/i18n.ts';
import { stepTime } from './order-deadline.ts';
import type { Order } from './types.ts';

const ROAD: OrderState[] = ['PLACED', 'CONFIRMED', 'PACKED', 'SHIPPED', 'DELIVERED'];

/** The steps still to come from a state, on the road to the door or back from it. */
function stepsAhead(status: OrderState): OrderState[] {
  const onRoad = ROAD.indexOf(status);
  if (onRoad >= 0) return ROAD.slice(onRoad + 1);
  // With the courier's scans the parcel's own steps show on its timeline; the order's road ends at the door.
  if (status === 'IN_TRANSIT' || status === 'OUT_FOR_DELIVERY' || status === 'DELIVERY_FAILED') {
    return ['DELIVERED'];
  }
  if (status === 'RTO') return ['RTO_RECEIVED'];
  if (status === 'RETURN_REQUESTED') return ['RETURNED', 'REFUNDED'];
  if (status === 'RETURNED') return ['REFUNDED'];
  return [];
}

interface Step {
  status: OrderState;
  at: string | null;
  note: string | null;
}

/**
 * docs/orders.md#the-shoppers-orders: the steps the order took, with times, then the ones still to come in grey.
 * A cancelled order ends at its cancellation; a return continues after delivery.
 */
export function OrderTimeline({ order }: { order: Order }) {
  const { t } = useT('account');
  const language = useLanguage();
  const status = order.orderStatus as OrderState;
  const done: Step[] =
    order.history.length > 0
      ? order.history
      : [{ status: 'PLACED', at: order.paidAt ?? order.createdAt, note: null }];
  const ahead: Step[] = stepsAhead(status).map((next) => ({ status: next, at: null, note: null }));
  const steps = [...done, ...ahead];
  return (
    <ol className="mt-4">
      {steps.map((step, index) => {
        const reached = step.at !== null;
        const current = reached && index === done.length - 1;
        const last = index === steps.length - 1;
        return (
          <li
            key={`${step.status}-${step.at ?? 'ahead'}`}
            className="relative flex gap-3 pb-5 last:pb-0"
            aria-current={current ? 'step' : undefined}
          >
            {last ? null : (
              <span
                aria-hidden="true"
                className={`absolute top-7 bottom-0 left-3.5 w-0.5 -translate-x-1/2 ${
                  index < done.length - 1 ? 'bg-brand-600' : 'bg-brand-100'
                }`}
              />
            )}
            <span
              aria-hidden="true"
              className={`relative z-10 flex h-7 w-7 shrink-0 items-center justify-center rounded-full ${
                !reached
                  ? 'border-2 border-brand-200 bg-white'
                  : step.status === 'CANCELLED'
                    ? 'bg-red-700 text-white'
                    : 'bg-brand-700 text-white'
              } ${current ? 'ring-4 ring-brand-100' : ''}`}
            >
              {reached ? (
                step.status === 'CANCELLED' ? (
                  <CloseIcon className="h-4 w-4" />
                ) : (
                  <CheckIcon className="h-4 w-4" />
                )
              ) : null}
            </span>
            <div className="min-w-0 pt-0.5">
              <p className={`font-medium ${reached ? 'text-ink' : 'text-stone-600'}`}>
                {t(`orderState.${step.status}`)}
                {reached ? null : <span className="sr-only">{t('order.notYet')}</span>}
              </p>
              {step.at ? (
                <p className="text-sm text-stone-600">
                  <time dateTime={step.at}>{stepTime(step.at, language)}</time>
                </p>
              ) : null}
              {step.note ? <p className="mt-0.5 text-sm text-stone-700">{step.note}</p> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
