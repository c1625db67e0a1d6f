import type { CarouselItemInput, TranslationState, Translations } from '@shop/shared';

// What the API answers for each section of the home page, as the screen keeps it.

/** An item of an ordered list: shown or not, and its place (lower first). */
export interface Ordered {
  _id: string;
  status: boolean;
  priority: number;
  translationState?: TranslationState;
}

export type Device = 'DESKTOP' | 'MOBILE';

export type Carousel = Ordered &
  Required<Omit<CarouselItemInput, 'status' | 'priority' | 'poster'>> & { poster: string | null };

export type PromotionLocation = 'header' | 'cart';

export type Promotion = Ordered & {
  title: string;
  link: string | null;
  location: PromotionLocation;
  translations: Translations;
};

export type Reel = Ordered & { video: string; poster: string; permalink: string };

export type Slot = {
  _id: string;
  position: number;
  image: string;
  title: string;
  buttonLink: string;
  translations: Translations;
  translationState?: TranslationState;
};
