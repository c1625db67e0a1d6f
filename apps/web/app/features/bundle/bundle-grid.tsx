import { useT } from '#app/i18n/i18n.ts';
import { Link } from '#app/i18n/link.tsx';
import type { CardProduct } from '#app/lib/card-product.ts';
import { availableForBundle } from './bundle-item.ts';
import { BundleProductCard } from './bundle-product-card.tsx';

/** The products to choose from: the load's error, a way back to all products when none match, or the cards. */
export function BundleGrid({
  products,
  error,
  loading,
  selectedIds,
  onToggle,
  onInfo,
}: {
  products: CardProduct[];
  error: string | null;
  loading: boolean;
  selectedIds: Set<string>;
  onToggle: (product: CardProduct) => void;
  onInfo: (product: CardProduct) => void;
}) {
  const { t } = useT('bundle');
  return (
    <>
      <p id="bundle-toggle-hint" className="sr-only">
        {t('toggleHint')}
      </p>
      {error ? (
        <p role="alert" className="mt-6 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-800">
          {error}
        </p>
      ) : products.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-brand-100 bg-white p-8 text-center text-stone-600">
          {t('noProducts')}{' '}
          <Link to="/build-your-bundle" className="font-medium text-brand-800 underline">
            {t('seeAll')}
          </Link>
        </p>
      ) : (
        <ul
          className={`mt-6 grid grid-cols-2 gap-3 transition-opacity sm:grid-cols-3 sm:gap-5 ${loading ? 'opacity-60' : ''}`}
          aria-busy={loading || undefined}
          data-bundle-grid
        >
          {products.map((product, index) => (
            <li key={product._id}>
              <BundleProductCard
                product={product}
                index={index}
                selected={selectedIds.has(product._id)}
                available={availableForBundle(product)}
                describedBy="bundle-toggle-hint"
                onToggle={() => onToggle(product)}
                onInfo={() => onInfo(product)}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
