import type { HindiIngredient } from './types.ts';

/** By the ingredient's English name. */
export const ingredientsHi: Record<string, HindiIngredient> = {};
