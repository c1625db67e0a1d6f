import { carouselHi, categoriesHi, promotionsHi, showcaseHi } from './categories-home.ts';
import { ingredientsHi } from './ingredients.ts';
import { productsHairBodyHi } from './products-hair-body.ts';
import { productsSkinHi } from './products-skin.ts';
import type { HindiProduct } from './types.ts';

export { carouselHi, categoriesHi, ingredientsHi, promotionsHi, showcaseHi };

/** By product slug. */
export const productsHi: Record<string, HindiProduct> = { ...productsSkinHi, ...productsHairBodyHi };
