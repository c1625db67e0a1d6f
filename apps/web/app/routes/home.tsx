import { brand } from '@shop/shared';
import { Carousel, SLIDES } from '#app/components/carousel.tsx';
import { ProductCard } from '#app/components/product-card.tsx';
import { BlogTeasers } from '#app/features/home/blog-teasers.tsx';
import { BundleBanner } from '#app/features/home/bundle-banner.tsx';
import { CategoryCarousel } from '#app/features/home/category-carousel.tsx';
import { CategoryShowcase } from '#app/features/home/category-showcase.tsx';
import { ClaimsStrip } from '#app/features/home/claims-strip.tsx';
import { HeroCarousel } from '#app/features/home/hero-carousel.tsx';
import { IngredientStrip } from '#app/features/home/ingredient-strip.tsx';
import { toReels } from '#app/features/home/reels.ts';
import { ReelsStrip } from '#app/features/home/reels-strip.tsx';
import { SectionHeading } from '#app/features/home/section-heading.tsx';
import { TestimonialCarousel } from '#app/features/testimonials/testimonial-carousel.tsx';
import { metaT, useT } from '#app/i18n/i18n.ts';
import { serverApiContext } from '#app/lib/api-context.ts';
import { toCardProduct } from '#app/lib/card-product.ts';
import { failuresOf, listOf } from '#app/lib/envelope.ts';
import { useLayoutData } from '#app/lib/layout-data.ts';
import { languageFromMatches, organizationJsonLd, originFromMatches, seo } from '#app/lib/seo.ts';
import { useFailureToasts } from '#app/lib/toast.ts';
import type {
  BlogSummary,
  CarouselItem,
  Ingredient,
  InstagramReel,
  ProductSummary,
  Review,
  ShowcaseItem,
} from '#app/lib/types.ts';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  const api = context.get(serverApiContext);
  // docs/product.md#page-sizes: carousels 20, showcase 20, top selling 12, all ingredients, 20 reviews, 3 blog teasers,
  // 20 reels.
  // The category carousel reads the root loader's categories (the same call).
  const [carousels, showcase, topSelling, ingredients, reviews, blogs, reels] = await Promise.all([
    api.get<CarouselItem[]>('/carousels?limit=20'),
    api.get<ShowcaseItem[]>('/categoryShowcase?limit=20'),
    api.get<ProductSummary[]>('/products?limit=12&status=true&topSelling=true'),
    api.get<Ingredient[]>('/ingredients?status=true&limit=0'),
    api.get<Review[]>('/productReviews?reviewStatus=ACTIVE&limit=20'),
    api.get<BlogSummary[]>('/blogs?limit=3'),
    api.get<InstagramReel[]>('/instagramReels?limit=20'),
  ]);
  return {
    carousels: listOf(carousels),
    showcase: listOf(showcase),
    topSelling: listOf(topSelling).map(toCardProduct),
    bundleImages: bundleImages(listOf(topSelling)),
    ingredients: listOf(ingredients),
    reviews: listOf(reviews),
    blogs: listOf(blogs),
    reels: toReels(listOf(reels)),
    // docs/product.md#error-states: a failed list load shows the server's message as a toast (in the browser).
    failures: failuresOf(carousels, showcase, topSelling, ingredients, reviews, blogs, reels),
  };
}

/** The picture a shared link shows: the first desktop banner's (its still, for a video), in the page's language. */
function shareImage(carousels: CarouselItem[]): string | null {
  const banner = carousels.find((item) => item.targetDevice === 'DESKTOP') ?? carousels[0];
  if (!banner) return null;
  return banner.mediaType === 'VIDEO' ? banner.poster : banner.image;
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const origin = originFromMatches(matches);
  const t = metaT(matches, 'home');
  return seo({
    title: t('title', { brand: brand.name }),
    description: t('description'),
    path: '/',
    origin,
    language: languageFromMatches(matches),
    image: shareImage(loaderData?.carousels ?? []),
    jsonLd: [
      organizationJsonLd(origin),
      { '@type': 'WebSite', name: brand.name, url: `${origin}${location.pathname}` },
    ],
  });
};

/** Three bestsellers for the bundle banner, from different categories where possible. */
function bundleImages(products: ProductSummary[]): string[] {
  const firstOfCategory = products.filter(
    (product, index) => products.findIndex((other) => other.category._id === product.category._id) === index,
  );
  const rest = products.filter((product) => !firstOfCategory.includes(product));
  return [...firstOfCategory, ...rest].slice(0, 3).map((product) => product.image);
}

