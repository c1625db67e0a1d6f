import {
  type Carousel,
  CarouselSection,
  type InstagramFeedStatus,
  type Promotion,
  PromotionSection,
  type Reel,
  ReelsSection,
  ShowcaseSection,
  type Slot,
} from '#app/features/admin/content/index.ts';
import { AdminLoadError, AdminPageHeader, adminGet } from '#app/features/admin/index.ts';
import type { Route } from './+types/home-content';

// docs/admin.md#home-content: everything the home page and header show, section by section, each item with a
// preview at the size the storefront gives it.

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [carousels, showcase, promotions, reels, instagramFeed] = await Promise.all([
    adminGet<Carousel[]>('/admin/carousels?limit=0', request),
    adminGet<Slot[]>('/admin/categoryShowcase', request),
    adminGet<Promotion[]>('/admin/promotionTexts?limit=0', request),
    adminGet<Reel[]>('/admin/instagramReels?limit=0', request),
    adminGet<InstagramFeedStatus>('/admin/instagramFeed', request),
  ]);
  const failed = [carousels, showcase, promotions, reels, instagramFeed].find((res) => res.status !== 200);
  return {
    error: failed ? failed.message : null,
    carousels: carousels.body ?? [],
    showcase: showcase.body ?? [],
    promotions: promotions.body ?? [],
    reels: reels.body ?? [],
    instagramFeed: instagramFeed.body ?? null,
  };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p className="text-stone-600">Loading…</p>;
}

const SECTIONS = [
  ['desktop-carousel', 'Desktop carousel'],
  ['mobile-carousel', 'Mobile carousel'],
  ['showcase', 'Showcase'],
  ['header-texts', 'Header texts'],
  ['cart-texts', 'Cart texts'],
  ['reels', 'Reels'],
] as const;

export default function HomeContent({ loaderData }: Route.ComponentProps) {
  const { error, carousels, showcase, promotions, reels, instagramFeed } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Home page"
        description="Banners, the four showcase tiles, the header and cart messages and the reels strip. Changes show on the shop at once."
      />
      {error ? <AdminLoadError message={error} /> : null}
      <nav aria-label="Sections" className="mb-8 flex flex-wrap gap-3 text-sm">
        {SECTIONS.map(([id, label]) => (
          <a key={id} href={`#${id}`} className="text-brand-800 underline underline-offset-4">
            {label}
          </a>
        ))}
      </nav>
      <CarouselSection id="desktop-carousel" device="DESKTOP" items={carousels} />
      <CarouselSection id="mobile-carousel" device="MOBILE" items={carousels} />
      <ShowcaseSection slots={showcase} />
      <PromotionSection id="header-texts" location="header" items={promotions} />
      <PromotionSection id="cart-texts" location="cart" items={promotions} />
      <ReelsSection items={reels} feed={instagramFeed} />
    </>
  );
}
