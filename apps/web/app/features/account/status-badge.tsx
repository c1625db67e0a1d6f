// docs/product.md#order-states: statuses are shown as returned; only their colour depends on the value.
const TONES: Record<string, string> = {
  PAID: 'bg-brand-100 text-brand-900',
  PLACED: 'bg-brand-100 text-brand-900',
  PROCESSING: 'bg-brand-100 text-brand-900',
  SHIPPED: 'bg-brand-100 text-brand-900',
  DELIVERED: 'bg-brand-700 text-white',
  PENDING: 'bg-amber-100 text-amber-900',
  FAILED: 'bg-red-100 text-red-800',
  CANCELLED: 'bg-red-100 text-red-800',
  RETURNED: 'bg-stone-200 text-stone-800',
  REFUNDED: 'bg-stone-200 text-stone-800',
};

export function StatusBadge({ status, className = '' }: { status: string; className?: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold tracking-wide ${
        TONES[status.toUpperCase()] ?? 'bg-clay-100 text-clay-700'
      } ${className}`}
    >
      {status}
    </span>
  );
}
