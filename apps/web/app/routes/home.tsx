import { brand } from '@shop/shared';
import { Carousel, SLIDES } from '#app/components/carousel.tsx';
import { ProductCard } from '#app/components/product-card.tsx';
import { BlogTeasers } from '#app/features/home/blog-teasers.tsx';
import { BundleBanner } from '#app/features/home/bundle-banner.tsx';
import { CategoryCarousel } from '#app/features/home/category-carousel.tsx';
import { CategoryShowcase } from '#app/features/home/category-showcase.tsx';
import { HeroCarousel } from '#app/features/home/hero-carousel.tsx';
import { bundleImages, shareImage } from '#app/features/home/home-images.ts';
import { HomeIntro } from '#app/features/home/home-intro.tsx';
import { HOME_SECTION, HomeSection } from '#app/features/home/home-section.tsx';
import { IngredientStrip } from '#app/features/home/ingredient-strip.tsx';
import { toReels } from '#app/features/home/reels.ts';
import { ReelsStrip } from '#app/features/home/reels-strip.tsx';
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

export default function Home({ loaderData }: Route.ComponentProps) {
  const { carousels, showcase, topSelling, ingredients, reviews, blogs, reels, failures } = loaderData;
  const { categories } = useLayoutData();
  const { t } = useT('home');

  useFailureToasts(failures);

  const desktop = carousels.filter((item) => item.targetDevice === 'DESKTOP');
  const mobile = carousels.filter((item) => item.targetDevice === 'MOBILE');
  const topSellingLink = { to: '/top-selling-products', name: t('topSelling.linkName') };
  const blogLink = { to: '/blog', name: t('blog.linkName') };

  return (
    <main id="main" className="pb-4">
      <div className="mx-auto max-w-7xl px-4 pt-3 sm:px-6 sm:pt-5">
        {/* A screen without its own banners falls back to the other screen's. */}
        <HeroCarousel items={desktop.length > 0 ? desktop : mobile} screen="DESKTOP" />
        <HeroCarousel items={mobile.length > 0 ? mobile : desktop} screen="MOBILE" />
      </div>

      <HomeIntro />

      <HomeSection id="showcase-title" name="showcase" shown={showcase.length > 0}>
        <CategoryShowcase items={showcase} />
      </HomeSection>

      <HomeSection
        id="top-selling-title"
        name="topSelling"
        link={topSellingLink}
        shown={topSelling.length > 0}
      >
        <Carousel label={t('topSelling.carousel')} slideClass={SLIDES.four}>
          {topSelling.map((product) => (
            <ProductCard key={product._id} product={product} />
          ))}
        </Carousel>
      </HomeSection>

      <HomeSection id="ingredients-title" name="ingredients" shown={ingredients.length > 0}>
        <IngredientStrip ingredients={ingredients} />
      </HomeSection>

      <HomeSection id="categories-title" name="categories" shown={categories.length > 0}>
        <CategoryCarousel categories={categories} />
      </HomeSection>

      <ReelsStrip reels={reels} />

      <section aria-label={t('bundle.label')} className={HOME_SECTION}>
        <BundleBanner images={loaderData.bundleImages} />
      </section>

      <HomeSection id="reviews-title" name="reviews" shown={reviews.length > 0}>
        <TestimonialCarousel reviews={reviews} label={t('reviews.carousel')} />
      </HomeSection>

      <HomeSection id="blog-title" name="blog" link={blogLink} shown={blogs.length > 0}>
        <BlogTeasers posts={blogs} />
      </HomeSection>
    </main>
  );
}
