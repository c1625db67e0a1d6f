import { formatINR, truncateName } from '@shop/shared';
import { CheckIcon } from '#app/components/icons.tsx';
import { useLanguage, useT } from '#app/i18n/i18n.ts';
import type { CardProduct } from '#app/lib/card-product.ts';
import { responsiveImage } from '#app/lib/images.ts';

/**
 * Bundle grid card (docs/product.md#bundle-builder). The toggle is the product name's button stretched over the
 * whole card (its ::after), so a click anywhere selects while assistive technology meets one named toggle; More
 * info sits above it.
 */
export function BundleProductCard({
  product,
  selected,
  available,
  index,
  describedBy,
  onToggle,
  onInfo,
}: {
  product: CardProduct;
  selected: boolean;
  available: boolean;
  index: number;
  describedBy?: string;
  onToggle: () => void;
  onInfo: () => void;
}) {
  const { t } = useT('bundle');
  const language = useLanguage();
  return (
    <article
      className={`group relative flex h-full flex-col rounded-2xl border bg-white transition ${
        selected
          ? 'border-brand-600 shadow-lg ring-2 shadow-brand-900/10 ring-brand-600'
          : 'border-brand-100 hover:shadow-lg hover:shadow-brand-900/5'
      }`}
      data-bundle-product={product.slug}
    >
      <div className="relative aspect-square overflow-hidden rounded-t-2xl bg-brand-50">
        <img
          {...responsiveImage(product.image, 640)}
          sizes="(min-width: 1280px) 280px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
          alt=""
          width={640}
          height={640}
          loading={index < 4 ? 'eager' : 'lazy'}
          fetchPriority={index === 0 ? 'high' : undefined}
          decoding="async"
          className={`h-full w-full object-cover transition duration-500 ${
            available ? 'group-hover:scale-105' : 'opacity-60 grayscale'
          }`}
        />
        {available ? (
          <span
            aria-hidden="true"
            className={`absolute top-3 right-3 grid h-8 w-8 place-items-center rounded-full border-2 transition ${
              selected
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-white bg-white/80 text-transparent group-hover:text-brand-300'
            }`}
          >
            <CheckIcon className="h-4 w-4" strokeWidth={3} />
          </span>
        ) : (
          <span
            aria-hidden="true"
            className="absolute top-3 right-3 rounded-full bg-stone-800/90 px-2.5 py-1 text-xs font-medium text-white"
          >
            {t('card.outOfStock')}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <p className="text-xs tracking-wide text-stone-600 uppercase">{product.baseSize.title}</p>
        <h3 className="font-sans text-sm leading-snug font-medium text-ink sm:text-base">
          <button
            type="button"
            aria-pressed={available ? selected : undefined}
            aria-describedby={available ? describedBy : undefined}
            disabled={!available}
            onClick={onToggle}
            title={product.name}
            className="text-left after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-clay-500 disabled:cursor-not-allowed"
            data-bundle-toggle
          >
            <span aria-hidden="true">{truncateName(product.name, 30)}</span>
            <span className="sr-only">
              {product.name}
              {available ? '' : ` ${t('card.outOfStockNote')}`}
            </span>
          </button>
        </h3>
        <p className="mt-auto pt-1 text-base font-semibold text-ink">
          {formatINR(product.baseMrp, language)}{' '}
          <span className="text-xs font-normal text-stone-600">{t('card.mrp')}</span>
        </p>
        <button
          type="button"
          onClick={onInfo}
          aria-label={t('card.moreInfoAbout', { name: product.name })}
          className="relative z-10 mt-2 w-full rounded-full border border-brand-700 bg-white px-4 py-2 text-sm font-medium text-brand-800 transition hover:bg-brand-700 hover:text-white"
        >
          {t('card.moreInfo')}
        </button>
      </div>
    </article>
  );
}
