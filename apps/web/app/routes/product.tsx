import { Breadcrumb } from '#app/components/breadcrumb.tsx';
import { SectionErrorBoundary } from '#app/components/section-error-boundary.tsx';
import { Stars } from '#app/components/stars.tsx';
import { ProductClaims } from '#app/features/product/product-claims.tsx';
import { ProductAccordions, ProductIngredients } from '#app/features/product/product-details.tsx';
import { ProductGallery } from '#app/features/product/product-gallery.tsx';
import { productJsonLd } from '#app/features/product/product-json-ld.ts';
import { ProductPurchase } from '#app/features/product/product-purchase.tsx';
import { RelatedProducts } from '#app/features/product/related-products.tsx';
import { ProductReviews } from '#app/features/reviews/product-reviews.tsx';
import { REVIEWS_PER_PAGE } from '#app/features/reviews/review-list.tsx';
import { metaT, useT } from '#app/i18n/i18n.ts';
import { serverApiContext } from '#app/lib/api-context.ts';
import { toCardProduct } from '#app/lib/card-product.ts';
import { bodyOr404, failuresOf, listOf } from '#app/lib/envelope.ts';
import { breadcrumbJsonLd, languageFromMatches, originFromMatches, pageTitle, seo } from '#app/lib/seo.ts';
import { useFailureToasts } from '#app/lib/toast.ts';
import type { Product, ProductSummary, RatingStats, Review } from '#app/lib/types.ts';
import type { Route } from './+types/product';

// docs/product.md#product-page: related products come from the same category, the current one excluded.
const RELATED_LIMIT = 8;

export async function loader({ context, params }: Route.LoaderArgs) {
  const api = context.get(serverApiContext);
  const res = await api.get<Product>(`/products/findBySlug/${encodeURIComponent(params.slug)}`);
  const product = bodyOr404(res);
  const [related, reviews] = await Promise.all([
    api.get<ProductSummary[]>(
      `/products?status=true&category=${product.category._id}&exclude=${product._id}&limit=${RELATED_LIMIT}`,
    ),
    api.get<Review[]>(`/productReviews?product=${product._id}&reviewStatus=ACTIVE&limit=${REVIEWS_PER_PAGE}`),
  ]);
  return {
    product,
    ratingStats: res.ratingStats as RatingStats,
    related: listOf(related).map(toCardProduct),
    reviews: {
      items: listOf(reviews),
      page: reviews.page ?? 1,
      totalPages: reviews.totalPages ?? 0,
      totalRecords: reviews.totalRecords ?? 0,
    },
    // docs/product.md#error-states: a failed list load shows the server's message as a toast (in the browser).
    failures: failuresOf(related, reviews),
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  if (!data) return [];
  const { product, ratingStats } = data;
  const origin = originFromMatches(matches);
  return seo({
    title: product.metaTitle || pageTitle(product.name),
    description: product.metaDescription || product.shortDescription,
    path: `/product/${product.slug}`,
    origin,
    language: languageFromMatches(matches),
    image: product.image,
    type: 'product',
    jsonLd: [
      productJsonLd(product, ratingStats, origin),
      breadcrumbJsonLd(origin, [
        { name: metaT(matches, 'product')('home'), path: '/' },
        { name: product.category.name, path: `/category/${product.category.slug}` },
        { name: product.name, path: `/product/${product.slug}` },
      ]),
    ],
  });
};

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  // A new product (a related product clicked) starts afresh: size, quantity, open form, loaded reviews.
  return <ProductPage key={loaderData.product._id} {...loaderData} />;
}

function ProductPage({
  product,
  ratingStats,
  related,
  reviews,
  failures,
}: Route.ComponentProps['loaderData']) {
  useFailureToasts(failures);
  const { t } = useT('product');

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 pt-6 pb-20 sm:px-6 lg:px-8">
      <Breadcrumb
        trail={[
          { label: product.category.name, to: `/category/${product.category.slug}` },
          { label: product.name },
        ]}
      />
      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-14">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <ProductGallery
            name={product.name}
            images={product.images.length > 0 ? product.images : [product.image]}
          />
        </div>
        <div className="flex flex-col gap-6">
          <div>
            {product.subCategory ? (
              <p className="text-xs font-semibold tracking-[0.2em] text-clay-700 uppercase">
                {product.subCategory.name}
              </p>
            ) : null}
            <h1 className="mt-2 text-3xl leading-tight text-brand-900 sm:text-4xl">{product.name}</h1>
            <a
              href="#reviews"
              className="mt-3 inline-flex items-center gap-2 text-sm text-stone-700 hover:text-brand-700"
            >
              <Stars rating={ratingStats.averageRating} />
              <span className="font-medium text-ink">{ratingStats.averageRating.toFixed(1)}</span>
              <span>{t('ratings', { count: ratingStats.totalReviews })}</span>
            </a>
          </div>
          <ProductPurchase product={product}>
            <p className="leading-relaxed text-stone-700">{product.shortDescription}</p>
            <ProductClaims
              claims={product.claims}
              className="rounded-2xl border border-brand-100 bg-white px-3 py-5"
            />
          </ProductPurchase>
          <ProductAccordions product={product} />
        </div>
      </div>

      <ProductIngredients ingredients={product.ingredients} />

      {related.length > 0 ? (
        <SectionErrorBoundary message={t('relatedFailed')} className="mt-16 sm:mt-20">
          <RelatedProducts category={product.category} products={related} />
        </SectionErrorBoundary>
      ) : null}

      <SectionErrorBoundary message={t('reviewsFailed')} className="mt-16 sm:mt-20">
        <ProductReviews productId={product._id} stats={ratingStats} reviews={reviews} />
      </SectionErrorBoundary>
    </main>
  );
}
