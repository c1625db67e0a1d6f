// The home-content screen's sections (docs/admin.md#home-content).

export { type Carousel, CarouselSection } from './carousel-section.tsx';
export type { InstagramFeedStatus } from './instagram-feed.ts';
export { type Promotion, PromotionSection } from './promotion-section.tsx';
export { type Reel, ReelsSection } from './reels-section.tsx';
export { ShowcaseSection, type Slot } from './showcase-section.tsx';