// Every section below the hero and claims is off screen at first: the browser lays it out when it nears view.
const SECTION = 'render-lazy mx-auto mt-20 max-w-7xl px-4 sm:mt-28 sm:px-6';

export default function Home({ loaderData }: Route.ComponentProps) {
  const { carousels, showcase, topSelling, ingredients, reviews, blogs, reels, failures } = loaderData;
  const { categories } = useLayoutData();
  const { t } = useT('home');

  useFailureToasts(failures);

  const desktop = carousels.filter((item) => item.targetDevice === 'DESKTOP');
  const mobile = carousels.filter((item) => item.targetDevice === 'MOBILE');

  return (
    <main id="main" className="pb-4">
      <div className="mx-auto max-w-7xl px-4 pt-3 sm:px-6 sm:pt-5">
        {/* A screen without its own banners falls back to the other screen's. */}
        <HeroCarousel items={desktop.length > 0 ? desktop : mobile} screen="DESKTOP" />
        <HeroCarousel items={mobile.length > 0 ? mobile : desktop} screen="MOBILE" />
      </div>

      <section aria-labelledby="home-title" className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="relative mt-8 overflow-hidden rounded-3xl border border-clay-100 bg-white/70 px-5 py-8 sm:mt-10 sm:px-10 sm:py-12">
          <div className="mx-auto max-w-3xl text-center">
            <p className="text-xs font-semibold tracking-[0.25em] text-clay-700 uppercase">
              {t('madeIn', { city: t('place.city'), state: t('place.state') })}
            </p>
            <h1 id="home-title" className="mt-3 text-3xl leading-tight text-brand-900 sm:text-5xl">
              {t('heading')}
            </h1>
            <p className="mx-auto mt-4 max-w-2xl text-base leading-relaxed text-stone-700 sm:text-lg">
              {t('intro')}
            </p>
          </div>
          <div className="mt-8 border-t border-clay-100 pt-8 sm:mt-10 sm:pt-10">
            <ClaimsStrip />
          </div>
        </div>
      </section>

      {showcase.length > 0 ? (
        <section aria-labelledby="showcase-title" className={SECTION}>
          <SectionHeading id="showcase-title" eyebrow={t('showcase.eyebrow')} title={t('showcase.title')} />
          <CategoryShowcase items={showcase} />
        </section>
      ) : null}

      {topSelling.length > 0 ? (
        <section aria-labelledby="top-selling-title" className={SECTION}>
          <SectionHeading
            id="top-selling-title"
            eyebrow={t('topSelling.eyebrow')}
            title={t('topSelling.title')}
            link={{ to: '/top-selling-products', name: t('topSelling.linkName') }}
          />
          <Carousel label={t('topSelling.carousel')} slideClass={SLIDES.four}>
            {topSelling.map((product) => (
              <ProductCard key={product._id} product={product} />
            ))}
          </Carousel>
        </section>
      ) : null}

      {ingredients.length > 0 ? (
        <section aria-labelledby="ingredients-title" className={SECTION}>
          <SectionHeading
            id="ingredients-title"
            eyebrow={t('ingredients.eyebrow')}
            title={t('ingredients.title')}
          />
          <IngredientStrip ingredients={ingredients} />
        </section>
      ) : null}

      {categories.length > 0 ? (
        <section aria-labelledby="categories-title" className={SECTION}>
          <SectionHeading
            id="categories-title"
            eyebrow={t('categories.eyebrow')}
            title={t('categories.title')}
          />
          <CategoryCarousel categories={categories} />
        </section>
      ) : null}

      <ReelsStrip reels={reels} />

      <section aria-label={t('bundle.label')} className={SECTION}>
        <BundleBanner images={loaderData.bundleImages} />
      </section>

      {reviews.length > 0 ? (
        <section aria-labelledby="reviews-title" className={SECTION}>
          <SectionHeading id="reviews-title" eyebrow={t('reviews.eyebrow')} title={t('reviews.title')} />
          <TestimonialCarousel reviews={reviews} label={t('reviews.carousel')} />
        </section>
      ) : null}

      {blogs.length > 0 ? (
        <section aria-labelledby="blog-title" className={SECTION}>
          <SectionHeading
            id="blog-title"
            eyebrow={t('blog.eyebrow')}
            title={t('blog.title')}
            link={{ to: '/blog', name: t('blog.linkName') }}
          />
          <BlogTeasers posts={blogs} />
        </section>
      ) : null}
    </main>
  );
}
