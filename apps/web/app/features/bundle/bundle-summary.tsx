import { BUNDLE_MIN_ITEMS, type BundleTotals, bundleTotals, formatINR } from '@shop/shared';
import { useId } from 'react';
import { CloseIcon } from '#app/components/icons.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Thumbnail } from '#app/components/ui/thumbnail.tsx';
import { DeliveryLine, useDeliveredTotals } from '#app/features/cart/index.ts';
import { type WhatsappOffer, WhatsappOfferBoxes } from '#app/features/checkout/index.ts';
import { useLanguage, useT } from '#app/i18n/i18n.ts';
import type { CartItem } from '#app/lib/session/session-store.ts';
import { emptyBundleSlots, tierHint, tierRows } from './bundle-item.ts';

/** Greyed bars in place of the figures until the stored selection is known. */
function Pending({ className = 'w-16' }: { className?: string }) {
  return <span className={`inline-block h-4 animate-pulse rounded bg-brand-100 align-middle ${className}`} />;
}

interface SummaryProps {
  bundle: CartItem[];
  hydrated: boolean;
  onRemove: (item: CartItem) => void;
  onCheckout: () => void;
  busy?: boolean;
  /** The checkout's WhatsApp boxes, offered to a signed-in shopper (useCheckout). */
  whatsapp?: WhatsappOffer | null;
}

function CheckoutButton({
  totals,
  onCheckout,
  busy = false,
  describedBy,
  className = '',
}: {
  totals: BundleTotals;
  onCheckout: () => void;
  busy?: boolean | undefined;
  describedBy?: string;
  className?: string;
}) {
  const { t } = useT('bundle');
  const ready = totals.itemCount >= BUNDLE_MIN_ITEMS;
  return (
    <Button
      disabled={!ready || busy}
      aria-busy={busy}
      aria-describedby={describedBy}
      onClick={onCheckout}
      className={`font-semibold tracking-wide disabled:bg-stone-300 disabled:text-stone-700 disabled:opacity-100 ${className}`}
    >
      {busy ? t('summary.pleaseWait') : t('summary.checkOut')}
    </Button>
  );
}

