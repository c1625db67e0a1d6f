import { Carousel, SLIDES } from '#app/components/carousel.tsx';
import { ProductCard } from '#app/components/product-card.tsx';
import { SectionTitle } from '#app/components/section-title.tsx';
import { useT } from '#app/i18n/i18n.ts';
import { Link } from '#app/i18n/link.tsx';
import type { CardProduct } from '#app/lib/card-product.ts';

/** "You May Also Like": products from the same category, the current one excluded. */
export function RelatedProducts({
  category,
  products,
}: {
  category: { name: string; slug: string };
  products: CardProduct[];
}) {
  const { t } = useT('product');
  return (
    <section aria-labelledby="related-heading" className="mt-16 sm:mt-20">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <SectionTitle
            id="related-heading"
            eyebrow={t('related.moreFrom', { name: category.name })}
            title={t('related.title')}
          />
        </div>
        <Link
          to={`/category/${category.slug}`}
          className="text-sm font-medium text-brand-800 underline-offset-4 hover:underline"
        >
          {t('related.viewAll')}
          <span className="sr-only"> {t('related.viewAllOf', { name: category.name })}</span>
        </Link>
      </div>
      <Carousel label={t('related.carousel')} slideClass={SLIDES.four} className="mt-8">
        {products.map((item) => (
          <ProductCard key={item._id} product={item} />
        ))}
      </Carousel>
    </section>
  );
}
