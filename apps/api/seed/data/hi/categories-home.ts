import type { HindiCarouselItem, HindiCategory, HindiShowcaseItem } from './types.ts';

/** By category slug. */
export const categoriesHi: Record<string, HindiCategory> = {};

/** By carousel key. */
export const carouselHi: Record<string, HindiCarouselItem> = {};

/** By showcase position. */
export const showcaseHi: Record<number, HindiShowcaseItem> = {};

/** By the English promotion title. */
export const promotionsHi: Record<string, string> = {};
