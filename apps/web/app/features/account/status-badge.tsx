import { ORDER_STATES, type OrderState, PAYMENT_STATES, type PaymentState } from '@shop/shared';
import { useT } from '#app/i18n/i18n.ts';

// docs/orders.md#the-shoppers-orders: the words come from the account catalog (`orderState`, `paymentState`, the
// shared labels in English); only the colour depends on the value.
const ORDER_TONES: Record<OrderState, string> = {
  PENDING: 'bg-amber-100 text-amber-900',
  PLACED: 'bg-brand-100 text-brand-900',
  CONFIRMED: 'bg-brand-100 text-brand-900',
  PACKED: 'bg-brand-200 text-brand-900',
  SHIPPED: 'bg-sky-100 text-sky-900',
  IN_TRANSIT: 'bg-sky-100 text-sky-900',
  OUT_FOR_DELIVERY: 'bg-sky-200 text-sky-900',
  DELIVERY_FAILED: 'bg-amber-100 text-amber-900',
  DELIVERED: 'bg-brand-700 text-white',
  CANCELLED: 'bg-red-100 text-red-800',
  RETURN_REQUESTED: 'bg-amber-100 text-amber-900',
  RETURNED: 'bg-stone-200 text-stone-800',
  REFUNDED: 'bg-stone-200 text-stone-800',
  RTO: 'bg-stone-200 text-stone-800',
  RTO_RECEIVED: 'bg-stone-200 text-stone-800',
};

const PAYMENT_TONES: Record<PaymentState, string> = {
  PENDING: 'bg-amber-100 text-amber-900',
  PAID: 'bg-brand-100 text-brand-900',
  FAILED: 'bg-red-100 text-red-800',
  PARTIALLY_REFUNDED: 'bg-stone-200 text-stone-800',
  REFUNDED: 'bg-stone-200 text-stone-800',
  COD_PENDING: 'bg-amber-100 text-amber-900',
  COD_COLLECTED: 'bg-brand-100 text-brand-900',
};

/** An order's state, or with `kind="payment"` its payment's, in the shop's words. */
export function StatusBadge({
  status,
  kind = 'order',
  className = '',
}: {
  status: string;
  kind?: 'order' | 'payment';
  className?: string;
}) {
  const { t } = useT('account');
  const tones: Record<string, string> = kind === 'order' ? ORDER_TONES : PAYMENT_TONES;
  const state = status.toUpperCase();
  const label =
    kind === 'order'
      ? (ORDER_STATES as readonly string[]).includes(state) && t(`orderState.${state as OrderState}`)
      : (PAYMENT_STATES as readonly string[]).includes(state) && t(`paymentState.${state as PaymentState}`);
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold tracking-wide ${
        tones[state] ?? 'bg-clay-100 text-clay-700'
      } ${className}`}
    >
      {label || status}
    </span>
  );
}