/** Bundle side summary (docs/product.md#bundle-builder): percent saved, subtotal, savings, total, thumbnails, CHECK OUT. */
export function BundleSummary({ bundle, hydrated, onRemove, onCheckout, busy, whatsapp }: SummaryProps) {
  const id = useId();
  const { t } = useT('bundle');
  const language = useLanguage();
  const totals = bundleTotals(bundle);
  const delivered = useDeliveredTotals(totals.total);
  const count = totals.itemCount;
  const hint = tierHint(count);
  const hintId = `${id}-hint`;
  // Dashed slots up to the next tier show how far the next discount is.
  const emptySlots = emptyBundleSlots(count);

  return (
    <section
      id="bundle-summary"
      aria-labelledby={`${id}-title`}
      className="scroll-mt-20 rounded-2xl border border-brand-100 bg-white p-5 sm:p-6 lg:sticky lg:top-24"
      data-bundle-summary
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-2xl text-brand-900">
          {t('summary.title')}
        </h2>
        <p
          className="rounded-full bg-clay-50 px-3 py-1 text-sm font-semibold text-clay-700"
          data-saved-percent
        >
          {hydrated ? t('summary.saved', { percent: totals.percent }) : <Pending className="w-24" />}
        </p>
      </div>
      <p className="mt-1 text-sm text-stone-600" aria-live="polite">
        {hydrated ? t('summary.selected', { count }) : <Pending className="w-24" />}
      </p>

      {hydrated ? (
        <ul className="mt-4 grid grid-cols-4 gap-2.5" aria-label={t('summary.selectedProducts')}>
          {bundle.map((item) => (
            <li key={item._id} className="relative">
              <Thumbnail
                file={item.image}
                size={72}
                alt={item.name}
                title={item.name}
                className="aspect-square w-full border border-brand-100"
              />
              <button
                type="button"
                onClick={() => onRemove(item)}
                aria-label={t('summary.remove', { name: item.name })}
                className="absolute -top-2 -right-2 grid h-7 w-7 place-items-center rounded-full border border-brand-200 bg-white text-stone-700 shadow-sm hover:border-red-300 hover:text-red-700"
              >
                <CloseIcon className="h-3.5 w-3.5" />
              </button>
            </li>
          ))}
          {Array.from({ length: emptySlots }, (_, slot) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: empty slots have no identity
              key={slot}
              aria-hidden="true"
              className="grid aspect-square place-items-center rounded-xl border border-dashed border-brand-300 text-brand-400"
            >
              +
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-4 grid grid-cols-4 gap-2.5" aria-hidden="true">
          {[0, 1, 2].map((slot) => (
            <div key={slot} className="aspect-square animate-pulse rounded-xl bg-brand-50" />
          ))}
        </div>
      )}

      <p id={hintId} className="mt-4 rounded-xl bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800">
        {hydrated ? t(`summary.${hint.key}`, hint) : <Pending className="w-48" />}
      </p>

      <dl className="mt-5 space-y-2.5">
        <div className="flex justify-between gap-4">
          <dt>{t('summary.subtotal')}</dt>
          <dd className="tabular-nums" data-bundle-subtotal>
            {hydrated ? formatINR(totals.subtotal, language) : <Pending />}
          </dd>
        </div>
        <div className="flex justify-between gap-4 text-brand-700">
          <dt>{t('summary.savings')}</dt>
          <dd className="font-medium tabular-nums" data-bundle-saving>
            {hydrated ? `- ${formatINR(totals.saving, language)}` : <Pending />}
          </dd>
        </div>
        {hydrated && totals.itemCount > 0 ? <DeliveryLine goodsPaise={totals.total} /> : null}
        <div className="flex items-baseline justify-between gap-4 border-t border-brand-100 pt-3">
          <dt className="text-lg font-semibold">{t('summary.total')}</dt>
          <dd className="text-2xl font-semibold tabular-nums" data-bundle-total>
            {hydrated ? formatINR(delivered.total, language) : <Pending className="w-20" />}
          </dd>
        </div>
      </dl>
      <p className="mt-1 text-right text-sm text-stone-600">{t('summary.taxesIncluded')}</p>

      {whatsapp ? (
        <div className="mt-5 border-t border-brand-100 pt-5">
          <WhatsappOfferBoxes offer={whatsapp} />
        </div>
      ) : null}

      <CheckoutButton
        totals={totals}
        onCheckout={onCheckout}
        busy={busy}
        describedBy={hintId}
        className="mt-5 w-full"
      />

      <table className="mt-6 w-full text-sm">
        <caption className="mb-2 text-left font-medium text-ink">{t('summary.discounts')}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('summary.products')}</th>
            <th scope="col">{t('summary.discount')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-brand-100 border-y border-brand-100">
          {tierRows(hydrated ? totals.percent : null).map((tier) => (
            <tr key={tier.minItems} className={tier.current ? 'bg-clay-50 font-semibold text-clay-700' : ''}>
              <th scope="row" className="py-2 pl-2 text-left font-normal">
                {t(tier.openEnded ? 'summary.topTier' : 'summary.tier', { count: tier.minItems })}
                {tier.current ? <span className="sr-only"> {t('summary.yourBundle')}</span> : null}
              </th>
              <td className="py-2 pr-2 text-right">{t('summary.off', { percent: tier.percent })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * The same summary, condensed, pinned to the bottom of small screens while the grid scrolls. Its CHECK OUT pays
 * at once, so the WhatsApp boxes show above it once the bundle can be bought.
 */
export function BundleBar({ bundle, hydrated, onCheckout, busy, whatsapp }: Omit<SummaryProps, 'onRemove'>) {
  const { t } = useT('bundle');
  const language = useLanguage();
  const totals = bundleTotals(bundle);
  const delivered = useDeliveredTotals(totals.total);
  return (
    <div
      className="sticky bottom-0 z-20 -mx-4 mt-8 border-t border-brand-100 bg-white/95 px-4 py-3 shadow-[0_-8px_24px_-12px_rgba(26,31,17,0.25)] backdrop-blur sm:-mx-6 sm:px-6 lg:hidden"
      data-bundle-bar
    >
      {whatsapp && totals.itemCount >= BUNDLE_MIN_ITEMS ? (
        <div className="mb-2 border-b border-brand-100 pb-2">
          <WhatsappOfferBoxes offer={whatsapp} compact />
        </div>
      ) : null}
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm text-stone-700">
            {hydrated ? (
              <>
                <a
                  href="#bundle-summary"
                  aria-label={t('summary.viewBundle', { count: totals.itemCount })}
                  className="underline decoration-brand-300 underline-offset-4"
                >
                  {t('summary.items', { count: totals.itemCount })}
                </a>{' '}
                ·{' '}
                <span className="font-semibold text-clay-700">
                  {t('summary.saved', { percent: totals.percent })}
                </span>
              </>
            ) : (
              <Pending className="w-32" />
            )}
          </p>
          <p className="text-lg font-semibold tabular-nums">
            {hydrated ? formatINR(delivered.total, language) : <Pending className="w-20" />}
          </p>
        </div>
        <CheckoutButton totals={totals} onCheckout={onCheckout} busy={busy} className="shrink-0" />
      </div>
    </div>
  );
}
