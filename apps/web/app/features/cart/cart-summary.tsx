import { cartTotals, formatINR } from '@shop/shared';
import { useId } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { DeliveryEstimate } from '#app/features/delivery-estimate/index.ts';
import { useLanguage, useT } from '#app/i18n/i18n.ts';
import type { CartItem } from '#app/lib/session/session-store.ts';

/** The cart page's totals box (docs/product.md#cart-page). */
export function CartSummary({
  cart,
  onCheckout,
  busy = false,
}: {
  cart: CartItem[];
  onCheckout: () => void;
  busy?: boolean;
}) {
  const id = useId();
  const { t } = useT('cart');
  const language = useLanguage();
  const totals = cartTotals(cart);
  const flatNoteId = `${id}-flat-note`;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-brand-100 bg-white p-5 sm:p-6"
      data-cart-summary
    >
      <h2 id={`${id}-title`} className="text-2xl text-brand-900">
        {t('summary.title')}
      </h2>
      <dl className="mt-5 space-y-3">
        <div className="flex justify-between gap-4">
          <dt>{t('summary.subtotal')}</dt>
          <dd className="font-semibold tabular-nums" data-subtotal>
            {formatINR(totals.total, language)}
          </dd>
        </div>
        {totals.saving > 0 ? (
          <div className="flex justify-between gap-4 text-brand-700">
            <dt className="font-medium">{t('summary.youSaved')}</dt>
            <dd className="font-semibold tabular-nums" data-saving>
              {formatINR(totals.saving, language)}
            </dd>
          </div>
        ) : null}
      </dl>

      {/*
        Free shipping is chosen and Flat rate cannot apply: the shop ships all prepaid orders free and every
        checkout here is prepaid online (docs/product.md#shipping).
      */}
      <fieldset className="mt-5 border-t border-brand-100 pt-5">
        <legend className="float-left mb-3 w-full font-medium">{t('summary.shipping')}</legend>
        <div className="clear-both space-y-2">
          <label className="flex cursor-pointer items-center gap-3 rounded-xl border border-brand-200 bg-brand-50/60 px-4 py-3">
            <input
              type="radio"
              name="shipping"
              value="free"
              defaultChecked
              className="h-4 w-4 accent-brand-700"
            />
            <span className="flex-1">{t('summary.freeShipping')}</span>
            <span className="text-sm font-semibold text-brand-700">{formatINR(0, language)}</span>
          </label>
          <label className="flex cursor-not-allowed items-start gap-3 rounded-xl border border-brand-100 px-4 py-3">
            <input
              type="radio"
              name="shipping"
              value="flat"
              disabled
              aria-describedby={flatNoteId}
              className="mt-1 h-4 w-4"
            />
            <span className="flex-1">
              <span className="text-stone-600 line-through decoration-stone-400">
                {t('summary.flatRate')}
              </span>
              <span id={flatNoteId} className="mt-0.5 block text-sm text-stone-600">
                {t('summary.flatRateNote')}
              </span>
            </span>
          </label>
        </div>
      </fieldset>

      <div className="mt-5 border-t border-brand-100 pt-5">
        <DeliveryEstimate />
      </div>

      <div className="mt-4 flex items-baseline justify-between gap-4 border-t border-brand-100 pt-5">
        <span className="text-lg font-semibold">{t('summary.total')}</span>
        <span className="text-2xl font-semibold tabular-nums" data-order-total>
          {formatINR(totals.total, language)}
        </span>
      </div>
      <p className="mt-1 text-right text-sm text-stone-600">{t('summary.taxesIncluded')}</p>

      <Button size="lg" onClick={onCheckout} busy={busy} className="mt-6 w-full disabled:opacity-70">
        {busy ? t('summary.pleaseWait') : t('summary.proceed')}
      </Button>
    </section>
  );
}
