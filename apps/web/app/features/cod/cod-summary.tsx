import { cartTotals, formatINR, shownPrice, truncateName } from '@shop/shared';
import { useId } from 'react';
import { Thumbnail } from '#app/components/ui/thumbnail.tsx';
import { useLanguage, useT } from '#app/i18n/i18n.ts';
import { Link } from '#app/i18n/link.tsx';
import { useLayoutData } from '#app/lib/layout-data.ts';
import type { CartItem } from '#app/lib/session/session-store.ts';
import { payableTotals } from './cod-totals.ts';
import { choosePayment } from './payment-choice-store.ts';
import type { OptionsState } from './payment-options.ts';

const skeleton = <span className="inline-block h-4 w-14 animate-pulse rounded bg-brand-100" />;

/**
 * docs/cod.md#checkout: the lines, the goods, delivery as COD pays it, the COD fee and the cash to pay; and the way
 * back to paying online with what it saves.
 */
export function CodSummary({ cart, options }: { cart: CartItem[]; options: OptionsState }) {
  const id = useId();
  const { t } = useT('cod', { keyPrefix: 'checkout.summary' });
  const language = useLanguage();
  const { deliveryTerms } = useLayoutData();
  const goods = cartTotals(cart).total;
  const ready = options.kind === 'ready' ? options.options : null;
  const totals = payableTotals(deliveryTerms, goods, 'cod', ready?.cod.feePaise ?? 0);
  const money = (paise: number) => formatINR(paise, language);

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-brand-100 bg-white p-5 sm:p-6"
      data-cod-summary
    >
      <h2 id={`${id}-title`} className="text-xl text-brand-900">
        {t('heading')}
      </h2>
      <ul className="mt-4 divide-y divide-brand-100">
        {cart.map((item) => (
          <li key={`${item._id}-${item.size._id}`} className="flex items-center gap-3 py-3">
            <Thumbnail file={item.image} size={56} className="h-14 w-14" />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium break-words text-ink">{truncateName(item.name, 60)}</p>
              <p className="text-stone-600">
                {item.size.title} · {t('quantity', { count: item.quantity })}
              </p>
            </div>
            <span className="text-sm font-semibold tabular-nums">
              {money(shownPrice(item) * item.quantity)}
            </span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-2 border-t border-brand-100 pt-4 text-sm">
        <div className="flex justify-between gap-4">
          <dt>{t('subtotal')}</dt>
          <dd className="font-semibold tabular-nums">{money(goods)}</dd>
        </div>
        {totals.delivery === null ? null : (
          <div className="flex justify-between gap-4">
            <dt>{t('delivery')}</dt>
            <dd className="font-semibold tabular-nums" data-delivery>
              {totals.delivery > 0 ? money(totals.delivery) : t('free')}
            </dd>
          </div>
        )}
        <div className="flex justify-between gap-4">
          <dt>{t('codFee')}</dt>
          <dd className="font-semibold tabular-nums" data-cod-fee>
            {ready ? money(ready.cod.feePaise) : skeleton}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 border-t border-brand-100 pt-3">
          <dt className="text-base font-semibold">{t('total')}</dt>
          <dd className="text-xl font-semibold tabular-nums" data-order-total>
            {ready ? money(totals.total) : skeleton}
          </dd>
        </div>
      </dl>
      {ready && ready.prepaid.savingPaise > 0 ? (
        <Link
          to="/cart"
          onClick={() => choosePayment('online')}
          className="mt-4 block rounded-xl bg-brand-50 px-4 py-3 text-center text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
          data-save-online
        >
          {t('saveOnline', { amount: money(ready.prepaid.savingPaise) })}
        </Link>
      ) : null}
    </section>
  );
}
