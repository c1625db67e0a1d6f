import { MAX_LINE_QUANTITY } from '@shop/shared';
import { MinusIcon, PlusIcon } from '#app/components/icons.tsx';
import { useT } from '#app/i18n/i18n.ts';
import type { CartItem } from '#app/lib/session/session-store.ts';

/** A line's name and size, so two sizes of one product get distinct control labels. */
export const lineLabel = (item: CartItem) => `${item.name} (${item.size.title})`;

/**
 * Minus and plus for a cart-page line. The limits use aria-disabled rather than disabled so a keyboard user
 * pressing minus down to 1 keeps focus on the button.
 */
export function QuantityStepper({
  item,
  onChange,
}: {
  item: CartItem;
  onChange: (quantity: number) => void;
}) {
  const { t } = useT('cart');
  const atMin = item.quantity <= 1;
  const atMax = item.quantity >= MAX_LINE_QUANTITY;
  const name = lineLabel(item);
  return (
    <fieldset className="m-0 inline-flex min-w-0 items-center rounded-full border border-brand-200 bg-white p-0">
      <legend className="sr-only">{t('line.quantityOf', { name })}</legend>
      <StepButton
        label={t('line.decrease', { name })}
        atLimit={atMin}
        step={() => onChange(item.quantity - 1)}
      >
        <MinusIcon className="h-4 w-4" />
      </StepButton>
      <span className="w-8 text-center font-medium tabular-nums" aria-live="polite" data-quantity>
        {item.quantity}
      </span>
      <StepButton
        label={t('line.increase', { name })}
        atLimit={atMax}
        step={() => onChange(item.quantity + 1)}
      >
        <PlusIcon className="h-4 w-4" />
      </StepButton>
    </fieldset>
  );
}

/** Minus or plus: at its limit it stays focusable and says so (aria-disabled) but does nothing. */
function StepButton({
  label,
  atLimit,
  step,
  children,
}: {
  label: string;
  atLimit: boolean;
  step: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      className="grid h-10 w-10 place-items-center rounded-full text-ink transition hover:bg-brand-50 hover:text-brand-700 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent"
      aria-label={label}
      aria-disabled={atLimit || undefined}
      onClick={() => {
        if (!atLimit) step();
      }}
    >
      {children}
    </button>
  );
}
