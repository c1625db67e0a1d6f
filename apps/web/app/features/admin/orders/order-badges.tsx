import { ORDER_STATE_LABELS, type OrderState, PAYMENT_STATE_LABELS, type PaymentState } from '@shop/shared';

// What waits for the team is warm, what is done is green, what went back is grey.
const ORDER_TONES: Record<OrderState, string> = {
  PENDING: 'bg-stone-100 text-stone-700',
  PLACED: 'bg-amber-100 text-amber-900',
  CONFIRMED: 'bg-amber-50 text-amber-900 ring-1 ring-amber-200',
  PACKED: 'bg-clay-100 text-clay-700',
  SHIPPED: 'bg-brand-100 text-brand-900',
  IN_TRANSIT: 'bg-brand-100 text-brand-900',
  OUT_FOR_DELIVERY: 'bg-brand-100 text-brand-900 ring-1 ring-brand-300',
  DELIVERY_FAILED: 'bg-red-100 text-red-800 ring-1 ring-red-300',
  DELIVERED: 'bg-brand-700 text-white',
  CANCELLED: 'bg-red-100 text-red-800',
  RETURN_REQUESTED: 'bg-red-50 text-red-800 ring-1 ring-red-200',
  RETURNED: 'bg-stone-200 text-stone-800',
  REFUNDED: 'bg-stone-200 text-stone-800',
  RTO: 'bg-red-50 text-red-800 ring-1 ring-red-200',
  RTO_RECEIVED: 'bg-stone-200 text-stone-800',
};

const PAYMENT_TONES: Record<PaymentState, string> = {
  PENDING: 'bg-stone-100 text-stone-700',
  PAID: 'bg-brand-100 text-brand-900',
  FAILED: 'bg-red-100 text-red-800',
  PARTIALLY_REFUNDED: 'bg-amber-100 text-amber-900',
  REFUNDED: 'bg-stone-200 text-stone-800',
  COD_PENDING: 'bg-amber-100 text-amber-900',
  COD_COLLECTED: 'bg-sky-100 text-sky-900',
};

const badge = 'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** An order's state in words, coloured by how much it asks of the team. */
export function OrderStateBadge({ state }: { state: OrderState }) {
  return <span className={`${badge} ${ORDER_TONES[state]}`}>{ORDER_STATE_LABELS[state]}</span>;
}

export function PaymentStateBadge({ state }: { state: PaymentState }) {
  return <span className={`${badge} ${PAYMENT_TONES[state]}`}>{PAYMENT_STATE_LABELS[state]}</span>;
}
