import { Link } from 'react-router';
import { Carousel, SLIDES } from '#app/components/carousel.tsx';
import { ProductCard } from '#app/components/product-card.tsx';
import type { CardProduct } from '#app/lib/card-product.ts';

/** "You May Also Like": products from the same category, the current one excluded. */
export function RelatedProducts({
  category,
  products,
}: {
  category: { name: string; slug: string };
  products: CardProduct[];
}) {
  return (
    <section aria-labelledby="related-heading" className="mt-16 sm:mt-20">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-xs font-semibold tracking-[0.2em] text-clay-700 uppercase">
            More from {category.name}
          </p>
          <h2 id="related-heading" className="mt-2 text-3xl text-brand-900 sm:text-4xl">
            You May Also Like
          </h2>
        </div>
        <Link
          to={`/category/${category.slug}`}
          className="text-sm font-medium text-brand-800 underline-offset-4 hover:underline"
        >
          View All<span className="sr-only"> {category.name} products</span>
        </Link>
      </div>
      <Carousel label="Related products" slideClass={SLIDES.four} className="mt-8">
        {products.map((item) => (
          <ProductCard key={item._id} product={item} />
        ))}
      </Carousel>
    </section>
  );
}
