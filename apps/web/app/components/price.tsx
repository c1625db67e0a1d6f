import { formatINR, shownPrice } from '@shop/shared';

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
  const onSale = salePrice != null && salePrice < mrp;
  const main = size === 'lg' ? 'text-2xl' : size === 'sm' ? 'text-sm' : 'text-base';
  return (
    <span className={`inline-flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <span className={`${main} font-semibold text-ink`}>{formatINR(shownPrice({ mrp, salePrice }))}</span>
      {onSale ? (
        <s className="text-sm text-stone-500">
          <span className="sr-only">MRP </span>
          {formatINR(mrp)}
        </s>
      ) : null}
    </span>
  );
}
