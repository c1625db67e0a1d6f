import { useT } from '#app/i18n/i18n.ts';

/** docs/product.md#error-states: what the provider said about a declined payment, line by line; the cart is kept. */
export function PaymentFailure({ lines, className = '' }: { lines: string[]; className?: string }) {
  const { t } = useT('checkout');
  return (
    <div
      role="alert"
      className={`rounded-xl border border-red-200 bg-red-50 p-3 text-xs text-red-800 ${className}`}
    >
      <p className="mb-1 font-semibold">{t('failure.heading')}</p>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
