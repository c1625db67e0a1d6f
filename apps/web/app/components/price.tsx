import { formatINR, shownPrice } from '@shop/shared';
import { useLanguage, useT } from '#app/i18n/i18n.ts';

/** Sale price with the MRP struck through when both exist (docs/product.md#pricing); amounts in paise. */
export function Price({
  mrp,
  salePrice,
  className = '',
  size = 'md',
}: {
  mrp: number;
  salePrice: number | null | undefined;
  className?: string;
  size?: 'sm' | 'md' | 'lg';
}) {
  const { t } = useT();
  const language = useLanguage();
  const onSale = salePrice != null && salePrice < mrp;
  const main = size === 'lg' ? 'text-2xl' : size === 'sm' ? 'text-sm' : 'text-base';
  return (
    <span className={`inline-flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <span className={`${main} font-semibold text-ink`}>
        {formatINR(shownPrice({ mrp, salePrice }), language)}
      </span>
      {onSale ? (
        <s className="text-sm text-stone-500">
          <span className="sr-only">{t('price.mrp')} </span>
          {formatINR(mrp, language)}
        </s>
      ) : null}
    </span>
  );
}
