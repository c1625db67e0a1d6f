import { ProductCard } from '#app/components/product-card.tsx';
import type { CardProduct } from '#app/lib/card-product.ts';

/** A listing's products, four across on wide screens; the first row's images load first. */
export function ProductGrid({
  products,
  emptyText,
  className = '',
}: {
  products: CardProduct[];
  emptyText: string;
  className?: string;
}) {
  if (products.length === 0) {
    return (
      <p className="mt-12 rounded-2xl border border-brand-100 bg-white p-8 text-center text-stone-700">
        {emptyText}
      </p>
    );
  }
  return (
    <ul className={`grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4 ${className}`}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} priority={index < 2} />
        </li>
      ))}
    </ul>
  );
}
