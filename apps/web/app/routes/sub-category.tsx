import { brand } from '@shop/shared';
import { Breadcrumb } from '#app/components/breadcrumb.tsx';
import { SectionTitle } from '#app/components/section-title.tsx';
import { itemListJsonLd } from '#app/features/listing/item-list-json-ld.ts';
import { ListingBanner } from '#app/features/listing/listing-banner.tsx';
import { ProductGrid } from '#app/features/listing/product-grid.tsx';
import { parseSort, SortForm } from '#app/features/listing/sort-form.tsx';
import { TestimonialCarousel } from '#app/features/testimonials/testimonial-carousel.tsx';
import { metaT, useT } from '#app/i18n/i18n.ts';
import { serverApiContext } from '#app/lib/api-context.ts';
import { toCardProduct } from '#app/lib/card-product.ts';
import { failuresOf, firstOr404, listOf, notFound } from '#app/lib/envelope.ts';
import { breadcrumbJsonLd, languageFromMatches, originFromMatches, pageTitle, seo } from '#app/lib/seo.ts';
import { useFailureToasts } from '#app/lib/toast.ts';
import type { Category, ProductSummary, Review, SubCategory } from '#app/lib/types.ts';
import type { Route } from './+types/sub-category';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const api = context.get(serverApiContext);
  const sort = parseSort(new URL(request.url).searchParams.get('sort'));
  const categorySlug = encodeURIComponent(params.categorySlug);
  const subCategorySlug = encodeURIComponent(params.subCategorySlug);
  const [category, subCategories, products, reviews] = await Promise.all([
    api.get<Category[]>(`/categories?slug=${categorySlug}`),
    api.get<SubCategory[]>(`/subCategories?slug=${subCategorySlug}`),
    api.get<ProductSummary[]>(
      `/products?page=1&limit=0&status=true&categorySlug=${categorySlug}&subCategorySlug=${subCategorySlug}${sort ? `&sort=${sort}` : ''}`,
    ),
    api.get<Review[]>('/productReviews?reviewStatus=ACTIVE&limit=20'),
  ]);
  // Unknown slugs, or a sub-category of another category (the products call checks the pair), are a 404.
  const found = firstOr404(category);
  const subCategory = listOf(subCategories).find((sub) => sub.category.slug === params.categorySlug);
  if (!subCategory || products.status === 404) notFound();
  return {
    category: found,
    subCategory,
    sort,
    products: listOf(products).map(toCardProduct),
    reviews: listOf(reviews),
    failures: failuresOf(products, reviews),
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  if (!data) return [];
  const { category, subCategory, products } = data;
  const origin = originFromMatches(matches);
  const categoryPath = `/category/${category.slug}`;
  const path = `${categoryPath}/${subCategory.slug}`;
  const t = metaT(matches, 'listing');
  return seo({
    title: pageTitle(`${subCategory.name} - ${category.name}`),
    description: t('subCategory.description', {
      name: subCategory.name.toLowerCase(),
      category: category.name,
      brand: brand.name,
    }),
    // The sorted views share the unsorted page as their canonical.
    path,
    origin,
    language: languageFromMatches(matches),
    image: category.listingImage ?? category.image,
    jsonLd: [
      breadcrumbJsonLd(origin, [
        { name: t('home'), path: '/' },
        { name: category.name, path: categoryPath },
        { name: subCategory.name, path },
      ]),
      itemListJsonLd(origin, products),
    ],
  });
};

export default function SubCategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, subCategory, sort, products, reviews, failures } = loaderData;

  useFailureToasts(failures);
  const { t } = useT('listing');

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6">
      <Breadcrumb
        trail={[{ label: category.name, to: `/category/${category.slug}` }, { label: subCategory.name }]}
      />
      <div className="mt-4">
        <ListingBanner image={category.listingImage} wide name={category.name} />
      </div>
      <div className="mt-8 flex flex-col gap-4 border-b border-brand-100 pb-5 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-xs font-semibold tracking-[0.2em] text-clay-700 uppercase">{category.name}</p>
          <h1 className="mt-1.5 text-4xl leading-tight text-brand-900 sm:text-5xl">{subCategory.name}</h1>
          <p className="mt-2 text-sm text-stone-600">{t('subCategory.count', { count: products.length })}</p>
        </div>
        <SortForm sort={sort} />
      </div>

      <ProductGrid products={products} emptyText={t('comingSoon')} className="mt-8" />

      {reviews.length > 0 ? (
        <section aria-labelledby="testimonials-title" className="mt-20 sm:mt-24">
          <div className="mb-8 text-center">
            <SectionTitle
              id="testimonials-title"
              eyebrow={t('subCategory.testimonialsEyebrow')}
              title={t('subCategory.testimonialsTitle')}
              titleSpacing="mt-1.5"
            />
          </div>
          <TestimonialCarousel reviews={reviews} label={t('subCategory.testimonials')} />
        </section>
      ) : null}
    </main>
  );
}
