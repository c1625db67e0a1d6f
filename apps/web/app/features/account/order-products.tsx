import { formatINR } from '@shop/shared';
import { Thumbnail } from '#app/components/ui/thumbnail.tsx';
import { useLanguage, useT } from '#app/i18n/i18n.ts';
import { Link } from '#app/i18n/link.tsx';
import { Trans } from '#app/i18n/trans.tsx';
import { orderCard, orderCardTitle } from './order-cards.tsx';
import type { Order } from './types.ts';

/** The order's lines and how the total was reached. */
export function OrderProducts({ order }: { order: Order }) {
  const { t } = useT(['account', 'common', 'cod']);
  const language = useLanguage();
  return (
    <section className={`${orderCard} mt-6`} aria-labelledby="order-products">
      <h2 id="order-products" className={orderCardTitle}>
        {t('order.products')}
      </h2>
      <ul className="mt-2 divide-y divide-brand-100">
        {order.products.map((line) => (
          <li key={line._id} className="flex items-center gap-4 py-4">
            <Link
              to={`/product/${line.product.slug}`}
              className="group flex min-w-0 flex-1 items-center gap-4"
            >
              <Thumbnail file={line.image} size={72} loading="lazy" className="h-18 w-18" />
              <span className="min-w-0">
                <span className="block font-medium text-ink group-hover:text-brand-700 group-hover:underline">
                  {line.name}
                </span>
                <span className="mt-0.5 block text-sm text-stone-600">
                  {t('order.sizeAndQty', { size: line.size.title, qty: line.qty })}
                </span>
              </span>
            </Link>
            <span className="shrink-0 text-right font-medium text-ink">
              {formatINR(line.salePrice, language)}
              {line.qty > 1 ? (
                <span className="block text-sm font-normal text-stone-600">
                  {t('order.lineTotal', { amount: formatINR(line.lineTotal, language) })}
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      <dl className="mt-2 ml-auto max-w-sm space-y-2 border-t border-brand-100 pt-4 text-stone-700">
        <div className="flex justify-between gap-4">
          <dt>{t('order.subtotal')}</dt>
          <dd>{formatINR(order.subtotal, language)}</dd>
        </div>
        {order.bundleDiscountAmount > 0 ? (
          <div className="flex justify-between gap-4">
            <dt>{t('order.bundleDiscount')}</dt>
            <dd className="text-brand-700">-{formatINR(order.bundleDiscountAmount, language)}</dd>
          </div>
        ) : null}
        {order.couponCode && order.couponDiscountAmount > 0 ? (
          <div className="flex justify-between gap-4">
            <dt>
              <Trans
                t={t}
                i18nKey="order.couponDiscount"
                values={{ code: order.couponCode }}
                components={{ code: <span className="font-medium text-ink" /> }}
              />
            </dt>
            <dd className="text-brand-700">-{formatINR(order.couponDiscountAmount, language)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4">
          <dt>{t('order.shipping')}</dt>
          <dd>{order.shippingAmount > 0 ? formatINR(order.shippingAmount, language) : t('order.free')}</dd>
        </div>
        {order.codFeePaise ? (
          <div className="flex justify-between gap-4">
            <dt>{t('cod:account.codFee')}</dt>
            <dd>{formatINR(order.codFeePaise, language)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 border-t border-brand-100 pt-3 text-lg font-semibold text-ink">
          <dt>{t('order.total')}</dt>
          <dd>{formatINR(order.totalAmount, language)}</dd>
        </div>
      </dl>
    </section>
  );
}
