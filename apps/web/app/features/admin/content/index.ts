// The home-content screen's sections (docs/admin.md#home-content).

export { CarouselSection } from './carousel-section.tsx';
export type { InstagramFeedStatus } from './instagram-feed.ts';
export { PromotionSection } from './promotion-section.tsx';
export { ReelsSection } from './reels-section.tsx';
export { ShowcaseSection } from './showcase-section.tsx';
export type { Carousel, Promotion, Reel, Slot } from './types.ts';
