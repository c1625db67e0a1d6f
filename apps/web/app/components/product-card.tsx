import { truncateName } from '@shop/shared';
import { useT } from '#app/i18n/i18n.ts';
import { Link } from '#app/i18n/link.tsx';
import type { CardProduct } from '#app/lib/card-product.ts';
import { responsiveImage } from '#app/lib/images.ts';
import { Price } from './price.tsx';
import { Stars } from './stars.tsx';
import { ButtonLink } from './ui/button.tsx';

/** docs/product.md#product-card: image, rating, base size, name cut at 40 characters, prices, View Details. */
export function ProductCard({ product, priority = false }: { product: CardProduct; priority?: boolean }) {
  const { t } = useT();
  const href = `/product/${product.slug}`;
  const image = responsiveImage(product.image, 640);
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-brand-100 bg-white transition hover:shadow-lg hover:shadow-brand-900/5">
      <Link
        to={href}
        className="relative block aspect-square overflow-hidden bg-brand-50"
        tabIndex={-1}
        aria-hidden="true"
      >
        <img
          {...image}
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
          alt=""
          width={640}
          height={640}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
        />
        {/* Stacked, so that on a narrow card the two never sit on top of each other. */}
        <span className="absolute top-2.5 left-2.5 flex flex-col items-start gap-1.5">
          {product.discountPercent >= 1 ? (
            <span className="rounded-full bg-clay-600 px-2.5 py-1 text-xs font-semibold text-white">
              {t('productCard.off', { percent: Math.round(product.discountPercent) })}
            </span>
          ) : null}
          {product.outOfStock ? (
            <span className="rounded-full bg-stone-800/85 px-2.5 py-1 text-xs font-medium text-white">
              {t('productCard.outOfStock')}
            </span>
          ) : null}
        </span>
      </Link>
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <div className="flex items-center gap-1.5 text-xs text-stone-600">
          <Stars rating={product.averageRating} className="h-3.5 w-3.5" />
          <span>({product.totalReviews})</span>
        </div>
        <p className="text-xs tracking-wide text-stone-500 uppercase">{product.baseSize.title}</p>
        <h3 className="font-sans text-sm leading-snug font-medium text-ink sm:text-base">
          <Link to={href} className="hover:text-brand-700" title={product.name}>
            {truncateName(product.name, 40)}
          </Link>
        </h3>
        <Price mrp={product.baseMrp} salePrice={product.baseSalePrice} className="mt-auto pt-1" />
        <ButtonLink
          to={href}
          variant="outline"
          size="sm"
          className="mt-2 px-4 group-hover:bg-brand-700 group-hover:text-white"
          aria-label={t('productCard.viewDetailsOf', { name: product.name })}
        >
          {t('productCard.viewDetails')}
        </ButtonLink>
      </div>
    </article>
  );
}
