import { cartTotals, formatINR } from '@shop/shared';
import { useId } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { type WhatsappOffer, WhatsappOfferBoxes } from '#app/features/checkout/index.ts';
import { CodFeeLine, PaymentChoiceField, payableTotals, useCodOffer } from '#app/features/cod/index.ts';
import { DeliveryEstimate } from '#app/features/delivery-estimate/index.ts';
import { useLanguage, useT } from '#app/i18n/i18n.ts';
import { useLayoutData } from '#app/lib/layout-data.ts';
import type { CartItem } from '#app/lib/session/session-store.ts';
import { DeliveryLine } from './delivery-charge.tsx';

/**
 * The cart page's totals box (docs/product.md#cart-page), with delivery as the server will charge it and the choice
 * of how to pay (docs/cod.md#offer): online goes to the gateway as before, COD to its own checkout page.
 */
export function CartSummary({
  cart,
  onCheckout,
  onCashOnDelivery,
  busy = false,
  whatsapp = null,
}: {
  cart: CartItem[];
  onCheckout: () => void;
  onCashOnDelivery: () => void;
  busy?: boolean;
  /** The checkout's WhatsApp boxes, offered to a signed-in shopper paying online (useCheckout). */
  whatsapp?: WhatsappOffer | null;
}) {
  const id = useId();
  const { t } = useT(['cart', 'cod']);
  const language = useLanguage();
  const { deliveryTerms } = useLayoutData();
  const totals = cartTotals(cart);
  const offer = useCodOffer(totals.total);
  const cod = offer.choice === 'cod';
  const { total } = payableTotals(deliveryTerms, totals.total, offer.choice, offer.feePaise);

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
        <DeliveryLine goodsPaise={totals.total} payment={cod ? 'COD' : 'PREPAID'} />
        <CodFeeLine offer={offer} />
      </dl>

      <div className="mt-5 border-t border-brand-100 pt-5">
        <DeliveryEstimate />
      </div>

      <div className="mt-4 border-t border-brand-100 pt-5">
        <PaymentChoiceField offer={offer} />
      </div>

      <div className="mt-4 flex items-baseline justify-between gap-4 border-t border-brand-100 pt-5">
        <span className="text-lg font-semibold">{t('summary.total')}</span>
        <span className="text-2xl font-semibold tabular-nums" data-order-total>
          {formatINR(total, language)}
        </span>
      </div>
      <p className="mt-1 text-right text-sm text-stone-600">{t('summary.taxesIncluded')}</p>

      {whatsapp && !cod ? (
        <div className="mt-5 border-t border-brand-100 pt-5">
          <WhatsappOfferBoxes offer={whatsapp} />
        </div>
      ) : null}

      <Button
        size="lg"
        onClick={cod ? onCashOnDelivery : onCheckout}
        busy={busy}
        className="mt-6 w-full disabled:opacity-70"
      >
        {busy ? t('summary.pleaseWait') : cod ? t('cod:choice.continueCod') : t('summary.proceed')}
      </Button>
    </section>
  );
}
