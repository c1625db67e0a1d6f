import type { HindiProduct } from './types.ts';

/** The hair-care and body-care products, by slug. */
export const productsHairBodyHi: Record<string, HindiProduct> = {};
