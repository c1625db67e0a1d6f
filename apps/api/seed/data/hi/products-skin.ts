import type { HindiProduct } from './types.ts';

/** The skin-care products, by slug. */
export const productsSkinHi: Record<string, HindiProduct> = {};
