import { type DeliveredTotals, formatINR, type PaymentKind, withDelivery } from '@shop/shared';
import { useLanguage, useT } from '#app/i18n/i18n.ts';
import { useLayoutData } from '#app/lib/layout-data.ts';

/**
 * The goods plus delivery as the server will charge them (docs/shipping.md#charges): the same shared rule with the
 * terms from `GET /shipping/charges`, for the way the shopper pays (prepaid may ship free where COD does not).
 * Without the terms (the API could not say), no charge is shown and the server's amount at payment is the word.
 */
export function useDeliveredTotals(
  goodsPaise: number,
  payment: PaymentKind = 'PREPAID',
): DeliveredTotals & { known: boolean } {
  const { deliveryTerms } = useLayoutData();
  if (!deliveryTerms) return { goods: goodsPaise, delivery: 0, total: goodsPaise, known: false };
  return { ...withDelivery(deliveryTerms, goodsPaise, payment), known: true };
}

/** The "Delivery" row of a totals list: Free, with why, or the charge and what ships free. */
export function DeliveryLine({
  goodsPaise,
  compact = false,
  payment = 'PREPAID',
}: {
  goodsPaise: number;
  compact?: boolean;
  payment?: PaymentKind;
}) {
  const { t } = useT('cart');
  const language = useLanguage();
  const { deliveryTerms } = useLayoutData();
  const { delivery, known } = useDeliveredTotals(goodsPaise, payment);
  if (!known || !deliveryTerms) return null;
  const { freeOnPrepaid, deliveryChargePaise, freeDeliveryMinimumPaise } = deliveryTerms;
  // A shop that never charges (no charge, or no minimum) needs no note beyond "Free".
  const note =
    delivery > 0
      ? t('summary.addForFreeDelivery', {
          amount: formatINR(freeDeliveryMinimumPaise - goodsPaise, language),
        })
      : freeOnPrepaid && payment === 'PREPAID'
        ? t('summary.freeOnPrepaid')
        : deliveryChargePaise > 0 && freeDeliveryMinimumPaise > 0
          ? t('summary.freeDeliveryFrom', { amount: formatINR(freeDeliveryMinimumPaise, language) })
          : null;
  // One dt/dd pair straight under the list's div, as a definition list must be; the note explains the dt.
  return (
    <div className={`flex justify-between gap-4 ${compact ? 'mt-1 text-sm' : ''}`}>
      <dt>
        {t('summary.delivery')}
        {note ? (
          <span className="block text-xs text-stone-600" data-delivery-note>
            {note}
          </span>
        ) : null}
      </dt>
      <dd className="font-semibold tabular-nums" data-delivery>
        {delivery > 0 ? formatINR(delivery, language) : t('summary.deliveryFree')}
      </dd>
    </div>
  );
}
