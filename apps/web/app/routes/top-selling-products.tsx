import { useEffect } from 'react';
import { Breadcrumb } from '#app/components/breadcrumb.tsx';
import { PageTitle } from '#app/components/section-title.tsx';
import { itemListJsonLd } from '#app/features/listing/item-list-json-ld.ts';
import { ProductGrid } from '#app/features/listing/product-grid.tsx';
import { TestimonialCarousel } from '#app/features/testimonials/testimonial-carousel.tsx';
import { metaT, useT } from '#app/i18n/i18n.ts';
import { serverApiContext } from '#app/lib/api-context.ts';
import { toCardProduct } from '#app/lib/card-product.ts';
import { failuresOf, listOf } from '#app/lib/envelope.ts';
import { breadcrumbJsonLd, languageFromMatches, originFromMatches, pageTitle, seo } from '#app/lib/seo.ts';
import { toastError } from '#app/lib/toast.ts';
import type { ProductSummary, Review } from '#app/lib/types.ts';
import type { Route } from './+types/top-selling-products';

const PATH = '/top-selling-products';

export async function loader({ context }: Route.LoaderArgs) {
  const api = context.get(serverApiContext);
  const [products, reviews] = await Promise.all([
    api.get<ProductSummary[]>('/products?status=true&topSelling=true&limit=0'),
    api.get<Review[]>('/productReviews?reviewStatus=ACTIVE&limit=20'),
  ]);
  return {
    products: listOf(products).map(toCardProduct),
    reviews: listOf(reviews),
    failures: failuresOf(products, reviews),
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  const origin = originFromMatches(matches);
  const t = metaT(matches, 'listing');
  return seo({
    title: pageTitle(t('topSelling.title')),
    description: t('topSelling.description'),
    path: PATH,
    origin,
    language: languageFromMatches(matches),
    image: data?.products[0]?.image,
    jsonLd: [
      breadcrumbJsonLd(origin, [
        { name: t('home'), path: '/' },
        { name: t('topSelling.title'), path: PATH },
      ]),
      itemListJsonLd(origin, data?.products ?? []),
    ],
  });
};

export default function TopSellingProducts({ loaderData }: Route.ComponentProps) {
  const { products, reviews, failures } = loaderData;
  const { t } = useT('listing');

  useEffect(() => {
    for (const message of failures) toastError(message);
  }, [failures]);

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6">
      <Breadcrumb trail={[{ label: t('topSelling.title') }]} />
      <div className="relative mt-6 overflow-hidden rounded-3xl bg-gradient-to-br from-clay-100 via-cream to-brand-100 px-6 py-10 text-center sm:px-12 sm:py-14">
        <PageTitle eyebrow={t('topSelling.eyebrow')} title={t('topSelling.title')} />
        <p className="mx-auto mt-3 max-w-xl text-base text-stone-700">{t('topSelling.intro')}</p>
      </div>

      <ProductGrid products={products} emptyText={t('topSelling.restocking')} className="mt-10" />

      {reviews.length > 0 ? (
        <section aria-labelledby="reviews-title" className="mt-20 sm:mt-24">
          <h2 id="reviews-title" className="mb-8 text-center text-3xl text-brand-900 sm:text-4xl">
            {t('topSelling.reviewsTitle')}
          </h2>
          <TestimonialCarousel reviews={reviews} label={t('topSelling.reviews')} />
        </section>
      ) : null}
    </main>
  );
}
