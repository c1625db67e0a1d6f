import type {
  HindiCarouselItem,
  HindiCategory,
  HindiIngredient,
  HindiProduct,
  HindiShowcaseItem,
} from './types.ts';

/** By category slug. */
export const categoriesHi: Record<string, HindiCategory> = {};

/** By the ingredient's English name. */
export const ingredientsHi: Record<string, HindiIngredient> = {};

/** By product slug. */
export const productsHi: Record<string, HindiProduct> = {};

/** By carousel key. */
export const carouselHi: Record<string, HindiCarouselItem> = {};

/** By showcase position. */
export const showcaseHi: Record<number, HindiShowcaseItem> = {};

/** By the English promotion title. */
export const promotionsHi: Record<string, string> = {};
